// Circles in the dependency graph (rule G3), found without recursion: Tarjan's strongly
// connected components with an explicit stack, then a breadth-first search for one cycle per
// component. Linear in steps + edges.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/dependency_graph.h"
#include "graph/plan_reader.h"

namespace sg {

// Every group of steps that depend on each other in a circle (a strongly connected component
// of more than one step) gives one Cycle: the shortest cycle through the group's smallest seq.
// Listing every elementary cycle instead could take exponential time and space.
struct Cycle {
    // In dependency order: each step depends on the one before it, the first on the last.
    // The first is the smallest seq of the cycle.
    std::vector<std::uint32_t> steps;
    // The index, in the first step's dependsOn, of the entry that names the last step.
    std::uint32_t closing_entry;
};

// Sorted by the seq of their first step. Self-dependencies are not in the graph (they are
// `self` errors), so every cycle has at least two steps.
std::vector<Cycle> find_cycles(const Plan& plan, const DependencyGraph& graph);

}  // namespace sg

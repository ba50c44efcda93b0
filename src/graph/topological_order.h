// The order in which a valid plan's steps can run (rule G3), as seqs.
#pragma once

#include <cstdint>
#include <vector>

#include "graph/dependency_graph.h"
#include "graph/plan_reader.h"

namespace sg {

// Kahn's algorithm that always takes, among the steps whose dependencies have all been
// taken, the one with the smallest seq: the smallest topological order, read as a sequence
// of seqs. O(E + N log N). Precondition: the plan passed every check (unique seqs 1..N, no
// cycle).
std::vector<std::int64_t> topological_order(const Plan& plan, const DependencyGraph& graph);

// The same order for a valid plan without forward references, where every dependency has a
// smaller seq: 1, 2, …, N. Linear, and no graph is needed.
std::vector<std::int64_t> seq_order(const Plan& plan);

}  // namespace sg

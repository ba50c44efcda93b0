// The dependencies between steps as a compact adjacency list (CSR): for every step, the
// steps that depend on it. Nodes are step indices; one edge per usable dependsOn entry.
#pragma once

#include <cstdint>
#include <vector>

namespace sg {

struct DependencyEdge {
    std::uint32_t dependency;  // the step depended on
    std::uint32_t dependent;   // the step whose dependsOn names it
    std::uint32_t entry;       // the index of that name in the dependent's dependsOn
};

class DependencyGraph {
public:
    DependencyGraph(std::uint32_t step_count, const std::vector<DependencyEdge>& edges);

    std::uint32_t size() const { return static_cast<std::uint32_t>(in_degree_.size()); }
    // Edges out of `step` are the indices [first_edge(step), first_edge(step + 1)).
    std::uint32_t first_edge(std::uint32_t step) const { return offsets_[step]; }
    std::uint32_t dependent(std::uint32_t edge) const { return dependents_[edge]; }
    std::uint32_t entry(std::uint32_t edge) const { return entries_[edge]; }
    // How many edges lead into `step`: the number of its usable dependsOn entries.
    std::uint32_t in_degree(std::uint32_t step) const { return in_degree_[step]; }

private:
    std::vector<std::uint32_t> offsets_;
    std::vector<std::uint32_t> dependents_;
    std::vector<std::uint32_t> entries_;
    std::vector<std::uint32_t> in_degree_;
};

}  // namespace sg

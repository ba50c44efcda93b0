#include "graph/dependency_graph.h"

namespace sg {

DependencyGraph::DependencyGraph(std::uint32_t step_count, const std::vector<DependencyEdge>& edges)
    : offsets_(static_cast<std::size_t>(step_count) + 1, 0),
      dependents_(edges.size()),
      entries_(edges.size()),
      in_degree_(step_count, 0) {
    // Counting sort by dependency: linear, and edges of one step keep their input order,
    // which keeps every traversal (and so every reported cycle) deterministic.
    for (const DependencyEdge& edge : edges) {
        ++offsets_[edge.dependency + 1];
        ++in_degree_[edge.dependent];
    }
    for (std::uint32_t step = 0; step < step_count; ++step) offsets_[step + 1] += offsets_[step];
    std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
    for (const DependencyEdge& edge : edges) {
        const std::uint32_t slot = next[edge.dependency]++;
        dependents_[slot] = edge.dependent;
        entries_[slot] = edge.entry;
    }
}

}  // namespace sg

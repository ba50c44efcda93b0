#include "graph/topological_order.h"

#include <numeric>

namespace sg {
namespace {

// A binary min-heap of seqs. Written out rather than std::priority_queue because the size-
// optimised wasm build (-Oz) keeps the standard heap's small helpers as calls, which made
// ordering 100,000 steps twice as slow there.
class SeqHeap {
public:
    bool empty() const { return items_.empty(); }

    void push(std::int64_t seq) {
        std::size_t at = items_.size();
        items_.push_back(seq);
        while (at > 0 && items_[(at - 1) / 2] > seq) {
            items_[at] = items_[(at - 1) / 2];
            at = (at - 1) / 2;
        }
        items_[at] = seq;
    }

    std::int64_t pop() {
        const std::int64_t smallest = items_[0];
        const std::int64_t last = items_.back();
        items_.pop_back();
        const std::size_t size = items_.size();
        std::size_t at = 0;
        while (2 * at + 1 < size) {
            std::size_t child = 2 * at + 1;
            if (child + 1 < size && items_[child + 1] < items_[child]) ++child;
            if (items_[child] >= last) break;
            items_[at] = items_[child];
            at = child;
        }
        if (size > 0) items_[at] = last;
        return smallest;
    }

private:
    std::vector<std::int64_t> items_;
};

}  // namespace

std::vector<std::int64_t> seq_order(const Plan& plan) {
    std::vector<std::int64_t> order(plan.steps.size());
    std::iota(order.begin(), order.end(), std::int64_t{1});
    return order;
}

std::vector<std::int64_t> topological_order(const Plan& plan, const DependencyGraph& graph) {
    std::vector<std::int64_t> order;
    order.reserve(plan.steps.size());
    std::vector<std::uint32_t> waiting(graph.size());
    SeqHeap ready;
    for (std::uint32_t step = 0; step < graph.size(); ++step) {
        waiting[step] = graph.in_degree(step);
        if (waiting[step] == 0) ready.push(plan.steps[step].seq);
    }
    while (!ready.empty()) {
        const std::int64_t seq = ready.pop();
        order.push_back(seq);
        const std::uint32_t step = plan.step_of(seq);
        for (std::uint32_t edge = graph.first_edge(step); edge < graph.first_edge(step + 1); ++edge) {
            const std::uint32_t next = graph.dependent(edge);
            if (--waiting[next] == 0) ready.push(plan.steps[next].seq);
        }
    }
    return order;
}

}  // namespace sg

#include "graph/cycle_finder.h"

#include <algorithm>

#include "core/key_sort.h"

namespace sg {
namespace {

constexpr std::uint32_t kNone = UINT32_MAX;

struct Components {
    std::vector<std::uint32_t> of_step;  // component id per step
    std::vector<std::uint32_t> size;     // steps per component
};

// Tarjan's algorithm; the explicit frame stack replaces recursion, so a chain of 100,000
// steps needs no deep C++ stack.
class Tarjan {
public:
    explicit Tarjan(const DependencyGraph& graph)
        : graph_(graph), index_(graph.size(), kNone), low_(graph.size(), 0), on_stack_(graph.size(), 0) {
        found_.of_step.assign(graph.size(), kNone);
    }

    Components run() {
        for (std::uint32_t root = 0; root < graph_.size(); ++root) {
            if (index_[root] == kNone) explore(root);
        }
        return std::move(found_);
    }

private:
    struct Frame {
        std::uint32_t step;
        std::uint32_t edge;
    };

    void enter(std::uint32_t step) {
        index_[step] = low_[step] = counter_++;
        stack_.push_back(step);
        on_stack_[step] = 1;
        frames_.push_back(Frame{step, graph_.first_edge(step)});
    }

    void explore(std::uint32_t root) {
        enter(root);
        while (!frames_.empty()) {
            const std::uint32_t step = frames_.back().step;
            const std::uint32_t edge = frames_.back().edge;
            if (edge < graph_.first_edge(step + 1)) {
                ++frames_.back().edge;
                const std::uint32_t next = graph_.dependent(edge);
                if (index_[next] == kNone) {
                    enter(next);
                } else if (on_stack_[next]) {
                    low_[step] = std::min(low_[step], index_[next]);
                }
                continue;
            }
            frames_.pop_back();
            if (!frames_.empty()) {
                const std::uint32_t parent = frames_.back().step;
                low_[parent] = std::min(low_[parent], low_[step]);
            }
            if (low_[step] == index_[step]) close_component(step);
        }
    }

    void close_component(std::uint32_t root) {
        const auto id = static_cast<std::uint32_t>(found_.size.size());
        std::uint32_t size = 0;
        std::uint32_t member = kNone;
        while (member != root) {
            member = stack_.back();
            stack_.pop_back();
            on_stack_[member] = 0;
            found_.of_step[member] = id;
            ++size;
        }
        found_.size.push_back(size);
    }

    const DependencyGraph& graph_;
    std::vector<std::uint32_t> index_;
    std::vector<std::uint32_t> low_;
    std::vector<char> on_stack_;
    std::vector<std::uint32_t> stack_;
    std::vector<Frame> frames_;
    std::uint32_t counter_ = 0;
    Components found_;
};

// For each component of more than one step, its step with the smallest seq; in seq order.
std::vector<std::uint32_t> cycle_starts(const Plan& plan, const Components& components) {
    std::vector<std::uint32_t> start(components.size.size(), kNone);
    for (std::uint32_t step = 0; step < components.of_step.size(); ++step) {
        const std::uint32_t id = components.of_step[step];
        if (components.size[id] < 2) continue;
        if (start[id] == kNone || plan.steps[step].seq < plan.steps[start[id]].seq) start[id] = step;
    }
    start.erase(std::remove(start.begin(), start.end(), kNone), start.end());
    sort_by_number(start, [&](std::uint32_t step) { return signed_order(plan.steps[step].seq); });
    return start;
}

// Breadth-first search from `start` along dependents inside its component, until an edge
// leads back to `start`: the shortest cycle through it. The arrays are shared between calls;
// `reached` holds the component id that last reached a step, so nothing is cleared.
class ShortestCycle {
public:
    ShortestCycle(const DependencyGraph& graph, const Components& components)
        : graph_(graph), components_(components), reached_(graph.size(), kNone), parent_(graph.size(), kNone) {}

    Cycle through(std::uint32_t start) {
        const std::uint32_t id = components_.of_step[start];
        queue_.assign(1, start);
        reached_[start] = id;
        for (std::size_t head = 0; head < queue_.size(); ++head) {
            const std::uint32_t step = queue_[head];
            for (std::uint32_t edge = graph_.first_edge(step); edge < graph_.first_edge(step + 1); ++edge) {
                const std::uint32_t next = graph_.dependent(edge);
                if (next == start) return cycle_ending(start, step, graph_.entry(edge));
                if (components_.of_step[next] != id || reached_[next] == id) continue;
                reached_[next] = id;
                parent_[next] = step;
                queue_.push_back(next);
            }
        }
        return Cycle{{start}, 0};  // unreachable: a component of two or more steps has a cycle
    }

private:
    Cycle cycle_ending(std::uint32_t start, std::uint32_t last, std::uint32_t closing_entry) const {
        Cycle cycle{{}, closing_entry};
        for (std::uint32_t step = last; step != start; step = parent_[step]) cycle.steps.push_back(step);
        cycle.steps.push_back(start);
        std::reverse(cycle.steps.begin(), cycle.steps.end());
        return cycle;
    }

    const DependencyGraph& graph_;
    const Components& components_;
    std::vector<std::uint32_t> reached_;
    std::vector<std::uint32_t> parent_;
    std::vector<std::uint32_t> queue_;
};

}  // namespace

std::vector<Cycle> find_cycles(const Plan& plan, const DependencyGraph& graph) {
    const Components components = Tarjan(graph).run();
    ShortestCycle search(graph, components);
    std::vector<Cycle> cycles;
    for (const std::uint32_t start : cycle_starts(plan, components)) cycles.push_back(search.through(start));
    return cycles;
}

}  // namespace sg

#include "graph/dependency_check.h"

#include <algorithm>
#include <string>

#include "core/key_sort.h"
#include "graph/cycle_finder.h"
#include "graph/dependency_graph.h"
#include "graph/graph_messages.h"
#include "graph/topological_order.h"

namespace sg {
namespace {

constexpr std::size_t kSeqsShownInMessage = 20;

// G1: every seq of 1..N (N steps) must be used. Each run of missing seqs is one error,
// located at the step that the numbering jumps to (or at the array when none does).
void report_gaps(const Plan& plan, const PlanLocations& at, Language language, DependencyErrors& errors) {
    const auto count = static_cast<std::int64_t>(plan.steps.size());
    for (std::int64_t first = 1; first <= count; ++first) {
        if (plan.step_of(first) != kNoStep) continue;
        std::int64_t last = first;
        while (last < count && plan.step_of(last + 1) == kNoStep) ++last;
        const std::int64_t next = last < count ? last + 1 : plan.smallest_seq_beyond_count();
        errors.report([&] {
            std::string message = first == last ? graph_message(language, GraphMessage::SeqMissing, {std::to_string(first)})
                                                : graph_message(language, GraphMessage::SeqsMissing,
                                                                {std::to_string(first), std::to_string(last)});
            message += count == 1 ? graph_message(language, GraphMessage::SingleStep)
                                  : graph_message(language, GraphMessage::StepsNumbered, {std::to_string(count)});
            if (next != 0) {
                message += first == 1 ? graph_message(language, GraphMessage::NumberingStarts, {std::to_string(next)})
                                      : graph_message(language, GraphMessage::NumberingJumps,
                                                      {std::to_string(first - 1), std::to_string(next)});
            }
            std::vector<std::int64_t> missing;
            for (std::int64_t seq = first; seq <= last; ++seq) missing.push_back(seq);
            return dependency_error(DependencyCategory::Gap, std::move(message), std::move(missing),
                                    next != 0 ? at.seq(plan.step_of(next)) : "");
        });
        first = last;
    }
}

// G2: turns each dependsOn entry into an edge, or into a `self`, `unknown` or `forward` error.
class ReferenceLinker {
public:
    ReferenceLinker(const Plan& plan, const DependencyOptions& options, const PlanLocations& at,
                    DependencyErrors& errors)
        : plan_(plan), options_(options), at_(at), errors_(errors) {}

    void link() {
        if (options_.allow_forward) edges_.reserve(plan_.references.size());
        for (std::uint32_t step = 0; step < plan_.steps.size(); ++step) {
            const PlanStep& s = plan_.steps[step];
            for (std::uint32_t r = s.first_reference; r < s.first_reference + s.reference_count; ++r) {
                link_one(step, s.seq, plan_.references[r]);
            }
        }
    }

    const std::vector<DependencyEdge>& edges() const { return edges_; }
    bool has_forward() const { return has_forward_; }

private:
    void link_one(std::uint32_t step, std::int64_t own, const PlanReference& reference) {
        const std::int64_t seq = reference.seq;
        const Language language = options_.language;
        if (seq == own) {
            report(DependencyCategory::Self, graph_message(language, GraphMessage::DependsOnItself, {std::to_string(own)}),
                   {own}, step, reference);
            return;
        }
        const std::uint32_t target = plan_.step_of(seq);
        if (target == kNoStep) {
            // A step without a valid seq (own 0) is named as "the step".
            report(DependencyCategory::Unknown,
                   own == 0 ? graph_message(language, GraphMessage::StepDependsOnUnknown, {std::to_string(seq)})
                            : graph_message(language, GraphMessage::SeqDependsOnUnknown,
                                            {std::to_string(own), std::to_string(seq)}),
                   with_own(own, seq), step, reference);
            return;
        }
        if (own != 0 && seq > own) {
            if (!options_.allow_forward) {
                report(DependencyCategory::Forward,
                       graph_message(language, GraphMessage::DependsOnLater, {std::to_string(own), std::to_string(seq)}),
                       {own, seq}, step, reference);
                return;
            }
            has_forward_ = true;
        }
        // Without forward references the seqs alone give the order and rule out cycles.
        if (options_.allow_forward) edges_.push_back(DependencyEdge{target, step, reference.entry});
    }

    static std::vector<std::int64_t> with_own(std::int64_t own, std::int64_t seq) {
        return own == 0 ? std::vector<std::int64_t>{seq} : std::vector<std::int64_t>{own, seq};
    }

    void report(DependencyCategory category, std::string message, std::vector<std::int64_t> seqs,
                std::uint32_t step, const PlanReference& reference) {
        errors_.report([&] {
            return dependency_error(category, std::move(message), std::move(seqs), at_.reference(step, reference.entry));
        });
    }

    const Plan& plan_;
    const DependencyOptions& options_;
    const PlanLocations& at_;
    DependencyErrors& errors_;
    std::vector<DependencyEdge> edges_;
    bool has_forward_ = false;
};

std::string cycle_message(const std::vector<std::int64_t>& path, Language language) {
    std::string circle;
    for (std::size_t i = 0; i < path.size() && i < kSeqsShownInMessage; ++i) circle += std::to_string(path[i]) + " → ";
    circle += path.size() > kSeqsShownInMessage ? "… → " + std::to_string(path.front()) : std::to_string(path.front());
    return graph_message(language, GraphMessage::Cycle, {circle});
}

// G3: one error per cycle, located at the dependsOn entry that closes it.
void report_cycles(const Plan& plan, const DependencyGraph& graph, const PlanLocations& at, Language language,
                   DependencyErrors& errors) {
    for (const Cycle& cycle : find_cycles(plan, graph)) {
        errors.report([&] {
            std::vector<std::int64_t> path;
            for (const std::uint32_t step : cycle.steps) path.push_back(plan.steps[step].seq);
            std::vector<std::int64_t> seqs = path;
            sort_by_number(seqs, signed_order);
            DependencyError error = dependency_error(DependencyCategory::Cycle, cycle_message(path, language), std::move(seqs),
                                                     at.reference(cycle.steps.front(), cycle.closing_entry));
            error.path = std::move(path);
            return error;
        });
    }
}

DependencyCheck finish(AnalysedPlan analysed, DependencyErrors& errors) {
    DependencyCheck check;
    check.order = std::move(analysed.order);
    check.error_count = errors.count();
    check.errors = errors.take();
    return check;
}

}  // namespace

AnalysedPlan analyse_plan(Plan read, const DependencyOptions& options, DependencyErrors& errors) {
    const PlanLocations at(options);
    AnalysedPlan analysed{std::move(read), {}};
    const Plan& plan = analysed.plan;
    report_gaps(plan, at, options.language, errors);
    ReferenceLinker linker(plan, options, at, errors);
    linker.link();
    if (!linker.has_forward()) {
        if (errors.count() == 0) analysed.order = seq_order(plan);
        return analysed;
    }
    const DependencyGraph graph(static_cast<std::uint32_t>(plan.steps.size()), linker.edges());
    report_cycles(plan, graph, at, options.language, errors);
    if (errors.count() == 0) analysed.order = topological_order(plan, graph);
    return analysed;
}

DependencyCheck check_dependencies(const rapidjson::Value& steps, const DependencyOptions& options) {
    DependencyErrors errors(options.max_errors);
    return finish(analyse_plan(read_plan(steps, options, errors), options, errors), errors);
}

DependencyCheck check_compact_dependencies(const std::int32_t* words, std::size_t count,
                                           const DependencyOptions& options) {
    DependencyErrors errors(options.max_errors);
    return finish(analyse_plan(read_compact_plan(words, count, options, errors), options, errors), errors);
}

}  // namespace sg

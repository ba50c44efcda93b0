// Status judgment (rule R6): which numbered rule matches the
// outcome of a piece of work, asked in up to three independent calls, each with its own
// instruction (P4):
//   stage 1  structured output: the `judgment` schema {step, reason}, step 1-based
//                                                              -> structured_output
//   stage 2  a plain call asking for the tag `[MOVEMENT:N]` alone; the last tag counts
//                                                              -> phase3_tag
//            no call: a tag already in the report itself       -> phase1_tag
//   stage 3  AI condition evaluation: the `evaluation` schema {matched_index, reason},
//            matched_index 1-based                             -> ai_judge
//            its reply had no usable value but a `[JUDGE:N]`   -> ai_judge_fallback
// With a single rule there is nothing to ask: auto_select, no call.
// The logged method (toJudgmentMatchMethod of the status-judgment design):
// structured_output -> structured_output;
// phase3_tag, phase1_tag -> tag_fallback; ai_judge, ai_judge_fallback -> ai_judge;
// auto_select -> auto_select.
//
// Each stage is a Runner with the call's provider, limits and retries: a reply that breaks
// the stage's contract (no JSON, a rule number out of range, no tag) is a failed attempt,
// retried with a correction (R4, L6); only when a stage has used its attempts does the next
// stage begin. The call's fallback is not used: the chain is the fallback.
// The result's ruleIndex is 0-based (rule N of the prompt is index N-1), as in that design.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/enum_names.h"
#include "prompt/prompt_texts.h"
#include "run/host_protocol.h"
#include "run/reply_check.h"
#include "run/run_call.h"
#include "run/run_result.h"
#include "run/runner_sequence.h"

namespace sg {

struct JudgmentCall {
    RunCall call;  // provider, limits, retries; `messages` is the conversation before the
                   // judgment (may be empty); schema, fallback and tools are set per stage
    std::vector<std::string> rules;  // rule N is rules[N - 1]: its condition
    std::string report;              // the outcome to judge
    std::string tag_name = "MOVEMENT";
    Language language = Language::English;
    std::string evaluation_prompt;   // stage 3's instruction; empty: the structured judgment
                                     // prompt (the rules table and the report)
};

#define SG_JUDGMENT_METHODS(X)                                                                      \
    X(AutoSelect, "auto_select") X(StructuredOutput, "structured_output") X(Phase3Tag, "phase3_tag") \
    X(Phase1Tag, "phase1_tag") X(AiJudge, "ai_judge") X(AiJudgeFallback, "ai_judge_fallback")
SG_NAMED_ENUM(JudgmentMethod, SG_JUDGMENT_METHODS)

inline std::string_view judgment_method_name(JudgmentMethod method) { return name_of(method); }
std::string_view judgment_log_method(JudgmentMethod method);  // the R6 mapping

#define SG_JUDGMENT_STAGES(X) X(Structured, "structured") X(Tag, "tag") X(Evaluation, "evaluation")
SG_NAMED_ENUM(JudgmentStage, SG_JUDGMENT_STAGES)

inline std::string_view judgment_stage_name(JudgmentStage stage) { return name_of(stage); }

struct JudgmentStageRun {
    JudgmentStage stage;
    RunResult run;
};

struct JudgmentResult {
    bool ok = false;
    int rule_index = -1;  // 0-based; -1 when no stage found a rule
    JudgmentMethod method = JudgmentMethod::AutoSelect;
    std::string reason;   // the model's reason, from stage 1 or 3
    std::vector<JudgmentStageRun> stages;
    Usage usage;          // summed over the stages
    std::optional<RunError> error;
};

// Driven through the host protocol like a Runner, each stage one Runner (runner_sequence.h).
class JudgmentChain : public RunnerSequence {
public:
    // The checks judge stage 1's and stage 3's replies; null: the schema validator with the
    // built-in schema. The rule-number range is checked on top of them.
    explicit JudgmentChain(JudgmentCall call, ReplyCheck judgment_check = nullptr,
                           ReplyCheck evaluation_check = nullptr);

    Action start(const HostInput& host) override;

    const JudgmentResult& result() const { return result_; }

private:
    Action begin(JudgmentStage stage, const HostInput& host);
    Action after(Action action, const HostInput& host) override;
    Action after_structured(const RunResult& run, const HostInput& host);
    Action after_tag(const RunResult& run, const HostInput& host);
    Action after_evaluation(const RunResult& run);
    Action matched(std::size_t rule_number, JudgmentMethod method, std::string reason);
    Action fail(RunError error) override;
    Language language() const override { return call_.call.language; }
    std::optional<RunError> stage_call(JudgmentStage stage, RunCall& call) const;

    JudgmentCall call_;
    ReplyCheck judgment_check_;
    ReplyCheck evaluation_check_;
    JudgmentStage stage_ = JudgmentStage::Structured;
    JudgmentResult result_;
};

}  // namespace sg

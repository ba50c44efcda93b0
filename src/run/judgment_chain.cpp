#include "run/judgment_chain.h"

#include "core/message_fill.h"
#include "json/strict_parser.h"
#include "prompt/judgment_prompt.h"
#include "reply/reply_messages.h"
#include "run/rule_tag.h"
#include "run/call_messages.h"
#include "run/schema_reply_check.h"
#include "run/wire/json_body.h"
#include "templates/builtin_schemas.h"

namespace sg {

namespace {

// The status-judgment design's schemas, as shipped in the built-ins (S2).
std::string_view builtin(std::string_view name) { return *builtin_schema(name); }

struct RuleAnswer {
    std::optional<std::size_t> number;  // a rule number in 1..rules
    std::string reason;
};

RuleAnswer read_answer(std::string_view json, const char* field, std::size_t rules) {
    RuleAnswer answer;
    Result<rapidjson::Document> parsed = parse_strict(json, json);
    if (!parsed.ok()) return answer;
    const rapidjson::Value* number = find_member(parsed.value(), field);
    if (number && number->IsInt64() && number->GetInt64() >= 1 &&
        static_cast<std::uint64_t>(number->GetInt64()) <= rules) {
        answer.number = static_cast<std::size_t>(number->GetInt64());
    }
    answer.reason = std::string(text_member(parsed.value(), "reason"));
    return answer;
}

// The stage's own check, then `field` must hold a rule number; said in `language`.
class NumberedCheck final : public ReplyJudge {
public:
    NumberedCheck(ReplyCheck inner, const char* field, std::size_t rules, Language language)
        : inner_(std::move(inner)), field_(field), rules_(rules), language_(language) {}

    ReplyVerdict check(const ReplyPayload& payload) const override {
        ReplyVerdict verdict = inner_->check(payload);
        if (!verdict.ok || read_answer(verdict.value, field_, rules_).number) return verdict;
        const std::string count = std::to_string(rules_);
        verdict.ok = false;
        verdict.errors.push_back(error_without_position(
            ErrorCode::ValidationFailed, fill_message(reply_text(ReplyMessage::RuleNumber, language_), {"/" + std::string(field_), count})));
        verdict.reask = fill_message(reply_text(ReplyMessage::RuleNumberReask, language_), {field_, count});
        return verdict;
    }

private:
    ReplyCheck inner_;
    const char* field_;
    std::size_t rules_;
    Language language_;
};

ReplyCheck numbered(ReplyCheck inner, const char* field, std::size_t rules, Language language) {
    return std::make_shared<NumberedCheck>(std::move(inner), field, rules, language);
}

std::optional<std::size_t> tag_in(std::string_view text, std::string_view name, TagPick pick, std::size_t rules) {
    const std::optional<std::size_t> number = find_rule_tag(text, name, pick);
    if (number && *number >= 1 && *number <= rules) return number;
    return std::nullopt;
}

// The reply must end on a tag [name:N] with N a rule number.
class TagCheck final : public ReplyJudge {
public:
    TagCheck(std::string name, std::size_t rules, Language language) : name_(std::move(name)), rules_(rules), language_(language) {}

    ReplyVerdict check(const ReplyPayload& payload) const override {
        ReplyVerdict verdict;
        verdict.answer_text = std::string(payload.text);
        if (tag_in(payload.text, name_, TagPick::Last, rules_)) {
            verdict.ok = true;
            return verdict;
        }
        const std::string example = "[" + name_ + ":1]";
        verdict.errors.push_back(error_without_position(
            ErrorCode::ValidationFailed, fill_message(reply_text(ReplyMessage::RuleTagMissing, language_), {example, std::to_string(rules_)})));
        verdict.reask = fill_message(reply_text(ReplyMessage::RuleTagReask, language_), {example});
        return verdict;
    }

private:
    std::string name_;
    std::size_t rules_;
    Language language_;
};

// The validator on one of the seed's schemas; they always compile, and without the validator
// the extraction check still reads the JSON.
ReplyCheck built_in_check(std::string_view schema, Language language) {
    SchemaCheckBuild built = schema_reply_check(schema, SchemaOptions{}, language);
    return built.check ? std::move(built.check) : json_reply_check();
}

}  // namespace

// Several methods share one logged name: a switch, so the compiler still sees every method mapped.
std::string_view judgment_log_method(JudgmentMethod method) {
    switch (method) {
        case JudgmentMethod::StructuredOutput: return "structured_output";
        case JudgmentMethod::Phase3Tag:
        case JudgmentMethod::Phase1Tag: return "tag_fallback";
        case JudgmentMethod::AiJudge:
        case JudgmentMethod::AiJudgeFallback: return "ai_judge";
        case JudgmentMethod::AutoSelect: return "auto_select";
    }
    return "auto_select";
}

JudgmentChain::JudgmentChain(JudgmentCall call, ReplyCheck judgment_check, ReplyCheck evaluation_check)
    : call_(std::move(call)),
      judgment_check_(numbered(judgment_check ? std::move(judgment_check)
                                              : built_in_check(builtin(kJudgmentSchemaName), call_.call.language),
                               "step", call_.rules.size(), call_.call.language)),
      evaluation_check_(numbered(evaluation_check ? std::move(evaluation_check)
                                                  : built_in_check(builtin(kEvaluationSchemaName), call_.call.language),
                                 "matched_index", call_.rules.size(), call_.call.language)) {}

Action JudgmentChain::start(const HostInput& host) {
    if (started()) return Action{};
    if (call_.rules.empty()) {
        return fail(run_error(RunErrorKind::InvalidCall, call_message(language(), CallMessage::NoRules), false));
    }
    if (call_.rules.size() == 1) return matched(1, JudgmentMethod::AutoSelect, "");
    return begin(JudgmentStage::Structured, host);
}

std::optional<RunError> JudgmentChain::stage_call(JudgmentStage stage, RunCall& call) const {
    call = call_.call;
    call.fallback = Fallback{};
    call.tools.clear();
    JudgmentPromptRequest prompt;
    for (const std::string& rule : call_.rules) prompt.rules.push_back(rule);
    prompt.mode = stage == JudgmentStage::Tag ? JudgmentMode::Tag : JudgmentMode::Structured;
    prompt.tag_name = call_.tag_name;
    prompt.language = call_.language;
    prompt.report = call_.report;
    Result<std::string> text = build_judgment_prompt(prompt);
    if (!text.ok()) return run_error(RunErrorKind::InvalidCall, text.error().message, false);
    const bool own_evaluation = stage == JudgmentStage::Evaluation && !call_.evaluation_prompt.empty();
    call.messages.push_back(Message{Role::User, own_evaluation ? call_.evaluation_prompt : text.value(), {}, "", false});
    if (stage == JudgmentStage::Tag) {
        call.schema.clear();
        call.schema_id.clear();
        call.mode = OutputMode::Text;
    } else {
        const bool structured = stage == JudgmentStage::Structured;
        call.schema = std::string(builtin(structured ? kJudgmentSchemaName : kEvaluationSchemaName));
        call.schema_name = structured ? "judgment" : "evaluation";
        call.schema_id = call.schema_name;
    }
    return std::nullopt;
}

Action JudgmentChain::begin(JudgmentStage stage, const HostInput& host) {
    stage_ = stage;
    RunCall call;
    if (std::optional<RunError> error = stage_call(stage, call)) return fail(std::move(*error));
    ReplyCheck check = stage == JudgmentStage::Structured ? judgment_check_
                       : stage == JudgmentStage::Evaluation ? evaluation_check_
                                                            : std::make_shared<TagCheck>(call_.tag_name, call_.rules.size(), call_.call.language);
    return start_runner(std::move(call), std::move(check), host);
}

Action JudgmentChain::after(Action action, const HostInput& host) {
    if (action.kind != ActionKind::Done) return action;
    const RunResult& run = runner_result();
    result_.stages.push_back(JudgmentStageRun{stage_, run});
    result_.usage += run.usage;
    if (run.error && (run.error->kind == RunErrorKind::Cancelled || run.error->kind == RunErrorKind::InvalidCall)) {
        return fail(*run.error);
    }
    switch (stage_) {
        case JudgmentStage::Structured: return after_structured(run, host);
        case JudgmentStage::Tag: return after_tag(run, host);
        case JudgmentStage::Evaluation: return after_evaluation(run);
    }
    return fail(run_error(RunErrorKind::InvalidCall, call_message(language(), CallMessage::UnknownStage), false));
}

Action JudgmentChain::after_structured(const RunResult& run, const HostInput& host) {
    if (run.ok) {
        RuleAnswer answer = read_answer(run.value, "step", call_.rules.size());
        if (answer.number) return matched(*answer.number, JudgmentMethod::StructuredOutput, std::move(answer.reason));
    }
    return begin(JudgmentStage::Tag, host);
}

Action JudgmentChain::after_tag(const RunResult& run, const HostInput& host) {
    const std::size_t rules = call_.rules.size();
    if (run.ok) {
        if (auto number = tag_in(run.text, call_.tag_name, TagPick::Last, rules)) {
            return matched(*number, JudgmentMethod::Phase3Tag, "");
        }
    }
    if (auto number = tag_in(call_.report, call_.tag_name, TagPick::Last, rules)) {
        return matched(*number, JudgmentMethod::Phase1Tag, "");
    }
    return begin(JudgmentStage::Evaluation, host);
}

Action JudgmentChain::after_evaluation(const RunResult& run) {
    const std::size_t rules = call_.rules.size();
    if (run.ok) {
        RuleAnswer answer = read_answer(run.value, "matched_index", rules);
        if (answer.number) return matched(*answer.number, JudgmentMethod::AiJudge, std::move(answer.reason));
    }
    if (auto number = tag_in(run.text, kJudgeTagName, TagPick::First, rules)) {
        return matched(*number, JudgmentMethod::AiJudgeFallback, "");
    }
    RunError error =
        run_error(RunErrorKind::InvalidReply, std::string(reply_text(ReplyMessage::NoRuleMatched, call_.call.language)), false);
    if (run.error) {
        error.reply_errors = run.error->reply_errors;
        error.payload = run.error->payload;
    }
    return fail(std::move(error));
}

Action JudgmentChain::matched(std::size_t rule_number, JudgmentMethod method, std::string reason) {
    done_ = true;
    result_.ok = true;
    result_.rule_index = static_cast<int>(rule_number) - 1;
    result_.method = method;
    result_.reason = std::move(reason);
    return Action{};
}

Action JudgmentChain::fail(RunError error) {
    done_ = true;
    result_.error = std::move(error);
    return Action{};
}

}  // namespace sg

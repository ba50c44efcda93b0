#include "run/schema_reply_check.h"

#include "core/json_text.h"
#include "core/text_trim.h"
#include "json/strict_parser.h"
#include "providers/strict_round_trip.h"
#include "reply/reask_message.h"
#include "run/call_messages.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {


// A value the schema refused, judged apart from the reply's text: its errors carry no position.
ReplyVerdict refusal(const ValidationResult& judged, Language language) {
    std::vector<ReplyError> errors;
    for (const ValidationError& failure : judged.errors) errors.push_back(ReplyError{failure.to_error(), failure});
    ReplyVerdict refused;
    for (const ReplyError& failure : errors) refused.errors.push_back(failure.error);
    refused.reask = reask_message(errors, language);
    return refused;
}

// The verdict on a reply that is one JSON scalar and nothing else (`42`, `"red"`, `true`): what
// Gemini sends for a schema whose root is a scalar, where the X rules look for an object or an
// array only (issue 36). Nothing when the reply is not such a scalar.
std::optional<ReplyVerdict> judge_scalar(std::string_view text, const CompiledSchema& schema, const ReplyOptions& options) {
    const std::string_view json = trim_space(text);
    Result<rapidjson::Document> value = parse_strict(text, json);
    if (!value.ok()) return std::nullopt;
    const ValidationResult judged = schema.validate(value.value(), options.validate);
    if (!judged.valid) return refusal(judged, options.validate.language);
    ReplyVerdict verdict;
    verdict.ok = true;
    verdict.value = std::string(json);
    return verdict;
}

ReplyVerdict judge(std::string_view text, const CompiledSchema& schema, const ReplyOptions& options) {
    const ParsedReply parsed = parse_reply(text, schema, options);
    if (!parsed.ok() && !parsed.extraction.candidate) {
        if (std::optional<ReplyVerdict> scalar = judge_scalar(text, schema, options)) return *scalar;
    }
    ReplyVerdict verdict;
    verdict.answer_text = parsed.extraction.answer_text;
    if (parsed.ok()) {
        const Candidate& chosen = *parsed.extraction.candidate;
        verdict.ok = true;
        verdict.value = std::string(text.substr(chosen.start, chosen.end - chosen.start));
        return verdict;
    }
    for (const ReplyError& failure : parsed.errors) verdict.errors.push_back(failure.error);
    verdict.reask = reask_message(parsed.errors, options.validate.language);
    return verdict;
}

// A compiled schema with the document it came from (the round trip walks the document).
struct JudgingSchema {
    rapidjson::Document document;
    CompiledSchema compiled;
};

// `sent`: the check of the form sent, which reads the reply (its errors are placed in it). A
// value already in the original's shape (the caller's fallback, a model that left a member
// out) passes on the original's word alone.
ReplyVerdict judge_strict_form(const ReplyPayload& payload, const ReplyCheck& sent, const JudgingSchema& own,
                               const ReplyOptions& options) {
    ReplyVerdict verdict = sent->check(payload);
    if (!verdict.ok) {
        ReplyVerdict original = judge(payload.text, own.compiled, options);
        return original.ok ? original : verdict;
    }
    Result<rapidjson::Document> value = parse_strict(verdict.value, verdict.value);
    if (!value.ok()) return verdict;  // judge() accepted it: it is JSON
    const bool restored = restore_optional_members(own.document, value.value());
    const ValidationResult judged = own.compiled.validate(value.value(), options.validate);
    if (judged.valid) {
        if (restored) verdict.value = json_text(value.value());  // else the reply's own text
        return verdict;
    }
    ReplyVerdict refused = refusal(judged, options.validate.language);
    refused.answer_text = verdict.answer_text;
    return refused;
}

std::optional<RunError> compile_error(const SchemaCompileResult& compiled, Language language) {
    if (compiled.ok()) return std::nullopt;
    const SchemaError& error = compiled.error();
    return run_error(RunErrorKind::InvalidCall,
                     error.pointer.empty()
                         ? call_message(language, CallMessage::SchemaNotCompiled, {error.message})
                         : call_message(language, CallMessage::SchemaNotCompiledAt, {error.pointer, error.message}),
                     false);
}

// The options with the call's language, so that a schema's refusal reads as the call's.
SchemaOptions in_language(SchemaOptions options, Language language) {
    options.language = language;
    return options;
}

ReplyOptions check_options(Language language) {
    ReplyOptions options;
    options.extract.language = language;
    options.validate.language = language;
    options.validate.mode = ErrorMode::AllErrors;
    options.validate.max_errors = kMaxReaskErrors;
    return options;
}

class SchemaCheck final : public ReplyJudge {
public:
    SchemaCheck(std::shared_ptr<const CompiledSchema> schema, const ReplyOptions& options)
        : schema_(std::move(schema)), options_(options) {}

    ReplyVerdict check(const ReplyPayload& payload) const override { return judge(payload.text, *schema_, options_); }

private:
    std::shared_ptr<const CompiledSchema> schema_;
    ReplyOptions options_;
};

class StrictFormCheck final : public ReplyJudge {
public:
    StrictFormCheck(ReplyCheck sent, std::shared_ptr<const JudgingSchema> own, const ReplyOptions& options)
        : sent_(std::move(sent)), own_(std::move(own)), options_(options) {}

    ReplyVerdict check(const ReplyPayload& payload) const override { return judge_strict_form(payload, sent_, *own_, options_); }

private:
    ReplyCheck sent_;
    std::shared_ptr<const JudgingSchema> own_;
    ReplyOptions options_;
};

}  // namespace

ReplyCheck schema_reply_check(std::shared_ptr<const CompiledSchema> schema, const ReplyOptions& options) {
    return std::make_shared<SchemaCheck>(std::move(schema), options);
}

SchemaCheckBuild schema_reply_check(std::string_view schema_json, const SchemaOptions& options, Language language) {
    Tape document;
    if (auto refused = read_strict_candidate(schema_json, schema_json, limits::kMaxDepth, Language::English, document)) {
        return SchemaCheckBuild{nullptr, run_error(RunErrorKind::InvalidCall,
                                                   call_message(language, CallMessage::SchemaNotJson, {refused->message}),
                                                   false), {}};
    }
    SchemaCompileResult compiled = compile_schema(document, in_language(options, language));
    if (auto error = compile_error(compiled, language)) return SchemaCheckBuild{nullptr, error, {}};
    auto schema = std::make_shared<const CompiledSchema>(std::move(compiled.value()));
    return SchemaCheckBuild{schema_reply_check(schema, check_options(language)), std::nullopt, {schema}};
}

SchemaCheckBuild schema_reply_check(std::string_view schema_json, std::string_view strict_form_json, Language language) {
    SchemaCheckBuild sent = schema_reply_check(strict_form_json, SchemaOptions{}, language);
    if (sent.error) return sent;
    Result<rapidjson::Document> document = parse_strict(schema_json, schema_json);
    if (!document.ok()) return schema_reply_check(schema_json, SchemaOptions{}, language);  // its error, as without a strict form
    SchemaCompileResult compiled = compile_schema(document.value(), in_language(SchemaOptions{}, language));
    if (auto error = compile_error(compiled, language)) return SchemaCheckBuild{nullptr, error, {}};
    auto own = std::make_shared<const JudgingSchema>(JudgingSchema{std::move(document.value()), std::move(compiled.value())});
    ReplyCheck check = std::make_shared<StrictFormCheck>(std::move(sent.check), own, check_options(language));
    // The own schema judges the reply read as it is when the strict form refuses it.
    std::vector<std::shared_ptr<const CompiledSchema>> schemas{std::shared_ptr<const CompiledSchema>(own, &own->compiled)};
    schemas.insert(schemas.end(), sent.schemas.begin(), sent.schemas.end());
    return SchemaCheckBuild{std::move(check), std::nullopt, std::move(schemas)};
}

}  // namespace sg

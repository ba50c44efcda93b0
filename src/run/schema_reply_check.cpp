#include "run/schema_reply_check.h"

#include "json/strict_parser.h"

namespace sg {
namespace {

// One line per failure: where (a JSON Pointer into the value, or the value itself) and what
// was expected.
std::string correction(const ParsedReply& parsed) {
    if (parsed.errors.size() == 1 && !parsed.errors[0].validation) return reask_message({parsed.errors[0].error});
    std::string message = "Your previous reply does not match the schema:";
    for (const ReplyError& failure : parsed.errors) {
        const std::string where =
            failure.validation && !failure.validation->instance_location.empty() ? failure.validation->instance_location
                                                                                  : std::string("the value");
        message += "\n- at " + where + ": " + failure.error.message;
    }
    message += "\nReply again with only the corrected JSON object.";
    return message;
}

ReplyVerdict judge(std::string_view text, const CompiledSchema& schema, const ReplyOptions& options) {
    const ParsedReply parsed = parse_reply(text, schema, options);
    ReplyVerdict verdict;
    verdict.answer_text = parsed.extraction.answer_text;
    if (parsed.ok()) {
        const Candidate& chosen = *parsed.extraction.candidate;
        verdict.ok = true;
        verdict.value = std::string(text.substr(chosen.start, chosen.end - chosen.start));
        return verdict;
    }
    for (const ReplyError& failure : parsed.errors) verdict.errors.push_back(failure.error);
    verdict.reask = correction(parsed);
    return verdict;
}

}  // namespace

ReplyCheck schema_reply_check(std::shared_ptr<const CompiledSchema> schema, const ReplyOptions& options) {
    return [schema = std::move(schema), options](const ReplyPayload& payload) {
        return judge(payload.text, *schema, options);
    };
}

SchemaCheckBuild schema_reply_check(std::string_view schema_json) {
    Result<rapidjson::Document> document = parse_strict(schema_json, schema_json);
    if (!document.ok()) {
        return SchemaCheckBuild{nullptr, run_error(RunErrorKind::InvalidCall,
                                                   "the schema is not valid JSON: " + document.error().message, false)};
    }
    SchemaCompileResult compiled = compile_schema(document.value());
    if (!compiled.ok()) {
        const SchemaError& error = compiled.error();
        const std::string at = error.pointer.empty() ? std::string() : " at " + error.pointer;
        return SchemaCheckBuild{nullptr, run_error(RunErrorKind::InvalidCall,
                                                   "the schema cannot be compiled" + at + ": " + error.message, false)};
    }
    ReplyOptions options;
    options.validate.mode = ErrorMode::AllErrors;
    options.validate.max_errors = kMaxReaskErrors;
    auto schema = std::make_shared<const CompiledSchema>(std::move(compiled.value()));
    return SchemaCheckBuild{schema_reply_check(std::move(schema), options), std::nullopt};
}

}  // namespace sg

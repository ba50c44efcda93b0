#include "templates/process_template.h"

#include "json/strict_parser.h"
#include "json/value_description.h"
#include "reply/reply_parser.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"
#include "templates/builtin_schemas.h"
#include "templates/create_dto.h"
#include "templates/draft_rules.h"
#include "templates/template_messages.h"

namespace sg {

const std::string_view kDefaultTemplateName = "無題のテンプレート";

namespace {

SchemaCompileResult compile_builtin() {
    const std::string_view text = *builtin_schema(kProcessTemplateSchemaName);
    Tape document;
    if (auto refused = read_strict_candidate(text, text, limits::kMaxDepth, Language::English, document)) {
        return SchemaError{SchemaErrorKind::InvalidSchema, "", "", refused->message};
    }
    return compile_schema(document);
}

// Compiled on first use, then shared by every call; null only if the built-in were broken
// (tests/native/schema_builtin_test.cpp compiles it).
const CompiledSchema* process_template_schema() {
    static SchemaCompileResult compiled = compile_builtin();
    return compiled.ok() ? &compiled.value() : nullptr;
}

TemplateError plain_error(Error error, TemplateCheck check) {
    return TemplateError{std::move(error), check, "", std::nullopt, std::nullopt};
}

// Seed 002 §B checks the id before anything else: a value of another schema is not a broken
// template, so it gets one SchemaMismatch instead of a list of this schema's complaints.
std::optional<TemplateError> schema_id_error(const rapidjson::Value& value, const DraftText& text, Language language) {
    const std::string expected = "\"" + std::string(kProcessTemplateSchemaName) + "\"";
    const auto id = value.FindMember("schema");
    if (id == value.MemberEnd()) {
        return plain_error(draft_error_at(ErrorCode::SchemaMismatch,
                                          template_message(language, TemplateMessage::NoSchemaId, {expected}), text, ""),
                           TemplateCheck::SchemaId);
    }
    if (id->value.IsString() && std::string_view(id->value.GetString(), id->value.GetStringLength()) ==
                                    kProcessTemplateSchemaName) {
        return std::nullopt;
    }
    TemplateError error = plain_error(
        draft_error_at(ErrorCode::SchemaMismatch,
                       template_message(language, TemplateMessage::OtherSchemaId,
                                        {describe_json_value(id->value, language), expected}),
                       text, "/schema"),
        TemplateCheck::SchemaId);
    error.instance_location = "/schema";
    return error;
}

ReplyOptions reply_options(const ProcessTemplateOptions& options) {
    ReplyOptions parsed;
    parsed.extract = options.extract;
    parsed.validate.mode = ErrorMode::AllErrors;
    parsed.validate.max_errors = options.max_errors;
    parsed.validate.max_depth = options.extract.max_depth;
    parsed.validate.language = options.extract.language;
    return parsed;
}

TemplateError from_reply_error(ReplyError failure) {
    if (!failure.validation) return plain_error(std::move(failure.error), TemplateCheck::Extraction);
    std::string location = failure.validation->instance_location;
    return TemplateError{std::move(failure.error), TemplateCheck::Schema, std::move(location),
                         std::move(failure.validation), std::nullopt};
}

const rapidjson::Value* draft_of(const rapidjson::Value& value) {
    const auto draft = value.FindMember("process_template_draft");
    return draft == value.MemberEnd() ? nullptr : &draft->value;
}

}  // namespace

TemplateDraftParseResult parse_process_template(std::string_view reply, const ProcessTemplateOptions& options) {
    TemplateDraftParseResult result;
    const CompiledSchema* schema = process_template_schema();
    if (schema == nullptr) {
        result.extraction = extract_json(reply, options.extract);
        result.errors.push_back(plain_error(
            error_without_position(ErrorCode::ValidationFailed,
                                   template_message(options.extract.language, TemplateMessage::BuiltinBroken)),
            TemplateCheck::Schema));
        return result;
    }
    ParsedReply parsed = parse_reply(reply, *schema, reply_options(options));
    result.extraction = std::move(parsed.extraction);
    result.truncated = parsed.truncated;
    if (!result.extraction.ok()) {
        result.errors.push_back(from_reply_error(std::move(parsed.errors.front())));
        return result;
    }
    const DraftText text{reply, parsed.json, result.extraction.candidate->start};
    rapidjson::Document value = value_of(parsed.tape);
    if (value.IsObject()) {
        if (std::optional<TemplateError> mismatch = schema_id_error(value, text, options.extract.language)) {
            result.truncated = false;
            result.errors.push_back(std::move(*mismatch));
            return result;
        }
        result.schema = std::string(kProcessTemplateSchemaName);
    }
    for (ReplyError& failure : parsed.errors) result.errors.push_back(from_reply_error(std::move(failure)));
    if (!result.ok()) return result;
    const rapidjson::Value* draft = draft_of(value);
    if (draft != nullptr) check_draft_rules((*draft)["stepTemplates"], text, options, result);
    if (!result.ok()) return result;
    if (draft != nullptr) result.dto = to_create_dto(*draft, options.default_name);
    result.data = std::move(value);
    return result;
}

}  // namespace sg

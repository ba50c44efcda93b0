// compileSchema / validateJson / parseReply / checkReply / addSchema for npm/src/schema.js.
// A compiled schema lives here behind an integer handle, with its document (for coercion); JS
// frees it. The reply path (validateJson, parseReply, checkReply) reads its options from
// their slots and answers with a result record (issue 15); compiling still speaks JSON.
#include <algorithm>
#include <memory>
#include <vector>

#include "boundary.h"
#include "exports.h"
#include "handle_table.h"
#include "option_slots.h"
#include "reply_fields.h"
#include "result_record.h"
#include "json/compact_document.h"
#include "json/strict_parser.h"
#include "reply/reask_message.h"
#include "reply/reply_parser.h"
#include "reply/value_locator.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"
#include "tape/tape_reader.h"
#include "templates/builtin_schemas.h"

namespace sg {
namespace {

using boundary::Writer;

SchemaRegistry& registry() {
    static SchemaRegistry schemas;
    return schemas;
}

// A compiled schema with the document it came from: coercion (rule L5) reads the keywords of
// the errors it fixes from the document, which the compiled form does not keep.
struct CompiledSlot {
    CompiledSchema schema;
    CompactDocument document;
    std::string base_uri;
};

boundary::HandleTable<CompiledSlot>& compiled() {
    static boundary::HandleTable<CompiledSlot> schemas;
    return schemas;
}

std::string schema_error_json(std::string_view kind, std::string_view pointer, std::string_view uri,
                              std::string_view message) {
    boundary::OutputBuffer buffer;
    Writer out(buffer);
    out.StartObject();
    out.Key("error");
    out.StartObject();
    out.Key("kind");
    boundary::write_string(out, kind);
    out.Key("pointer");
    boundary::write_string(out, pointer);
    out.Key("uri");
    boundary::write_string(out, uri);
    out.Key("message");
    boundary::write_string(out, message);
    out.EndObject();
    out.EndObject();
    return boundary::finish(buffer);
}

std::string schema_error_json(const SchemaError& error) {
    return schema_error_json(name_of(error.kind), error.pointer, error.uri, error.message);
}

SchemaOptions schema_options(const rapidjson::Document& options) {
    SchemaOptions parsed;
    if (boundary::string_member(options, "defaultDialect") == "draft-07") parsed.default_dialect = SchemaDialect::Draft7;
    parsed.format_assertion = boundary::bool_option(options, "formatAssertion", false);
    parsed.base_uri = std::string(boundary::string_member(options, "baseUri"));
    parsed.max_depth = boundary::size_option(options, "maxDepth", parsed.max_depth);
    parsed.max_bytes = boundary::size_option(options, "maxInputBytes", parsed.max_bytes);
    parsed.strict = boundary::bool_option(options, "strict", false);
    const auto formats = options.FindMember("formats");
    if (formats != options.MemberEnd() && formats->value.IsArray()) {
        for (const rapidjson::Value& name : formats->value.GetArray()) {
            if (name.IsString()) parsed.user_formats.emplace_back(name.GetString(), name.GetStringLength());
        }
    }
    return parsed;
}

// The schema text the JS side sent (JSON.stringify of an object, or the caller's own text),
// read within the schema's own limits: passing one is LimitExceeded, not InvalidJson.
std::optional<std::string> read_schema(const std::string& text, const SchemaOptions& options,
                                       rapidjson::Document& schema, ExactNumbers* exact_numbers = nullptr) {
    if (text.size() > options.max_bytes) {
        return schema_error_json("LimitExceeded", "", "",
                                 "the schema text is " + std::to_string(text.size()) + " bytes, over maxInputBytes (" +
                                     std::to_string(options.max_bytes) + "); raise maxInputBytes if such a schema is expected");
    }
    // A lower maxDepth is left to the compiler, whose error names the pointer; the parse stops
    // only what the compiler would not see.
    const std::size_t depth = std::max(options.max_depth, limits::kMaxDepth);
    Result<rapidjson::Document> parsed = parse_strict(text, text, StrictParseOptions{depth, exact_numbers});
    if (!parsed.ok()) {
        if (parsed.error().code == ErrorCode::LimitExceeded) {
            return schema_error_json("LimitExceeded", "", "",
                                     "schema nesting is deeper than maxDepth (" + std::to_string(depth) +
                                         "); raise maxDepth if such depth is expected");
        }
        return schema_error_json("InvalidJson", "", "", "the schema is not JSON: " + parsed.error().message);
    }
    schema = std::move(parsed.value());
    return std::nullopt;
}

// Validation errors of `value` positioned in `json`, the text it was parsed from.
std::vector<ReplyError> positioned_errors(const ValidationResult& verdict, std::string_view json) {
    std::vector<ReplyError> errors;
    for (const ValidationError& failure : verdict.errors) {
        const std::optional<std::size_t> at = locate_value(json, failure.instance_location);
        Error error = at ? error_at(failure.code, failure.message, json, *at)
                         : error_without_position(failure.code, failure.message);
        errors.push_back(ReplyError{std::move(error), failure});
    }
    return errors;
}

// parseReply and checkReply share the reading: options, then the one core call. Coercion
// reads the schema document kept with the compiled schema; it is on by default in lenient
// mode (schema-aligned reading) and off in strict mode (`coerce` says otherwise).
ParsedReply parse_with(CompiledSlot& slot, std::string_view text) {
    const boundary::OptionSlots& options = boundary::option_slots();
    ReplyOptions reply_options = boundary::reply_options(options);
    reply_options.with_value = false;  // JavaScript reads the JSON text
    std::optional<SchemaSource> source;
    if (options.flag(boundary::Option::coerce, reply_options.mode == ReplyMode::Lenient)) {
        source.emplace(slot.document.get(), slot.base_uri, &registry());
        reply_options.coerce_by = &*source;
    }
    return parse_reply(text, slot.schema, reply_options, std::move(boundary::reused_tape()));
}

// ok, then what `write` writes of the reply (bindings/reply_fields.h); 0 for a freed handle.
template <typename Write>
std::uintptr_t reply_record(int handle, std::uintptr_t bytes, std::size_t length, Write&& write) {
    const std::string_view text = boundary::text_at(bytes, length);
    CompiledSlot* slot = compiled().find(handle);
    if (!slot) return 0;
    ParsedReply parsed = parse_with(*slot, text);
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(parsed.ok());
    write(out, text, parsed);
    boundary::reused_tape() = std::move(parsed.tape);
    return out.finish();
}

}  // namespace

std::string compile_schema_binding(const std::string& schema_text, const std::string& options_json,
                                   const emscripten::val& check_format) {
    SchemaOptions options = schema_options(boundary::read_options(options_json));
    // The program keeps the function: it is called while a value is validated. It never throws
    // (npm/src/schema.js catches for it), so no JS exception unwinds through the evaluator.
    if (!check_format.isUndefined()) {
        options.user_format = [check_format](std::string_view name, std::string_view text) {
            return check_format(std::string(name), std::string(text)).as<bool>();
        };
    }
    rapidjson::Document schema;
    // The bounds and multipleOf hold the decimals written where a double cannot (issue 17).
    ExactNumbers exact_numbers;
    if (auto invalid = read_schema(schema_text, options, schema, &exact_numbers)) return *invalid;
    options.exact_numbers = &exact_numbers;
    SchemaCompileResult result = compile_schema(schema, registry(), options);
    if (!result.ok()) return schema_error_json(result.error());
    const int handle = compiled().insert(
        std::make_unique<CompiledSlot>(CompiledSlot{std::move(result.value()), CompactDocument(schema), options.base_uri}));
    return "{\"handle\":" + std::to_string(handle) + "}";
}

void free_schema_binding(int handle) { compiled().erase(handle); }

// valid, truncated, errors; 0 for a freed handle.
std::uintptr_t validate_json_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    const CompiledSlot* slot = compiled().find(handle);
    if (!slot) return 0;
    // Numbers are judged on the decimals written where a double cannot decide (issue 17).
    Tape& tape = boundary::reused_tape();
    const std::optional<Error> unread = read_strict_candidate(text, text, limits::kMaxDepth, tape);
    std::vector<ReplyError> errors;
    bool truncated = false;
    if (!unread) {
        const ValidateOptions options = boundary::validate_options(boundary::option_slots());
        const ValidationResult verdict = slot->schema.validate(tape, options);
        errors = positioned_errors(verdict, text);
        truncated = verdict.truncated;
        if (!verdict.valid && errors.empty()) errors.push_back({no_match_error(options.language), std::nullopt});
    } else {
        errors.push_back(ReplyError{*unread, std::nullopt});
    }
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(errors.empty());
    out.flag(truncated);
    boundary::write_reply_errors(out, errors, text);
    return out.finish();
}

std::uintptr_t parse_reply_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    return reply_record(handle, bytes, length, boundary::write_reply);
}

// The verdict-only path: ok and the errors, with neither the JSON nor the answer text.
std::uintptr_t check_reply_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    return reply_record(handle, bytes, length, [](boundary::ResultRecord& out, std::string_view text, const ParsedReply& parsed) {
        boundary::write_reply_errors(out, parsed.errors, text);
    });
}

std::string add_schema_binding(const std::string& uri, const std::string& schema_text) {
    rapidjson::Document schema;
    if (auto invalid = read_schema(schema_text, SchemaOptions{}, schema)) return *invalid;
    if (std::optional<SchemaError> error = registry().add(uri, schema)) return schema_error_json(*error);
    return "{}";
}

// The errors of a result the JS side got earlier: {message, instanceLocation?} each.
std::string reask_message_binding(const std::string& errors_json, const std::string& locale) {
    rapidjson::Document errors;
    errors.Parse(errors_json.c_str(), errors_json.size());
    std::vector<ReplyError> failures;
    if (errors.IsArray()) {
        for (const rapidjson::Value& item : errors.GetArray()) {
            ReplyError failure{error_without_position(ErrorCode::ValidationFailed,
                                                      std::string(boundary::string_member(item, "message"))),
                               std::nullopt};
            if (item.IsObject() && item.HasMember("instanceLocation") && item["instanceLocation"].IsString()) {
                ValidationError located;
                located.instance_location = item["instanceLocation"].GetString();
                failure.validation = located;
            }
            failures.push_back(std::move(failure));
        }
    }
    return reask_message(failures, language_from_code(locale).value_or(Language::English));
}

std::string builtin_schema_binding(const std::string& name) {
    return std::string(builtin_schema(name).value_or(""));
}

}  // namespace sg

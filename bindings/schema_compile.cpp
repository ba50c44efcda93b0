// compileSchema / freeSchema / addSchema / reaskMessage / builtinSchema for
// npm/src/schema.js: the calls made once per schema, not once per reply, compiled for size
// (bindings/wasm.cmake); the reply side is schema.cpp. Compiling still speaks JSON.
#include <algorithm>
#include <memory>
#include <vector>

#include "boundary.h"
#include "compiled_schemas.h"
#include "exports.h"
#include "tape/tape_reader.h"
#include "core/language.h"
#include "reply/reask_message.h"
#include "schema/schema_error_messages.h"
#include "templates/builtin_schemas.h"

namespace sg {

namespace boundary {

SchemaRegistry& schema_registry() {
    static SchemaRegistry schemas;
    return schemas;
}

HandleTable<CompiledSlot>& compiled_schemas() {
    static HandleTable<CompiledSlot> schemas;
    return schemas;
}

}  // namespace boundary

namespace {

using boundary::Writer;

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

// The message names the place of the keyword at fault, as the SchemaError thrown in JavaScript
// shows it ("… (at #/properties/a/minimum)").
std::string schema_error_json(const SchemaError& error, Language language) {
    if (error.pointer.empty()) return schema_error_json(name_of(error.kind), error.pointer, error.uri, error.message);
    const std::string place = (error.uri.empty() ? "#" : error.uri + "#") + error.pointer;
    return schema_error_json(name_of(error.kind), error.pointer, error.uri,
                             schema::schema_error_message(language, schema::SchemaErrorMessage::Located, {error.message, place}));
}

SchemaOptions schema_options(const rapidjson::Document& options) {
    SchemaOptions parsed;
    if (boundary::string_member(options, "defaultDialect") == "draft-07") parsed.default_dialect = SchemaDialect::Draft7;
    parsed.format_assertion = boundary::bool_option(options, "formatAssertion", false);
    parsed.base_uri = std::string(boundary::string_member(options, "baseUri"));
    parsed.max_depth = boundary::size_option(options, "maxDepth", parsed.max_depth);
    parsed.max_bytes = boundary::size_option(options, "maxInputBytes", parsed.max_bytes);
    parsed.strict = boundary::bool_option(options, "strict", false);
    parsed.language = language_from_code(boundary::string_member(options, "locale")).value_or(Language::English);
    const auto formats = options.FindMember("formats");
    if (formats != options.MemberEnd() && formats->value.IsArray()) {
        for (const rapidjson::Value& name : formats->value.GetArray()) {
            if (name.IsString()) parsed.user_formats.emplace_back(name.GetString(), name.GetStringLength());
        }
    }
    return parsed;
}

std::string schema_too_large_message(Language language, std::size_t bytes, std::size_t limit) {
    return schema::schema_error_message(language, schema::SchemaErrorMessage::TextTooLarge,
                                        {std::to_string(bytes), std::to_string(limit)});
}

// The schema text the JS side sent (JSON.stringify of an object, or the caller's own text),
// read within the schema's own limits: passing one is LimitExceeded, not InvalidJson. The tape
// keeps a copy of the text: a registered schema outlives the call.
std::optional<std::string> read_schema(const std::string& text, const SchemaOptions& options, Tape& schema) {
    if (text.size() > options.max_bytes) {
        return schema_error_json("LimitExceeded", "", "", schema_too_large_message(options.language, text.size(), options.max_bytes));
    }
    // A lower maxDepth is left to the compiler, whose error names the pointer; the parse stops
    // only what the compiler would not see.
    const std::size_t depth = std::max(options.max_depth, limits::kMaxDepth);
    schema.reset_owned(text);
    if (read_into_tape(schema.text(), depth, schema)) return std::nullopt;
    const std::optional<Error> refused = strict_json_error(schema.text(), schema.text(), depth, options.language);
    if (refused) {
        if (refused->code == ErrorCode::LimitExceeded) {
            return schema_error_json("LimitExceeded", "", "",
                                     schema::schema_error_message(options.language, schema::SchemaErrorMessage::TextTooDeep,
                                                                  {std::to_string(depth)}));
        }
        return schema_error_json("InvalidJson", "", "",
                                 schema::schema_error_message(options.language, schema::SchemaErrorMessage::NotJson,
                                                              {refused->message}));
    }
    return std::nullopt;
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
    // Read from its text, the bounds and multipleOf hold the decimals written where a double
    // cannot (issue 17).
    Tape schema;
    if (auto invalid = read_schema(schema_text, options, schema)) return *invalid;
    SchemaCompileResult result = compile_schema(schema, boundary::schema_registry(), options);
    if (!result.ok()) return schema_error_json(result.error(), options.language);
    const int handle = boundary::compiled_schemas().insert(
        std::make_unique<boundary::CompiledSlot>(boundary::CompiledSlot{std::move(result.value()), std::move(schema), options.base_uri}));
    return "{\"handle\":" + std::to_string(handle) + "}";
}

std::string schema_too_large_binding(double bytes, double limit, const std::string& locale) {
    return schema_too_large_message(language_from_code(locale).value_or(Language::English), static_cast<std::size_t>(bytes),
                                    static_cast<std::size_t>(limit));
}

void free_schema_binding(int handle) { boundary::compiled_schemas().erase(handle); }

// `locale`: of the refusal ("" for English).
std::string add_schema_binding(const std::string& uri, const std::string& schema_text, const std::string& locale) {
    SchemaOptions options;
    options.language = language_from_code(locale).value_or(Language::English);
    Tape schema;
    if (auto invalid = read_schema(schema_text, options, schema)) return *invalid;
    std::optional<SchemaError> error = boundary::schema_registry().add(uri, std::move(schema), options.max_depth, options.language);
    if (error) return schema_error_json(*error, options.language);
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

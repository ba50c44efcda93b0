// compileSchema / freeSchema / addSchema / reaskMessage / builtinSchema for
// npm/src/schema.js: the calls made once per schema, not once per reply, compiled for size
// (bindings/wasm.cmake); the reply side is schema.cpp. Texts come in through the text buffer,
// compileSchema's options as JSON read into a tape (json_options.h), the locale of the others
// in its option slot; results leave as records (result_record.h).
#include <algorithm>
#include <memory>
#include <vector>

#include "boundary.h"
#include "compiled_schemas.h"
#include "exports.h"
#include "json_options.h"
#include "option_slots.h"
#include "result_record.h"
#include "tape/tape_reader.h"
#include "tape/tape_value.h"
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

// A refused schema: kind, pointer, uri and message, after the flag that says so
// (npm/src/schema.js, readSchemaError).
void write_schema_error(boundary::ResultRecord& out, std::string_view kind, std::string_view pointer, std::string_view uri,
                        std::string_view message) {
    out.flag(false);
    out.name(kind);
    out.text(pointer);
    out.text(uri);
    out.text(message);
}

// The message names the place of the keyword at fault, as the SchemaError thrown in JavaScript
// shows it ("… (at #/properties/a/minimum)").
void write_schema_error(boundary::ResultRecord& out, const SchemaError& error, Language language) {
    if (error.pointer.empty()) return write_schema_error(out, name_of(error.kind), error.pointer, error.uri, error.message);
    const std::string place = (error.uri.empty() ? "#" : error.uri + "#") + error.pointer;
    write_schema_error(out, name_of(error.kind), error.pointer, error.uri,
                       schema::schema_error_message(language, schema::SchemaErrorMessage::Located, {error.message, place}));
}

SchemaOptions schema_options(const boundary::JsonOptions& options) {
    SchemaOptions parsed;
    if (options.string("defaultDialect") == "draft-07") parsed.default_dialect = SchemaDialect::Draft7;
    parsed.format_assertion = options.flag("formatAssertion", false);
    parsed.base_uri = options.string("baseUri");
    parsed.max_depth = options.size("maxDepth", parsed.max_depth);
    parsed.max_bytes = options.size("maxInputBytes", parsed.max_bytes);
    parsed.strict = options.flag("strict", false);
    parsed.language = language_from_code(options.string("locale")).value_or(Language::English);
    for (const TapeValue name : options.member("formats").items()) {
        if (name.is_string()) parsed.user_formats.push_back(boundary::string_value(name));
    }
    return parsed;
}

std::string schema_too_large_message(Language language, std::size_t bytes, std::size_t limit) {
    return schema::schema_error_message(language, schema::SchemaErrorMessage::TextTooLarge,
                                        {std::to_string(bytes), std::to_string(limit)});
}

// The schema text the JS side sent (JSON.stringify of an object, or the caller's own text),
// read within the schema's own limits: passing one is LimitExceeded, not InvalidJson. The tape
// keeps a copy of the text: a registered schema outlives the call. False when it is refused,
// with the refusal written to `out`.
bool read_schema(std::string_view text, const SchemaOptions& options, Tape& schema, boundary::ResultRecord& out) {
    if (text.size() > options.max_bytes) {
        write_schema_error(out, "LimitExceeded", "", "", schema_too_large_message(options.language, text.size(), options.max_bytes));
        return false;
    }
    // A lower maxDepth is left to the compiler, whose error names the pointer; the parse stops
    // only what the compiler would not see.
    const std::size_t depth = std::max(options.max_depth, limits::kMaxDepth);
    schema.reset_owned(std::string(text));
    if (read_into_tape(schema.text(), depth, schema)) return true;
    const std::optional<Error> refused = strict_json_error(schema.text(), schema.text(), depth, options.language);
    if (!refused) return true;
    if (refused->code == ErrorCode::LimitExceeded) {
        write_schema_error(out, "LimitExceeded", "", "",
                           schema::schema_error_message(options.language, schema::SchemaErrorMessage::TextTooDeep,
                                                        {std::to_string(depth)}));
    } else {
        write_schema_error(out, "InvalidJson", "", "",
                           schema::schema_error_message(options.language, schema::SchemaErrorMessage::NotJson, {refused->message}));
    }
    return false;
}

// A failure as a reask lists it: the message, and the place when the item names one.
ReplyError reask_item(const TapeValue& item) {
    const TapeValue message = item.member("message");
    ReplyError failure{error_without_position(ErrorCode::ValidationFailed,
                                              message.is_string() ? boundary::string_value(message) : std::string()),
                       std::nullopt};
    const TapeValue place = item.member("instanceLocation");
    if (place.is_string()) {
        ValidationError located;
        located.instance_location = boundary::string_value(place);
        failure.validation = located;
    }
    return failure;
}

}  // namespace

// ok, then the handle or the refusal (write_schema_error). `format_check`: the id the
// validator's format functions were registered under (user_format.h), 0 for none.
std::uintptr_t compile_schema_binding(std::uintptr_t schema_text, std::size_t schema_length, std::uintptr_t options_json,
                                      std::size_t options_length, int format_check) {
    SchemaOptions options = schema_options(boundary::JsonOptions(boundary::text_at(options_json, options_length)));
    // The program keeps the functions: they are called while a value is validated. They never
    // throw (npm/src/user_formats.js catches for them), so no JS exception unwinds through the
    // evaluator.
    std::unique_ptr<boundary::RegisteredFormats> formats;
    if (format_check != 0) formats = std::make_unique<boundary::RegisteredFormats>(format_check);
    options.user_format = formats.get();
    boundary::ResultRecord& out = boundary::result_record().begin();
    // Read from its text, the bounds and multipleOf hold the decimals written where a double
    // cannot (issue 17).
    Tape schema;
    if (!read_schema(boundary::text_at(schema_text, schema_length), options, schema, out)) return out.finish();
    SchemaCompileResult result = compile_schema(schema, boundary::schema_registry(), options);
    if (!result.ok()) {
        write_schema_error(out, result.error(), options.language);
        return out.finish();
    }
    const int handle = boundary::compiled_schemas().insert(std::make_unique<boundary::CompiledSlot>(boundary::CompiledSlot{
        std::move(result.value()), std::move(schema), options.base_uri, std::move(formats)}));
    out.flag(true);
    out.number(static_cast<std::size_t>(handle));
    return out.finish();
}

// In the locale of the option slots.
std::string schema_too_large_binding(double bytes, double limit) {
    return schema_too_large_message(boundary::options_language(boundary::option_slots()), static_cast<std::size_t>(bytes),
                                    static_cast<std::size_t>(limit));
}

void free_schema_binding(int handle) { boundary::compiled_schemas().erase(handle); }

// ok, or the refusal (write_schema_error) in the locale of the option slots.
std::uintptr_t add_schema_binding(std::uintptr_t uri, std::size_t uri_length, std::uintptr_t schema_text,
                                  std::size_t schema_length) {
    SchemaOptions options;
    options.language = boundary::options_language(boundary::option_slots());
    boundary::ResultRecord& out = boundary::result_record().begin();
    Tape schema;
    if (!read_schema(boundary::text_at(schema_text, schema_length), options, schema, out)) return out.finish();
    std::optional<SchemaError> error = boundary::schema_registry().add(boundary::text_at(uri, uri_length),
                                                                       std::move(schema), options.max_depth, options.language);
    if (error) write_schema_error(out, *error, options.language);
    else out.flag(true);
    return out.finish();
}

// The errors of a result the JS side got earlier, as JSON: {message, instanceLocation?} each.
// The message, in the locale of the option slots.
std::uintptr_t reask_message_binding(std::uintptr_t errors_json, std::size_t length) {
    const std::string_view text = boundary::text_at(errors_json, length);
    Tape errors;
    std::vector<ReplyError> failures;
    if (read_tape(text, text, limits::kMaxDepth, errors)) {
        for (const TapeValue item : tape_root(errors).items()) failures.push_back(reask_item(item));
    }
    const std::string message = reask_message(failures, boundary::options_language(boundary::option_slots()));
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.text(message);
    return out.finish();
}

// The schema's JSON text ("" for a name that is none).
std::uintptr_t builtin_schema_binding(std::uintptr_t name, std::size_t length) {
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.text(builtin_schema(boundary::text_at(name, length)).value_or(""));
    return out.finish();
}

}  // namespace sg

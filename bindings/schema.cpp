// validateJson / parseReply / checkReply for npm/src/schema.js: the calls every reply makes,
// on a schema compiled by schema_compile.cpp. They read their options from their slots and
// answer with a result record (issue 15); this file is compiled for speed (bindings/wasm.cmake).
#include <memory>
#include <vector>

#include "boundary.h"
#include "compiled_schemas.h"
#include "exports.h"
#include "option_slots.h"
#include "reply_fields.h"
#include "result_record.h"
#include "reply/reply_parser.h"
#include "reply/value_locator.h"
#include "tape/tape_reader.h"
#include "tape/tape_value.h"

namespace sg {
namespace {

using boundary::CompiledSlot;

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
    reply_options.extract.with_answer_text = false;  // and slices the answer's parts
    std::optional<SchemaSource> source;
    if (options.flag(boundary::Option::coerce, reply_options.mode == ReplyMode::Lenient)) {
        source.emplace(tape_root(slot.document), slot.base_uri, &boundary::schema_registry());
        reply_options.coerce_by = &*source;
    }
    return parse_reply(text, slot.schema, reply_options, std::move(boundary::reused_tape()));
}

// ok, then what `write` writes of the reply (bindings/reply_fields.h); 0 for a freed handle.
template <typename Write>
std::uintptr_t reply_record(int handle, std::uintptr_t bytes, std::size_t length, Write&& write) {
    const std::string_view text = boundary::text_at(bytes, length);
    CompiledSlot* slot = boundary::compiled_schemas().find(handle);
    if (!slot) return 0;
    ParsedReply parsed = parse_with(*slot, text);
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(parsed.ok());
    write(out, text, parsed);
    boundary::reused_tape() = std::move(parsed.tape);
    return out.finish();
}

}  // namespace

// valid, truncated, errors; 0 for a freed handle.
std::uintptr_t validate_json_binding(int handle, std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    const CompiledSlot* slot = boundary::compiled_schemas().find(handle);
    if (!slot) return 0;
    // Numbers are judged on the decimals written where a double cannot decide (issue 17).
    boundary::TakenTape taken;
    Tape& tape = *taken;
    const ValidateOptions options = boundary::validate_options(boundary::option_slots());
    const std::optional<Error> unread = read_strict_candidate(text, text, limits::kMaxDepth, options.language, tape);
    std::vector<ReplyError> errors;
    bool truncated = false;
    if (!unread) {
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

}  // namespace sg

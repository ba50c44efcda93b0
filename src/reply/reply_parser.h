// parseReply in the core (rules X1-X7, L1-L3, L5, S1, S5, S7): extract the JSON from a model's
// reply, parse it (strictly, or leniently with every repair reported), optionally coerce it
// towards the schema, and validate it against a compiled schema, in one call, with every error
// positioned in the reply the caller holds.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "extract/extractor.h"
#include "repair/repair_log.h"
#include "reply/schema_source.h"
#include "reply/value_coercion.h"
#include "schema/schema.h"
#include "tape/tape.h"

namespace sg {

enum class ReplyMode {
    Strict,   // X1-X6: strict JSON or an error; never repairs (X5, L2)
    Lenient,  // strict first; when that cannot read the reply, repair it (L1) and say so (L2)
};

struct ReplyOptions {
    ExtractOptions extract;
    ValidateOptions validate;
    ReplyMode mode = ReplyMode::Strict;
    // L3, lenient mode only: when the value read by the default rule (X2) does not validate,
    // the first candidate of the reply, in reply order, that does; ParsedReply says so in
    // chosen_by_predicate. With coercion on, "validates" means "validates once coerced".
    bool choose_valid = false;
    // L2, lenient mode only: accept a value that lenient reading gave by losing content
    // (truncated, cut short, a fragment); by default such a reply fails with LossyRepair.
    bool allow_lossy = false;
    // L5, opt-in: coerce the value towards the schema before validating it, reading the
    // schema's keywords from this document (the one `schema` was compiled from). Null: no
    // coercion.
    SchemaSource* coerce_by = nullptr;
    // Keep the value after the reply is gone: ParsedReply::json, a copy of its text, and a
    // tape that keeps the text it points into (tape_dom.h makes a DOM of it, for a caller who
    // wants one). The bindings leave them out: JavaScript slices the reply it holds, and a
    // strictly read reply is then validated on its tape alone, pointing into the reply.
    bool with_value = true;
};

// One failure of a reply: the error (its code, message and position in the reply), with the
// schema locations when the schema rejected the value.
struct ReplyError {
    Error error;
    std::optional<ValidationError> validation;
};

struct ParsedReply {
    Extraction extraction;       // the JSON's range, the strategy and the answer text (X7)
    Tape tape;                   // the value as validated (repaired and coerced as reported); empty when nothing was read
    std::string json;            // the JSON text the value was read from, before coercion: the reply's slice (with_value) or the repaired text
    std::vector<ReplyError> errors;
    bool truncated = false;      // more validation errors exist than were reported

    // Lenient mode (L1-L3); all at their defaults when strict reading gave the value.
    bool repaired = false;                // `json` is not the reply's bytes: repairs changed it
    std::vector<Repair> repairs;          // every edit, by offset, including text left out around the JSON
    bool complete = true;                 // false: the reply ended inside the value (truncated output)
    bool lossless = true;                 // false: a repair may have lost content (allow_lossy only)
    std::vector<std::string> incomplete;  // JSON Pointers of the values that were cut off
    bool chosen_by_predicate = false;     // L3: choose_valid, not the default rule, picked the candidate

    std::vector<Coercion> coercions;      // L5, in the order they were made

    bool ok() const { return errors.empty(); }
};

// A value whose root has the wrong type is a SchemaMismatch (the reply is not the kind of
// object asked for); every other schema failure is ValidationFailed or LimitExceeded.
// `tape` lends its memory: a caller that parses many replies passes the previous result's.
ParsedReply parse_reply(std::string_view reply, const CompiledSchema& schema, const ReplyOptions& options = {},
                        Tape tape = {});

// The error of a value the schema refused without naming a failure (errors: 'none').
Error no_match_error(Language language);

}  // namespace sg

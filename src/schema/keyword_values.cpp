// Keywords that judge one value and are not inline in value_checks.h: const, enum, pattern,
// format, and draft-07's contentEncoding and contentMediaType.
#include "schema/content_checks.h"
#include "schema/evaluator.h"
#include "schema/format_checks.h"
#include "schema/json_equality.h"
#include "schema/value_checks.h"
#include "tape/tape_value.h"

namespace sg::schema {
namespace {

// A media type read after a failed decoding holds: the contentEncoding instruction reports
// that failure.
bool content_holds(const Instr& instr, std::string_view text) {
    std::string decoded;
    if (instr.op == Op::ContentEncoding) return decode_base64(text, decoded);
    if (instr.b == 0) return is_json_text(text);
    return !decode_base64(text, decoded) || is_json_text(decoded);
}

}  // namespace

bool Evaluator::check_values(const Instr& instr, Tape::Index value) {
    const TapeValue here(*tape_, value);
    if (instr.op == Op::Const) return json_equal(here, program_.constant(instr.a)) || fail(&instr, value);
    return program_.enum_indexes[instr.c].membership(here, program_.constants).member || fail(&instr, value);
}

bool Evaluator::check_string(const Instr& instr, Tape::Index value) {
    const std::string_view text = text_of(value, scratch_);
    if (instr.op == Op::Pattern) return pattern_matches(instr.a, text) || (!stopped_ && fail(&instr, value));
    if (instr.op == Op::ContentEncoding || instr.op == Op::ContentMediaType) return content_holds(instr, text) || fail(&instr, value);
    if (instr.b != 0) return !program_.user_format || program_.user_format->holds(program_.strings[instr.a], text) || fail(&instr, value);
    return check_format(static_cast<FormatKind>(instr.a), text) || fail(&instr, value);
}

}  // namespace sg::schema

// Keywords that judge one value and are not inline in value_checks.h: const, enum, pattern
// and format.
#include "schema/evaluator.h"
#include "schema/format_checks.h"
#include "schema/json_equality.h"
#include "schema/value_checks.h"
#include "tape/tape_dom.h"

namespace sg::schema {

bool Evaluator::check_values(const Instr& instr, Tape::Index value) {
    const ValueCopy copy(*tape_, value);
    if (instr.op == Op::Const) return json_equal(copy.get(), program_.constant(instr.a)) || fail(&instr, value);
    for (std::uint32_t i = 0; i < instr.b; ++i) {
        if (json_equal(copy.get(), program_.constant(instr.a + i))) return true;
    }
    return fail(&instr, value);
}

bool Evaluator::check_string(const Instr& instr, Tape::Index value) {
    const std::string_view text = text_of(value, scratch_);
    if (instr.op == Op::Pattern) return pattern_matches(instr.a, text) || (!stopped_ && fail(&instr, value));
    if (instr.b != 0) return !program_.user_format || program_.user_format(program_.strings[instr.a], text) || fail(&instr, value);
    return check_format(static_cast<FormatKind>(instr.a), text) || fail(&instr, value);
}

}  // namespace sg::schema

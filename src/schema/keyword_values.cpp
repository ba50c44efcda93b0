// Keywords that judge one value and are not inline in value_checks.h: const, enum, pattern
// and format.
#include "schema/evaluator.h"
#include "schema/format_checks.h"
#include "schema/json_equality.h"
#include "schema/value_checks.h"

namespace sg::schema {

std::size_t code_points(const rapidjson::Value& string) {
    const char* text = string.GetString();
    std::size_t count = 0;
    for (rapidjson::SizeType i = 0; i < string.GetStringLength(); ++i) {
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++count;
    }
    return count;
}

bool Evaluator::check_values(const Instr& instr, const rapidjson::Value& value) {
    if (instr.op == Op::Const) return json_equal(value, program_.constant(instr.a)) || fail(&instr, value);
    for (std::uint32_t i = 0; i < instr.b; ++i) {
        if (json_equal(value, program_.constant(instr.a + i))) return true;
    }
    return fail(&instr, value);
}

bool Evaluator::check_string(const Instr& instr, const rapidjson::Value& value) {
    const std::string_view text(value.GetString(), value.GetStringLength());
    if (instr.op == Op::Pattern) return pattern_matches(instr.a, text) || (!stopped_ && fail(&instr, value));
    return check_format(static_cast<FormatKind>(instr.a), text) || fail(&instr, value);
}

}  // namespace sg::schema

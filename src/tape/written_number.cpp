#include "tape/written_number.h"

#include <cmath>

namespace sg {

WrittenNumber written_number(const Tape& tape, Tape::Index number) {
    const NumberToken token = tape.number(number);
    WrittenNumber written;
    switch (token.kind) {
        case NumberToken::Kind::Signed: written.value.SetInt64(token.as_signed); break;
        case NumberToken::Kind::Unsigned: written.value.SetUint64(token.as_unsigned); break;
        default:
            written.value.SetDouble(token.as_double);
            if (double_differs_from_token(tape.raw(number), token.as_double)) {
                written.exact = decimal_of_token(tape.raw(number));
            }
    }
    return written;
}

bool is_integer_as_written(const Tape& tape, Tape::Index number) {
    if ((tape[number].flags & tape_flag::kFraction) == 0) return true;
    const WrittenNumber written = written_number(tape, number);
    if (written.exact) return is_integer_decimal(*written.exact);
    const double value = written.value.GetDouble();
    return std::isfinite(value) && std::trunc(value) == value;
}

}  // namespace sg

#include "tape/written_number.h"

#include <cmath>

namespace sg {

WrittenNumber written_number(const Tape& tape, Tape::Index number) {
    WrittenNumber written{tape.number(number), std::nullopt};
    if (is_double_number(written.value) && double_differs_from_token(tape.raw(number), written.value.as_double)) {
        written.exact = decimal_of_token(tape.raw(number));
    }
    return written;
}

bool is_integer_as_written(const Tape& tape, Tape::Index number) {
    if ((tape[number].flags & tape_flag::kFraction) == 0) return true;
    const WrittenNumber written = written_number(tape, number);
    if (written.exact) return is_integer_decimal(*written.exact);
    const double value = double_of(written.value);
    return std::isfinite(value) && std::trunc(value) == value;
}

}  // namespace sg

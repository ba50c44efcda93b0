// A number on the tape as the validator reads it: the int64, uint64 or double the strict
// reader decodes (number_token.h), and, when that double is not the decimal written, the
// decimal itself (exact_decimal.h: multipleOf, the bounds and `integer` then decide on it).
#pragma once

#include <optional>

#include "json/exact_decimal.h"
#include "tape/tape.h"

namespace sg {

struct WrittenNumber {
    NumberToken value;
    std::optional<ExactDecimal> exact;
};

WrittenNumber written_number(const Tape& tape, Tape::Index number);

// Whether the number at `number` is an integer as written (1, 1.0, 1e3; not 1e-400, nor
// 9007199254740992.5, whose double is one). Integer tokens are decided without decoding.
bool is_integer_as_written(const Tape& tape, Tape::Index number);

}  // namespace sg

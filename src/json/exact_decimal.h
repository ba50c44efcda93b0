// A JSON number as the decimal it was written as, exactly: `multipleOf`, the bounds and
// `type: integer` are decided on it when a double cannot decide (issue 17: a 100-digit run of
// nines, 9007199254740992.5, 1e-400). A double stands for its shortest round-trip decimal, as
// number_compare.h reads it, so that 0.1 is 1e-1, not the binary fraction nearest to it.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "json/number_token.h"

namespace sg {

struct ExactDecimal {
    bool negative = false;
    std::string digits;         // no leading or trailing zeros; empty for zero
    std::int64_t exponent = 0;  // the value is ±digits × 10^exponent
};

// `token` is a number in JSON syntax. Exponents are saturated far beyond any double
// (exponent_part.h), which changes no comparison a double could still make.
ExactDecimal decimal_of_token(std::string_view token);
// An int64, uint64 or double value.
ExactDecimal decimal_of_value(const NumberToken& number);

// Whether the double a token was read as stands for another decimal than the token: the
// token's text must then be kept. Cheap for tokens of at most 15 significant digits.
bool double_differs_from_token(std::string_view token, double read_as);

// -1, 0 or 1 as a <, ==, > b.
int compare_decimals(const ExactDecimal& a, const ExactDecimal& b);
bool is_integer_decimal(const ExactDecimal& value);
// Whether value / divisor is an integer. `divisor` is > 0 and fits 64 bits (any decimal_of_value
// does: a double's shortest decimal has at most 17 digits); a larger one gives false.
bool is_multiple_of_decimal(const ExactDecimal& value, const ExactDecimal& divisor);

}  // namespace sg

// Numbers compared the way JSON Schema means them: as exact mathematical values, whether
// the reader decoded them as int64, uint64 or double (1 == 1.0; 2^64-15 vs 2^64-16 exactly).
#pragma once

#include "json/number_token.h"

namespace sg::schema {

// -1, 0 or 1 as a <, ==, > b. Both must be numbers.
int compare_numbers(const NumberToken& a, const NumberToken& b);

// True for numbers with no fractional part, however written (1, 1.0, 1e3, 1e300).
bool is_integral_number(const NumberToken& number);

// Whether value / divisor is an integer, taking both as the decimals they were written as
// (a double as the digits RapidJSON's Writer gives it, json/double_digits.h), so that 0.3 is a
// multiple of 0.1 and 1e308 a multiple of 0.5. `divisor` must be > 0.
bool is_multiple_of(const NumberToken& value, const NumberToken& divisor);

}  // namespace sg::schema

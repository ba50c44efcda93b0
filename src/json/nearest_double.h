// The double nearest a decimal number, ties to even: what the C library's strtod gives in the
// "C" locale, without linking it. strtod brings long-double arithmetic with it (musl's
// floatscan and compiler-rt's 128-bit float helpers, 13-15 KB of a module's code); this is
// 2-3 KB, and correctly rounded for every input: any number of digits, subnormals, exponents
// far beyond the range.
#pragma once

#include <string_view>

namespace sg {

// `number` is written as -?D*(.D*)?([eE][+-]?D+)? (a JSON number, or the looser decimals of an
// HTTP header such as `.5` and `2.`); the first character that does not fit ends it, and a
// number without digits is zero. A magnitude beyond the double range gives ±infinity, one
// below it ±0.
double nearest_double(std::string_view number);

}  // namespace sg

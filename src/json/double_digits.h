// The shortest decimal digits of a double by Grisu2 (Loitsch 2010, "Printing floating-point
// numbers quickly and accurately with integers"), digit for digit what RapidJSON's
// `internal::Grisu2` finds: the same cached powers of ten, the same rounding of the product and
// the same "weed" of the last digit. RapidJSON's Writer still writes the full module's provider
// requests, so a double the reply path writes (scalar_text.h) or reads as a decimal
// (number_compare.h, exact_decimal.h) must be the one it gives. The digits always read back as
// the same double; for a few doubles they are one digit longer than the shortest, or another
// decimal of the shortest length than the nearest (0.1 + 0.2 is 0.30000000000000007).
#pragma once

namespace sg {

// value = digits × 10^exponent, `digits` the characters '0'..'9' without a leading zero; the
// rounding of the last digit may leave a trailing one, which readers of the decimal strip.
struct DoubleDigits {
    char digits[17] = {};  // Grisu2 never needs more: its interval is at least 3/4 ulp wide
    int length = 0;
    int exponent = 0;
};

// `value` is finite and > 0.
DoubleDigits double_digits(double value);

}  // namespace sg

#include "json/exact_decimal.h"

#include <cmath>

#include "json/double_digits.h"
#include "json/exponent_part.h"

namespace sg {
namespace {

// Drops leading and trailing zeros from `digits`, moving `exponent` with the trailing ones.
ExactDecimal normalised(bool negative, std::string digits, std::int64_t exponent) {
    std::size_t first = digits.find_first_not_of('0');
    if (first == std::string::npos) return ExactDecimal{};
    std::size_t last = digits.find_last_not_of('0');
    exponent += static_cast<std::int64_t>(digits.size() - 1 - last);
    return ExactDecimal{negative, digits.substr(first, last - first + 1), exponent};
}

ExactDecimal decimal_of_unsigned(bool negative, std::uint64_t magnitude) {
    return normalised(negative, std::to_string(magnitude), 0);
}

ExactDecimal decimal_of_double(double d) {
    if (d == 0 || !std::isfinite(d)) return ExactDecimal{};
    const DoubleDigits shortest = double_digits(std::fabs(d));
    return normalised(d < 0, std::string(shortest.digits, static_cast<std::size_t>(shortest.length)),
                      shortest.exponent);
}

// The position of the leading digit: value = 0.d1d2… × 10^magnitude.
std::int64_t magnitude_of(const ExactDecimal& d) { return d.exponent + static_cast<std::int64_t>(d.digits.size()); }

int compare_magnitudes(const ExactDecimal& a, const ExactDecimal& b) {
    if (a.digits.empty() || b.digits.empty()) return a.digits.empty() ? (b.digits.empty() ? 0 : -1) : 1;
    const std::int64_t ma = magnitude_of(a);
    const std::int64_t mb = magnitude_of(b);
    if (ma != mb) return ma < mb ? -1 : 1;
    const int order = a.digits.compare(b.digits);  // same leading position: digit by digit
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
}

// GCC and clang (wasm32 included) have 128-bit integers: a product of two 64-bit remainders.
__extension__ typedef unsigned __int128 Wide;

std::uint64_t times_mod(std::uint64_t a, std::uint64_t b, std::uint64_t m) {
    return static_cast<std::uint64_t>(static_cast<Wide>(a) * b % m);
}

std::uint64_t ten_to_mod(std::int64_t power, std::uint64_t m) {
    std::uint64_t result = 1 % m;
    std::uint64_t base = 10 % m;
    for (; power > 0; power >>= 1) {
        if (power & 1) result = times_mod(result, base, m);
        base = times_mod(base, base, m);
    }
    return result;
}

// `digits` as a number, or 0 when it is empty or needs more than 64 bits.
std::uint64_t small_digits(const std::string& digits) {
    Wide value = 0;
    for (const char c : digits) {
        value = value * 10 + static_cast<unsigned>(c - '0');
        if (value > ~std::uint64_t{0}) return 0;
    }
    return static_cast<std::uint64_t>(value);
}

}  // namespace

ExactDecimal decimal_of_token(std::string_view token) {
    const bool negative = !token.empty() && token.front() == '-';
    std::size_t at = negative ? 1 : 0;
    std::string digits;
    std::int64_t exponent = 0;
    for (; at < token.size() && token[at] >= '0' && token[at] <= '9'; ++at) digits += token[at];
    if (at < token.size() && token[at] == '.') {
        for (++at; at < token.size() && token[at] >= '0' && token[at] <= '9'; ++at) {
            digits += token[at];
            --exponent;
        }
    }
    exponent += exponent_part(token, at);
    return normalised(negative, std::move(digits), exponent);
}

ExactDecimal decimal_of_value(const NumberToken& number) {
    if (fits_uint64(number)) return decimal_of_unsigned(false, uint64_of(number));
    // Negative int64: the magnitude fits in uint64 (also for INT64_MIN).
    if (fits_int64(number)) return decimal_of_unsigned(true, 0 - static_cast<std::uint64_t>(int64_of(number)));
    return decimal_of_double(double_of(number));
}

bool double_differs_from_token(std::string_view token, double read_as) {
    std::size_t significant = 0;
    bool leading = true;
    for (const char c : token) {
        if (c == 'e' || c == 'E') break;
        if (c < '0' || c > '9') continue;
        leading = leading && c == '0';
        if (!leading) ++significant;
    }
    // Up to 15 significant digits a decimal survives the trip through a double (DBL_DIG), as
    // long as the double is normal: only the rest needs the exact comparison.
    const double size = std::fabs(read_as);
    if (significant <= 15 && (size == 0 ? significant == 0 : size >= 1e-300)) return false;
    const ExactDecimal written = decimal_of_token(token);
    const ExactDecimal read = decimal_of_double(read_as);
    return written.digits != read.digits || (!written.digits.empty() && written.exponent != read.exponent);
}

int compare_decimals(const ExactDecimal& a, const ExactDecimal& b) {
    const bool a_negative = a.negative && !a.digits.empty();
    const bool b_negative = b.negative && !b.digits.empty();
    if (a_negative != b_negative) return a_negative ? -1 : 1;
    const int order = compare_magnitudes(a, b);
    return a_negative ? -order : order;
}

bool is_integer_decimal(const ExactDecimal& value) { return value.digits.empty() || value.exponent >= 0; }

bool is_multiple_of_decimal(const ExactDecimal& value, const ExactDecimal& divisor) {
    if (value.digits.empty()) return true;
    const std::uint64_t m = small_digits(divisor.digits);
    if (m == 0) return false;
    // value / divisor = (V / M) × 10^(e - f). For e < f that is V / (M × 10^(f - e)), an
    // integer only if V were a multiple of 10, which a normalised V is not.
    const std::int64_t shift = value.exponent - divisor.exponent;
    if (shift < 0) return false;
    std::uint64_t remainder = 0;
    for (const char c : value.digits) remainder = static_cast<std::uint64_t>((static_cast<Wide>(remainder) * 10 + (c - '0')) % m);
    return times_mod(remainder, ten_to_mod(shift, m), m) == 0;
}

}  // namespace sg

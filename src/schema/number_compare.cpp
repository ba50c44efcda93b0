#include "schema/number_compare.h"

#include <cmath>
#include <cstdint>

#include "json/double_digits.h"

namespace sg::schema {
namespace {

template <typename T>
int sign_of_difference(T a, T b) {
    return a < b ? -1 : (a > b ? 1 : 0);
}

// 2^63 and 2^64 as doubles: every double at or above them is beyond int64 / uint64.
constexpr double kTwoPow63 = 9223372036854775808.0;
constexpr double kTwoPow64 = 18446744073709551616.0;

int compare_int_double(std::int64_t a, double d) {
    if (d >= kTwoPow63) return -1;
    if (d < -kTwoPow63) return 1;
    const double whole = std::trunc(d);
    const auto t = static_cast<std::int64_t>(whole);
    if (a != t) return sign_of_difference(a, t);
    return sign_of_difference(0.0, d - whole);
}

int compare_uint_double(std::uint64_t a, double d) {
    if (d >= kTwoPow64) return -1;
    if (d < 0) return 1;
    const double whole = std::trunc(d);
    const auto t = static_cast<std::uint64_t>(whole);
    if (a != t) return sign_of_difference(a, t);
    return sign_of_difference(0.0, d - whole);
}

// |number| = digits × 10^exponent, digits without trailing zeros (0 for zero).
struct Decimal {
    std::uint64_t digits = 0;
    int exponent = 0;
};

Decimal strip_zeros(std::uint64_t digits, int exponent) {
    while (digits != 0 && digits % 10 == 0) {
        digits /= 10;
        ++exponent;
    }
    return Decimal{digits, exponent};
}

Decimal decimal_of(const NumberToken& v) {
    if (fits_uint64(v)) return strip_zeros(uint64_of(v), 0);
    if (fits_int64(v)) {
        // Negative int64: the magnitude fits in uint64 (also for INT64_MIN).
        return strip_zeros(0 - static_cast<std::uint64_t>(int64_of(v)), 0);
    }
    const double d = std::fabs(double_of(v));
    if (d == 0) return Decimal{};
    const DoubleDigits shortest = double_digits(d);
    std::uint64_t digits = 0;
    for (int i = 0; i < shortest.length; ++i) {
        digits = digits * 10 + static_cast<std::uint64_t>(shortest.digits[i] - '0');
    }
    return strip_zeros(digits, shortest.exponent);
}

std::uint64_t gcd(std::uint64_t a, std::uint64_t b) {
    while (b != 0) {
        const std::uint64_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

// Whether n divides 10^power: n must be 2^i·5^j with i, j <= power.
bool divides_power_of_ten(std::uint64_t n, int power) {
    int twos = 0;
    int fives = 0;
    while (n % 2 == 0) {
        n /= 2;
        ++twos;
    }
    while (n % 5 == 0) {
        n /= 5;
        ++fives;
    }
    return n == 1 && twos <= power && fives <= power;
}

}  // namespace

int compare_numbers(const NumberToken& a, const NumberToken& b) {
    if (fits_int64(a) && fits_int64(b)) return sign_of_difference(int64_of(a), int64_of(b));
    if (fits_uint64(a) && fits_uint64(b)) return sign_of_difference(uint64_of(a), uint64_of(b));
    if (fits_int64(a) && fits_uint64(b)) return -1;  // b is above INT64_MAX, or both were Int64
    if (fits_uint64(a) && fits_int64(b)) return 1;
    if (is_double_number(a) && is_double_number(b)) return sign_of_difference(double_of(a), double_of(b));
    if (is_double_number(a)) return -compare_numbers(b, a);
    if (fits_int64(a)) return compare_int_double(int64_of(a), double_of(b));
    return compare_uint_double(uint64_of(a), double_of(b));
}

bool is_integral_number(const NumberToken& number) {
    if (!is_double_number(number)) return true;
    const double d = double_of(number);
    return std::isfinite(d) && std::trunc(d) == d;
}

bool is_multiple_of(const NumberToken& value, const NumberToken& divisor) {
    const Decimal x = decimal_of(value);
    const Decimal m = decimal_of(divisor);
    if (x.digits == 0) return true;
    if (m.digits == 0) return false;
    const int shift = x.exponent - m.exponent;
    if (shift >= 0) return divides_power_of_ten(m.digits / gcd(x.digits, m.digits), shift);
    // m·10^-shift must divide x.digits, which is below 2^64 < 10^20.
    if (-shift >= 20) return false;
    std::uint64_t d = m.digits;
    for (int i = 0; i < -shift; ++i) {
        if (d > x.digits / 10) return false;
        d *= 10;
    }
    return x.digits % d == 0;
}

}  // namespace sg::schema

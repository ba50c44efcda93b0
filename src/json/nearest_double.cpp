#include "json/nearest_double.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "json/exponent_part.h"

namespace sg {
namespace {

// Clinger's fast path: a significand of at most 15 digits and 10^0 … 10^22 are exact doubles,
// so that one multiplication or division rounds once, and correctly.
constexpr int kExactDigits = 15;
constexpr int kExactPower = 22;
constexpr double kPowersOfTen[kExactPower + 1] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                  1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                                  1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// Every other number takes the exact path of Go's strconv and Wuffs: the decimal, digit by
// digit, multiplied and divided by powers of two until its integer part is the 53-bit
// significand. 800 digits hold the 767 significant digits that can decide a double's rounding
// and more; of the digits beyond them only whether one is nonzero matters.
constexpr int kKeptDigits = 800;
constexpr int kMaxShift = 60;       // a digit shifted by 60 bits, plus the carry, fits 64 bits
constexpr int kShiftHeadroom = 19;  // 9 × 2^60 has 19 digits: what one left shift can add
// Beyond these the value is infinite or zero whatever its digits (0.1 × 10^-330 < 2^-1075).
constexpr std::int64_t kHighestPoint = 310;
constexpr std::int64_t kLowestPoint = -330;

constexpr int kSignificandBits = 52;
constexpr int kLowestExponent = -1022;  // of a normal double; subnormals have it too
constexpr int kHighestExponent = 1023;
constexpr int kExponentBias = 1023;
constexpr std::uint64_t kInfinityBits = std::uint64_t{0x7FF} << kSignificandBits;

struct Decimal {
    std::uint8_t digit[kKeptDigits + kShiftHeadroom];  // values 0-9, the first nonzero
    int count = 0;
    std::int64_t point = 0;  // the value is 0.digit[0]digit[1]… × 10^point
    bool truncated = false;  // nonzero digits were dropped after the kept ones
    bool negative = false;
};

void trim(Decimal& d) {
    while (d.count > 0 && d.digit[d.count - 1] == 0) --d.count;
    if (d.count == 0) d.point = 0;
}

Decimal read_decimal(std::string_view number) {
    Decimal d;
    std::size_t at = 0;
    d.negative = !number.empty() && number[0] == '-';
    if (d.negative) ++at;
    std::int64_t significant = 0;  // digits from the first nonzero one on, kept or not
    bool dot = false;
    for (; at < number.size(); ++at) {
        const char c = number[at];
        if (c == '.' && !dot) {
            dot = true;
            d.point = significant;
            continue;
        }
        if (c < '0' || c > '9') break;
        if (c == '0' && significant == 0) {
            if (dot) --d.point;  // a zero between the point and the first digit
            continue;
        }
        ++significant;
        if (d.count < kKeptDigits) {
            d.digit[d.count++] = static_cast<std::uint8_t>(c - '0');
        } else if (c != '0') {
            d.truncated = true;
        }
    }
    if (!dot) d.point = significant;
    d.point += exponent_part(number, at);
    trim(d);
    return d;
}

// The value exactly as one double operation gives it, when the fast path applies.
bool exact_value(const Decimal& d, double& value) {
    if (d.truncated || d.count > kExactDigits) return false;
    std::uint64_t significand = 0;
    for (int i = 0; i < d.count; ++i) significand = significand * 10 + d.digit[i];
    std::int64_t power = d.point - d.count;
    if (power > kExactPower && power - kExactPower <= kExactDigits - d.count) {
        // 1e30 is 10^8 × 1e22, and the significand times 10^8 is still an exact integer.
        for (; power > kExactPower; --power) significand *= 10;
    }
    if (power < -kExactPower || power > kExactPower) return false;
    const auto exact = static_cast<double>(significand);
    value = power < 0 ? exact / kPowersOfTen[-power] : exact * kPowersOfTen[power];
    return true;
}

void shift_left(Decimal& d, int bits) {
    if (d.count == 0) return;
    // Right to left in place: the digits move up by the headroom first, so that the new
    // leading digits have room below them.
    std::memmove(d.digit + kShiftHeadroom, d.digit, static_cast<std::size_t>(d.count));
    int at = d.count + kShiftHeadroom;
    std::uint64_t n = 0;
    while (at > kShiftHeadroom) {
        --at;
        n += std::uint64_t{d.digit[at]} << bits;
        d.digit[at] = static_cast<std::uint8_t>(n % 10);
        n /= 10;
    }
    for (; n > 0; n /= 10) d.digit[--at] = static_cast<std::uint8_t>(n % 10);
    const int length = d.count + kShiftHeadroom - at;
    const int kept = std::min(length, kKeptDigits);
    for (int i = kept; i < length; ++i) d.truncated = d.truncated || d.digit[at + i] != 0;
    std::memmove(d.digit, d.digit + at, static_cast<std::size_t>(kept));
    d.point += length - d.count;
    d.count = kept;
    trim(d);
}

void shift_right(Decimal& d, int bits) {
    if (d.count == 0) return;
    int read = 0;
    std::uint64_t n = 0;
    for (; (n >> bits) == 0; ++read) n = n * 10 + (read < d.count ? d.digit[read] : 0);
    d.point -= read - 1;
    // Left to right in place: each digit written is one read before.
    const std::uint64_t mask = (std::uint64_t{1} << bits) - 1;
    int write = 0;
    for (; read < d.count; ++read) {
        d.digit[write++] = static_cast<std::uint8_t>(n >> bits);
        n = (n & mask) * 10 + d.digit[read];
    }
    for (; n > 0; n = (n & mask) * 10) {
        const auto next = static_cast<std::uint8_t>(n >> bits);
        if (write < kKeptDigits) {
            d.digit[write++] = next;
        } else if (next != 0) {
            d.truncated = true;
        }
    }
    d.count = write;
    trim(d);
}

// Multiplies by 2^bits (divides, when negative).
void shift(Decimal& d, int bits) {
    for (; bits > kMaxShift; bits -= kMaxShift) shift_left(d, kMaxShift);
    for (; bits < -kMaxShift; bits += kMaxShift) shift_right(d, kMaxShift);
    if (bits > 0) shift_left(d, bits);
    if (bits < 0) shift_right(d, -bits);
}

// The power of two to divide by to bring 10^point under 1, or one step of it (Go's powtab).
int shift_for(std::int64_t point) {
    static constexpr int kShifts[] = {1, 3, 6, 9, 13, 16, 19, 23, 26};
    return point < 9 ? kShifts[point] : 27;
}

// The integer part, rounded half to even by the digits after it (and above half when a
// dropped digit was nonzero).
std::uint64_t rounded_integer(const Decimal& d) {
    const auto point = static_cast<int>(d.point);
    std::uint64_t n = 0;
    for (int i = 0; i < point; ++i) n = n * 10 + (i < d.count ? d.digit[i] : 0);
    if (point < 0 || point >= d.count) return n;
    const bool halfway = d.digit[point] == 5 && point + 1 == d.count && !d.truncated;
    const bool up = halfway ? point > 0 && d.digit[point - 1] % 2 == 1 : d.digit[point] >= 5;
    return n + (up ? 1 : 0);
}

// The bits of the double nearest `d` (not zero, point within the two limits).
std::uint64_t nearest_bits(Decimal& d) {
    int exponent = 0;  // d × 2^exponent is the value
    while (d.point > 0) {
        const int bits = shift_for(d.point);
        shift(d, -bits);
        exponent += bits;
    }
    while (d.point < 0 || (d.point == 0 && d.digit[0] < 5)) {
        const int bits = shift_for(-d.point);
        shift(d, bits);
        exponent -= bits;
    }
    --exponent;  // d is in [0.5, 1); a double's significand is in [1, 2)
    if (exponent < kLowestExponent) {  // subnormal: fewer significant bits
        shift(d, exponent - kLowestExponent);
        exponent = kLowestExponent;
    }
    if (exponent > kHighestExponent) return kInfinityBits;
    shift(d, kSignificandBits + 1);
    std::uint64_t significand = rounded_integer(d);
    if (significand == std::uint64_t{2} << kSignificandBits) {  // rounding carried into a new bit
        significand >>= 1;
        if (++exponent > kHighestExponent) return kInfinityBits;
    }
    const std::uint64_t hidden = std::uint64_t{1} << kSignificandBits;
    const std::uint64_t biased = (significand & hidden) == 0 ? 0 : static_cast<std::uint64_t>(exponent + kExponentBias);
    return (biased << kSignificandBits) | (significand & (hidden - 1));
}

}  // namespace

double nearest_double(std::string_view number) {
    Decimal d = read_decimal(number);
    double value = 0;
    if (d.count > 0 && !exact_value(d, value)) {
        std::uint64_t bits = 0;
        if (d.point > kHighestPoint) bits = kInfinityBits;
        if (d.point >= kLowestPoint && d.point <= kHighestPoint) bits = nearest_bits(d);
        std::memcpy(&value, &bits, sizeof value);
    }
    return d.negative ? -value : value;
}

}  // namespace sg

// The exact decimal of a binary value (significand × 2^power), for checking decimal-to-double
// reading against exact arithmetic rather than against another reader, and a double's bits:
// shared by the tests and fuzzer of reading and writing doubles.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

namespace sg::test {

inline std::uint64_t bits_of(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

inline double double_of(std::uint64_t bits) {
    double value = 0;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

// A big unsigned integer in base 10^9, least significant limb first.
using Big = std::vector<std::uint32_t>;
constexpr std::uint32_t kLimb = 1000000000;

inline void multiply(Big& big, std::uint32_t factor) {
    std::uint64_t carry = 0;
    for (std::uint32_t& limb : big) {
        const std::uint64_t product = std::uint64_t{limb} * factor + carry;
        limb = static_cast<std::uint32_t>(product % kLimb);
        carry = product / kLimb;
    }
    for (; carry > 0; carry /= kLimb) big.push_back(static_cast<std::uint32_t>(carry % kLimb));
}

inline std::string digits_of(const Big& big) {
    std::string digits = std::to_string(big.back());
    for (std::size_t i = big.size() - 1; i-- > 0;) {
        const std::string limb = std::to_string(big[i]);
        digits += std::string(9 - limb.size(), '0') + limb;
    }
    return digits;
}

// significand × 2^power exactly, as digits and a power of ten.
struct Written {
    std::string digits;
    int power10 = 0;
    std::string text() const { return digits + "e" + std::to_string(power10); }
};

inline Written exact_decimal(std::uint64_t significand, int power) {
    Big big{static_cast<std::uint32_t>(significand % kLimb), static_cast<std::uint32_t>(significand / kLimb % kLimb),
            static_cast<std::uint32_t>(significand / kLimb / kLimb)};
    while (big.size() > 1 && big.back() == 0) big.pop_back();
    // m × 2^-k = m × 5^k × 10^-k
    for (int left = power; left > 0; left -= std::min(left, 29)) multiply(big, std::uint32_t{1} << std::min(left, 29));
    for (int left = -power; left > 0; left -= std::min(left, 13)) {
        std::uint32_t five = 1;
        for (int i = 0; i < std::min(left, 13); ++i) five *= 5;
        multiply(big, five);
    }
    return Written{digits_of(big), power < 0 ? power : 0};
}

// The exact midpoint between a positive finite double and the next one up (2^1024 above the
// largest).
struct Midpoint {
    Written exact;
    std::uint64_t below = 0;  // the bits of the double below it
};

inline Midpoint midpoint_above(std::uint64_t bits) {
    const std::uint64_t field = bits >> 52;
    const std::uint64_t fraction = bits & ((std::uint64_t{1} << 52) - 1);
    const std::uint64_t significand = field == 0 ? fraction : fraction | (std::uint64_t{1} << 52);
    const int power = (field == 0 ? 1 : static_cast<int>(field)) - 1075;
    return Midpoint{exact_decimal(2 * significand + 1, power - 1), bits};
}

}  // namespace sg::test

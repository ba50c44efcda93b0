// Any decimal read as the nearest double (rule X5), checked by exact arithmetic rather than by
// another reader: the decimal lies between the midpoints around the double read
// (binary_decimal.h), and on one of them only when the double's significand is even. The
// input is a flag byte (sign, point, exponent and its sign), the exponent (two bytes), the
// place of the point (one byte), then digits (ASCII digits as themselves, other bytes modulo 10).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "binary_decimal.h"
#include "fuzz_input.h"
#include "json/exact_decimal.h"
#include "json/nearest_double.h"

namespace {

constexpr std::uint64_t kInfinityBits = 0x7FF0000000000000;

std::string decimal_from(sg::fuzz::FuzzInput& input) {
    const std::uint8_t flags = input.byte();
    const unsigned exponent = input.byte() * 256u + input.byte();
    const std::uint8_t point = input.byte();
    std::string digits;
    for (const char c : input.rest()) digits += static_cast<char>('0' + static_cast<std::uint8_t>(c - '0') % 10);
    if (flags & 2) digits.insert(point % (digits.size() + 1), ".");
    std::string number = (flags & 1) ? "-" : "";
    number += digits;
    if (flags & 4) number += ((flags & 8) ? "e-" : "e") + std::to_string(exponent);
    return number;
}

// -1, 0 or 1 as `magnitude` is below, on or above the midpoint above the double `bits`.
int against_midpoint_above(const sg::ExactDecimal& magnitude, std::uint64_t bits) {
    return sg::compare_decimals(magnitude, sg::decimal_of_token(sg::test::midpoint_above(bits).exact.text()));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg::fuzz::FuzzInput input(data, size);
    const std::string number = decimal_from(input);
    const double read = sg::nearest_double(number);
    sg::ExactDecimal magnitude = sg::decimal_of_token(number);
    if (std::signbit(read) != (!number.empty() && number[0] == '-')) __builtin_trap();
    magnitude.negative = false;
    const std::uint64_t bits = sg::test::bits_of(std::fabs(read));
    const bool even = (bits & 1) == 0;
    if (bits < kInfinityBits) {
        const int order = against_midpoint_above(magnitude, bits);
        if (order > 0 || (order == 0 && !even)) __builtin_trap();
    }
    if (bits > 0) {
        const int order = against_midpoint_above(magnitude, bits - 1);
        if (order < 0 || (order == 0 && !even)) __builtin_trap();
    }
    return 0;
}

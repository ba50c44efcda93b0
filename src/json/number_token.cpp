#include "json/number_token.h"

#include <cmath>

#include "json/nearest_double.h"

namespace sg {
namespace {

constexpr std::uint64_t kMaxMagnitude = ~std::uint64_t{0};

// The magnitude of an integer literal, or false when it needs more than 64 bits.
bool read_magnitude(std::string_view digits, std::uint64_t& magnitude) {
    magnitude = 0;
    for (const char c : digits) {
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (magnitude > (kMaxMagnitude - digit) / 10) return false;
        magnitude = magnitude * 10 + digit;
    }
    return true;
}

bool integer_token(std::string_view token, NumberToken& number) {
    const bool negative = token.front() == '-';
    std::uint64_t magnitude = 0;
    if (!read_magnitude(token.substr(negative ? 1 : 0), magnitude)) return false;
    constexpr std::uint64_t kMinSignedMagnitude = std::uint64_t{1} << 63;
    if (!negative) {
        number.kind = NumberToken::Kind::Unsigned;
        number.as_unsigned = magnitude;
        return true;
    }
    if (magnitude > kMinSignedMagnitude) return false;
    number.kind = NumberToken::Kind::Signed;
    // Two's complement negation in unsigned arithmetic, so that -2^63 does not overflow.
    number.as_signed = static_cast<std::int64_t>(~magnitude + 1);
    return true;
}

}  // namespace

NumberToken decode_number(std::string_view token) {
    NumberToken number;
    if (token.empty()) return number;
    const bool integer_literal = token.find_first_of(".eE") == std::string_view::npos;
    if (integer_literal && integer_token(token, number)) return number;
    number.as_double = nearest_double(token);
    if (std::isinf(number.as_double)) number.kind = NumberToken::Kind::OutOfRange;
    return number;
}

}  // namespace sg

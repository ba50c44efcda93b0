// The value of a JSON number token, decoded here rather than by RapidJSON: the full-precision
// strtod of RapidJSON 1.1.0 (Debian's) reads out of bounds on long mantissas with a negative
// exponent (found by the strict_parse fuzzer), and its normal precision is not correctly rounded.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sg {

struct NumberToken {
    enum class Kind { Signed, Unsigned, Double, OutOfRange };
    Kind kind = Kind::Double;
    std::int64_t as_signed = 0;
    std::uint64_t as_unsigned = 0;
    double as_double = 0;
};

// `token` is a number in JSON syntax (the reader has checked it). Integer literals that fit 64
// bits stay exact; other numbers become the nearest double (nearest_double.h, whatever the
// host's locale); a magnitude beyond the double range is OutOfRange.
NumberToken decode_number(std::string_view token);

// Only a number token with an exponent, or one at least this long, can lie beyond a double's
// range: a reader asks decode_number about those alone.
constexpr std::size_t kShortestOutOfRange = 309;
inline bool may_pass_double_range(std::string_view token) {
    return token.size() >= kShortestOutOfRange || token.find_first_of("eE") != std::string_view::npos;
}
// Whether a number token lies beyond a double's range (decoded only when it may).
inline bool beyond_double_range(std::string_view token) {
    return may_pass_double_range(token) && decode_number(token).kind == NumberToken::Kind::OutOfRange;
}

// The value as an int64, a uint64 or a double, each true for every integer that fits it
// whatever its kind (as RapidJSON's accessors read a number).
inline bool is_double_number(const NumberToken& n) {
    return n.kind == NumberToken::Kind::Double || n.kind == NumberToken::Kind::OutOfRange;
}
inline bool fits_int64(const NumberToken& n) {
    return n.kind == NumberToken::Kind::Signed ||
           (n.kind == NumberToken::Kind::Unsigned && n.as_unsigned <= static_cast<std::uint64_t>(INT64_MAX));
}
inline bool fits_uint64(const NumberToken& n) {
    return n.kind == NumberToken::Kind::Unsigned || (n.kind == NumberToken::Kind::Signed && n.as_signed >= 0);
}
inline std::int64_t int64_of(const NumberToken& n) {
    return n.kind == NumberToken::Kind::Signed ? n.as_signed : static_cast<std::int64_t>(n.as_unsigned);
}
inline std::uint64_t uint64_of(const NumberToken& n) {
    return n.kind == NumberToken::Kind::Unsigned ? n.as_unsigned : static_cast<std::uint64_t>(n.as_signed);
}
inline double double_of(const NumberToken& n) {
    if (n.kind == NumberToken::Kind::Signed) return static_cast<double>(n.as_signed);
    if (n.kind == NumberToken::Kind::Unsigned) return static_cast<double>(n.as_unsigned);
    return n.as_double;
}

// Passes the decoded token to a SAX handler as RapidJSON would. False when the handler stops,
// or when the number is OutOfRange.
template <typename Handler>
bool emit_number(const NumberToken& number, Handler& handler) {
    switch (number.kind) {
        case NumberToken::Kind::Signed: return handler.Int64(number.as_signed);
        case NumberToken::Kind::Unsigned: return handler.Uint64(number.as_unsigned);
        case NumberToken::Kind::Double: return handler.Double(number.as_double);
        case NumberToken::Kind::OutOfRange: return false;
    }
    return false;
}

}  // namespace sg

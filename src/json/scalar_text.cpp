#include "json/scalar_text.h"

#include <cmath>

#include "json/double_digits.h"

namespace sg {
namespace {

// The escape of each byte below 0x20, and of '"' and '\' (0: none).
char escape_of(unsigned char c) {
    switch (c) {
        case '\b': return 'b';
        case '\t': return 't';
        case '\n': return 'n';
        case '\f': return 'f';
        case '\r': return 'r';
        case '"': return '"';
        case '\\': return '\\';
        default: return c < 0x20 ? 'u' : 0;
    }
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    // No reserve here: before C++20, libc++'s reserve shrinks a string to fit, so reserving
    // room for each string of a larger text reallocated and copied all of it every time.
    out += '"';
    std::size_t plain = 0;  // the start of the bytes not yet appended
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const char escape = escape_of(c);
        if (escape == 0) continue;
        out.append(text.data() + plain, i - plain);
        plain = i + 1;
        out += '\\';
        out += escape;
        if (escape != 'u') continue;
        out += "00";
        out += kHex[c >> 4];
        out += kHex[c & 0xF];
    }
    out.append(text.data() + plain, text.size() - plain);
    out += '"';
}

std::string json_string(std::string_view text) {
    std::string out;
    append_json_string(out, text);
    return out;
}

// The digits placed as RapidJSON's Writer places them (its `Prettify`): up to 21 integer digits
// in full with ".0", a point inside the digits, up to five zeros after "0.", else one digit, the
// rest after a point and an exponent. The Writer's default of 324 decimal places never cuts a
// double (17 digits at most, the smallest subnormal at 10^-324), so nothing here cuts.
void append_json_double(std::string& out, double value) {
    if (std::signbit(value)) out += '-';
    if (value == 0) {
        out += "0.0";
        return;
    }
    const DoubleDigits d = double_digits(std::fabs(value));
    const std::string_view digits(d.digits, static_cast<std::size_t>(d.length));
    const int point = d.length + d.exponent;  // the value is 0.digits × 10^point
    if (d.exponent >= 0 && point <= 21) {
        out += digits;
        out.append(static_cast<std::size_t>(d.exponent), '0');
        out += ".0";
    } else if (point > 0 && point <= 21) {
        out += digits.substr(0, static_cast<std::size_t>(point));
        out += '.';
        out += digits.substr(static_cast<std::size_t>(point));
    } else if (point > -6 && point <= 0) {
        out += "0.";
        out.append(static_cast<std::size_t>(-point), '0');
        out += digits;
    } else {
        out += digits[0];
        if (digits.size() > 1) {
            out += '.';
            out += digits.substr(1);
        }
        out += 'e';
        out += std::to_string(point - 1);
    }
}

std::string json_double(double value) {
    std::string out;
    append_json_double(out, value);
    return out;
}

void append_json_number(std::string& out, const NumberToken& number, std::string_view token) {
    switch (number.kind) {
        case NumberToken::Kind::Signed: out += std::to_string(number.as_signed); break;
        case NumberToken::Kind::Unsigned: out += std::to_string(number.as_unsigned); break;
        case NumberToken::Kind::Double: append_json_double(out, number.as_double); break;
        case NumberToken::Kind::OutOfRange: out += token; break;
    }
}

}  // namespace sg

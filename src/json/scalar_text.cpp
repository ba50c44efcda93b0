#include "json/scalar_text.h"

// RapidJSON's Grisu2 alone (header only): the digits its Writer gives a double, without its
// readers, writers or DOM.
#include <rapidjson/internal/dtoa.h>

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
    out.reserve(out.size() + text.size() + 2);
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

void append_json_double(std::string& out, double value) {
    char buffer[32];
    const char* end = rapidjson::internal::dtoa(value, buffer);
    out.append(buffer, static_cast<std::size_t>(end - buffer));
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

#include "tape/tape.h"

#include <cstring>

#include "core/hex_digit.h"
#include "core/utf8.h"

namespace sg {
namespace {

// The code unit of the `\uXXXX` escape at `at` of `raw` (the reader checked its digits), or
// -1 when there is no such escape there.
long escaped_unit(std::string_view raw, std::size_t at) {
    if (at + 6 > raw.size() || raw[at] != '\\' || raw[at + 1] != 'u') return -1;
    long unit = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) unit = unit * 16 + hex_digit(raw[i]);
    return unit;
}

bool is_high(long unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
bool is_low(long unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

char simple_escape(char c) {
    switch (c) {
        case 'b': return '\b';
        case 'f': return '\f';
        case 'n': return '\n';
        case 'r': return '\r';
        case 't': return '\t';
        default: return c;  // '"', '\\', '/'
    }
}

}  // namespace

void decode_json_string(std::string_view raw, std::string& out) {
    out.clear();
    out.reserve(raw.size());
    std::size_t at = 0;
    while (at < raw.size()) {
        const void* found = std::memchr(raw.data() + at, '\\', raw.size() - at);
        const std::size_t slash = found ? static_cast<std::size_t>(static_cast<const char*>(found) - raw.data()) : raw.size();
        out.append(raw.data() + at, slash - at);
        if (slash == raw.size()) break;
        if (raw[slash + 1] != 'u') {
            out += simple_escape(raw[slash + 1]);
            at = slash + 2;
            continue;
        }
        const long unit = escaped_unit(raw, slash);
        const long low = is_high(unit) ? escaped_unit(raw, slash + 6) : -1;
        if (is_low(low)) {
            append_utf8(out, static_cast<char32_t>(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)));
            at = slash + 12;
            continue;
        }
        append_utf8(out, is_high(unit) || is_low(unit) ? char32_t{0xFFFD} : static_cast<char32_t>(unit));
        at = slash + 6;
    }
}

std::string_view Tape::string(Index i, std::string& scratch) const {
    const std::string_view span = raw(i);
    if ((entries_[i].flags & tape_flag::kEscaped) == 0) return span;
    decode_json_string(span, scratch);
    return scratch;
}

NumberToken Tape::number(Index i) const {
    // decode_number reads up to a byte that cannot continue a number; the text's next byte may
    // lie past the slice the tape was read from, so the token is copied behind a NUL.
    const std::string_view token = raw(i);
    char small[64];
    if (token.size() < sizeof small) {
        std::memcpy(small, token.data(), token.size());
        small[token.size()] = '\0';
        return decode_number(std::string_view(small, token.size()));
    }
    const std::string copy(token);
    return decode_number(copy);
}

}  // namespace sg

#include "tape/tape.h"

#include <cstring>

#include "core/utf8.h"
#include "json/unicode_escape.h"

namespace sg {
namespace {

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
        const long low = is_high_surrogate(unit) ? escaped_unit(raw, slash + 6) : -1;
        if (is_low_surrogate(low)) {
            append_utf8(out, static_cast<char32_t>(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)));
            at = slash + 12;
            continue;
        }
        append_utf8(out, is_high_surrogate(unit) || is_low_surrogate(unit) ? char32_t{0xFFFD} : static_cast<char32_t>(unit));
        at = slash + 6;
    }
}

std::string_view Tape::string(Index i, std::string& scratch) const {
    const std::string_view span = raw(i);
    if ((entries_[i].flags & tape_flag::kEscaped) == 0) return span;
    decode_json_string(span, scratch);
    return scratch;
}

NumberToken Tape::number(Index i) const { return decode_number(raw(i)); }

}  // namespace sg

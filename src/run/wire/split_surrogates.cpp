#include "run/wire/split_surrogates.h"

#include <cstring>

#include "core/utf8.h"

namespace sg {
namespace {

constexpr char kReplacement[] = "\xEF\xBF\xBD";  // U+FFFD

// The surrogate whose WTF-8 bytes start at `at` of `text`, or 0 when none does.
char32_t surrogate_at(std::string_view text, std::size_t at) {
    if (at + 3 > text.size() || static_cast<unsigned char>(text[at]) != 0xED) return 0;
    const auto second = static_cast<unsigned char>(text[at + 1]);
    if (second < 0xA0 || second > 0xBF) return 0;
    return 0xD000 | ((second & 0x3F) << 6) | (static_cast<unsigned char>(text[at + 2]) & 0x3F);
}

bool is_high(char32_t unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
bool is_low(char32_t unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

// The high surrogate held at the end of `text`, or 0.
char32_t held_at_end(std::string_view text) {
    if (text.size() < 3) return 0;
    const char32_t unit = surrogate_at(text, text.size() - 3);
    return is_high(unit) ? unit : 0;
}

}  // namespace

void append_delta(std::string& text, std::string_view delta) {
    if (delta.empty()) return;  // an event without this field's text: a held half waits on
    std::size_t at = 0;
    if (const char32_t high = held_at_end(text)) {
        text.resize(text.size() - 3);
        const char32_t low = surrogate_at(delta, 0);
        if (is_low(low)) {
            append_utf8(text, 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00));
            at = 3;
        } else {
            text.append(kReplacement);
        }
    }
    // Text without a lone surrogate (all but never one) is appended as it is.
    while (at < delta.size()) {
        const void* found = std::memchr(delta.data() + at, 0xED, delta.size() - at);
        const std::size_t next = found ? static_cast<std::size_t>(static_cast<const char*>(found) - delta.data()) : delta.size();
        text.append(delta, at, next - at);
        if (next == delta.size()) break;
        const char32_t unit = surrogate_at(delta, next);
        const bool held = is_high(unit) && next + 3 == delta.size();
        if (unit == 0 || held) {
            text.append(delta, next, unit == 0 ? 1 : 3);  // a Hangul syllable's lead byte, or the held half
            at = next + (unit == 0 ? 1 : 3);
            continue;
        }
        text.append(kReplacement);
        at = next + 3;
    }
}

void settle_delta(std::string& text) {
    if (!held_at_end(text)) return;
    text.resize(text.size() - 3);
    text.append(kReplacement);
}

std::string_view whole_delta_text(std::string_view text) {
    return held_at_end(text) ? text.substr(0, text.size() - 3) : text;
}

}  // namespace sg

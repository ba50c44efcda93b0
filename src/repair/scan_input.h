// What the lenient scanners read: every byte received so far, a read position, and whether
// more bytes may still arrive (streaming) or not (the end of the reply). A scanner that needs
// bytes it does not have yet stops and is resumed after the next push, so that a reply split
// anywhere reads exactly as the whole reply does.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

struct ScanInput {
    std::string_view text;
    std::size_t pos = 0;
    bool ended = false;

    std::size_t available() const { return text.size() - pos; }
    unsigned char at(std::size_t i) const { return static_cast<unsigned char>(text[i]); }
};

// A heuristic decision (is this quote the end of the string? is this line a fence?) looks at
// most this many bytes past the point where it is taken. The bound keeps each decision O(1),
// so total work stays linear however the reply is chunked; beyond it the decision takes the
// structural reading (the quote closes the string).
constexpr std::size_t kLookaheadBytes = 64;

// The answer to a question about bytes ahead: yes, no, or "cannot tell before more arrive".
enum class Peek { Yes, No, NeedMore };

inline bool is_json_space(unsigned char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline bool is_identifier_start(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$';
}

inline bool is_identifier_char(unsigned char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }

inline bool is_hex_digit(unsigned char c) {
    return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
}

// Past blanks and comments (`/* … */`, `// …` to the line end) from `at`, within `limit`; a
// comment that runs to `limit` or to the end of the bytes received stops there.
inline std::size_t skip_blanks_and_comments(const ScanInput& in, std::size_t at, std::size_t limit) {
    const std::size_t end = limit < in.text.size() ? limit : in.text.size();
    while (at < end) {
        if (is_json_space(in.at(at))) {
            ++at;
        } else if (in.text.compare(at, 2, "/*") == 0) {
            const std::size_t close = in.text.substr(0, end).find("*/", at + 2);
            at = close == std::string_view::npos ? end : close + 2;
        } else if (in.text.compare(at, 2, "//") == 0) {
            const std::size_t close = in.text.substr(0, end).find('\n', at + 2);
            at = close == std::string_view::npos ? end : close;
        } else if (in.text[at] == '/' && at + 1 == in.text.size() && !in.ended) {
            return in.text.size();  // a comment may start: wait for the next byte
        } else {
            break;
        }
    }
    return at;
}

// A byte that can start a bare value other than a word or number (`@home`, `#3`, `<b>`,
// `日本`): anything but JSON syntax, quotes, a comment's `/`, `.`, and control bytes.
inline bool starts_unquoted(unsigned char c) {
    if (c < 0x20 || c == 0x7F || is_json_space(c)) return false;
    switch (c) {
        case ',': case ':': case '[': case ']': case '{': case '}': case '"': case '\'': case '`': case '/': case '.':
            return false;
        default:
            return true;
    }
}

}  // namespace sg

// Reading UTF-8 one character at a time, for code that counts or classifies characters
// (Unicode code points) rather than bytes.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

struct Utf8Char {
    char32_t code_point;  // U+FFFD when the bytes are not well-formed UTF-8
    std::size_t length;   // bytes taken: the whole sequence, or 1 for a byte that starts none
    bool valid;
};

// Decodes the character that starts at `text[at]` (at < text.size()). Well-formed means
// Unicode's table 3-7: no overlong forms, no surrogates, nothing above U+10FFFF. A byte that
// does not start a well-formed sequence is taken alone, so that a caller stepping through
// the text never cuts a well-formed sequence in two and always moves forward.
Utf8Char decode_utf8(std::string_view text, std::size_t at);

// Where the first character that is not well-formed (as decode_utf8 defines it) starts, or
// npos: fast enough that a parser can leave out its own per-character check.
std::size_t first_malformed_utf8(std::string_view text);

// The longest prefix of `text` of at most `limit` bytes that does not end inside a UTF-8
// sequence: for showing the start of a caller's text in a message.
std::string_view utf8_prefix(std::string_view text, std::size_t limit);

}  // namespace sg

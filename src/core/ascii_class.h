// ASCII character classes for the grammars read byte by byte (formats, URIs, regex syntax):
// only ASCII counts, whatever the locale, and UTF-8 bytes are never letters or digits.
#pragma once

#include "core/hex_digit.h"

namespace sg {

constexpr bool is_ascii_digit(char c) { return c >= '0' && c <= '9'; }
constexpr bool is_ascii_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_ascii_hex(char c) { return hex_digit(c) >= 0; }

}  // namespace sg

// The value of one hexadecimal digit, for the readers of `\uXXXX` escapes, percent-encoding
// and regex escapes.
#pragma once

namespace sg {

// 0-15, or -1 for a byte that is no hexadecimal digit.
constexpr int hex_digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

}  // namespace sg

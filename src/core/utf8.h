// UTF-8 helpers for the boundary: the core counts bytes, JavaScript counts UTF-16 units.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace sg {

// Number of UTF-16 code units that the bytes [0, byte_offset) of `text` decode to: a 4-byte
// sequence counts 2, any other lead byte 1, continuation bytes 0. Exact for text that came
// from a JavaScript string (UTF-8, with lone surrogates as 3-byte sequences).
std::size_t utf16_units(std::string_view text, std::size_t byte_offset);

// Appends the UTF-8 encoding of `cp` (at most U+10FFFF).
void append_utf8(std::string& out, char32_t cp);

// True when `byte` starts a UTF-8 sequence (or is ASCII); false for continuation bytes.
inline bool is_utf8_lead(unsigned char byte) { return (byte & 0xC0) != 0x80; }

// Bytes in the UTF-8 sequence that `lead` starts (by Unicode's table 3-7 lead bytes); 0 for a
// byte that starts none.
inline std::size_t utf8_sequence_length(unsigned char lead) {
    if (lead < 0x80) return 1;
    if (lead >= 0xC2 && lead <= 0xDF) return 2;
    if (lead >= 0xE0 && lead <= 0xEF) return 3;
    if (lead >= 0xF0 && lead <= 0xF4) return 4;
    return 0;
}

// Code points in well-formed UTF-8 (the lead bytes): what minLength, maxLength and the
// providers' length budgets count.
inline std::size_t code_points(std::string_view text) {
    std::size_t count = 0;
    for (const char c : text) count += is_utf8_lead(static_cast<unsigned char>(c)) ? 1 : 0;
    return count;
}

// Bytes that ascii_run_at checks at once.
constexpr std::size_t kAsciiRun = 8;

// True when the kAsciiRun bytes from `at` exist and are all ASCII: scanners of whole replies
// step over such runs at once instead of byte by byte.
inline bool ascii_run_at(std::string_view text, std::size_t at) {
    if (text.size() < at + kAsciiRun) return false;
    std::uint64_t word = 0;
    std::memcpy(&word, text.data() + at, sizeof word);
    return (word & 0x8080808080808080ULL) == 0;
}

// The same for four runs at once.
inline bool ascii_runs_at(std::string_view text, std::size_t at) {
    if (text.size() < at + 4 * kAsciiRun) return false;
    std::uint64_t words[4];
    std::memcpy(words, text.data() + at, sizeof words);
    return ((words[0] | words[1] | words[2] | words[3]) & 0x8080808080808080ULL) == 0;
}

}  // namespace sg

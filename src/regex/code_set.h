// A set of code points for the regex engine: sorted, disjoint, non-adjacent ranges, plus an
// ASCII bitmap so that the common case is one bit test. Built by adding ranges in any order,
// then normalize(); contains() and complement() need a normalized set.
#pragma once

#include <cstdint>
#include <vector>

namespace sg {

constexpr char32_t kMaxCodePoint = 0x10FFFF;

struct CodeRange {
    char32_t first;
    char32_t last;
};

class CodeSet {
public:
    void add(char32_t first, char32_t last);
    void add(char32_t code_point) { add(code_point, code_point); }
    void add(const CodeSet& other);
    void normalize();

    CodeSet complement() const;
    bool contains(char32_t code_point) const {
        if (code_point < 128) return (ascii_[code_point / 64] >> (code_point % 64)) & 1;
        return contains_above_ascii(code_point);
    }
    const std::vector<CodeRange>& ranges() const { return ranges_; }
    bool operator==(const CodeSet& other) const;

private:
    bool contains_above_ascii(char32_t code_point) const;

    std::vector<CodeRange> ranges_;
    std::uint64_t ascii_[2] = {0, 0};
};

// The ECMA-262 sets (no `i` flag): \d is [0-9], \w is [A-Za-z0-9_], \s is WhiteSpace and
// LineTerminator (Zs, TAB, VT, FF, NBSP, ZWNBSP, LF, CR, U+2028, U+2029), and `.` is every
// code point but a LineTerminator.
CodeSet ecma_digit_set();
CodeSet ecma_word_set();
CodeSet ecma_space_set();
CodeSet ecma_dot_set();

inline bool is_ecma_word_char(char32_t c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

}  // namespace sg

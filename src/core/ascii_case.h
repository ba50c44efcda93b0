// ASCII case folding for protocol words (HTTP header names, rule tags): only A-Z fold, so
// the result never depends on a locale and UTF-8 bytes compare as they are.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

inline char lower_ascii(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

inline bool equals_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower_ascii(a[i]) != lower_ascii(b[i])) return false;
    }
    return true;
}

}  // namespace sg

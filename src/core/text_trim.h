// ASCII whitespace trimming on byte ranges; JSON and Markdown treat only these as blank.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

inline std::size_t skip_space(std::string_view text, std::size_t i) {
    while (i < text.size() && is_space(text[i])) ++i;
    return i;
}

// Index just past the last non-blank byte of [from, end).
inline std::size_t trim_end(std::string_view text, std::size_t from, std::size_t end) {
    while (end > from && is_space(text[end - 1])) --end;
    return end;
}

// `text` without its leading and trailing blank bytes.
inline std::string_view trim_space(std::string_view text) {
    const std::size_t start = skip_space(text, 0);
    return text.substr(start, trim_end(text, start, text.size()) - start);
}

}  // namespace sg

#include "extract/fragment_context.h"

#include "core/text_trim.h"

namespace sg {
namespace {

bool starts_value(char c) { return c == '"' || c == '\'' || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9'); }

bool is_word_char(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

// A line that is one lowercase word, a space and the value (`result {…}`, `callback {}`):
// the word names the value (a key that lost its colon, a function), as code does; prose
// starts a sentence (`Result {…}`) or says more. A fence's language tag names no value.
std::optional<std::size_t> naming_word_before(std::string_view text, std::size_t start, std::size_t end) {
    std::size_t after = end;
    while (after < text.size() && (text[after] == ' ' || text[after] == '\t' || text[after] == '\r')) ++after;
    if (after < text.size() && text[after] != '\n') return std::nullopt;
    std::size_t at = start;
    while (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
    const std::size_t word_end = at;
    if (word_end == start) return std::nullopt;
    while (at > 0 && is_word_char(text[at - 1])) --at;
    const std::size_t word_start = at;
    while (at > 0 && (text[at - 1] == ' ' || text[at - 1] == '\t')) --at;
    const bool alone = at == 0 || text[at - 1] == '\n';
    const std::string_view word = text.substr(word_start, word_end - word_start);
    if (word.empty() || !alone || word.front() < 'a' || word.front() > 'z' || word == "json") return std::nullopt;
    return word_start;
}

}  // namespace

// A key and its colon right before the value: `"b": {`, or a word that names it.
std::optional<std::size_t> continuation_before(std::string_view text, std::size_t start, std::size_t end) {
    if (const std::optional<std::size_t> word = naming_word_before(text, start, end)) return word;
    std::size_t at = start;
    while (at > 0 && is_space(text[at - 1])) --at;
    if (at == 0 || text[at - 1] != ':') return std::nullopt;
    --at;
    while (at > 0 && is_space(text[at - 1])) --at;
    if (at == 0 || (text[at - 1] != '"' && text[at - 1] != '\'')) return std::nullopt;
    const std::size_t close = at - 1;
    const std::size_t open = close == 0 ? std::string_view::npos : text.rfind(text[close], close - 1);
    return open == std::string_view::npos ? close : open;
}

// Closers the value did not need, then a `,` or `:` and another value: `], "done": false}`.
// A word glued to the value (`{"a": 2}foo`) is no prose either: prose is set apart by a space.
std::optional<std::size_t> continuation_after(std::string_view text, std::size_t end) {
    if (end < text.size() && is_word_char(text[end])) return end;
    std::size_t at = end;
    while (at < text.size() && (is_space(text[at]) || text[at] == ']' || text[at] == '}')) ++at;
    if (at == text.size() || (text[at] != ',' && text[at] != ':')) return std::nullopt;
    std::size_t next = at + 1;
    while (next < text.size() && is_space(text[next])) ++next;
    if (next == text.size() || !starts_value(text[next])) return std::nullopt;
    return at;
}

}  // namespace sg

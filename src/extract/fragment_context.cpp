#include "extract/fragment_context.h"

#include "core/text_trim.h"

namespace sg {
namespace {

bool starts_value(char c) { return c == '"' || c == '\'' || c == '{' || c == '[' || c == '-' || (c >= '0' && c <= '9'); }

}  // namespace

// A key and its colon right before the value: `"b": {`.
std::optional<std::size_t> continuation_before(std::string_view text, std::size_t start) {
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
std::optional<std::size_t> continuation_after(std::string_view text, std::size_t end) {
    std::size_t at = end;
    while (at < text.size() && (is_space(text[at]) || text[at] == ']' || text[at] == '}')) ++at;
    if (at == text.size() || (text[at] != ',' && text[at] != ':')) return std::nullopt;
    std::size_t next = at + 1;
    while (next < text.size() && is_space(text[next])) ++next;
    if (next == text.size() || !starts_value(text[next])) return std::nullopt;
    return at;
}

}  // namespace sg

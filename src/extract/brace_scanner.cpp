#include "extract/brace_scanner.h"

#include <vector>

namespace sg {

std::optional<Span> first_to_last_brace(std::string_view text, std::size_t from) {
    const std::size_t first = text.find('{', from);
    if (first == std::string_view::npos) return std::nullopt;
    const std::size_t last = text.rfind('}');
    if (last == std::string_view::npos || last < first) return std::nullopt;
    return Span{first, last + 1};
}

std::optional<Span> last_balanced_object(std::string_view text, std::size_t from) {
    std::vector<std::size_t> open;  // positions of '{' not yet closed
    std::optional<Span> last;
    bool in_string = false;
    bool escaped = false;
    for (std::size_t i = from; i < text.size(); ++i) {
        const char c = text[i];
        if (in_string) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '"' && !open.empty()) {
            in_string = true;
        } else if (c == '{') {
            open.push_back(i);
        } else if (c == '}' && !open.empty()) {
            const std::size_t start = open.back();
            open.pop_back();
            // A pair that opens before `last` encloses it; one that opens after it follows it.
            if (!last || start < last->start || start >= last->end) last = Span{start, i + 1};
        }
    }
    if (last && !open.empty() && open.back() > last->start) return std::nullopt;
    return last;
}

}  // namespace sg

#include "run/rule_tag.h"

#include "core/ascii_case.h"

namespace sg {
namespace {

constexpr std::size_t kMaxDigits = 9;

// The number of a tag `[name:digits]` opening at text[at], if one does.
std::optional<std::size_t> tag_at(std::string_view text, std::size_t at, std::string_view name) {
    std::size_t i = at + 1;
    if (text.size() - i < name.size() + 3 || !equals_ignoring_case(text.substr(i, name.size()), name)) {
        return std::nullopt;
    }
    i += name.size();
    if (text[i] != ':') return std::nullopt;
    const std::size_t digits_start = ++i;
    std::size_t number = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - digits_start < kMaxDigits) {
        number = number * 10 + static_cast<std::size_t>(text[i] - '0');
        ++i;
    }
    if (i == digits_start || i >= text.size() || text[i] != ']') return std::nullopt;
    return number;
}

}  // namespace

std::optional<std::size_t> find_rule_tag(std::string_view text, std::string_view name, TagPick pick) {
    std::optional<std::size_t> found;
    for (std::size_t at = text.find('['); at != std::string_view::npos; at = text.find('[', at + 1)) {
        if (std::optional<std::size_t> number = tag_at(text, at, name)) {
            found = number;
            if (pick == TagPick::First) break;
        }
    }
    return found;
}

}  // namespace sg

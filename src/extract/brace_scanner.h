// The brace strategy of X1: JSON written into prose without a fence.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

struct Span {
    std::size_t start;
    std::size_t end;  // one past the last byte
};

// From the first `{` at or after `from` to the last `}` after it (X1 step 3).
std::optional<Span> first_to_last_brace(std::string_view text, std::size_t from);

// The last complete `{…}` block (braces balanced, braces inside JSON strings ignored) that is
// not followed by a `{` left open: the fallback when prose braces spoil X1 step 3, e.g.
// "fill in {name}: {"name": "Ann"}". One pass, linear in the text.
std::optional<Span> last_balanced_object(std::string_view text, std::size_t from);

}  // namespace sg

// Whether a JSON value found in a reply is a piece of a larger one (rule L2: a fragment from
// inside a broken value is never the answer): JSON text right before it (`"b": {…}` after
// `"a": 1, `, or a line `result {…}` that names it) or right after it (`{…}, "m": 2}`, or a
// word glued to it: `{…}foo`). Prose that merely ends with a colon ("Here it is: {…}") or
// goes on after a comma ("{…}, which is simplest") is not JSON text.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

// Where the JSON text that continues the value [start, end) of `text` begins, if any.
std::optional<std::size_t> continuation_before(std::string_view text, std::size_t start, std::size_t end);
std::optional<std::size_t> continuation_after(std::string_view text, std::size_t end);

}  // namespace sg

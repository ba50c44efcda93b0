// Markdown code fences (``` and ~~~) as models write them, found in one pass. A fence opens
// on a line of three or more backticks or tildes and closes on a line of the same character,
// at least as long, with nothing else on it (CommonMark, except that any indentation is
// accepted: models indent fences inside list items). A fence left open runs to the end.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace sg {

struct Fence {
    std::size_t open_start;     // first byte of the opening line
    std::size_t content_start;  // first byte after the opening line
    std::size_t content_end;    // start of the closing line (the end of the text if open)
    std::size_t close_end;      // end of the closing line (its line break included)
    std::string_view label;     // first word of the info string, e.g. "json"; may be empty
    bool closed;                // false when the text ended inside the fence
};

// Fences that start at or after `from`, in text order; fences nested inside another fence's
// content are part of that content, not fences of their own.
std::vector<Fence> scan_fences(std::string_view text, std::size_t from);

// True for a label that names JSON (`json`, in any letter case).
bool is_json_label(std::string_view label);

}  // namespace sg

// Markdown code fences (``` and ~~~) as models write them (rules X2, X3): the one definition of
// a fence line that strict extraction (scan_fences, over a whole reply) and lenient reading
// (ReplyScanner, as the reply arrives) both apply. A fence opens on a line of three or more
// backticks or tildes and closes on a line of the same character, at least as long, with
// nothing else on it (CommonMark, except that any indentation is accepted: models indent
// fences inside list items). ``` followed by a backtick on its line is inline code, not a
// fence. JSON right after the opening marker and its label is content. A fence left open runs
// to the end.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

struct Fence {
    std::size_t open_start;     // first byte of the opening line
    std::size_t open_end;       // end of the opening line's text (before its line break)
    std::size_t content_start;  // first byte after the opening line
    std::size_t content_end;    // start of the closing line (the end of the text if open)
    std::size_t close_end;      // end of the closing line's text (the end of the text if open)
    std::string label;          // first word of the info string, e.g. "json" (at most 16 bytes)
    bool closed;                // false when the text ended inside the fence
};

// The run of ``` or ~~~ a line starts with, after blanks.
struct FenceMarker {
    char symbol;          // '`' or '~'
    std::size_t length;   // how many of them (3 or more)
    std::size_t after;    // offset in the line just past the run
};

// `line` is one line's text, without its line break.
std::optional<FenceMarker> fence_marker(std::string_view line);
bool opens_fence(std::string_view line, const FenceMarker& marker);
bool closes_fence(std::string_view line, const FenceMarker& opening);
std::string fence_label(std::string_view line, const FenceMarker& marker);
// Where the fence's content starts in its opening line: at a `{` or `[` after the marker and
// its label (```` ```json{"a": 1} ````, a model that put the JSON on the marker's line), else
// nothing: the content starts on the next line.
std::optional<std::size_t> content_in_opening_line(std::string_view line, const FenceMarker& marker);
// The fence the opening `line` (starting at `line_start`, the next line at `next_line`) opens,
// running to `text_end` until its closing line is found.
Fence opened_fence(std::string_view line, const FenceMarker& marker, std::size_t line_start, std::size_t next_line,
                   std::size_t text_end);

// Fences that start at or after `from`, in text order; fences nested inside another fence's
// content are part of that content, not fences of their own.
std::vector<Fence> scan_fences(std::string_view text, std::size_t from);

// True for a label that names JSON (`json`, in any letter case).
bool is_json_label(std::string_view label);

}  // namespace sg

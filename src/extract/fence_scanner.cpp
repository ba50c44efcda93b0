#include "extract/fence_scanner.h"

#include <algorithm>

#include "core/ascii_case.h"
#include "core/byte_runs.h"

namespace sg {
namespace {

constexpr std::size_t kMaxLabelBytes = 16;  // longer than any label that could be "json"

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::size_t skip_blanks(std::string_view text, std::size_t i) {
    while (i < text.size() && is_blank(text[i])) ++i;
    return i;
}

struct Line {
    std::size_t start;
    std::size_t end;   // before '\n' (and a '\r' before it)
    std::size_t next;  // start of the next line
};

Line line_at(std::string_view text, std::size_t start) {
    const std::size_t newline = text.find('\n', start);
    Line line{start, newline == std::string_view::npos ? text.size() : newline, 0};
    line.next = newline == std::string_view::npos ? text.size() : newline + 1;
    if (line.end > line.start && text[line.end - 1] == '\r') --line.end;
    return line;
}

// Only a line whose first character after its blanks is '`' or '~' can open or close a
// fence: the scan jumps from one such character to the next, 16 bytes at a time
// (find_either), instead of reading every line's indentation, which is most of a
// pretty-printed JSON reply.
class MarkerLines {
public:
    explicit MarkerLines(std::string_view text) : text_(text) {}

    // The start of the first line at or after `at` (a line start) that may hold a marker.
    std::size_t next(std::size_t at) {
        while (at < text_.size()) {
            const std::size_t symbol = next_symbol(at);
            if (symbol == text_.size()) return symbol;
            std::size_t start = symbol;
            while (start > at && is_blank(text_[start - 1])) --start;
            if (start == at || text_[start - 1] == '\n') return start;
            at = line_at(text_, symbol).next;
        }
        return text_.size();
    }

private:
    // The first '`' or '~' at or after `at`, remembered so that the text is searched once.
    std::size_t next_symbol(std::size_t at) {
        if (symbol_ == kUnknown || symbol_ < at) symbol_ = find_either(text_, at, '`', '~');
        return symbol_;
    }

    static constexpr std::size_t kUnknown = ~std::size_t{0};
    std::string_view text_;
    std::size_t symbol_ = kUnknown;
};

}  // namespace

std::optional<FenceMarker> fence_marker(std::string_view line) {
    const std::size_t start = skip_blanks(line, 0);
    if (start >= line.size() || (line[start] != '`' && line[start] != '~')) return std::nullopt;
    FenceMarker marker{line[start], 0, start};
    while (marker.after < line.size() && line[marker.after] == marker.symbol) ++marker.after;
    marker.length = marker.after - start;
    if (marker.length < 3) return std::nullopt;
    return marker;
}

bool opens_fence(std::string_view line, const FenceMarker& marker) {
    return marker.symbol != '`' || line.find('`', marker.after) == std::string_view::npos;
}

bool closes_fence(std::string_view line, const FenceMarker& opening) {
    const std::optional<FenceMarker> marker = fence_marker(line);
    return marker && marker->symbol == opening.symbol && marker->length >= opening.length &&
           skip_blanks(line, marker->after) == line.size();
}

// The end of the label, the info string's first word, that starts at `start`.
std::size_t label_end(std::string_view line, std::size_t start) {
    std::size_t stop = start;
    while (stop < line.size() && !is_blank(line[stop]) && line[stop] != '{' && line[stop] != '[' && line[stop] != '\r') {
        ++stop;
    }
    return stop;
}

std::string fence_label(std::string_view line, const FenceMarker& marker) {
    const std::size_t start = skip_blanks(line, marker.after);
    return std::string(line.substr(start, std::min(label_end(line, start) - start, kMaxLabelBytes + 1)));
}

std::optional<std::size_t> content_in_opening_line(std::string_view line, const FenceMarker& marker) {
    const std::size_t after_label = skip_blanks(line, label_end(line, skip_blanks(line, marker.after)));
    if (after_label < line.size() && (line[after_label] == '{' || line[after_label] == '[')) return after_label;
    return std::nullopt;
}

Fence opened_fence(std::string_view line, const FenceMarker& marker, std::size_t line_start, std::size_t next_line,
                   std::size_t text_end) {
    const std::optional<std::size_t> content = content_in_opening_line(line, marker);
    const std::size_t open_end = line_start + (content ? *content : line.size());
    const std::size_t content_start = content ? open_end : next_line;
    return Fence{line_start, open_end, content_start, text_end, text_end, fence_label(line, marker), false};
}

std::vector<Fence> scan_fences(std::string_view text, std::size_t from) {
    std::vector<Fence> fences;
    fences.reserve(4);  // a reply has a few
    MarkerLines markers(text);
    std::size_t at = from;
    while ((at = markers.next(at)) < text.size()) {
        const Line line = line_at(text, at);
        const std::string_view opening_line = text.substr(line.start, line.end - line.start);
        const std::optional<FenceMarker> opening = fence_marker(opening_line);
        at = line.next;
        if (!opening || !opens_fence(opening_line, *opening)) continue;
        Fence fence = opened_fence(opening_line, *opening, line.start, line.next, text.size());
        while ((at = markers.next(at)) < text.size()) {
            const Line inner = line_at(text, at);
            at = inner.next;
            if (closes_fence(text.substr(inner.start, inner.end - inner.start), *opening)) {
                fence.content_end = inner.start > fence.content_start ? inner.start : fence.content_start;
                fence.close_end = inner.end;
                fence.closed = true;
                break;
            }
        }
        fences.push_back(std::move(fence));
    }
    return fences;
}

bool is_json_label(std::string_view label) { return equals_ignoring_case(label, "json"); }

}  // namespace sg

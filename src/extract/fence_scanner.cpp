#include "extract/fence_scanner.h"

namespace sg {
namespace {

struct Line {
    std::size_t start;
    std::size_t end;   // before '\n' (and a preceding '\r')
    std::size_t next;  // start of the next line
};

Line line_at(std::string_view text, std::size_t start) {
    std::size_t newline = text.find('\n', start);
    Line line{start, newline == std::string_view::npos ? text.size() : newline, 0};
    line.next = newline == std::string_view::npos ? text.size() : newline + 1;
    if (line.end > line.start && text[line.end - 1] == '\r') --line.end;
    return line;
}

bool is_blank(char c) { return c == ' ' || c == '\t'; }

std::size_t skip_blanks(std::string_view text, std::size_t i, std::size_t end) {
    while (i < end && is_blank(text[i])) ++i;
    return i;
}

struct Marker {
    char symbol = 0;         // '`' or '~'; 0 when the line is no fence marker
    std::size_t length = 0;  // how many of them
    std::size_t after = 0;   // first byte after the run
};

Marker marker_of(std::string_view text, const Line& line) {
    std::size_t i = skip_blanks(text, line.start, line.end);
    if (i >= line.end || (text[i] != '`' && text[i] != '~')) return {};
    Marker marker{text[i], 0, i};
    while (marker.after < line.end && text[marker.after] == marker.symbol) ++marker.after;
    marker.length = marker.after - i;
    if (marker.length < 3) return {};
    return marker;
}

// An opening line's info string may not contain a backtick (``` `x` ``` is inline code).
bool opens_fence(std::string_view text, const Line& line, const Marker& marker) {
    if (marker.symbol != '`') return true;
    return text.substr(marker.after, line.end - marker.after).find('`') == std::string_view::npos;
}

bool closes_fence(std::string_view text, const Line& line, const Marker& opening) {
    Marker marker = marker_of(text, line);
    return marker.symbol == opening.symbol && marker.length >= opening.length &&
           skip_blanks(text, marker.after, line.end) == line.end;
}

std::string_view first_word(std::string_view text, std::size_t from, std::size_t end) {
    std::size_t start = skip_blanks(text, from, end);
    std::size_t stop = start;
    while (stop < end && !is_blank(text[stop]) && text[stop] != '{') ++stop;
    return text.substr(start, stop - start);
}

}  // namespace

std::vector<Fence> scan_fences(std::string_view text, std::size_t from) {
    std::vector<Fence> fences;
    std::size_t at = from;
    while (at < text.size()) {
        const Line line = line_at(text, at);
        const Marker opening = marker_of(text, line);
        at = line.next;
        if (opening.symbol == 0 || !opens_fence(text, line, opening)) continue;

        Fence fence{line.start, line.next, text.size(), text.size(),
                    first_word(text, opening.after, line.end), false};
        while (at < text.size()) {
            const Line inner = line_at(text, at);
            at = inner.next;
            if (closes_fence(text, inner, opening)) {
                fence.content_end = inner.start > fence.content_start ? inner.start : fence.content_start;
                fence.close_end = inner.next;
                fence.closed = true;
                break;
            }
        }
        fences.push_back(fence);
    }
    return fences;
}

bool is_json_label(std::string_view label) {
    if (label.size() != 4) return false;
    const char* json = "json";
    for (std::size_t i = 0; i < 4; ++i) {
        char c = label[i];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        if (c != json[i]) return false;
    }
    return true;
}

}  // namespace sg

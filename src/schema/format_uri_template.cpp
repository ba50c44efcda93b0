// RFC 6570 URI Templates (all levels): literals, and expressions "{" [operator] varspec
// *("," varspec) "}" where a varspec is a varname with an optional ":prefix" or "*".
#include "schema/format_checks.h"

#include "core/ascii_class.h"

namespace sg::schema {
namespace {

bool is_pct_encoded(std::string_view text, std::size_t at) {
    return at + 2 < text.size() && text[at] == '%' && is_ascii_hex(text[at + 1]) && is_ascii_hex(text[at + 2]);
}

// Literal characters: anything but CTL, SP, '"', '%' (outside %XX), '<', '>', '\', '^', '`',
// '{', '|', '}'. The apostrophe is allowed (RFC 6570 errata 6937).
bool is_literal(unsigned char c) {
    if (c >= 0x80) return true;
    if (c <= 0x20 || c == 0x7F) return false;
    return std::string_view("\"%<>\\^`{|}").find(static_cast<char>(c)) == std::string_view::npos;
}

// varname = varchar *(["."] varchar); varchar = ALPHA / DIGIT / "_" / pct-encoded.
bool read_varname(std::string_view text, std::size_t& i) {
    bool any = false;
    bool after_dot = false;
    while (i < text.size()) {
        if (is_ascii_alpha(text[i]) || is_ascii_digit(text[i]) || text[i] == '_') {
            ++i;
        } else if (is_pct_encoded(text, i)) {
            i += 3;
        } else if (text[i] == '.' && any && !after_dot) {
            ++i;
            after_dot = true;
            continue;
        } else {
            break;
        }
        any = true;
        after_dot = false;
    }
    return any && !after_dot;
}

// The expression body between the braces.
bool is_expression(std::string_view body) {
    std::size_t i = 0;
    if (!body.empty() && std::string_view("+#./;?&=,!@|").find(body[0]) != std::string_view::npos) ++i;
    while (true) {
        if (!read_varname(body, i)) return false;
        if (i < body.size() && body[i] == '*') {
            ++i;
        } else if (i < body.size() && body[i] == ':') {
            const std::size_t start = ++i;
            while (i < body.size() && is_ascii_digit(body[i])) ++i;
            if (i == start || i - start > 4 || body[start] == '0') return false;
        }
        if (i == body.size()) return true;
        if (body[i++] != ',') return false;
    }
}

}  // namespace

bool is_uri_template(std::string_view text) {
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == '{') {
            const std::size_t close = text.find('}', i);
            if (close == std::string_view::npos || !is_expression(text.substr(i + 1, close - i - 1))) return false;
            i = close + 1;
        } else if (text[i] == '%') {
            if (!is_pct_encoded(text, i)) return false;
            i += 3;
        } else if (is_literal(static_cast<unsigned char>(text[i]))) {
            ++i;
        } else {
            return false;
        }
    }
    return true;
}

}  // namespace sg::schema

// RFC 3986 syntax for format "uri" (scheme required) and "uri-reference" (a URI or a
// relative reference), and RFC 3987 "iri" / "iri-reference", which also allow non-ASCII
// characters (ucschar, iprivate) wherever a URI allows unreserved ones.
#include "schema/format_checks.h"

#include "core/ascii_class.h"

namespace sg::schema {
namespace {

bool is_unreserved(char c) { return is_ascii_alpha(c) || is_ascii_digit(c) || c == '-' || c == '.' || c == '_' || c == '~'; }
bool is_sub_delim(char c) { return std::string_view("!$&'()*+,;=").find(c) != std::string_view::npos; }

// Every character is unreserved, a sub-delim, one of `extra`, or a valid %XX (or, for an IRI,
// any non-ASCII character).
bool all_chars(std::string_view text, std::string_view extra, bool iri) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (iri && static_cast<unsigned char>(c) >= 0x80) continue;
        if (c == '%') {
            if (i + 2 >= text.size() || !is_ascii_hex(text[i + 1]) || !is_ascii_hex(text[i + 2])) return false;
            i += 2;
        } else if (!is_unreserved(c) && !is_sub_delim(c) && extra.find(c) == std::string_view::npos) {
            return false;
        }
    }
    return true;
}

bool is_ip_literal(std::string_view host, bool iri) {
    const std::string_view inner = host.substr(1, host.size() - 2);
    if (!inner.empty() && (inner.front() == 'v' || inner.front() == 'V')) {
        const std::size_t dot = inner.find('.');
        if (dot == std::string_view::npos || dot < 2 || dot + 1 == inner.size()) return false;
        for (std::size_t i = 1; i < dot; ++i) {
            if (!is_ascii_hex(inner[i])) return false;
        }
        return all_chars(inner.substr(dot + 1), ":", iri);
    }
    return is_ipv6(inner);
}

bool is_authority(std::string_view authority, bool iri) {
    const std::size_t at = authority.find('@');
    if (at != std::string_view::npos) {
        if (!all_chars(authority.substr(0, at), ":", iri)) return false;
        authority.remove_prefix(at + 1);
    }
    std::string_view host = authority;
    std::string_view port;
    if (!host.empty() && host.front() == '[') {
        const std::size_t close = host.find(']');
        if (close == std::string_view::npos || !is_ip_literal(host.substr(0, close + 1), iri)) return false;
        port = host.substr(close + 1);
        if (!port.empty() && port.front() != ':') return false;
    } else {
        const std::size_t colon = host.find(':');
        if (colon != std::string_view::npos) {
            port = host.substr(colon);
            host = host.substr(0, colon);
        }
        if (!all_chars(host, "", iri)) return false;
    }
    for (std::size_t i = 1; i < port.size(); ++i) {
        if (!is_ascii_digit(port[i])) return false;
    }
    return true;
}

// hier-part / relative-part, then [?query] [#fragment]. `relative`: the first path segment
// of a path without authority may not contain ':'.
bool is_reference_body(std::string_view text, bool relative, bool iri) {
    const std::size_t hash = text.find('#');
    if (hash != std::string_view::npos) {
        if (!all_chars(text.substr(hash + 1), ":@/?", iri)) return false;
        text = text.substr(0, hash);
    }
    const std::size_t question = text.find('?');
    if (question != std::string_view::npos) {
        if (!all_chars(text.substr(question + 1), ":@/?", iri)) return false;
        text = text.substr(0, question);
    }
    if (text.substr(0, 2) == "//") {
        const std::size_t slash = text.find('/', 2);
        if (!is_authority(text.substr(2, slash == std::string_view::npos ? std::string_view::npos : slash - 2), iri)) return false;
        text = slash == std::string_view::npos ? std::string_view() : text.substr(slash);
    } else if (relative) {
        const std::size_t first_segment_end = text.find('/');
        if (text.substr(0, first_segment_end).find(':') != std::string_view::npos) return false;
    }
    return all_chars(text, ":@/", iri);
}

// The length of "scheme:" at the start of `text`, or 0 when there is none.
std::size_t scheme_length(std::string_view text) {
    if (text.empty() || !is_ascii_alpha(text.front())) return 0;
    for (std::size_t i = 1; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ':') return i + 1;
        if (!is_ascii_alpha(c) && !is_ascii_digit(c) && c != '+' && c != '-' && c != '.') return 0;
    }
    return 0;
}

bool is_absolute(std::string_view text, bool iri) {
    const std::size_t scheme = scheme_length(text);
    return scheme != 0 && is_reference_body(text.substr(scheme), false, iri);
}

bool is_reference(std::string_view text, bool iri) {
    const std::size_t scheme = scheme_length(text);
    if (scheme != 0) return is_reference_body(text.substr(scheme), false, iri);
    return is_reference_body(text, true, iri);
}

}  // namespace

bool is_uri(std::string_view text) { return is_absolute(text, false); }
bool is_uri_reference(std::string_view text) { return is_reference(text, false); }
bool is_iri(std::string_view text) { return is_absolute(text, true); }
bool is_iri_reference(std::string_view text) { return is_reference(text, true); }

}  // namespace sg::schema

// IP addresses (RFC 2673 dotted-quad, RFC 4291 text form) and e-mail addresses (RFC 5321
// Mailbox: dot-atom or quoted local part; a hostname or an address literal after the "@").
// idn-email is RFC 6531's Mailbox: the local part may also hold any character beyond ASCII
// (UTF8-non-ascii), and the domain is an idn-hostname. Only "@" separates the local part.
#include "schema/format_checks.h"

#include "core/ascii_class.h"

namespace sg::schema {
namespace {

// A byte of a character beyond ASCII (UTF-8 lead or continuation), which RFC 6531 allows.
bool is_non_ascii(char c) { return static_cast<unsigned char>(c) >= 0x80; }

bool is_atext(char c, bool international) {
    if (is_ascii_alpha(c) || is_ascii_digit(c) || (international && is_non_ascii(c))) return true;
    constexpr std::string_view kSpecials = "!#$%&'*+-/=?^_`{|}~";
    return kSpecials.find(c) != std::string_view::npos;
}

bool is_dot_string(std::string_view local, bool international) {
    if (local.empty() || local.front() == '.' || local.back() == '.') return false;
    for (std::size_t i = 0; i < local.size(); ++i) {
        if (local[i] == '.') {
            if (local[i + 1] == '.') return false;
        } else if (!is_atext(local[i], international)) {
            return false;
        }
    }
    return true;
}

// The length of a quoted local part starting at text[0] == '"', or 0 when malformed.
std::size_t quoted_length(std::string_view text, bool international) {
    for (std::size_t i = 1; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == '"') return i + 1;
        if (c == '\\') {
            if (i + 1 >= text.size() || text[i + 1] < 32 || text[i + 1] > 126) return 0;
            ++i;
        } else if (c < 32 || c == 127 || (c > 127 && !international)) {
            return 0;
        }
    }
    return 0;
}

bool is_address_literal(std::string_view literal) {
    if (literal.size() < 2 || literal.front() != '[' || literal.back() != ']') return false;
    literal = literal.substr(1, literal.size() - 2);
    if (literal.substr(0, 5) == "IPv6:") return is_ipv6(literal.substr(5));
    return is_ipv4(literal);
}

bool is_mailbox(std::string_view text, bool international) {
    std::size_t at = 0;
    if (!text.empty() && text.front() == '"') {
        at = quoted_length(text, international);
        if (at == 0) return false;
    } else {
        at = text.find('@');
        if (at == std::string_view::npos || !is_dot_string(text.substr(0, at), international)) return false;
    }
    if (at >= text.size() || text[at] != '@') return false;
    const std::string_view domain = text.substr(at + 1);
    if (!domain.empty() && domain.front() == '[') return is_address_literal(domain);
    return international ? is_idn_hostname(domain) : is_hostname(domain);
}

}  // namespace

bool is_email(std::string_view text) { return is_mailbox(text, false); }
bool is_idn_email(std::string_view text) { return is_mailbox(text, true); }

bool is_ipv4(std::string_view text) {
    int parts = 0;
    std::size_t i = 0;
    while (true) {
        const std::size_t start = i;
        int value = 0;
        while (i < text.size() && is_ascii_digit(text[i]) && i - start < 3) value = value * 10 + (text[i++] - '0');
        const std::size_t digits = i - start;
        if (digits == 0 || value > 255 || (digits > 1 && text[start] == '0')) return false;
        if (++parts == 4) return i == text.size();
        if (i >= text.size() || text[i] != '.') return false;
        ++i;
    }
}

bool is_ipv6(std::string_view text) {
    int groups = 0;
    bool compressed = false;
    std::size_t i = 0;
    if (text.substr(0, 2) == "::") {
        compressed = true;
        i = 2;
    } else if (!text.empty() && text.front() == ':') {
        return false;
    }
    while (i < text.size()) {
        std::size_t end = i;
        while (end < text.size() && is_ascii_hex(text[end])) ++end;
        if (end < text.size() && text[end] == '.') {
            // A trailing dotted quad stands for the last two groups.
            if (!is_ipv4(text.substr(i))) return false;
            groups += 2;
            i = text.size();
            break;
        }
        if (end == i || end - i > 4) return false;
        ++groups;
        i = end;
        if (i == text.size()) break;
        if (text[i] != ':') return false;
        if (i + 1 < text.size() && text[i + 1] == ':') {
            if (compressed) return false;
            compressed = true;
            i += 2;
        } else {
            ++i;
            if (i == text.size()) return false;  // a single trailing ':'
        }
    }
    return compressed ? groups <= 7 : groups == 8;
}

}  // namespace sg::schema

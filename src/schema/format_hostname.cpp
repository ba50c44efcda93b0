// Host names. hostname: labels of ASCII letters, digits and hyphens (RFC 1123), a label
// starting "xn--" being an A-label (idna.h). idn-hostname (RFC 5890 §2.3.2.3): a label may
// also be a U-label, and the full stops of RFC 3490 §3.1 (U+3002, U+FF0E, U+FF61) separate
// labels as "." does. Both count lengths in the ASCII form (A-labels): 63 octets a label,
// 253 in all; and both apply RFC 5893's Bidi rule to the name.
#include <algorithm>
#include <vector>

#include "core/ascii_case.h"
#include "core/utf8.h"
#include "core/utf8_decoder.h"
#include "schema/format_checks.h"
#include "schema/idna.h"

namespace sg::schema {
namespace {

constexpr std::size_t kMaxNameOctets = 253;

bool is_ldh(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
}

// An LDH label or an A-label. `code_points` receives what it stands for, in lowercase, for the
// Bidi rule.
bool read_ascii_label(std::string_view label, std::u32string& code_points) {
    if (label.empty() || label.size() > kMaxLabelOctets || label.front() == '-' || label.back() == '-') return false;
    if (!std::all_of(label.begin(), label.end(), is_ldh)) return false;
    if (has_a_label_prefix(label)) {
        std::optional<std::u32string> u_label = read_a_label(label);
        if (!u_label) return false;
        code_points = std::move(*u_label);
        return true;
    }
    code_points.clear();
    for (const char c : label) code_points.push_back(static_cast<unsigned char>(lower_ascii(c)));
    return true;
}

bool is_label_separator(char32_t cp) { return cp == '.' || cp == 0x3002 || cp == 0xFF0E || cp == 0xFF61; }

// The labels of `text` as code points; false when the text is not well-formed UTF-8.
bool split_labels(std::string_view text, std::vector<std::u32string>& labels) {
    labels.emplace_back();
    for (std::size_t at = 0; at < text.size();) {
        const Utf8Char c = decode_utf8(text, at);
        if (!c.valid) return false;
        at += c.length;
        if (is_label_separator(c.code_point)) {
            labels.emplace_back();
        } else {
            labels.back().push_back(c.code_point);
        }
    }
    return true;
}

// A label of an idn-hostname, read in place: an ASCII one as hostname reads it, any other a
// U-label whose A-label fits. `octets` receives the length of its ASCII form.
bool read_idn_label(std::u32string& label, std::size_t& octets) {
    if (std::all_of(label.begin(), label.end(), [](char32_t cp) { return cp < 0x80; })) {
        std::string ascii;
        for (const char32_t cp : label) ascii.push_back(static_cast<char>(cp));
        octets = ascii.size();
        return read_ascii_label(ascii, label);
    }
    // Every code point takes at least one octet of the A-label after "xn--": a longer label
    // cannot fit, and is refused before the quadratic Punycode encoding runs on it.
    if (label.size() > kMaxLabelOctets - 4 || !is_u_label(label)) return false;
    const std::optional<std::size_t> a_label = a_label_octets(label);
    if (!a_label || *a_label > kMaxLabelOctets) return false;
    octets = *a_label;
    return true;
}

}  // namespace

bool is_hostname(std::string_view text) {
    if (text.empty() || text.size() > kMaxNameOctets) return false;
    std::vector<std::u32string> labels;
    for (std::size_t start = 0;;) {
        const std::size_t dot = text.find('.', start);
        labels.emplace_back();
        if (!read_ascii_label(text.substr(start, dot - start), labels.back())) return false;
        if (dot == std::string_view::npos) break;
        start = dot + 1;
    }
    return satisfies_bidi_rule(labels);
}

bool is_idn_hostname(std::string_view text) {
    // Every code point takes at least one octet of the ASCII form: a longer text cannot fit.
    if (code_points(text) > kMaxNameOctets) return false;
    std::vector<std::u32string> labels;
    if (!split_labels(text, labels)) return false;
    std::size_t octets = labels.size() - 1;  // the separators
    for (std::u32string& label : labels) {
        std::size_t label_octets = 0;
        if (!read_idn_label(label, label_octets)) return false;
        octets += label_octets;
    }
    return octets <= kMaxNameOctets && satisfies_bidi_rule(labels);
}

}  // namespace sg::schema

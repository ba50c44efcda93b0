#include "schema/idna.h"

#include <algorithm>

#include "core/ascii_case.h"
#include "schema/idna_tables.h"
#include "schema/punycode.h"

namespace sg::schema {
namespace {

using idna_data::Bidi;
using idna_data::code_point_class;
using idna_data::Derived;
using idna_data::Joining;
using idna_data::Script;

bool in(char32_t cp, char32_t first, char32_t last) { return cp >= first && cp <= last; }

template <typename Test>
bool any_of(const std::u32string& label, Test test) {
    return std::any_of(label.begin(), label.end(), test);
}

bool is_virama(char32_t cp) { return code_point_class(cp).virama; }
Joining joining(char32_t cp) { return code_point_class(cp).joining; }
Script script(char32_t cp) { return code_point_class(cp).script; }

// RFC 5892 A.1: (Joining_Type:{L,D})(Joining_Type:T)*\u200C(Joining_Type:T)*(Joining_Type:{R,D}).
bool zwnj_joins(const std::u32string& label, std::size_t at) {
    std::size_t before = at;
    while (before > 0 && joining(label[before - 1]) == Joining::T) --before;
    std::size_t after = at + 1;
    while (after < label.size() && joining(label[after]) == Joining::T) ++after;
    if (before == 0 || after == label.size()) return false;
    const Joining left = joining(label[before - 1]), right = joining(label[after]);
    return (left == Joining::L || left == Joining::D) && (right == Joining::R || right == Joining::D);
}

// RFC 5892 A.1 (ZERO WIDTH NON-JOINER) and A.2 (ZERO WIDTH JOINER).
bool context_j_holds(const std::u32string& label, std::size_t at) {
    if (at > 0 && is_virama(label[at - 1])) return true;
    return label[at] == 0x200C && zwnj_joins(label, at);
}

// RFC 5892 A.3 to A.9.
bool context_o_holds(const std::u32string& label, std::size_t at) {
    const char32_t cp = label[at];
    const bool first = at == 0, last = at + 1 == label.size();
    switch (cp) {
        case 0x00B7: return !first && !last && label[at - 1] == 'l' && label[at + 1] == 'l';  // MIDDLE DOT
        case 0x0375: return !last && script(label[at + 1]) == Script::Greek;                   // GREEK KERAIA
        case 0x05F3:                                                                           // HEBREW GERESH
        case 0x05F4: return !first && script(label[at - 1]) == Script::Hebrew;                 // GERSHAYIM
        case 0x30FB:                                                                           // KATAKANA MIDDLE DOT
            return any_of(label, [](char32_t other) { return script(other) == Script::KanaHan; });
        default: break;
    }
    if (in(cp, 0x0660, 0x0669)) return !any_of(label, [](char32_t other) { return in(other, 0x06F0, 0x06F9); });
    if (in(cp, 0x06F0, 0x06F9)) return !any_of(label, [](char32_t other) { return in(other, 0x0660, 0x0669); });
    return false;
}

bool code_point_allowed(const std::u32string& label, std::size_t at) {
    switch (code_point_class(label[at]).derived) {
        case Derived::Pvalid: return true;
        case Derived::ContextJ: return context_j_holds(label, at);
        case Derived::ContextO: return context_o_holds(label, at);
        case Derived::Invalid: return false;
    }
    return false;
}

bool is_rtl_label(const std::u32string& label) {
    return any_of(label, [](char32_t cp) {
        const Bidi bidi = code_point_class(cp).bidi;
        return bidi == Bidi::R || bidi == Bidi::AL || bidi == Bidi::AN;
    });
}

// The bidi class of the last character that is not NSM, Other when there is none.
Bidi last_non_mark(const std::u32string& label) {
    for (std::size_t i = label.size(); i > 0; --i) {
        const Bidi bidi = code_point_class(label[i - 1]).bidi;
        if (bidi != Bidi::NSM) return bidi;
    }
    return Bidi::Other;
}

// RFC 5893 §2, rules 1 to 6.
bool label_satisfies_bidi_rule(const std::u32string& label) {
    if (label.empty()) return false;
    const Bidi first = code_point_class(label[0]).bidi;
    const Bidi end = last_non_mark(label);
    bool european = false, arabic = false;
    for (const char32_t cp : label) {
        const Bidi bidi = code_point_class(cp).bidi;
        european |= bidi == Bidi::EN;
        arabic |= bidi == Bidi::AN;
        const bool neutral = bidi == Bidi::EN || bidi == Bidi::ES || bidi == Bidi::CS || bidi == Bidi::ET ||
                             bidi == Bidi::ON || bidi == Bidi::BN || bidi == Bidi::NSM;
        const bool allowed = first == Bidi::L ? bidi == Bidi::L
                                              : bidi == Bidi::R || bidi == Bidi::AL || bidi == Bidi::AN;
        if (!neutral && !allowed) return false;
    }
    if (first == Bidi::L) return end == Bidi::L || end == Bidi::EN;
    if (first != Bidi::R && first != Bidi::AL) return false;
    return (end == Bidi::R || end == Bidi::AL || end == Bidi::EN || end == Bidi::AN) && !(european && arabic);
}

}  // namespace

bool has_a_label_prefix(std::string_view label) {
    return equals_ignoring_case(label.substr(0, 4), "xn--");
}

std::optional<std::u32string> read_a_label(std::string_view label) {
    if (!has_a_label_prefix(label) || label.size() > kMaxLabelOctets) return std::nullopt;
    std::string lower(label.substr(4));
    for (char& c : lower) c = lower_ascii(c);
    std::u32string u_label;
    std::string again;
    if (!punycode_decode(lower, u_label) || !punycode_encode(u_label, again) || again != lower) return std::nullopt;
    if (!any_of(u_label, [](char32_t cp) { return cp >= 0x80; }) || !is_u_label(u_label)) return std::nullopt;
    return u_label;
}

bool is_u_label(const std::u32string& label) {
    if (label.empty() || label.front() == '-' || label.back() == '-') return false;
    if (label.size() >= 4 && label[2] == '-' && label[3] == '-') return false;
    if (code_point_class(label[0]).mark) return false;
    for (std::size_t at = 0; at < label.size(); ++at) {
        if (!code_point_allowed(label, at)) return false;
    }
    return true;
}

std::optional<std::size_t> a_label_octets(const std::u32string& u_label) {
    std::string encoded;
    if (!punycode_encode(u_label, encoded)) return std::nullopt;
    return 4 + encoded.size();
}

bool satisfies_bidi_rule(const std::vector<std::u32string>& labels) {
    if (std::none_of(labels.begin(), labels.end(), is_rtl_label)) return true;
    return std::all_of(labels.begin(), labels.end(), label_satisfies_bidi_rule);
}

}  // namespace sg::schema

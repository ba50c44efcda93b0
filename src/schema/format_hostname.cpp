// Hostnames (RFC 1123 labels, 253 characters at most). Labels starting "xn--" are A-labels:
// their Punycode (RFC 3492) must decode, and the U-label must follow IDNA2008 (RFC 5891 §4.2,
// RFC 5892): no "--" in positions 3-4, no leading combining mark, none of the code points
// RFC 5892 lists as DISALLOWED exceptions, and the contextual rules of its appendix A.
#include <string>

#include "regex/unicode_tables.h"
#include "schema/format_checks.h"

namespace sg::schema {
namespace {

bool is_ldh(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
}

int punycode_digit(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= '0' && c <= '9') return c - '0' + 26;
    return -1;
}

std::uint32_t adapt(std::uint32_t delta, std::uint32_t points, bool first) {
    delta = first ? delta / 700 : delta / 2;
    delta += delta / points;
    std::uint32_t k = 0;
    while (delta > ((36 - 1) * 26) / 2) {
        delta /= 36 - 1;
        k += 36;
    }
    return k + (36 * delta) / (delta + 38);
}

// RFC 3492 §6.2.
bool punycode_decode(std::string_view input, std::u32string& out) {
    constexpr std::uint32_t kMax = 0x7FFFFFFF;
    const std::size_t delimiter = input.rfind('-');
    std::size_t in = 0;
    if (delimiter != std::string_view::npos) {
        for (std::size_t i = 0; i < delimiter; ++i) out.push_back(static_cast<unsigned char>(input[i]));
        in = delimiter + 1;
    }
    std::uint32_t n = 128, i = 0, bias = 72;
    while (in < input.size()) {
        const std::uint32_t old_i = i;
        std::uint32_t w = 1;
        for (std::uint32_t k = 36;; k += 36) {
            if (in >= input.size()) return false;
            const int digit = punycode_digit(input[in++]);
            if (digit < 0 || static_cast<std::uint32_t>(digit) > (kMax - i) / w) return false;
            i += static_cast<std::uint32_t>(digit) * w;
            const std::uint32_t t = k <= bias ? 1 : (k >= bias + 26 ? 26 : k - bias);
            if (static_cast<std::uint32_t>(digit) < t) break;
            if (w > kMax / (36 - t)) return false;
            w *= 36 - t;
        }
        const auto points = static_cast<std::uint32_t>(out.size() + 1);
        bias = adapt(i - old_i, points, old_i == 0);
        if (i / points > kMax - n) return false;
        n += i / points;
        i %= points;
        if (n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF)) return false;
        out.insert(out.begin() + i, static_cast<char32_t>(n));
        ++i;
    }
    return true;
}

// Unicode General Category of one code point, read from the regex engine's tables.
unicode_data::GeneralCategory general_category(char32_t cp) {
    const unicode_data::RunStream& runs = unicode_data::kGeneralCategoryRuns;
    std::uint64_t start = 0;
    std::size_t at = 0;
    while (at < runs.size) {
        std::uint64_t number = 0;
        int shift = 0;
        while (at < runs.size) {
            const std::uint8_t byte = runs.bytes[at++];
            number |= static_cast<std::uint64_t>(byte & 0x7F) << shift;
            shift += 7;
            if ((byte & 0x80) == 0) break;
        }
        start += number >> 5;
        if (cp < start) return static_cast<unicode_data::GeneralCategory>(number & 31);
    }
    return unicode_data::Cn;
}

bool in(char32_t cp, char32_t first, char32_t last) { return cp >= first && cp <= last; }

bool is_virama(char32_t cp) {
    static const char32_t kViramas[] = {
        0x094D, 0x09CD, 0x0A4D, 0x0ACD, 0x0B4D, 0x0BCD, 0x0C4D, 0x0CCD, 0x0D3B, 0x0D3C, 0x0D4D, 0x0DCA,
        0x0E3A, 0x0EBA, 0x0F84, 0x1039, 0x103A, 0x1714, 0x1715, 0x1734, 0x17D2, 0x1A60, 0x1B44, 0x1BAA,
        0x1BAB, 0x1BF2, 0x1BF3, 0x2D7F, 0xA806, 0xA82C, 0xA8C4, 0xA953, 0xA9C0, 0xAAF6, 0xABED,
        0x10A3F, 0x11046, 0x11070, 0x1107F, 0x110B9, 0x11133, 0x11134, 0x111C0, 0x11235, 0x112EA,
        0x1134D, 0x11442, 0x114C2, 0x115BF, 0x1163F, 0x116B6, 0x1172B, 0x11839, 0x1193D, 0x1193E,
        0x119E0, 0x11A34, 0x11A47, 0x11A99, 0x11C3F, 0x11D44, 0x11D45, 0x11D97};
    for (const char32_t v : kViramas) {
        if (v == cp) return true;
    }
    return false;
}

// Arabic joining types, enough for RFC 5892 A.1 over the Arabic block: R (right-joining
// letters), T (transparent marks), D (the other letters).
char arabic_joining(char32_t cp) {
    static const char32_t kRight[] = {0x0622, 0x0623, 0x0624, 0x0625, 0x0627, 0x0629, 0x062F, 0x0630, 0x0631,
                                      0x0632, 0x0648, 0x0671, 0x0672, 0x0673, 0x0675, 0x0676, 0x0677, 0x06C0,
                                      0x06CD, 0x06CF, 0x06D2, 0x06D3, 0x06D5, 0x06EE, 0x06EF};
    for (const char32_t r : kRight) {
        if (r == cp) return 'R';
    }
    if (in(cp, 0x0688, 0x0699) || in(cp, 0x06C3, 0x06CB)) return 'R';
    if (in(cp, 0x064B, 0x065F) || cp == 0x0670 || in(cp, 0x06D6, 0x06DC) || in(cp, 0x06DF, 0x06E4) ||
        in(cp, 0x06E7, 0x06E8) || in(cp, 0x06EA, 0x06ED)) {
        return 'T';
    }
    if (in(cp, 0x0620, 0x064A) || in(cp, 0x066E, 0x06D3) || in(cp, 0x06FA, 0x06FC) || cp == 0x06FF) return 'D';
    return 'U';
}

bool zwnj_joins(const std::u32string& label, std::size_t at) {
    std::size_t before = at;
    while (before > 0 && arabic_joining(label[before - 1]) == 'T') --before;
    std::size_t after = at + 1;
    while (after < label.size() && arabic_joining(label[after]) == 'T') ++after;
    return before > 0 && arabic_joining(label[before - 1]) == 'D' && after < label.size() &&
           (arabic_joining(label[after]) == 'D' || arabic_joining(label[after]) == 'R');
}

bool is_greek(char32_t cp) { return in(cp, 0x0370, 0x03FF) || in(cp, 0x1F00, 0x1FFF); }
bool is_hebrew(char32_t cp) { return in(cp, 0x0591, 0x05F4) || in(cp, 0xFB1D, 0xFB4F); }
bool is_kana_or_han(char32_t cp) {
    return (in(cp, 0x3040, 0x30FF) && cp != 0x30FB) || in(cp, 0x31F0, 0x31FF) || in(cp, 0x3400, 0x4DBF) ||
           in(cp, 0x4E00, 0x9FFF) || in(cp, 0xF900, 0xFAFF) || in(cp, 0x20000, 0x3134F) || cp == 0x3005 ||
           cp == 0x3007;
}

// RFC 5892 §2.6 exceptions that are DISALLOWED, and appendix A's contextual rules.
bool code_point_allowed(const std::u32string& label, std::size_t i) {
    const char32_t cp = label[i];
    if (cp == 0x0640 || cp == 0x07FA || cp == 0x302E || cp == 0x302F || in(cp, 0x3031, 0x3035) || cp == 0x303B) return false;
    const char32_t before = i > 0 ? label[i - 1] : 0;
    const char32_t after = i + 1 < label.size() ? label[i + 1] : 0;
    switch (cp) {
        case 0x200C: return (i > 0 && is_virama(before)) || zwnj_joins(label, i);
        case 0x200D: return i > 0 && is_virama(before);
        case 0x00B7: return before == 'l' && after == 'l';
        case 0x0375: return is_greek(after);
        case 0x05F3:
        case 0x05F4: return is_hebrew(before);
        case 0x30FB:
            for (const char32_t other : label) {
                if (is_kana_or_han(other)) return true;
            }
            return false;
        default: break;
    }
    if (in(cp, 0x0660, 0x0669)) {
        for (const char32_t other : label) {
            if (in(other, 0x06F0, 0x06F9)) return false;
        }
    }
    if (in(cp, 0x06F0, 0x06F9)) {
        for (const char32_t other : label) {
            if (in(other, 0x0660, 0x0669)) return false;
        }
    }
    return true;
}

bool is_u_label(const std::u32string& label) {
    if (label.empty()) return false;
    if (label.size() >= 4 && label[2] == '-' && label[3] == '-') return false;
    const auto category = general_category(label[0]);
    if (category == unicode_data::Mn || category == unicode_data::Mc || category == unicode_data::Me) return false;
    for (std::size_t i = 0; i < label.size(); ++i) {
        if (!code_point_allowed(label, i)) return false;
    }
    return true;
}

bool is_label(std::string_view label) {
    if (label.empty() || label.size() > 63 || label.front() == '-' || label.back() == '-') return false;
    for (const char c : label) {
        if (!is_ldh(c)) return false;
    }
    const bool a_label = label.size() >= 4 && (label[0] == 'x' || label[0] == 'X') && (label[1] == 'n' || label[1] == 'N') &&
                         label[2] == '-' && label[3] == '-';
    if (!a_label) return true;
    std::u32string decoded;
    return punycode_decode(label.substr(4), decoded) && is_u_label(decoded);
}

}  // namespace

bool is_hostname(std::string_view text) {
    if (text.empty() || text.size() > 253) return false;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = text.find('.', start);
        const std::string_view label = text.substr(start, dot == std::string_view::npos ? std::string_view::npos : dot - start);
        if (!is_label(label)) return false;
        if (dot == std::string_view::npos) return true;
        start = dot + 1;
    }
}

}  // namespace sg::schema

// StringScanner, continued: the escapes and characters inside a string (rule L1). Escapes
// JSON knows are copied; `\'` is the apostrophe; one JSON lacks keeps its backslash as text
// (broken_escape: what character it meant is unknown); a lone surrogate becomes U+FFFD; in
// escaped JSON the text's own escapes are read once; bytes that are not UTF-8 become U+FFFD.
#include "repair/string_scanner.h"

#include "core/utf8.h"
#include "core/utf8_decoder.h"

namespace sg {
namespace {

unsigned hex_value(std::string_view digits) {
    unsigned value = 0;
    for (const char c : digits) {
        const auto d = static_cast<unsigned char>(c);
        value = value * 16 + (d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
    }
    return value;
}

// How many hex digits (at most the four of a `\u` escape) stand at `at`.
std::size_t hex_digits_at(const ScanInput& in, std::size_t at) {
    std::size_t digits = 0;
    while (digits < 4 && at + digits < in.text.size() && is_hex_digit(in.at(at + digits))) ++digits;
    return digits;
}

// Whether `\uXXXX` with XXXX in DC00-DFFF (a low surrogate) starts at `at`.
Peek low_surrogate_at(const ScanInput& in, std::size_t at) {
    for (std::size_t i = 0; i < 6; ++i) {
        if (at + i == in.text.size()) return Peek::NeedMore;  // cut: dropped if the input ended
        const unsigned char c = in.at(at + i);
        const bool fits = i == 0 ? c == '\\' : i == 1 ? c == 'u' : i == 2 ? (c | 0x20) == 'd'
                        : i == 3 ? ((c | 0x20) >= 'c' && (c | 0x20) <= 'f') : is_hex_digit(c);
        if (!fits) return Peek::No;
    }
    return Peek::Yes;
}

}  // namespace

// In a string of escaped JSON, `\\n`, `\\\"` and `\\\\` are the text's own escapes, escaped once
// more: `\n`, `\"` and `\\` in the JSON. `\\u` without its four hex digits is the text's own
// broken escape, whose backslash stays a character (as `\u` without them does in JSON).
// Anything else after `\\` is a backslash (nullopt).
std::optional<StringScanner::Step> StringScanner::escaped_escape(ScanInput& in, RepairedText& out,
                                                                 ValueRepairs& repairs) {
    const auto is_letter = [](char c) {
        return c == '"' || c == '\\' || c == '/' || c == 'b' || c == 'f' || c == 'n' || c == 'r' || c == 't' || c == 'u';
    };
    if (in.available() < 3) return in.ended ? std::nullopt : std::optional<Step>(Step::NeedMore);
    char letter = in.text[in.pos + 2];
    std::size_t length = 3;
    if (letter == '\\') {
        if (in.available() < 4) return in.ended ? std::nullopt : std::optional<Step>(Step::NeedMore);
        letter = in.text[in.pos + 3];
        if (letter != '"' && letter != '\\' && letter != '/') return std::nullopt;
        length = 4;
    }
    if (!is_letter(letter)) return std::nullopt;
    if (letter == 'u') {
        const std::size_t digits = hex_digits_at(in, in.pos + 3);
        if (digits < 4 && in.pos + 3 + digits == in.text.size() && !in.ended) return Step::NeedMore;
        if (digits < 4) {
            repairs.push_back({RepairKind::BrokenEscape, in.pos, "\\\\", "\\\\"});
            out += "\\\\";
            in.pos += 2;
            return Step::Continue;
        }
    }
    const std::string escape = std::string("\\") + letter;
    repairs.push_back({RepairKind::EscapedQuotes, in.pos, std::string(in.text.substr(in.pos, length)), escape});
    out += escape;
    in.pos += length;
    return Step::Continue;
}

StringScanner::Step StringScanner::escape(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    if (in.available() < 2) return Step::NeedMore;
    const char e = in.text[in.pos + 1];
    if (quote_ == QuoteMark::Escaped && e == '"') return quote(in, QuoteAt{QuoteMark::Escaped, 2, false}, out, repairs);
    if (quote_ == QuoteMark::Escaped && e == '\\') {
        if (const std::optional<Step> inner = escaped_escape(in, out, repairs)) return *inner;
    }
    switch (e) {
        case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
            out.append(in.text.substr(in.pos, 2));
            in.pos += 2;
            return Step::Continue;
        case 'u':
            return unicode_escape(in, out, repairs);
        case '\'':
            repairs.push_back({RepairKind::InvalidEscape, in.pos, "\\'", "'"});
            out += '\'';
            in.pos += 2;
            return Step::Continue;
        case '`':
            if (quote_ != QuoteMark::Backtick) break;
            repairs.push_back({RepairKind::InvalidEscape, in.pos, "\\`", "`"});
            out += '`';
            in.pos += 2;
            return Step::Continue;
        default:
            break;
    }
    // An escape JSON does not know keeps its backslash as a character (`\d` in a regex,
    // `C:\Users`), but which character was meant is unknown: JavaScript reads `\d` as `d`
    // and Python as `\d`; C and Python read `\a` as BEL.
    repairs.push_back({RepairKind::BrokenEscape, in.pos, "\\", "\\\\"});
    out += "\\\\";
    in.pos += 1;
    return Step::Continue;
}

StringScanner::Step StringScanner::unicode_escape(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    const std::size_t digits = hex_digits_at(in, in.pos + 2);
    if (digits < 4) {
        if (in.pos + 2 + digits == in.text.size()) return Step::NeedMore;
        repairs.push_back({RepairKind::BrokenEscape, in.pos, "\\u", "\\\\u"});
        out += "\\\\u";
        in.pos += 2;
        return Step::Continue;
    }
    const unsigned code = hex_value(in.text.substr(in.pos + 2, 4));
    std::size_t length = 6;
    bool lone = code >= 0xDC00 && code <= 0xDFFF;
    if (code >= 0xD800 && code <= 0xDBFF) {
        const Peek low = low_surrogate_at(in, in.pos + 6);
        if (low == Peek::NeedMore) return Step::NeedMore;
        if (low == Peek::Yes) length = 12;
        lone = low == Peek::No;
    }
    if (lone) {
        repairs.push_back({RepairKind::InvalidEscape, in.pos, std::string(in.text.substr(in.pos, 6)), "\\ufffd"});
        out += "\\ufffd";
    } else {
        out.append(in.text.substr(in.pos, length));
    }
    in.pos += length;
    return Step::Continue;
}

StringScanner::Step StringScanner::multibyte(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    return copy_character(in, out, repairs) ? Step::Continue : Step::NeedMore;
}

template <typename Text>
bool copy_character(ScanInput& in, Text& out, ValueRepairs& repairs) {
    const std::size_t length = utf8_sequence_length(in.at(in.pos));
    if (length > 0 && in.available() < length) {
        // Wait for the rest of the sequence, unless the bytes so far already rule it out.
        bool prefix_fits = true;
        for (std::size_t i = 1; i < in.available(); ++i) prefix_fits = prefix_fits && (in.at(in.pos + i) & 0xC0) == 0x80;
        if (prefix_fits) return false;
    }
    const Utf8Char decoded = decode_utf8(in.text, in.pos);
    if (decoded.valid) {
        out.append(in.text.substr(in.pos, decoded.length));
    } else {
        repairs.push_back({RepairKind::InvalidUtf8, in.pos, std::string(1, in.text[in.pos]), "\xEF\xBF\xBD"});
        out += "\xEF\xBF\xBD";
    }
    in.pos += decoded.length;
    return true;
}

template bool copy_character(ScanInput& in, std::string& out, ValueRepairs& repairs);
template bool copy_character(ScanInput& in, RepairedText& out, ValueRepairs& repairs);

}  // namespace sg

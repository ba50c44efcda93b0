#include "repair/quote_marks.h"

namespace sg {
namespace {

// “ ” ‘ ’ … are E2 80 9C, E2 80 9D, E2 80 98, E2 80 99, E2 80 A6.
constexpr unsigned char kPunctuationLead = 0xE2;
constexpr unsigned char kPunctuationSecond = 0x80;

// Whether the bytes from `at` begin the three-byte mark E2 80 `last`; NeedMore while a
// matching prefix has arrived but the mark is not complete (also at the end of the input:
// the mark was cut, and what was cut is dropped as truncated).
Peek punctuation_at(const ScanInput& in, std::size_t at, unsigned char last) {
    const std::size_t have = in.text.size() - at;
    const unsigned char expected[3] = {kPunctuationLead, kPunctuationSecond, last};
    for (std::size_t i = 0; i < 3; ++i) {
        if (i == have) return Peek::NeedMore;
        if (in.at(at + i) != expected[i]) return Peek::No;
    }
    return Peek::Yes;
}

}  // namespace

QuoteAt quote_at(const ScanInput& in, std::size_t at) {
    const unsigned char c = in.at(at);
    if (c == '"') return {QuoteMark::Double, 1, false};
    if (c == '\'') return {QuoteMark::Single, 1, false};
    if (c == '`') return {QuoteMark::Backtick, 1, false};
    if (c == '\\') {
        if (at + 1 == in.text.size()) return {QuoteMark::None, 0, !in.ended};
        return in.text[at + 1] == '"' ? QuoteAt{QuoteMark::Escaped, 2, false} : QuoteAt{};
    }
    if (c != kPunctuationLead) return {};
    const struct {
        unsigned char last;
        QuoteMark mark;
    } smart[] = {{0x9C, QuoteMark::SmartDouble}, {0x9D, QuoteMark::SmartDouble},
                 {0x98, QuoteMark::SmartSingle}, {0x99, QuoteMark::SmartSingle}};
    for (const auto& candidate : smart) {
        const Peek found = punctuation_at(in, at, candidate.last);
        if (found == Peek::NeedMore) return {QuoteMark::None, 0, true};
        if (found == Peek::Yes) return {candidate.mark, 3, false};
    }
    return {};
}

bool closes_quote(QuoteMark open, QuoteMark mark) {
    switch (open) {
        case QuoteMark::Double: return mark == QuoteMark::Double;
        case QuoteMark::Single: return mark == QuoteMark::Single;
        case QuoteMark::Backtick: return mark == QuoteMark::Backtick;
        case QuoteMark::Escaped: return mark == QuoteMark::Escaped;
        case QuoteMark::SmartDouble: return mark == QuoteMark::SmartDouble || mark == QuoteMark::Double;
        case QuoteMark::SmartSingle: return mark == QuoteMark::SmartSingle || mark == QuoteMark::Single;
        case QuoteMark::None: return false;
    }
    return false;
}

RepairKind quote_repair_kind(QuoteMark mark) {
    if (mark == QuoteMark::Single) return RepairKind::SingleQuotes;
    if (mark == QuoteMark::Escaped) return RepairKind::EscapedQuotes;
    return mark == QuoteMark::Backtick ? RepairKind::BacktickQuotes : RepairKind::SmartQuotes;
}

Peek triple_quote_at(const ScanInput& in, std::size_t at) {
    const char mark = in.text[at];
    if (mark != '"' && mark != '\'') return Peek::No;
    for (std::size_t i = 1; i < 3; ++i) {
        if (at + i == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
        if (in.text[at + i] != mark) return Peek::No;
    }
    return Peek::Yes;
}

Peek doubled_quote_at(const ScanInput& in, std::size_t at) {
    const char mark = in.text[at];
    if ((mark != '"' && mark != '\'') || at + 2 >= in.text.size() || in.text[at + 1] != mark) return Peek::No;
    // `""this" of that"` is an empty-looking opening and an inner quote: the next mark ends
    // the string only when the doubled reading is right (`""value"}`, `""key"":`, `"" key":`).
    const std::size_t limit = at + 2 + kLookaheadBytes;
    std::size_t next = at + 2;
    while (next < in.text.size() && next < limit && in.text[next] == ' ') ++next;
    if (next == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (!is_identifier_char(in.at(next))) return Peek::No;
    while (next < in.text.size() && next < limit && in.text[next] != mark) next += in.text[next] == '\\' ? 2 : 1;
    if (next >= in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    if (next >= limit) return Peek::No;
    std::size_t after = next + 1;
    while (after < in.text.size() && after < limit && is_json_space(in.at(after))) ++after;
    if (after == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    const char c = in.text[after];
    return c == ',' || c == '}' || c == ']' || c == ':' || c == mark ? Peek::Yes : Peek::No;
}

Peek ellipsis_at(const ScanInput& in, std::size_t at) {
    if (in.at(at) == '.') {
        for (std::size_t i = 1; i < 3; ++i) {
            if (at + i == in.text.size()) return Peek::NeedMore;
            if (in.at(at + i) != '.') return Peek::No;
        }
        return Peek::Yes;
    }
    return punctuation_at(in, at, 0xA6);
}

}  // namespace sg

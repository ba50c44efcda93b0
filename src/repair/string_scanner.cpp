#include "repair/string_scanner.h"

#include "core/byte_runs.h"
#include "repair/special_space.h"

namespace sg {
namespace {

std::string control_escape(unsigned char c) {
    switch (c) {
        case '\b': return "\\b";
        case '\f': return "\\f";
        case '\n': return "\\n";
        case '\r': return "\\r";
        case '\t': return "\\t";
        default: break;
    }
    const char* digits = "0123456789abcdef";
    return std::string("\\u00") + digits[c >> 4] + digits[c & 0xF];
}

// After the `,` that follows a quote in an object: a key (quoted, or a word and a colon), a
// `}` or a comment means the quote closed the string; prose ("then left") means it did not.
Peek key_follows(const ScanInput& in, std::size_t at, std::size_t limit) {
    at = skip_blanks(in, at, limit);
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    if (at == limit) return Peek::Yes;
    const unsigned char c = in.at(at);
    // A container where a key belongs: the quote was real and the object's `}` is what is missing.
    if (c == '"' || c == '\'' || c == '}' || c == '/' || c == 0xE2 || c == '.' || c == '{' || c == '[' || c == '\\') {
        return Peek::Yes;  // `\` starts the next key of escaped JSON (`\"b\":`)
    }
    if (!is_identifier_char(c) && c != '-') return Peek::No;  // a word, or a number as a key (`5: "x"`)
    // A number as a key may have a sign and a decimal point (`2.17: "e"`).
    const bool number = c == '-' || (c >= '0' && c <= '9');
    if (c == '-') ++at;
    while (at < in.text.size() && at < limit && (is_identifier_char(in.at(at)) || (number && in.at(at) == '.'))) ++at;
    // `"Ann", age": 30`: a key that lost its opening quote still names a key.
    if (at < in.text.size() && at < limit && in.at(at) == '"') ++at;
    at = skip_blanks(in, at, limit);
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    if (at == limit) return Peek::Yes;
    return in.at(at) == ':' ? Peek::Yes : Peek::No;
}

// Nothing but closers and blanks from `at` to the end of the reply, within `limit`.
Peek closers_end_reply(const ScanInput& in, std::size_t at, std::size_t limit) {
    while (at < in.text.size() && at < limit && (is_json_space(in.at(at)) || in.at(at) == '}' || in.at(at) == ']')) ++at;
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    return Peek::No;
}

// `"a" + "b"`, `"a" + /* … */ "b"`: after the `+`, another string.
Peek string_follows(const ScanInput& in, std::size_t at, std::size_t limit) {
    at = skip_blanks_and_comments(in, at, limit);
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    return at < limit && (in.at(at) == '"' || in.at(at) == '\'') ? Peek::Yes : Peek::No;
}

// After a quote: a bare word, then what ends an element. In an array `"a" b", "c"` (the
// word is the next element, its opening quote lost); in an object `"x" true}` (the word is
// stray text after the value). A word followed by more words is text inside the string.
Peek word_then_end(const ScanInput& in, std::size_t at, std::size_t limit, bool array) {
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (!is_identifier_char(in.at(at))) return Peek::No;
    while (at < in.text.size() && at < limit && is_identifier_char(in.at(at))) ++at;
    if (array) {
        if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
        if (at == limit || in.at(at) != '"') return Peek::No;
        ++at;
    }
    while (at < in.text.size() && at < limit && (in.at(at) == ' ' || in.at(at) == '\t')) ++at;
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (at == limit) return Peek::No;
    const unsigned char c = in.at(at);
    return (array ? c == ',' || c == ']' : c == '}') ? Peek::Yes : Peek::No;
}

}  // namespace

void StringScanner::open(QuoteMark quote, Role role, Container container, Marks marks) {
    quote_ = quote;
    role_ = role;
    container_ = container;
    triple_ = marks == Marks::Thrice;
    leading_line_ = triple_;
    doubled_ = marks == Marks::Twice;
    inner_quotes_ = 0;
    key_colon_.reset();
}

bool StringScanner::is_plain(unsigned char c) const {
    if (c < 0x20 || c >= 0x80 || c == '\\' || c == '"') return false;
    if (c == ':') return role_ == Role::Value || key_colon_.has_value();
    if (c == '}' || c == ']') return role_ == Role::Key || quote_ != QuoteMark::Double || triple_;
    if (c == ',') return role_ == Role::Key || quote_ != QuoteMark::Double || triple_;
    if (c == '`') return quote_ != QuoteMark::Backtick;
    return c != '\'' || (quote_ != QuoteMark::Single && quote_ != QuoteMark::SmartSingle);
}

bool StringScanner::scan(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    if (!read(in, out, repairs)) return false;
    // Quotes inside text come in pairs ("a "quoted" word"): a last one without its partner may
    // have been the string's end, so where the string ends is a guess.
    if (inner_quotes_ % 2 == 1 && last_inner_quote_ < repairs.size() &&
        repairs[last_inner_quote_].kind == RepairKind::InnerQuote) {
        repairs[last_inner_quote_].kind = RepairKind::UnpairedQuote;
    }
    return true;
}

bool StringScanner::read(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    if (leading_line_ && in.pos < in.text.size()) {
        leading_line_ = false;
        if (in.text[in.pos] == '\n' && !repairs.empty()) {  // `"""\n`: the opening mark's line break
            repairs.back().removed += '\n';
            ++in.pos;
        }
    }
    while (in.pos < in.text.size()) {
        const unsigned char c = in.at(in.pos);
        if (is_plain(c)) {
            const std::size_t start = in.pos;
            in.pos = skip_plain_text(in.text, in.pos);
            // Letters, digits and spaces are plain in every string: is_plain() weighs the rest.
            while (in.pos < in.text.size() && (is_identifier_char(in.at(in.pos)) || in.at(in.pos) == ' ' || is_plain(in.at(in.pos)))) {
                ++in.pos;
            }
            out.append(in.text.substr(start, in.pos - start));
            continue;
        }
        Step step = Step::Continue;
        if (c == '\\') {
            step = escape(in, out, repairs);
        } else if (c < 0x20) {
            if ((c == '\n' || c == '\r') && role_ == Role::Value && quote_ == QuoteMark::Double && !triple_) {
                const Peek ends = line_ends_string(in, in.pos);
                if (ends == Peek::NeedMore) return false;
                if (ends == Peek::Yes) {
                    close_missing(in, out, repairs, end_kind(in));
                    return true;
                }
            }
            const std::string escaped = control_escape(c);
            repairs.push_back({RepairKind::ControlCharacter, in.pos, std::string(1, static_cast<char>(c)), escaped});
            out += escaped;
            ++in.pos;
        } else if (c == ',') {
            step = comma(in, out, repairs);
        } else if (c == ':') {
            key_colon_ = KeyColon{in.pos, out.size(), repairs.size()};
            out += ':';
            ++in.pos;
        } else if (c == '}' || c == ']') {
            const Peek ends = closer_ends_string(in, in.pos);
            if (ends == Peek::NeedMore) return false;
            if (ends == Peek::Yes) {
                close_missing(in, out, repairs, end_kind(in));
                return true;
            }
            out += static_cast<char>(c);
            ++in.pos;
        } else if (c == '"' || c == '\'' || c == '`' || c == 0xE2) {
            const QuoteAt mark = quote_at(in, in.pos);
            if (mark.need_more) return false;
            if (mark.mark == QuoteMark::None) step = multibyte(in, out, repairs);
            else step = triple_ ? triple_quote(in, mark, out, repairs) : quote(in, mark, out, repairs);
        } else {
            step = multibyte(in, out, repairs);
        }
        if (step == Step::NeedMore) return false;
        if (step == Step::Closed) return true;
    }
    return false;
}

StringScanner::Step StringScanner::quote(ScanInput& in, const QuoteAt& mark, RepairedText& out,
                                         ValueRepairs& repairs) {
    const std::string_view bytes = in.text.substr(in.pos, mark.length);
    if (doubled_ && closes_quote(quote_, mark.mark)) {
        const Step closed = doubled_close(in, mark, out, repairs);
        if (closed != Step::Continue) return closed;
    }
    if (closes_quote(quote_, mark.mark)) {
        const Peek ends = role_ == Role::Key ? ends_key(in, in.pos + mark.length) : ends_value(in, in.pos + mark.length);
        if (ends == Peek::NeedMore) return Step::NeedMore;
        if (ends == Peek::Yes) {
            if (mark.mark != QuoteMark::Double) repairs.push_back({quote_repair_kind(mark.mark), in.pos, std::string(bytes), "\""});
            out += '"';
            in.pos += mark.length;
            return Step::Closed;
        }
    }
    if (mark.mark == QuoteMark::Double) {
        // A `"` that stays inside the string: a guess when it could have closed the string,
        // a necessity when the string was delimited by other marks.
        const RepairKind kind = closes_quote(quote_, mark.mark) ? RepairKind::InnerQuote : quote_repair_kind(quote_);
        // An inch or seconds mark (`6" tall`, `5'10"`) quotes nothing: it has no partner to find.
        const bool unit_mark = in.pos > 0 && in.at(in.pos - 1) >= '0' && in.at(in.pos - 1) <= '9';
        if (kind == RepairKind::InnerQuote && !unit_mark) {
            ++inner_quotes_;
            last_inner_quote_ = repairs.size();
        }
        repairs.push_back({kind, in.pos, "\"", "\\\""});
        out += "\\\"";
    } else {
        out.append(bytes);
    }
    in.pos += mark.length;
    return Step::Continue;
}

// `value""` in a string opened by `""`: the pair closes it as one mark, when a key's or a
// value's end follows (Closed); Continue when it does not.
StringScanner::Step StringScanner::doubled_close(ScanInput& in, const QuoteAt& mark, RepairedText& out,
                                                 ValueRepairs& repairs) {
    const std::size_t second = in.pos + 1;
    if (second == in.text.size()) return in.ended ? Step::Continue : Step::NeedMore;
    if (in.text[second] != in.text[in.pos]) return Step::Continue;
    if (role_ == Role::Value) {
        const Peek ends = ends_value(in, second + 1);
        if (ends != Peek::Yes) return ends == Peek::NeedMore ? Step::NeedMore : Step::Continue;
    }
    if (mark.mark != QuoteMark::Double) repairs.push_back({quote_repair_kind(mark.mark), in.pos, std::string(1, in.text[in.pos]), "\""});
    repairs.push_back({RepairKind::DoubledQuote, second, std::string(1, in.text[second]), ""});
    out += '"';
    in.pos = second + 1;
    return Step::Closed;
}

// A `"` ends a key (`{"a" 1}` lacks a colon) unless a word is glued to it and a quote and a
// colon end that word (`{"k"e"y": 1}`: inner quotes; a key holding a colon lost its closing
// quote instead); another mark followed by a letter is an apostrophe (`{'it's': 1}`).
Peek StringScanner::ends_key(const ScanInput& in, std::size_t after) const {
    if (quote_ == QuoteMark::Double && key_colon_) return Peek::Yes;
    if (quote_ == QuoteMark::Double) {
        const std::size_t limit = after + kLookaheadBytes;
        std::size_t at = after;
        while (at < in.text.size() && at < limit && (is_identifier_char(in.at(at)) || in.at(at) == '"')) ++at;
        if (at == after || in.at(at - 1) != '"') return at == in.text.size() && !in.ended ? Peek::NeedMore : Peek::Yes;
        at = skip_blanks(in, at, limit);
        if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
        return at < limit && in.at(at) == ':' ? Peek::No : Peek::Yes;
    }
    if (after == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    return is_identifier_char(in.at(after)) ? Peek::No : Peek::Yes;
}

Peek StringScanner::ends_value(const ScanInput& in, std::size_t after) const {
    const std::size_t limit = after + kLookaheadBytes;
    std::size_t at = skip_blanks(in, after, limit);
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    if (at == limit) return Peek::Yes;
    const unsigned char c = in.at(at);
    // `"say "hi"", "b": 2`: of two quotes side by side, the second is the one that can end.
    // Only a pair is weighed (a third quote keeps the old reading), so the look stays short.
    // In an object the pair may stand on two lines (a code block's quote line, then the
    // string's end): the second ends the member only when a key or the `}` follows it.
    const bool side_by_side = at == after || container_ == Container::Object;
    if (c == '"' && side_by_side && quote_ == QuoteMark::Double) {
        if (at + 1 == in.text.size() && !in.ended) return Peek::NeedMore;
        const bool pair = at + 1 == in.text.size() || in.at(at + 1) != '"';
        const Peek second = pair ? ends_value(in, at + 1) : Peek::No;
        if (second == Peek::NeedMore) return Peek::NeedMore;
        return second == Peek::Yes ? Peek::No : Peek::Yes;
    }
    switch (c) {
        case ',':
            return container_ == Container::Array ? Peek::Yes : key_follows(in, at + 1, limit);
        case '+':
            return string_follows(in, at + 1, limit);
        // `:` after a quote: a key follows the string (`["id": 1]` lost its `{`).
        case '}': case ']': case '"': case '\'': case '/': case '`': case ':': case 0xE2:
            return Peek::Yes;
        default:
            break;
    }
    // In an array a number or a container after the quote is a next element (missing comma).
    if (container_ == Container::Array && ((c >= '0' && c <= '9') || c == '-' || c == '{' || c == '[')) {
        return Peek::Yes;
    }
    // A quote after an inner one is its partner (`"a "quoted" word"`), not the string's end.
    return inner_quotes_ == 0 ? word_then_end(in, at, limit, container_ == Container::Array) : Peek::No;
}

// `\n    """`: the line break and indentation before a closing triple mark lay out the mark,
// not the text (as the line break right after the opening one): they are taken out of the
// string and into the mark's repair. Returns how many bytes of input that is.
std::size_t StringScanner::closing_layout(const ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    const auto is_blank = [](char c) { return c == ' ' || c == '\t'; };
    std::size_t blanks = 0;
    while (blanks + 2 < out.size() && blanks + 1 < in.pos && is_blank(out[out.size() - 1 - blanks]) &&
           in.text[in.pos - 1 - blanks] == out[out.size() - 1 - blanks]) {
        ++blanks;
    }
    const std::size_t line_break = in.pos - blanks - 1;
    const bool escaped = out.size() >= blanks + 2 && out.has_at(out.size() - blanks - 2, "\\n") &&
                         in.text[line_break] == '\n';
    if (!escaped || repairs.empty() || repairs.back().offset != line_break) return 0;
    repairs.pop_back();  // the control_character repair of that line break
    out.resize(out.size() - blanks - 2);
    return blanks + 1;
}

// In a """string""" only the opening mark, tripled, closes it; any other mark is text.
StringScanner::Step StringScanner::triple_quote(ScanInput& in, const QuoteAt& mark, RepairedText& out,
                                                ValueRepairs& repairs) {
    const char own = quote_ == QuoteMark::Double ? '"' : '\'';
    if (in.text[in.pos] == own) {
        std::size_t run = 1;
        while (run < 3 && in.pos + run < in.text.size() && in.text[in.pos + run] == own) ++run;
        if (run < 3 && in.pos + run == in.text.size() && !in.ended) return Step::NeedMore;
        if (run == 3) {
            const std::size_t layout = closing_layout(in, out, repairs);
            repairs.push_back({RepairKind::TripleQuotes, in.pos - layout, std::string(in.text.substr(in.pos - layout, layout + 3)), "\""});
            out += '"';
            in.pos += 3;
            return Step::Closed;
        }
    }
    if (mark.mark == QuoteMark::Double) {
        repairs.push_back({RepairKind::TripleQuotes, in.pos, "\"", "\\\""});
        out += "\\\"";
    } else {
        out.append(in.text.substr(in.pos, mark.length));
    }
    in.pos += mark.length;
    return Step::Continue;
}

// A string closed where only the reply's closing brackets follow was left open by the reply:
// the quote may be missing, or the reply may have been cut inside the string (`"b}`).
RepairKind StringScanner::end_kind(const ScanInput& in) {
    const bool at_end = closers_end_reply(in, in.pos, in.pos + kLookaheadBytes) == Peek::Yes;
    return at_end ? RepairKind::UnterminatedString : RepairKind::MissingQuote;
}

// Inserts the closing quote a string lacks at in.pos, before the blanks that end its text
// (`"abc  ]` is "abc"): they were whitespace after it.
void StringScanner::close_missing(const ScanInput& in, RepairedText& out, ValueRepairs& repairs,
                                  RepairKind kind) const {
    std::size_t blanks = 0;
    while (blanks < out.size() && blanks < in.pos) {
        const char c = in.text[in.pos - 1 - blanks];
        if ((c != ' ' && c != '\t') || out[out.size() - 1 - blanks] != c) break;
        ++blanks;
    }
    const std::string trailing = out.substr(out.size() - blanks);
    out.resize(out.size() - blanks);
    repairs.push_back({kind, in.pos - blanks, "", "\""});
    out += '"';
    out += trailing;
}

// `"a, "b": 1` or `["a, "b"]`: the string's closing quote is missing before the comma.
StringScanner::Step StringScanner::comma(ScanInput& in, RepairedText& out, ValueRepairs& repairs) {
    const Peek next = next_element_follows(in, in.pos + 1);
    if (next == Peek::NeedMore) return Step::NeedMore;
    if (next == Peek::Yes) {
        close_missing(in, out, repairs, RepairKind::MissingQuote);
        return Step::Closed;
    }
    out += ',';
    ++in.pos;
    return Step::Continue;
}

// After a `,` inside a string: the next element or member with its key, within the look-ahead.
Peek StringScanner::next_element_follows(const ScanInput& in, std::size_t after) const {
    const std::size_t at = skip_blanks(in, after, after + kLookaheadBytes);
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    return element_starts(in, at, container_ == Container::Object);
}

Peek element_starts(const ScanInput& in, std::size_t at, bool object) {
    const std::size_t limit = at + kLookaheadBytes;
    const auto skip = [&](auto&& more) {
        while (at < in.text.size() && at < limit && more(in.at(at))) ++at;
        if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
        return at == limit ? Peek::No : Peek::Yes;
    };
    if (at == in.text.size() || in.at(at) != '"') return at == in.text.size() && !in.ended ? Peek::NeedMore : Peek::No;
    ++at;
    Peek found = skip([](unsigned char c) { return c != '"' && c != '\\' && c >= 0x20; });
    if (found != Peek::Yes || in.at(at) != '"') return found == Peek::NeedMore ? found : Peek::No;
    at = skip_blanks(in, at + 1, limit);
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (at == limit) return Peek::No;
    const unsigned char c = in.at(at);
    return (object ? c == ':' : c == ',' || c == ']') ? Peek::Yes : Peek::No;
}

// At a line break inside a string: the next line starts with what follows a whole value (a
// closer, or the next key or element), so the string's closing quote is missing.
Peek StringScanner::line_ends_string(const ScanInput& in, std::size_t at) const {
    const std::size_t limit = at + kLookaheadBytes;
    while (at < in.text.size() && at < limit && is_json_space(in.at(at))) ++at;
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (at == limit) return Peek::No;
    const unsigned char c = in.at(at);
    if (c == '"') return element_starts(in, at, container_ == Container::Object);
    if (c != '}' && c != ']') return Peek::No;
    // Closers and blanks to the end of the reply, or a closer and a `,`: the value's end. Not a
    // closer and more text: a line of its own with `}` is as likely the end of code in the string.
    ++at;
    while (at < in.text.size() && at < limit && (is_json_space(in.at(at)) || in.at(at) == '}' || in.at(at) == ']')) ++at;
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    return at < limit && in.at(at) == ',' && in.at(at - 1) != '\n' ? Peek::Yes : Peek::No;
}

// A closer of the string's own container, then the end of the reply, or a `,` and the next
// object with its first key (`"eggs}, {"id": 2}`): the string's closing quote is missing
// before the closer. Anything else (`"see {x}, {y}"`, `"x}}"`) keeps the closer as text.
Peek StringScanner::closer_ends_string(const ScanInput& in, std::size_t at) const {
    const char own = container_ == Container::Object ? '}' : ']';
    if (in.text[at] != own) return Peek::No;
    const std::size_t limit = ++at + kLookaheadBytes;
    const auto skip_space = [&] {
        while (at < in.text.size() && at < limit && is_json_space(in.at(at))) ++at;
        if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
        return at == limit ? Peek::No : Peek::Yes;
    };
    // Closers and blanks to the end of the reply (`"close]\n}`) end the string too.
    const Peek to_end = closers_end_reply(in, at, limit);
    if (to_end != Peek::No) return to_end;
    const Peek after = skip_space();
    if (after != Peek::Yes) return after;
    if (in.at(at) != ',') return Peek::No;
    for (const char expected : {'{', '"'}) {
        ++at;
        const Peek found = skip_space();
        if (found != Peek::Yes) return found;
        if (in.text[at] != expected) return Peek::No;
    }
    return Peek::Yes;
}

}  // namespace sg

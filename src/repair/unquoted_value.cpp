// ValueScanner, continued: values a model wrote without quotes (rules L1, L2). A bare value
// that is no literal (`New York`, `12px`, `1/3`, `https://x.io/a?b=1`, `2024-01-15`) is content,
// so it is kept whole as a string: it runs to the `,`, `}`, `]` or line end that closes it,
// without the blanks before that. Its text is escaped as JSON needs; a `"` at its end is the
// closing quote of a string whose opening quote was missing (`{"a": b c"}`).
#include "repair/scalar_token.h"
#include "repair/string_scanner.h"
#include "repair/value_scanner.h"

namespace sg {
namespace {

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

// `,234` in `$1,234.50`: a thousands separator inside the value, not the end of it.
Peek digit_group_at(const ScanInput& in, std::size_t comma) {
    for (std::size_t i = 1; i <= 4; ++i) {
        if (comma + i == in.text.size()) return in.ended ? (i == 4 ? Peek::Yes : Peek::No) : Peek::NeedMore;
        const bool digit = is_digit(in.at(comma + i));
        if (i < 4 ? !digit : digit) return Peek::No;
    }
    return Peek::Yes;
}

// After a `,` in a bare value: a `"` before any other separator, and a `,` `}` `]` or the end
// right after it.
Peek closing_quote_ahead(const ScanInput& in, std::size_t at) {
    const std::size_t limit = at + kLookaheadBytes;
    for (; at < in.text.size() && at < limit; ++at) {
        const unsigned char c = in.at(at);
        if (c == ',' || c == '}' || c == ']' || c == '{' || c == '[' || c == '\n' || c == '\\') return Peek::No;
        if (c == '"') break;
    }
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    if (at == limit) return Peek::No;
    for (++at; at < in.text.size() && at < limit && (in.at(at) == ' ' || in.at(at) == '\t'); ++at) {
    }
    if (at == in.text.size()) return in.ended ? Peek::Yes : Peek::NeedMore;
    const unsigned char c = in.at(at);
    return at < limit && (c == ',' || c == '}' || c == ']' || c == '\n') ? Peek::Yes : Peek::No;
}

}  // namespace

void ValueScanner::begin_unquoted(std::size_t start, std::string_view read) {
    repairs_.push_back({RepairKind::UnquotedString, start, "", "\""});
    unquoted_repair_ = repairs_.size() - 1;
    out_ += '"';
    unquoted_out_ = out_.size();
    out_ += read;  // a word or number token: nothing in it needs escaping
    held_blanks_.clear();
    escaped_quote_out_ = 0;
    bare_depth_ = 0;
    unquoted_end_ = start + read.size();
    if (frames_.size() == 1 && !frames_.front().object) bare_text_ = true;
    mode_ = Mode::Unquoted;
    set_mark(unquoted_end_, true);
}

ValueScanner::Progress ValueScanner::unquoted(ScanInput& in) {
    while (in.pos < in.text.size()) {
        const unsigned char c = in.at(in.pos);
        if (c == ',' && unquoted_end_ == in.pos && unquoted_end_ > 0 && is_digit(in.at(in.pos - 1))) {
            const Peek group = digit_group_at(in, in.pos);
            if (group == Peek::NeedMore) return Progress::NeedMore;
            if (group == Peek::Yes) {
                const Progress progress = unquoted_char(in);
                if (progress != Progress::Continue) return progress;
                continue;
            }
        }
        if (c == ',' && bare_depth_ > 0) {
            // inside brackets the text opened: content
        } else if (c == ',') {
            // `y, z"`: a closing quote ahead means the comma is inside a string that lost its
            // opening quote (unless one closed the text already: `[a",b"]`).
            if (escaped_quote_out_ == out_.size() && held_blanks_.empty()) return end_unquoted();
            const Peek quoted = closing_quote_ahead(in, in.pos + 1);
            if (quoted == Peek::NeedMore) return Progress::NeedMore;
            if (quoted == Peek::No) return end_unquoted();
        } else if ((c == '}' || c == ']' || c == ')') && bare_depth_ > 0) {
            --bare_depth_;  // `words{in brackets}`, `max(a, b)`: a bracket opened in the text
        } else if (c == '}' || c == ']' || c == '\n' || c == '\r') {
            return end_unquoted();
        } else if (c == '{' || c == '[' || c == '(') {
            ++bare_depth_;
        } else if (c == '"' && !held_blanks_.empty()) {
            // `{"a": value "b": 2}`: a key (or in an array an element) starts after the blanks.
            const Peek next = element_starts(in, in.pos, frames_.back().object);
            if (next == Peek::NeedMore) return Progress::NeedMore;
            if (next == Peek::Yes) return end_unquoted();
        }
        if (c == ' ' || c == '\t') {
            held_blanks_ += static_cast<char>(c);
            ++in.pos;
            continue;
        }
        if (c < 0x20) return end_unquoted();
        if (c == '/' && !held_blanks_.empty()) {
            // ` // note` or ` /* note */` after the value is a comment, not part of it.
            if (in.available() < 2) return in.ended ? unquoted_char(in) : Progress::NeedMore;
            const char next = in.text[in.pos + 1];
            if (next == '/' || next == '*') return end_unquoted();
        }
        const Progress progress = unquoted_char(in);
        if (progress != Progress::Continue) return progress;
    }
    return Progress::NeedMore;
}

// One character of the value, with the blanks held before it.
ValueScanner::Progress ValueScanner::unquoted_char(ScanInput& in) {
    const unsigned char c = in.at(in.pos);
    const std::size_t blanks_at = in.pos - held_blanks_.size();  // the blanks held come right before
    const std::size_t repairs_before = repairs_.size();
    std::string character;
    if (c >= 0x80) {
        if (!copy_character(in, character, repairs_)) return Progress::NeedMore;
    } else if (c == '\\') {
        // `\"` and `\\` stay escapes (the quote that opened the string may have been lost);
        // any other backslash is text, as in a Windows path. `\/` is text too, but as likely an
        // escaped slash (`https:\/\/x.io`) as a regex's (`/a\/b/`): which is unknown.
        if (in.available() < 2 && !in.ended) return Progress::NeedMore;
        const char next = in.available() < 2 ? '\0' : in.text[in.pos + 1];
        if (next == '"' || next == '\\') {
            character = std::string(in.text.substr(in.pos, 2));
            in.pos += 2;
        } else {
            character = "\\\\";
            const RepairKind kind = next == '/' ? RepairKind::BrokenEscape : RepairKind::UnquotedString;
            repairs_.push_back({kind, in.pos++, "\\", character});
        }
    } else if (c == '"') {
        // A quote inside a bare value (`ObjectId("12")`, `He said "hi"`): the string it opens
        // may be the value meant, or text of it. Kept as text, and a guess.
        character = "\\\"";
        repairs_.push_back({RepairKind::UnpairedQuote, in.pos++, "\"", character});
    } else {
        character = static_cast<char>(c);
        ++in.pos;
    }
    write_held_blanks(blanks_at, repairs_before);
    out_ += character;
    escaped_quote_out_ = c == '"' ? out_.size() : 0;
    unquoted_end_ = in.pos;
    set_mark(in.pos, true);
    return Progress::Continue;
}

// The blanks held inside the value, which text followed: a tab is text of it, and JSON writes
// it escaped, as a raw tab in a quoted string is (its repair goes before the character's).
void ValueScanner::write_held_blanks(std::size_t at, std::size_t repairs_before) {
    std::vector<Repair> tabs;
    for (std::size_t i = 0; i < held_blanks_.size(); ++i) {
        if (held_blanks_[i] != '\t') {
            out_ += ' ';
            continue;
        }
        out_ += "\\t";
        tabs.push_back({RepairKind::ControlCharacter, at + i, "\t", "\\t"});
    }
    held_blanks_.clear();
    repairs_.insert(repairs_before, std::move(tabs));
}

ValueScanner::Progress ValueScanner::end_unquoted() {
    if (escaped_quote_out_ != 0 && escaped_quote_out_ == out_.size()) {
        // `b c"`: the `"` closes the string; the `"` inserted at its start was the one missing.
        // The quote is a guess right after another value (`["a" b"]`: it may as well have been
        // an inner one, `"a\" b"`) and after a number (`12345"` may be 12345).
        out_.resize(out_.size() - 2);
        repairs_.pop_back();
        const RepairKind before = unquoted_repair_ > 0 ? repairs_[unquoted_repair_ - 1].kind : RepairKind::TrailingComma;
        const bool after_value = before == RepairKind::MissingComma || before == RepairKind::GluedValues;
        const bool number = number_json(out_.substr(unquoted_out_)).valid;
        repairs_[unquoted_repair_].kind = after_value || number ? RepairKind::UnpairedQuote : RepairKind::MissingQuote;
    } else {
        repairs_.push_back({RepairKind::UnquotedString, unquoted_end_, "", "\""});
        // `{"a": -}`: a dash for "none", or a number whose digits are lost.
        const std::string text = out_.substr(unquoted_out_);
        if (text == "-" || text == "+") repairs_[unquoted_repair_].kind = RepairKind::LoneSign;
        // `(1, 2)`, `()`: a tuple (an array, to other readers) as much as a text.
        const bool parenthesised = text.size() >= 2 && text.front() == '(' && text.back() == ')';
        if (parenthesised) repairs_[unquoted_repair_].kind = RepairKind::AmbiguousValue;
    }
    out_ += '"';
    tape_.string(out_.own(), unquoted_out_, out_.size() - 1);
    mode_ = Mode::Structure;
    value_done(unquoted_end_);
    space(held_blanks_);
    held_blanks_.clear();
    return Progress::Continue;
}

}  // namespace sg

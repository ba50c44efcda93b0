// ValueScanner, continued: the tokens read byte by byte between structural characters:
// comments (removed), numbers and bare words (literals, unquoted keys). A token may arrive
// in any number of chunks; it ends only at a byte that cannot continue it.
#include <string_view>

#include "json/number_token.h"
#include "repair/scalar_token.h"
#include "repair/value_scanner.h"

namespace sg {

ValueScanner::Progress ValueScanner::comment_start(ScanInput& in) {
    if (in.available() < 2 && !in.ended) return Progress::NeedMore;
    // `/tmp/out.txt` where a value belongs is a bare value, not a comment.
    const bool value_position = expect_ == Expect::MemberValue || expect_ == Expect::ArrayFirst ||
                                expect_ == Expect::ArrayAfterComma || expect_ == Expect::ArrayAfterValue;
    // Elsewhere, a `/` the reply ends on is a comment the end cut short: the value is cut there
    // (truncated) as it stood before it, as a stream shows it while the next byte is awaited,
    // not closed whole.
    if (in.available() < 2 && !value_position) {
        comment_start_ = in.pos;
        in.pos += 1;
        mode_ = Mode::LineComment;
        return Progress::NeedMore;
    }
    const char kind = in.available() < 2 ? '\0' : in.text[in.pos + 1];
    if (kind != '/' && kind != '*') {
        if (!value_position) return fail_at_byte(in.pos, ReadingMessage::Unexpected, '/');
        if (expect_ != Expect::MemberValue) separate(in.pos);
        begin_unquoted(in.pos, "");
        return Progress::Continue;
    }
    comment_start_ = in.pos;
    in.pos += 2;
    star_ = false;
    html_comment_ = false;
    mode_ = kind == '/' ? Mode::LineComment : Mode::BlockComment;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::line_comment(ScanInput& in) {
    const std::size_t newline = in.text.find('\n', in.pos);
    if (newline == std::string_view::npos) {
        in.pos = in.text.size();
        return Progress::NeedMore;
    }
    // The line break (with a CR before it) stays: it is whitespace, not comment.
    in.pos = newline > comment_start_ && in.text[newline - 1] == '\r' ? newline - 1 : newline;
    repairs_.push_back({RepairKind::Comment, comment_start_,
                        std::string(in.text.substr(comment_start_, in.pos - comment_start_)), ""});
    mode_ = Mode::Structure;
    return Progress::Continue;
}

// `<!-- … -->`, as models that write HTML put between elements.
std::optional<ValueScanner::Progress> ValueScanner::html_comment_start(ScanInput& in) {
    constexpr std::string_view kOpen = "<!--";
    const std::string_view have = in.text.substr(in.pos, kOpen.size());
    if (have != kOpen.substr(0, have.size())) return std::nullopt;
    if (have.size() < kOpen.size()) return in.ended ? std::nullopt : std::optional(Progress::NeedMore);
    comment_start_ = in.pos;
    in.pos += kOpen.size();
    star_ = false;
    dashes_ = 0;
    html_comment_ = true;
    mode_ = Mode::BlockComment;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::block_comment(ScanInput& in) {
    while (in.pos < in.text.size()) {
        const unsigned char c = in.at(in.pos++);
        const bool closes = html_comment_ ? dashes_ >= 2 && c == '>' : star_ && c == '/';
        dashes_ = c == '-' ? dashes_ + 1 : 0;
        if (closes) {
            html_comment_ = false;
            repairs_.push_back({RepairKind::Comment, comment_start_,
                                std::string(in.text.substr(comment_start_, in.pos - comment_start_)), ""});
            mode_ = Mode::Structure;
            return Progress::Continue;
        }
        star_ = c == '*';
    }
    return Progress::NeedMore;
}

ValueScanner::Progress ValueScanner::token(ScanInput& in) {
    const bool number = mode_ == Mode::Number;
    // A number as a key keeps its sign and decimal point (`-2.17: "e"`).
    const unsigned char first = in.at(token_start_);
    const bool number_key = token_is_key_ && (first == '-' || (first >= '0' && first <= '9'));
    const std::size_t start = in.pos;
    while (in.pos < in.text.size()) {
        const unsigned char c = in.at(in.pos);
        const bool continues = number ? is_number_char(c)
                                      : is_identifier_char(c) || (number_key && (c == '.' || (c == '-' && in.pos == token_start_)));
        if (!continues) break;
        ++in.pos;
    }
    token_.append(in.text.substr(start, in.pos - start));
    // The token may go on in the next chunk: it ends only at a byte that cannot continue it.
    if (in.pos == in.text.size()) return Progress::NeedMore;
    if (number && (token_ == "-" || token_ == "+") && is_identifier_start(in.at(in.pos))) {
        mode_ = Mode::Word;  // -Infinity
        return Progress::Continue;
    }
    return number ? finish_number(in) : finish_word(in);
}

// A number ends at whitespace, a separator, a bracket, a quote or a comment; anything else
// (`12px`, `1/3`, `2024-01-15`, `10:30`, `10001"` that closes a string) makes the token the
// start of a bare value.
Peek ValueScanner::number_ends(const ScanInput& in) const {
    const unsigned char c = in.at(in.pos);
    if (c == '"') {
        const Peek closes = closing_quote_after(in);
        return closes == Peek::NeedMore ? closes : closes == Peek::Yes ? Peek::No : Peek::Yes;
    }
    if (is_json_space(c) || c == ',' || c == ']' || c == '}' || c == '{' || c == '[') {
        return Peek::Yes;
    }
    if (c != '/') return Peek::No;
    if (in.available() < 2) return in.ended ? Peek::No : Peek::NeedMore;
    const char next = in.text[in.pos + 1];
    return next == '/' || next == '*' ? Peek::Yes : Peek::No;
}

// `12345", "b": 2`: a quote glued to a number, then what ends the member or element: the
// closing quote of a string that lost its opening one, as after a bare word.
Peek ValueScanner::closing_quote_after(const ScanInput& in) const {
    if (in.at(in.pos) != '"') return Peek::No;
    const std::size_t limit = in.pos + 1 + kLookaheadBytes;
    std::size_t at = in.pos + 1;
    while (at < in.text.size() && at < limit && is_json_space(in.at(at))) ++at;
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    const unsigned char c = in.at(at);
    return at < limit && (c == ',' || c == '}' || c == ']') ? Peek::Yes : Peek::No;
}

ValueScanner::Progress ValueScanner::finish_number(ScanInput& in) {
    const Peek ends = number_ends(in);
    if (ends == Peek::NeedMore) return Progress::NeedMore;
    const ScalarJson number = number_json(token_);
    if (ends == Peek::No || !number.valid) {
        begin_unquoted(token_start_, token_);
        return Progress::Continue;
    }
    if (number.repair) repairs_.push_back({*number.repair, token_start_, token_, number.json});
    out_ += number.json;
    tape_.scalar(number.json, out_.size() - number.json.size());
    wide_number_ = wide_number_ || beyond_double_range(number.json);
    mode_ = Mode::Structure;
    value_done(in.pos);
    if (!number.repair && number.json.find_first_of(".eE") == std::string::npos) integer_end_ = in.pos;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::finish_word(ScanInput& in) {
    mode_ = Mode::Structure;
    if (token_is_key_) {
        const std::string key = "\"" + token_ + "\"";
        repairs_.push_back({RepairKind::UnquotedKey, token_start_, token_, key});
        out_ += key;
        tape_.string(out_.own(), out_.size() - key.size() + 1, out_.size() - 1);
        frames_.back().key = key;
        last_end_ = in.pos;
        unquoted_key_ = true;
        expect_ = Expect::Colon;
        return Progress::Continue;
    }
    const ScalarJson word = word_json(token_);
    if (!word.valid) {
        begin_unquoted(token_start_, token_);
        return Progress::Continue;
    }
    if (word.repair) repairs_.push_back({*word.repair, token_start_, token_, word.json});
    out_ += word.json;
    tape_.scalar(word.json, out_.size() - word.json.size());
    value_done(in.pos);
    return Progress::Continue;
}

}  // namespace sg

// ValueScanner, continued: the tokens read byte by byte between structural characters:
// comments (removed), numbers and bare words (literals, unquoted keys). A token may arrive
// in any number of chunks; it ends only at a byte that cannot continue it.
#include "repair/scalar_token.h"
#include "repair/value_scanner.h"

namespace sg {
namespace {

constexpr std::size_t kExcerptBytes = 40;

// `text` for an error message, shortened: a token may be as long as the reply.
std::string excerpt(std::string_view text) {
    if (text.size() <= kExcerptBytes) return "'" + std::string(text) + "'";
    return "'" + std::string(text.substr(0, kExcerptBytes)) + "…'";
}

}  // namespace

ValueScanner::Progress ValueScanner::comment_start(ScanInput& in) {
    if (in.available() < 2) return Progress::NeedMore;
    const char kind = in.text[in.pos + 1];
    if (kind != '/' && kind != '*') return fail(in.pos, "unexpected '/'");
    comment_start_ = in.pos;
    in.pos += 2;
    star_ = false;
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

ValueScanner::Progress ValueScanner::block_comment(ScanInput& in) {
    while (in.pos < in.text.size()) {
        const unsigned char c = in.at(in.pos++);
        if (star_ && c == '/') {
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
    const std::size_t start = in.pos;
    while (in.pos < in.text.size() && (number ? is_number_char(in.at(in.pos)) : is_identifier_char(in.at(in.pos)))) {
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

ValueScanner::Progress ValueScanner::finish_number(ScanInput& in) {
    const ScalarJson number = number_json(token_);
    if (!number.valid) return fail(token_start_, excerpt(token_) + " is not a number");
    if (number.repair) repairs_.push_back({*number.repair, token_start_, token_, number.json});
    out_ += number.json;
    mode_ = Mode::Structure;
    value_done(in.pos);
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::finish_word(ScanInput& in) {
    mode_ = Mode::Structure;
    if (token_is_key_) {
        const std::string key = "\"" + token_ + "\"";
        repairs_.push_back({RepairKind::UnquotedKey, token_start_, token_, key});
        out_ += key;
        frames_.back().key = key;
        last_end_ = in.pos;
        unquoted_key_ = true;
        expect_ = Expect::Colon;
        return Progress::Continue;
    }
    const ScalarJson word = word_json(token_);
    if (!word.valid) return fail(token_start_, excerpt(token_) + " is not a JSON value");
    if (word.repair) repairs_.push_back({*word.repair, token_start_, token_, word.json});
    out_ += word.json;
    value_done(in.pos);
    return Progress::Continue;
}

}  // namespace sg

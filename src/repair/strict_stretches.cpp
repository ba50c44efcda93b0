// ValueScanner, continued: the stretches of a reply that are strict JSON as it stands, a key
// and its colon or a plain integer, read at once as the strict reader reads them, instead of a
// turn of the state machine per token. Each writes what the lenient path writes for those
// bytes (text, entries, state); at the first byte the lenient rules may read otherwise, or at
// the end of the input so far, it reads nothing and leaves them to that path.
#include "core/byte_runs.h"
#include "json/number_token.h"
#include "repair/value_scanner.h"

namespace sg {

// `"name": ` where a key begins (after `{` or a `,`, so no separator is repaired): bytes the
// string scanner copies as they are, then a quote it ends the key at.
std::optional<ValueScanner::Progress> ValueScanner::plain_key(ScanInput& in) {
    const std::string_view text = in.text;
    string_.open(QuoteMark::Double, StringScanner::Role::Key, StringScanner::Container::Object);
    std::size_t quote = in.pos + 1;
    // Letters and digits are plain in every string: is_plain() weighs the rest.
    while (quote < text.size() && (is_identifier_char(text[quote]) || string_.is_plain(text[quote]))) ++quote;
    if (quote == in.pos + 1 || quote + 1 >= text.size() || text[quote] != '"' ||
        string_.ends_key(in, quote + 1) != Peek::Yes) {
        return std::nullopt;
    }
    separate(in.pos);
    string_is_key_ = true;
    key_out_start_ = out_.size();
    const std::string_view key = text.substr(in.pos, quote + 1 - in.pos);
    out_ += key;
    tape_.string(out_.own(), key_out_start_ + 1, out_.size() - 1);
    frames_.back().key.assign(key);
    in.pos = quote + 1;
    last_end_ = in.pos;
    unquoted_key_ = false;
    expect_ = Expect::Colon;
    const std::size_t colon = text[in.pos] == ':' ? in.pos : skip_json_space(text, in.pos);
    if (colon < text.size() && text[colon] == ':') {
        out_.append(text.substr(in.pos, colon - in.pos));
        out_ += ':';
        in.pos = colon + 1;
        expect_ = Expect::MemberValue;
    }
    return Progress::Continue;
}

// `-60` or `3` where a value begins, ended as number_ends() says a number ends: the number as
// finish_number() writes a token number_json() keeps as it is (no leading zero, no sign but `-`).
std::optional<ValueScanner::Progress> ValueScanner::plain_integer(ScanInput& in) {
    const std::string_view text = in.text;
    const std::size_t digits = in.pos + (text[in.pos] == '-' ? 1 : 0);
    std::size_t end = digits;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9') ++end;
    if (end == digits || end == text.size() || (text[digits] == '0' && end > digits + 1)) return std::nullopt;
    const ScanInput after{text, end, in.ended};
    if (number_ends(after) != Peek::Yes) return std::nullopt;
    const std::string_view number = text.substr(in.pos, end - in.pos);
    out_ += number;
    tape_.scalar(number, out_.size() - number.size());
    wide_number_ = wide_number_ || beyond_double_range(number);
    in.pos = end;
    value_done(end);
    integer_end_ = end;
    return Progress::Continue;
}

}  // namespace sg

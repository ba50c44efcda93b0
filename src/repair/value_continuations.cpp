// ValueScanner, continued: text after a whole value that continues that value rather than
// starting the next one (rule L1). `"a" + "b"` (JavaScript concatenation) is one string;
// `"amount": -2,000.50` is one number with thousands separators, not `-2` and a broken key.
// Both keep every character of content and remove only syntax.
#include "repair/value_scanner.h"

namespace sg {
namespace {

bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::optional<ValueScanner::Progress> ValueScanner::concatenation(ScanInput& in) {
    const std::size_t limit = in.pos + 1 + kLookaheadBytes;
    const std::size_t at = skip_blanks_and_comments(in, in.pos + 1, limit);
    if (at == in.text.size() && !in.ended) return Progress::NeedMore;
    if (at == in.text.size() || at == limit || in.at(at) != '"') return std::nullopt;
    const Peek triple = triple_quote_at(in, at);
    if (triple == Peek::NeedMore) return Progress::NeedMore;
    if (triple == Peek::Yes) return std::nullopt;
    repairs_.push_back({RepairKind::Concatenation, string_close_at_,
                        std::string(in.text.substr(string_close_at_, at + 1 - string_close_at_)), ""});
    out_.pop_back();  // the first string's closing quote
    tape_.cut(out_.size());
    pre_space_.clear();
    --values_;
    --frames_.back().count;
    value_mark_ = before_string_;
    in.pos = at + 1;
    const bool object = frames_.back().object;
    string_.open(QuoteMark::Double, StringScanner::Role::Value,
                 object ? StringScanner::Container::Object : StringScanner::Container::Array);
    string_is_key_ = false;
    mode_ = Mode::String;
    set_mark(in.pos, true);
    return Progress::Continue;
}

// Right after `<integer>,`: three digits that end there (or go on with `.` and a fraction)
// continue the integer when they cannot start a member (a key is no number). `0,789` is no
// thousands: JSON has no number 0789.
std::optional<ValueScanner::Progress> ValueScanner::digit_group(ScanInput& in) {
    if (expect_ != Expect::ObjectAfterComma || integer_end_ != comma_at_ || in.pos != comma_at_ + 1) return std::nullopt;
    std::size_t first_digit = out_.size();
    while (first_digit > 0 && is_digit(out_[first_digit - 1])) --first_digit;
    if (out_[first_digit] == '0') return std::nullopt;
    const std::size_t limit = in.pos + kLookaheadBytes;
    std::size_t at = in.pos;
    while (at < in.text.size() && at < limit && is_digit(in.at(at))) ++at;
    bool fraction = false;
    if (at == in.pos + 3 && at < in.text.size() && in.at(at) == '.') {
        const std::size_t digits = at + 1;
        std::size_t end = digits;
        while (end < in.text.size() && end < limit && is_digit(in.at(end))) ++end;
        if (end == in.text.size() && !in.ended) return Progress::NeedMore;
        fraction = end > digits;
        if (fraction) at = end;
    }
    if ((at == in.text.size() && !in.ended) || at == limit) return at == limit ? std::nullopt : std::optional(Progress::NeedMore);
    const std::size_t grouped = fraction ? 3 : at - in.pos;
    if (grouped != 3) return std::nullopt;
    repairs_.push_back({RepairKind::NumberFormat, comma_at_, ",", ""});
    out_.append(in.text.substr(in.pos, at - in.pos));
    tape_.grow_number(out_.own(), out_.size());
    in.pos = at;
    last_end_ = at;
    expect_ = Expect::ObjectAfterMember;
    integer_end_ = fraction ? 0 : at;
    set_mark(at, false);
    value_mark_ = mark_;
    return Progress::Continue;
}

}  // namespace sg

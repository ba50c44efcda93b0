#include "repair/value_scanner.h"

#include "core/byte_runs.h"
#include "core/limits.h"
#include "core/message_fill.h"
#include "repair/quote_marks.h"
#include "repair/special_space.h"

namespace sg {
namespace {

std::string describe_byte(unsigned char c, Language language) {
    if (c >= 0x20 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
    const char* digits = "0123456789ABCDEF";
    const char hex[] = {digits[c >> 4], digits[c & 0xF]};
    return fill_message(reading_text(ReadingMessage::Byte, language), {std::string_view(hex, 2)});
}

// After a closer: a `,` within the look-ahead, so that more elements follow it.
Peek more_elements_follow(const ScanInput& in, std::size_t at) {
    const std::size_t limit = at + kLookaheadBytes;
    while (at < in.text.size() && at < limit && is_json_space(in.at(at))) ++at;
    if (at == in.text.size()) return in.ended ? Peek::No : Peek::NeedMore;
    return at < limit && in.at(at) == ',' ? Peek::Yes : Peek::No;
}

}  // namespace

ValueScanner::Status ValueScanner::start(ScanInput& in) {
    // Room for what most values need at once, where growing to it would allocate again and again.
    frames_.reserve(kFramesRoom);
    repairs_.reserve(kRepairsRoom);
    if (open_container(in) == Progress::Failed) return Status::Failed;
    return run(in);
}

ValueScanner::Status ValueScanner::resume(ScanInput& in) { return run(in); }

ValueScanner::Status ValueScanner::run(ScanInput& in) {
    for (;;) {
        if (repairs_.size() > max_repairs_) {
            fail(in.pos, fill_message(reading_text(ReadingMessage::TooManyRepairs, language_), {std::to_string(limits::kMaxRepairs)}),
                 true);
            return Status::Failed;
        }
        Progress progress = Progress::Continue;
        switch (mode_) {
            case Mode::Structure: progress = structure(in); break;
            case Mode::String: progress = string(in); break;
            case Mode::Number:
            case Mode::Word: progress = token(in); break;
            case Mode::Unquoted: progress = unquoted(in); break;
            case Mode::LineComment: progress = line_comment(in); break;
            case Mode::BlockComment: progress = block_comment(in); break;
        }
        switch (progress) {
            case Progress::Continue: break;
            case Progress::NeedMore: return Status::NeedMore;
            case Progress::Done: return Status::Done;
            case Progress::Failed: return Status::Failed;
        }
    }
}

ValueScanner::Progress ValueScanner::structure(ScanInput& in) {
    if (in.pos == in.text.size()) return Progress::NeedMore;
    if (is_json_space(in.at(in.pos))) {  // most tokens follow another at once: no call to skip none
        const std::size_t blanks = in.pos;
        in.pos = skip_json_space(in.text, in.pos);
        space(in.text.substr(blanks, in.pos - blanks));
        if (in.pos == in.text.size()) return Progress::NeedMore;
    }
    const unsigned char c = in.at(in.pos);
    if (c == '/') return comment_start(in);
    if (c == '<') {
        if (const auto comment = html_comment_start(in)) return *comment;
    }
    if (c >= 0xC2) {
        if (const auto spaced = special_space(in)) return *spaced;
    }
    if (c == '+' && string_close_at_ != 0 && after_element()) {
        if (const auto joined = concatenation(in)) return *joined;
    }
    switch (expect_) {
        case Expect::ArrayFirst:
        case Expect::ArrayAfterComma:
        case Expect::ArrayAfterValue: return in_array(in, c);
        case Expect::ObjectFirst:
        case Expect::ObjectAfterComma:
        case Expect::ObjectAfterMember: return in_object(in, c);
        case Expect::Colon: return colon(in, c);
        case Expect::MemberValue: break;
    }
    const Start kind = classify(in);
    if (kind == Start::NeedMore) return Progress::NeedMore;
    if (kind == Start::None || kind == Start::Ellipsis) {
        return fail_at_byte(in.pos, ReadingMessage::ExpectedValueAfterColon, c);
    }
    return begin_value(in, kind);
}

ValueScanner::Progress ValueScanner::in_array(ScanInput& in, unsigned char c) {
    if (c == ']') return close_container(in);
    if (c == '}') return mismatched_closer(in, c);
    if (c == ',') return comma(in);
    const Start kind = classify(in);
    if (kind == Start::NeedMore) return Progress::NeedMore;
    if (kind == Start::Ellipsis) return skip_ellipsis(in);
    if (kind == Start::None) return fail_at_byte(in.pos, ReadingMessage::ExpectedItem, c);
    separate(in.pos);
    return begin_value(in, kind);
}

ValueScanner::Progress ValueScanner::in_object(ScanInput& in, unsigned char c) {
    if (c == '}') return close_container(in);
    if (c == ']') return mismatched_closer(in, c);
    if (c == ',') return comma(in);
    if (c >= '0' && c <= '9' && integer_end_ != 0) {
        if (const auto grouped = digit_group(in)) return *grouped;
    }
    if (c == '{' && expect_ == Expect::ObjectAfterMember && frames_.size() > 1 && !frames_[frames_.size() - 2].object) {
        // `[{"i": 1{"i": 2}]`: the next object of the array starts where this one's `}` is missing.
        drop_separators();
        return insert_closer(in);
    }
    if (c == '"' && expect_ != Expect::ObjectAfterMember) {
        if (const auto key = plain_key(in)) return *key;
    }
    const Start kind = classify(in);
    if (kind == Start::NeedMore) return Progress::NeedMore;
    if (kind == Start::Ellipsis) return skip_ellipsis(in);
    if (kind != Start::Quote && kind != Start::Word && kind != Start::Number) {
        return fail_at_byte(in.pos, ReadingMessage::ExpectedKey, c);
    }
    separate(in.pos);
    return begin_key(in, kind);
}

ValueScanner::Progress ValueScanner::colon(ScanInput& in, unsigned char c) {
    if (c != ':' && !unquoted_key_ && string_.key_colon()) return key_ends_at_colon(in);
    if (c == '"' && unquoted_key_) {
        if (const auto closed = quote_after_bare_key(in)) return *closed;
    }
    const bool equals = c == '=' && !unquoted_key_;
    if (equals) {
        // `{"a" = 1}`, `{"a" => 1}`: another language's key-value separator, written as `:`.
        if (in.available() < 2 && !in.ended) return Progress::NeedMore;
        const std::size_t length = in.available() >= 2 && in.text[in.pos + 1] == '>' ? 2 : 1;
        repairs_.push_back({RepairKind::MissingColon, in.pos, std::string(in.text.substr(in.pos, length)), ":"});
        in.pos += length - 1;  // the separator's last byte is stepped over as a `:` is
    }
    if (c != ':' && !equals) {
        const Start kind = classify(in);
        if (kind == Start::NeedMore) return Progress::NeedMore;
        // A bare word followed by anything but `:` is prose ("{name}"), not a key.
        if (unquoted_key_ || kind == Start::None || kind == Start::Ellipsis) {
            return fail_at_byte(in.pos, ReadingMessage::ExpectedColon, c);
        }
        // Inserted right after the key: the whitespace that followed the key stays after it.
        // A value glued to its key (`""""`, `"a"1`) may as well be debris, or one string.
        const RepairKind inserted = in.pos == last_end_ ? RepairKind::GluedValues : RepairKind::MissingColon;
        repairs_.push_back({inserted, last_end_, "", ":"});
        out_ += ':';
        out_ += pre_space_;
    } else {
        ++in.pos;
        out_ += pre_space_;
        out_ += ':';
    }
    pre_space_.clear();
    expect_ = Expect::MemberValue;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::comma(ScanInput& in) {
    switch (expect_) {
        case Expect::ArrayAfterValue:
        case Expect::ObjectAfterMember:
            expect_ = expect_ == Expect::ArrayAfterValue ? Expect::ArrayAfterComma : Expect::ObjectAfterComma;
            comma_at_ = in.pos;
            break;
        case Expect::ArrayFirst:
        case Expect::ObjectFirst:
            drop_comma(RepairKind::LeadingComma, in.pos);
            break;
        default:
            drop_comma(RepairKind::ExtraComma, in.pos);
            break;
    }
    ++in.pos;
    return Progress::Continue;
}

// A run of stray commas (`[1,,,,2]`) is one edit, not one per comma: a megabyte of commas
// must not become a million repairs. Only an edit made since the last mark may grow, so
// that closing at the mark still drops all of it.
void ValueScanner::drop_comma(RepairKind kind, std::size_t at) {
    if (repairs_.size() > mark_.repairs) {
        Repair& last = repairs_.back();
        if (last.kind == kind && last.offset + last.removed.size() == at) {
            last.removed += ',';
            return;
        }
    }
    repairs_.push_back({kind, at, ",", ""});
}

ValueScanner::Progress ValueScanner::string(ScanInput& in) {
    const bool closed = string_.scan(in, out_, repairs_);
    if (!closed) {
        if (!string_is_key_) set_mark(in.pos, true);
        return Progress::NeedMore;
    }
    mode_ = Mode::Structure;
    string_read();
    if (!string_is_key_) {
        value_done(in.pos);
        const bool plain_close = in.pos > 0 && in.text[in.pos - 1] == '"' && !out_.empty() && out_.back() == '"';
        if (plain_close && (repairs_.empty() || repairs_.back().offset + repairs_.back().removed.size() < in.pos)) {
            string_close_at_ = in.pos - 1;
        }
        return Progress::Continue;
    }
    frames_.back().key = out_.substr(key_out_start_);
    last_end_ = in.pos;
    unquoted_key_ = false;
    expect_ = Expect::Colon;
    return Progress::Continue;
}

ValueScanner::Start ValueScanner::classify(const ScanInput& in) const {
    const unsigned char c = in.at(in.pos);
    if (c == '{' || c == '[') return Start::Container;
    if (c == '"' || c == '\'') {
        // A tripled or doubled quote opens a string: decided before anything is written.
        if (triple_quote_at(in, in.pos) == Peek::NeedMore || doubled_quote_at(in, in.pos) == Peek::NeedMore) {
            return Start::NeedMore;
        }
        return Start::Quote;
    }
    if (c == '\\') {
        // `{\"a\": 1}`: a JSON text escaped once.
        const QuoteAt quote = quote_at(in, in.pos);
        if (quote.need_more) return Start::NeedMore;
        if (quote.mark == QuoteMark::Escaped) return Start::Quote;
    }
    if (c == '`') {
        // A lone backtick quotes a string; ``` is a fence marker, never a value.
        if (in.available() < 2) return in.ended ? Start::None : Start::NeedMore;
        return in.at(in.pos + 1) == '`' ? Start::None : Start::Quote;
    }
    if (c == 0xE2) {
        const QuoteAt quote = quote_at(in, in.pos);
        if (quote.need_more) return Start::NeedMore;
        if (quote.mark != QuoteMark::None) return Start::Quote;
    }
    if (c == 0xE2 || c == '.') {
        const Peek ellipsis = ellipsis_at(in, in.pos);
        if (ellipsis == Peek::NeedMore) return Start::NeedMore;
        if (ellipsis == Peek::Yes) return Start::Ellipsis;
        if (c != '.') return Start::Unquoted;
        if (in.available() < 2) return Start::NeedMore;
        const unsigned char next = in.at(in.pos + 1);
        return next >= '0' && next <= '9' ? Start::Number : Start::None;
    }
    if ((c >= '0' && c <= '9') || c == '-' || c == '+') return Start::Number;
    if (is_identifier_start(c)) return Start::Word;
    return starts_unquoted(c) ? Start::Unquoted : Start::None;
}

ValueScanner::Progress ValueScanner::begin_value(ScanInput& in, Start kind) {
    switch (kind) {
        case Start::Container: return open_container(in);
        case Start::Quote: return begin_string(in, StringScanner::Role::Value);
        case Start::Unquoted: begin_unquoted(in.pos, ""); return Progress::Continue;
        default: break;
    }
    if (kind == Start::Number) {
        if (const auto number = plain_integer(in)) return *number;
    }
    mode_ = kind == Start::Number ? Mode::Number : Mode::Word;
    token_.clear();
    token_start_ = in.pos;
    token_is_key_ = false;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::begin_key(ScanInput& in, Start kind) {
    if (kind == Start::Quote) return begin_string(in, StringScanner::Role::Key);
    mode_ = Mode::Word;
    token_.clear();
    token_start_ = in.pos;
    token_is_key_ = true;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::begin_string(ScanInput& in, StringScanner::Role role) {
    const QuoteAt quote = quote_at(in, in.pos);
    const bool value = role == StringScanner::Role::Value;
    const Peek triple = value ? triple_quote_at(in, in.pos) : Peek::No;  // classify waited for it
    const bool doubled = triple != Peek::Yes && doubled_quote_at(in, in.pos) == Peek::Yes;  // classify waited
    if (triple == Peek::Yes) {
        repairs_.push_back({RepairKind::TripleQuotes, in.pos, std::string(in.text.substr(in.pos, 3)), "\""});
    } else if (quote.mark != QuoteMark::Double) {
        repairs_.push_back({quote_repair_kind(quote.mark), in.pos, std::string(in.text.substr(in.pos, quote.length)), "\""});
    }
    if (doubled) repairs_.push_back({RepairKind::DoubledQuote, in.pos + 1, std::string(1, in.text[in.pos + 1]), ""});
    out_ += '"';
    in.pos += triple == Peek::Yes ? 3 : doubled ? 2 : quote.length;
    if (value) before_string_ = value_mark_;
    const bool object = frames_.back().object;
    using Marks = StringScanner::Marks;
    string_.open(quote.mark, role, object ? StringScanner::Container::Object : StringScanner::Container::Array,
                 triple == Peek::Yes ? Marks::Thrice : doubled ? Marks::Twice : Marks::Once);
    string_is_key_ = !value;
    key_out_start_ = out_.size() - 1;
    mode_ = Mode::String;
    if (value) set_mark(in.pos, true);
    // The characters are read on at once, not after a turn of run(), unless the repairs of the
    // opening mark passed the limit: run() stops there.
    return repairs_.size() > max_repairs_ ? Progress::Continue : string(in);
}

ValueScanner::Progress ValueScanner::open_container(ScanInput& in) {
    if (frames_.size() >= max_depth_) {
        return fail(in.pos, fill_message(reading_text(ReadingMessage::DepthLimit, language_), {std::to_string(max_depth_)}), true);
    }
    const unsigned char c = in.at(in.pos);
    const bool object = c == '{';
    const Tape::Index entry = tape_.open(object, out_.size());
    out_ += static_cast<char>(c);
    ++in.pos;
    frames_.push_back(Frame{object, 0, {}, entry});
    ++(object ? open_objects_ : open_arrays_);
    expect_ = object ? Expect::ObjectFirst : Expect::ArrayFirst;
    set_mark(in.pos, false);
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::close_container(ScanInput& in) {
    drop_separators();
    return close_container(in, in.text[in.pos]);
}

ValueScanner::Progress ValueScanner::close_container(ScanInput& in, char closer) {
    out_ += closer;
    tape_.close(frames_.back().entry);
    ++in.pos;
    --(frames_.back().object ? open_objects_ : open_arrays_);
    frames_.pop_back();
    if (frames_.empty()) return Progress::Done;
    value_done(in.pos);
    return Progress::Continue;
}

// `[1, 2}` or `[{"a": 1]`: a closer for an outer container means the inner one was never
// closed. Closes the innermost container here; the closer is read again afterwards.
ValueScanner::Progress ValueScanner::mismatched_closer(ScanInput& in, unsigned char c) {
    const Peek continues = more_elements_follow(in, in.pos + 1);
    if (continues == Peek::NeedMore) return Progress::NeedMore;
    const char closer = frames_.back().object ? '}' : ']';
    if (continues == Peek::Yes && frames_.size() > 1) {
        // `{"k": ["a"}, "m": 1}`: the wrong closer closes the inner container, and the outer
        // one goes on with the elements after it.
        drop_separators();
        repairs_.push_back({RepairKind::WrongBracket, in.pos, std::string(1, static_cast<char>(c)), std::string(1, closer)});
        return close_container(in, closer);
    }
    if ((c == '}' ? open_objects_ : open_arrays_) == 0) {
        // `[1, 2]]` repeats a closer: the second is extra. `[1, 2}` closes with the wrong one,
        // unless more follows: then the text is broken here (`["id": 1}, {…}]` lost its `{`).
        if (last_end_ > 0 && in.text[last_end_ - 1] == static_cast<char>(c)) {
            repairs_.push_back({RepairKind::ExtraBracket, in.pos, std::string(1, static_cast<char>(c)), ""});
            ++in.pos;
            return Progress::Continue;
        }
        if (continues == Peek::Yes && frames_.size() == 1) return fail_at_byte(in.pos, ReadingMessage::Unexpected, c);
        drop_separators();
        repairs_.push_back({RepairKind::WrongBracket, in.pos, std::string(1, static_cast<char>(c)), std::string(1, closer)});
        return close_container(in, closer);
    }
    drop_separators();
    return insert_closer(in);
}

// Closes the innermost container with the closer it lacks, inserted at in.pos. An empty one
// (`[{]`) may as well be a bracket written by mistake: closing it is a guess.
ValueScanner::Progress ValueScanner::insert_closer(ScanInput& in) {
    const char closer = frames_.back().object ? '}' : ']';
    const RepairKind kind = frames_.back().count == 0 ? RepairKind::StrayBracket : RepairKind::MissingBracket;
    if (!repairs_.empty() && repairs_.back().kind == kind && repairs_.back().offset == in.pos) {
        repairs_.back().inserted += closer;
    } else {
        repairs_.push_back({kind, in.pos, "", std::string(1, closer)});
    }
    out_ += closer;
    tape_.close(frames_.back().entry);
    --(frames_.back().object ? open_objects_ : open_arrays_);
    frames_.pop_back();
    value_done(in.pos);
    return Progress::Continue;
}

void ValueScanner::space(std::string_view blanks) {
    if (after_element() || expect_ == Expect::Colon) {
        pre_space_.append(blanks);
    } else if (after_comma()) {
        post_space_.append(blanks);
    } else {
        out_.append(blanks);
    }
}

bool ValueScanner::after_element() const {
    return expect_ == Expect::ArrayAfterValue || expect_ == Expect::ObjectAfterMember;
}

bool ValueScanner::after_comma() const {
    return expect_ == Expect::ArrayAfterComma || expect_ == Expect::ObjectAfterComma;
}

// The next element begins at `next`: the held-back comma (or a missing one) goes out before
// it. Two values with nothing at all between them (`"a"2`, `}{`) are glued: a guess.
void ValueScanner::separate(std::size_t next) {
    if (after_comma()) {
        out_ += pre_space_;
        out_ += ',';
        out_ += post_space_;
    } else if (after_element()) {
        // A closer inserted right there (`[{"i": 1{"i": 2}]`) was what stood between them.
        const bool closed_here = !repairs_.empty() && repairs_.back().kind == RepairKind::MissingBracket &&
                                 repairs_.back().offset == next;
        const RepairKind kind = next == last_end_ && !closed_here ? RepairKind::GluedValues : RepairKind::MissingComma;
        repairs_.push_back({kind, last_end_, "", ","});
        out_ += ',';
        out_ += pre_space_;
    }
    pre_space_.clear();
    post_space_.clear();
}

// The container closes: a held-back comma was a trailing one.
void ValueScanner::drop_separators() {
    if (after_comma()) repairs_.push_back({RepairKind::TrailingComma, comma_at_, ",", ""});
    out_ += pre_space_;
    out_ += post_space_;
    pre_space_.clear();
    post_space_.clear();
}

void ValueScanner::value_done(std::size_t end) {
    string_close_at_ = 0;
    integer_end_ = 0;
    last_end_ = end;
    ++values_;
    Frame& frame = frames_.back();
    ++frame.count;
    expect_ = frame.object ? Expect::ObjectAfterMember : Expect::ArrayAfterValue;
    set_mark(end, false);
    value_mark_ = mark_;
}

// The closing quote is the last byte written but the blanks a missing quote was put before
// (StringScanner::close_missing).
void ValueScanner::string_read() {
    std::size_t quote = out_.size() - 1;
    while (out_[quote] != '"') --quote;
    tape_.string(out_.own(), key_out_start_ + 1, quote);
}

void ValueScanner::set_mark(std::size_t input, bool in_string) {
    mark_ = Mark{out_.size(), input, repairs_.size(), values_, frames_.size(), in_string};
}

ValueScanner::Progress ValueScanner::fail(std::size_t offset, std::string message, bool limit) {
    failure_ = Failure{offset, std::move(message), limit};
    return Progress::Failed;
}

ValueScanner::Progress ValueScanner::fail_at_byte(std::size_t offset, ReadingMessage row, unsigned char found) {
    return fail(offset, fill_message(reading_text(row, language_), {describe_byte(found, language_)}));
}

}  // namespace sg

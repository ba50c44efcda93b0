#include "repair/value_scanner.h"

#include "repair/quote_marks.h"

namespace sg {
namespace {

std::string describe_byte(unsigned char c) {
    if (c >= 0x20 && c < 0x7F) return std::string("'") + static_cast<char>(c) + "'";
    const char* digits = "0123456789ABCDEF";
    return std::string("byte 0x") + digits[c >> 4] + digits[c & 0xF];
}

}  // namespace

ValueScanner::Status ValueScanner::start(ScanInput& in) {
    if (open_container(in) == Progress::Failed) return Status::Failed;
    return run(in);
}

ValueScanner::Status ValueScanner::resume(ScanInput& in) { return run(in); }

ValueScanner::Status ValueScanner::run(ScanInput& in) {
    for (;;) {
        Progress progress = Progress::Continue;
        switch (mode_) {
            case Mode::Structure: progress = structure(in); break;
            case Mode::String: progress = string(in); break;
            case Mode::Number:
            case Mode::Word: progress = token(in); break;
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
    while (in.pos < in.text.size() && is_json_space(in.at(in.pos))) space(in.at(in.pos++));
    if (in.pos == in.text.size()) return Progress::NeedMore;
    const unsigned char c = in.at(in.pos);
    if (c == '/') return comment_start(in);
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
        return fail(in.pos, "expected a value after ':', found " + describe_byte(c));
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
    if (kind == Start::None) return fail(in.pos, "expected a value or ']' in an array, found " + describe_byte(c));
    separate();
    return begin_value(in, kind);
}

ValueScanner::Progress ValueScanner::in_object(ScanInput& in, unsigned char c) {
    if (c == '}') return close_container(in);
    if (c == ']') return mismatched_closer(in, c);
    if (c == ',') return comma(in);
    const Start kind = classify(in);
    if (kind == Start::NeedMore) return Progress::NeedMore;
    if (kind == Start::Ellipsis) return skip_ellipsis(in);
    if (kind != Start::Quote && kind != Start::Word) {
        return fail(in.pos, "expected a key or '}' in an object, found " + describe_byte(c));
    }
    separate();
    return begin_key(in, kind);
}

ValueScanner::Progress ValueScanner::colon(ScanInput& in, unsigned char c) {
    if (c != ':') {
        const Start kind = classify(in);
        if (kind == Start::NeedMore) return Progress::NeedMore;
        // A bare word followed by anything but `:` is prose ("{name}"), not a key.
        if (unquoted_key_ || kind == Start::None || kind == Start::Ellipsis) {
            return fail(in.pos, "expected ':' after the key, found " + describe_byte(c));
        }
        // Inserted right after the key: the whitespace that followed the key stays after it.
        repairs_.push_back({RepairKind::MissingColon, last_end_, "", ":"});
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
    if (!string_is_key_) {
        value_done(in.pos);
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
    if (c == '"' || c == '\'') return Start::Quote;
    if (c == 0xE2) {
        const QuoteAt quote = quote_at(in, in.pos);
        if (quote.need_more) return Start::NeedMore;
        if (quote.mark != QuoteMark::None) return Start::Quote;
    }
    if (c == 0xE2 || c == '.') {
        const Peek ellipsis = ellipsis_at(in, in.pos);
        if (ellipsis == Peek::NeedMore) return Start::NeedMore;
        if (ellipsis == Peek::Yes) return Start::Ellipsis;
        if (c != '.') return Start::None;
        if (in.available() < 2) return Start::NeedMore;
        const unsigned char next = in.at(in.pos + 1);
        return next >= '0' && next <= '9' ? Start::Number : Start::None;
    }
    if ((c >= '0' && c <= '9') || c == '-' || c == '+') return Start::Number;
    if (is_identifier_start(c)) return Start::Word;
    return Start::None;
}

ValueScanner::Progress ValueScanner::begin_value(ScanInput& in, Start kind) {
    switch (kind) {
        case Start::Container: return open_container(in);
        case Start::Quote: begin_string(in, StringScanner::Role::Value); return Progress::Continue;
        default: break;
    }
    mode_ = kind == Start::Number ? Mode::Number : Mode::Word;
    token_.clear();
    token_start_ = in.pos;
    token_is_key_ = false;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::begin_key(ScanInput& in, Start kind) {
    if (kind == Start::Quote) {
        begin_string(in, StringScanner::Role::Key);
        return Progress::Continue;
    }
    mode_ = Mode::Word;
    token_.clear();
    token_start_ = in.pos;
    token_is_key_ = true;
    return Progress::Continue;
}

void ValueScanner::begin_string(ScanInput& in, StringScanner::Role role) {
    const QuoteAt quote = quote_at(in, in.pos);
    if (quote.mark != QuoteMark::Double) {
        repairs_.push_back({quote_repair_kind(quote.mark), in.pos, std::string(in.text.substr(in.pos, quote.length)), "\""});
    }
    out_ += '"';
    in.pos += quote.length;
    const bool object = frames_.back().object;
    string_.open(quote.mark, role, object ? StringScanner::Container::Object : StringScanner::Container::Array);
    string_is_key_ = role == StringScanner::Role::Key;
    key_out_start_ = out_.size() - 1;
    mode_ = Mode::String;
    if (!string_is_key_) set_mark(in.pos, true);
}

ValueScanner::Progress ValueScanner::open_container(ScanInput& in) {
    if (frames_.size() >= max_depth_) {
        return fail(in.pos, "JSON nesting is deeper than maxDepth (" + std::to_string(max_depth_) +
                                "); raise maxDepth if such depth is expected", true);
    }
    const unsigned char c = in.at(in.pos);
    out_ += static_cast<char>(c);
    ++in.pos;
    const bool object = c == '{';
    frames_.push_back(Frame{object, 0, {}});
    ++(object ? open_objects_ : open_arrays_);
    expect_ = object ? Expect::ObjectFirst : Expect::ArrayFirst;
    set_mark(in.pos, false);
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::close_container(ScanInput& in) {
    drop_separators();
    out_ += in.text[in.pos];
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
    if ((c == '}' ? open_objects_ : open_arrays_) == 0) return fail(in.pos, "unexpected " + describe_byte(c));
    drop_separators();
    const char closer = frames_.back().object ? '}' : ']';
    if (!repairs_.empty() && repairs_.back().kind == RepairKind::MissingBracket && repairs_.back().offset == in.pos) {
        repairs_.back().inserted += closer;
    } else {
        repairs_.push_back({RepairKind::MissingBracket, in.pos, "", std::string(1, closer)});
    }
    out_ += closer;
    --(frames_.back().object ? open_objects_ : open_arrays_);
    frames_.pop_back();
    value_done(in.pos);
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::skip_ellipsis(ScanInput& in) {
    repairs_.push_back({RepairKind::Ellipsis, in.pos, std::string(in.text.substr(in.pos, kEllipsisBytes)), ""});
    in.pos += kEllipsisBytes;
    return Progress::Continue;
}

void ValueScanner::space(unsigned char c) {
    if (after_element() || expect_ == Expect::Colon) {
        pre_space_ += static_cast<char>(c);
    } else if (after_comma()) {
        post_space_ += static_cast<char>(c);
    } else {
        out_ += static_cast<char>(c);
    }
}

bool ValueScanner::after_element() const {
    return expect_ == Expect::ArrayAfterValue || expect_ == Expect::ObjectAfterMember;
}

bool ValueScanner::after_comma() const {
    return expect_ == Expect::ArrayAfterComma || expect_ == Expect::ObjectAfterComma;
}

// The next element begins: the held-back comma (or a missing one) goes out before it.
void ValueScanner::separate() {
    if (after_comma()) {
        out_ += pre_space_;
        out_ += ',';
        out_ += post_space_;
    } else if (after_element()) {
        repairs_.push_back({RepairKind::MissingComma, last_end_, "", ","});
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
    last_end_ = end;
    ++values_;
    Frame& frame = frames_.back();
    ++frame.count;
    expect_ = frame.object ? Expect::ObjectAfterMember : Expect::ArrayAfterValue;
    set_mark(end, false);
    value_mark_ = mark_;
}

void ValueScanner::set_mark(std::size_t input, bool in_string) {
    mark_ = Mark{out_.size(), input, repairs_.size(), values_, frames_.size(), in_string};
}

ValueScanner::Progress ValueScanner::fail(std::size_t offset, std::string message, bool limit) {
    failure_ = Failure{offset, std::move(message), limit};
    return Progress::Failed;
}

}  // namespace sg

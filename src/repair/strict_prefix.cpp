#include "repair/strict_prefix.h"

#include "core/byte_runs.h"
#include "core/utf8.h"
#include "core/utf8_decoder.h"
#include "repair/scan_input.h"

namespace sg {

void StrictPrefix::start(std::size_t at, std::size_t max_depth) {
    at_ = at;
    max_depth_ = max_depth;
    state_ = State::Value;
    in_key_ = false;
    closers_.clear();
    literal_ = {};
    code_unit_ = 0;
    digits_ = 0;
}

StrictPrefix::Verdict StrictPrefix::read(std::string_view text) {
    while (at_ < text.size()) {
        const Step step = this->step(text);
        if (step == Step::Whole) return Verdict::Whole;
        if (step == Step::NotStrict) return Verdict::NotStrict;
        if (step == Step::Wait) break;
    }
    return Verdict::Open;
}

StrictPrefix::Step StrictPrefix::step(std::string_view text) {
    unsigned char c = static_cast<unsigned char>(text[at_]);
    switch (state_) {
        case State::String: return string(text);
        case State::Escape: return escape(c);
        case State::Unicode: return unicode(c);
        case State::Literal:
            if (c != static_cast<unsigned char>(literal_.front())) return Step::NotStrict;
            ++at_;
            literal_.remove_prefix(1);
            if (literal_.empty()) state_ = State::AfterValue;
            return Step::Go;
        case State::Minus: case State::Zero: case State::Integer: case State::Dot: case State::Fraction:
        case State::Exponent: case State::ExponentSign: case State::ExponentDigits:
            return number(c);
        default: break;
    }
    // Blanks come in short runs (a line break and its indentation): a loop here is cheaper
    // than the 16-byte one, which costs a call.
    while (is_json_space(c)) {
        if (++at_ == text.size()) return Step::Go;
        c = static_cast<unsigned char>(text[at_]);
    }
    switch (state_) {
        case State::ArrayFirst:
            if (c == ']') return close(c);
            return value(c);
        case State::ObjectFirst:
            if (c == '}') return close(c);
            [[fallthrough]];
        case State::Key:
            if (c != '"') return Step::NotStrict;
            ++at_;
            in_key_ = true;
            state_ = State::String;
            return Step::Go;
        case State::Colon:
            if (c != ':') return Step::NotStrict;
            ++at_;
            state_ = State::Value;
            return Step::Go;
        case State::AfterValue: return after_value(c);
        default: return value(c);
    }
}

StrictPrefix::Step StrictPrefix::value(unsigned char c) {
    if (c == '{' || c == '[') return open(c == '{' ? '}' : ']');
    State next = State::Literal;
    switch (c) {
        case '"': next = State::String; break;
        case '-': next = State::Minus; break;
        case '0': next = State::Zero; break;
        case 't': literal_ = "rue"; break;
        case 'f': literal_ = "alse"; break;
        case 'n': literal_ = "ull"; break;
        default:
            if (c < '1' || c > '9') return Step::NotStrict;
            next = State::Integer;
            break;
    }
    ++at_;
    in_key_ = false;
    state_ = next;
    return Step::Go;
}

// Past max_depth lenient reading stops on the limit: that is its to report, where it happens.
StrictPrefix::Step StrictPrefix::open(char closer) {
    if (closers_.size() >= max_depth_) return Step::NotStrict;
    closers_ += closer;
    ++at_;
    state_ = closer == '}' ? State::ObjectFirst : State::ArrayFirst;
    return Step::Go;
}

StrictPrefix::Step StrictPrefix::close(unsigned char c) {
    if (static_cast<char>(c) != closers_.back()) return Step::NotStrict;
    closers_.pop_back();
    ++at_;
    if (closers_.empty()) return Step::Whole;
    state_ = State::AfterValue;
    return Step::Go;
}

StrictPrefix::Step StrictPrefix::after_value(unsigned char c) {
    if (c == '}' || c == ']') return close(c);
    if (c != ',') return Step::NotStrict;
    ++at_;
    state_ = closers_.back() == '}' ? State::Key : State::Value;
    return Step::Go;
}

StrictPrefix::Step StrictPrefix::string(std::string_view text) {
    at_ = skip_plain_text(text, at_);
    while (at_ < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[at_]);
        if (c == '"') {
            ++at_;
            state_ = in_key_ ? State::Colon : State::AfterValue;
            return Step::Go;
        }
        if (c == '\\') {
            ++at_;
            state_ = State::Escape;
            return Step::Go;
        }
        if (c < 0x20) return Step::NotStrict;
        if (c < 0x80) {
            ++at_;
            continue;
        }
        const std::size_t length = utf8_sequence_length(c);
        if (length == 0) return Step::NotStrict;
        if (text.size() - at_ < length) return Step::Wait;  // the rest of the character is still to come
        if (!decode_utf8(text, at_).valid) return Step::NotStrict;
        at_ += length;
    }
    return Step::Go;
}

StrictPrefix::Step StrictPrefix::escape(unsigned char c) {
    switch (c) {
        case '"': case '\\': case '/': case 'b': case 'f': case 'n': case 'r': case 't':
            state_ = State::String;
            break;
        case 'u':
            code_unit_ = 0;
            digits_ = 0;
            state_ = State::Unicode;
            break;
        default: return Step::NotStrict;
    }
    ++at_;
    return Step::Go;
}

// An escaped surrogate is left to lenient reading, paired or not: a lone one is a repair there.
StrictPrefix::Step StrictPrefix::unicode(unsigned char c) {
    if (!is_hex_digit(c)) return Step::NotStrict;
    code_unit_ = code_unit_ * 16 + static_cast<unsigned>(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
    ++at_;
    if (++digits_ < 4) return Step::Go;
    if (code_unit_ >= 0xD800 && code_unit_ <= 0xDFFF) return Step::NotStrict;
    state_ = State::String;
    return Step::Go;
}

// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?, then whatever follows a value.
StrictPrefix::Step StrictPrefix::number(unsigned char c) {
    const bool digit = c >= '0' && c <= '9';
    const bool exponent = c == 'e' || c == 'E';
    State next = state_;
    switch (state_) {
        case State::Minus:
            if (!digit) return Step::NotStrict;
            next = c == '0' ? State::Zero : State::Integer;
            break;
        case State::Zero:
        case State::Integer:
            if (digit && state_ == State::Integer) break;
            if (c == '.') next = State::Dot;
            else if (exponent) next = State::Exponent;
            else return end_number();
            break;
        case State::Dot:
            if (!digit) return Step::NotStrict;
            next = State::Fraction;
            break;
        case State::Fraction:
            if (digit) break;
            if (!exponent) return end_number();
            next = State::Exponent;
            break;
        case State::Exponent:
            if (c != '+' && c != '-' && !digit) return Step::NotStrict;
            next = digit ? State::ExponentDigits : State::ExponentSign;
            break;
        case State::ExponentSign:
            if (!digit) return Step::NotStrict;
            next = State::ExponentDigits;
            break;
        default:  // ExponentDigits
            if (!digit) return end_number();
            break;
    }
    ++at_;
    state_ = next;
    return Step::Go;
}

// The byte after a whole number is read again as what follows a value.
StrictPrefix::Step StrictPrefix::end_number() {
    state_ = State::AfterValue;
    return Step::Go;
}

}  // namespace sg

// Escapes and character classes of RegexParser (see regex_parser.h).
#include "regex/regex_parser.h"

#include "core/hex_digit.h"
#include "core/utf8_decoder.h"
#include "regex/unicode_properties.h"

namespace sg {
namespace {

// IdentityEscape with the u flag: a SyntaxCharacter or '/'. Any other punctuation after '\'
// (`\@`, `\:`, and `\-` outside a class) is a SyntaxError in RegExp with the u flag.
bool is_identity_escape(char c) {
    switch (c) {
        case '^': case '$': case '\\': case '.': case '*': case '+': case '?': case '(': case ')':
        case '[': case ']': case '{': case '}': case '|': case '/': return true;
        default: return false;
    }
}

bool is_lead_surrogate(char32_t c) { return c >= 0xD800 && c <= 0xDBFF; }
bool is_trail_surrogate(char32_t c) { return c >= 0xDC00 && c <= 0xDFFF; }

}  // namespace

std::uint32_t RegexParser::atom_escape() {
    const std::size_t start = at_++;  // '\'
    if (at_end()) {
        syntax_error(start, RegexMessage::TrailingBackslash);
        return 0;
    }
    const char c = peek();
    if (is_class_escape_letter(c)) {
        ++at_;
        return builtin_set(class_escape_set(c));
    }
    if (c == 'p' || c == 'P') {
        CodeSet set;
        if (!property_escape(start, set)) return 0;
        return add_set(std::move(set));
    }
    if (c == 'k') {
        ++at_;
        std::string_view name;
        if (!eat('<')) {
            syntax_error(start, RegexMessage::KNeedsName);
            return 0;
        }
        if (!group_name(name)) return 0;
        back_references_.push_back({0, name, start});
        unsupported(start, RegexMessage::NamedBackreference, {text_from(start)});
        return add_node(RegexNodeKind::Empty);
    }
    if (c >= '1' && c <= '9') {
        std::uint32_t number = 0;
        while (peek() >= '0' && peek() <= '9') {
            const auto digit = static_cast<std::uint32_t>(peek() - '0');
            number = number > 100000 ? number : number * 10 + digit;  // only its size matters
            ++at_;
        }
        back_references_.push_back({number, {}, start});
        unsupported(start, RegexMessage::Backreference, {text_from(start)});
        return add_node(RegexNodeKind::Empty);
    }
    char32_t code_point = 0;
    if (!character_escape(start, code_point)) return 0;
    return add_node(RegexNodeKind::Literal, code_point);
}

// After "\" (at `start`): one CharacterEscape of ECMA-262 with the u flag.
bool RegexParser::character_escape(std::size_t start, char32_t& code_point) {
    if (at_end()) return syntax_error(start, RegexMessage::TrailingBackslash);
    const char c = pattern_[at_++];
    switch (c) {
        case 'f': code_point = 0x0C; return true;
        case 'n': code_point = 0x0A; return true;
        case 'r': code_point = 0x0D; return true;
        case 't': code_point = 0x09; return true;
        case 'v': code_point = 0x0B; return true;
        case 'c': {
            const char letter = peek();
            if (!((letter >= 'a' && letter <= 'z') || (letter >= 'A' && letter <= 'Z'))) {
                return syntax_error(start, RegexMessage::CNeedsLetter);
            }
            ++at_;
            code_point = static_cast<char32_t>(letter) % 32;
            return true;
        }
        case '0':
            if (peek() >= '0' && peek() <= '9') {
                return syntax_error(start, RegexMessage::OctalEscape);
            }
            code_point = 0;
            return true;
        case 'x': {
            const int high = hex_digit(peek());
            const int low = hex_digit(peek(1));
            if (high < 0 || low < 0) {
                return syntax_error(start, RegexMessage::XNeedsHex);
            }
            at_ += 2;
            code_point = static_cast<char32_t>(high * 16 + low);
            return true;
        }
        case 'u': return unicode_escape(start, code_point);
        default: break;
    }
    if (is_identity_escape(c)) {
        code_point = static_cast<char32_t>(c);
        return true;
    }
    --at_;
    const Utf8Char decoded = decode_utf8(pattern_, at_);
    const std::string_view escaped = pattern_.substr(at_, decoded.length);
    return syntax_error(start, RegexMessage::InvalidEscape, {escaped});
}

// After "\u": \uHHHH, a surrogate pair written as two of them, or \u{H...}.
bool RegexParser::unicode_escape(std::size_t start, char32_t& code_point) {
    auto four_hex = [&](std::size_t at, char32_t& value) {
        value = 0;
        for (std::size_t i = 0; i < 4; ++i) {
            const int digit = at + i < pattern_.size() ? hex_digit(pattern_[at + i]) : -1;
            if (digit < 0) return false;
            value = value * 16 + static_cast<char32_t>(digit);
        }
        return true;
    };
    if (eat('{')) {
        char32_t value = 0;
        const std::size_t digits = at_;
        while (hex_digit(peek()) >= 0) {
            const auto digit = static_cast<char32_t>(hex_digit(peek()));
            value = value > kMaxCodePoint ? value : value * 16 + digit;  // stops once too big
            ++at_;
        }
        if (at_ == digits || !eat('}')) return syntax_error(start, RegexMessage::InvalidBracedEscape);
        if (value > kMaxCodePoint) return syntax_error(start, RegexMessage::BracedEscapeTooHigh);
        code_point = value;
        return true;
    }
    if (!four_hex(at_, code_point)) {
        return syntax_error(start, RegexMessage::UNeedsHex);
    }
    at_ += 4;
    char32_t trail = 0;
    if (is_lead_surrogate(code_point) && peek() == '\\' && peek(1) == 'u' &&
        four_hex(at_ + 2, trail) && is_trail_surrogate(trail)) {
        code_point = 0x10000 + ((code_point - 0xD800) << 10) + (trail - 0xDC00);
        at_ += 6;
    }
    return true;
}

// At "p" or "P" after "\" (at `start`).
bool RegexParser::property_escape(std::size_t start, CodeSet& set) {
    const bool negated = pattern_[at_++] == 'P';
    if (!eat('{')) return syntax_error(start, RegexMessage::PNeedsProperty);
    const std::size_t close = pattern_.find('}', at_);
    if (close == std::string_view::npos) return syntax_error(start, RegexMessage::UnterminatedProperty);
    const std::string_view body = pattern_.substr(at_, close - at_);
    at_ = close + 1;
    if (!builds_) return property_named(start, unicode_property_status(body));
    PropertyLookup lookup = unicode_property(body);
    if (!property_named(start, lookup.status)) return false;
    set = negated ? lookup.set.complement() : std::move(lookup.set);
    return true;
}

// Whether the \p{...} at `start`, just read, names a property; one without a table here is
// recorded as unsupported.
bool RegexParser::property_named(std::size_t start, PropertyStatus status) {
    if (status == PropertyStatus::Unknown) {
        return syntax_error(start, RegexMessage::UnknownProperty, {text_from(start)});
    }
    if (status == PropertyStatus::Unsupported) {
        unsupported(start, RegexMessage::UnsupportedProperty, {text_from(start)});
    }
    return true;
}

std::uint32_t RegexParser::character_class() {
    const std::size_t start = at_++;  // '['
    const bool negated = eat('^');
    CodeSet set;
    for (;;) {
        if (at_end()) {
            syntax_error(start, RegexMessage::UnterminatedClass);
            return 0;
        }
        if (eat(']')) break;
        ClassAtom first;
        if (!class_atom(first, start)) return 0;
        if (peek() != '-' || peek(1) == ']' || at_ + 1 >= pattern_.size()) {
            if (builds_) first.is_set ? set.add(first.set) : set.add(first.code_point);
            continue;
        }
        const std::size_t dash = at_++;
        ClassAtom last;
        if (!class_atom(last, start)) return 0;
        if (first.is_set || last.is_set) {
            syntax_error(dash, RegexMessage::ClassEscapeBound);
            return 0;
        }
        if (first.code_point > last.code_point) {
            syntax_error(dash, RegexMessage::RangeOutOfOrder);
            return 0;
        }
        if (builds_) set.add(first.code_point, last.code_point);
    }
    set.normalize();
    return add_set(negated ? set.complement() : std::move(set));
}

bool RegexParser::class_atom(ClassAtom& atom, std::size_t class_start) {
    if (at_end()) return syntax_error(class_start, RegexMessage::UnterminatedClass);
    if (peek() != '\\') return read_code_point(atom.code_point);
    const std::size_t start = at_++;
    const char c = peek();
    if (c == 'b') {
        ++at_;
        atom.code_point = 0x08;  // backspace inside a class
        return true;
    }
    if (c == 'B') return syntax_error(start, RegexMessage::BInClass);
    if (c == '-') {  // ClassEscape with the u flag: `\-` only inside a class
        ++at_;
        atom.code_point = '-';
        return true;
    }
    if (c >= '1' && c <= '9') {
        return syntax_error(start, RegexMessage::DigitInClass, {pattern_.substr(at_, 1)});
    }
    if (is_class_escape_letter(c) || c == 'p' || c == 'P') {
        atom.is_set = true;
        if (c == 'p' || c == 'P') return property_escape(start, atom.set);
        ++at_;
        if (builds_) atom.set = make_builtin_set(class_escape_set(c));
        return true;
    }
    return character_escape(start, atom.code_point);
}

bool RegexParser::is_class_escape_letter(char c) {
    return c == 'd' || c == 'D' || c == 'w' || c == 'W' || c == 's' || c == 'S';
}

RegexParser::BuiltinSet RegexParser::class_escape_set(char letter) {
    switch (letter) {
        case 'd': return kDigit;
        case 'D': return kNotDigit;
        case 'w': return kWord;
        case 'W': return kNotWord;
        case 's': return kSpace;
        default: return kNotSpace;
    }
}

CodeSet RegexParser::make_builtin_set(BuiltinSet which) {
    switch (which) {
        case kDot: return ecma_dot_set();
        case kDigit: return ecma_digit_set();
        case kNotDigit: return ecma_digit_set().complement();
        case kWord: return ecma_word_set();
        case kNotWord: return ecma_word_set().complement();
        case kSpace: return ecma_space_set();
        default: return ecma_space_set().complement();
    }
}

// The dot and class escapes are frequent; one shared set each keeps the program small.
std::uint32_t RegexParser::builtin_set(BuiltinSet which) {
    if (builds_ && builtin_sets_[which] == UINT32_MAX) {
        syntax_.sets.push_back(make_builtin_set(which));
        builtin_sets_[which] = static_cast<std::uint32_t>(syntax_.sets.size() - 1);
    }
    return add_node(RegexNodeKind::Set, builtin_sets_[which]);
}

}  // namespace sg

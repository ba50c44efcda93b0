// The English wording of a refused pattern: the construct, as RegExp's own errors name it
// ("nothing to repeat", "unterminated character class").
#include "regex/regex_messages.h"

namespace sg {

std::string_view english_regex_text(RegexMessage message) {
    using M = RegexMessage;
    switch (message) {
        case M::TrailingBackslash: return "'\\' at the end of the pattern";
        case M::KNeedsName: return "\\k must be followed by <name>";
        case M::NamedBackreference: return "named backreference {0} is not supported";
        case M::Backreference: return "backreference {0} is not supported";
        case M::MissingGroup: return "backreference to a group that does not exist";
        case M::CNeedsLetter: return "\\c must be followed by a letter";
        case M::OctalEscape: return "octal escapes are not allowed (\\0 followed by a digit)";
        case M::XNeedsHex: return "\\x must be followed by two hex digits";
        case M::InvalidEscape: return "invalid escape \\{0}";
        case M::InvalidBracedEscape: return "invalid \\u{...} escape";
        case M::BracedEscapeTooHigh: return "\\u{...} escape above 10FFFF";
        case M::UNeedsHex: return "\\u must be followed by four hex digits or {hex digits}";
        case M::PNeedsProperty: return "\\p must be followed by {property}";
        case M::UnterminatedProperty: return "unterminated \\p{...}";
        case M::UnknownProperty: return "unknown Unicode property {0}";
        case M::UnsupportedProperty: return "Unicode property {0} is not supported";
        case M::InvalidUtf8: return "invalid UTF-8 in pattern";
        case M::UnterminatedClass: return "unterminated character class";
        case M::ClassEscapeBound: return "a class escape such as \\d cannot bound a range";
        case M::RangeOutOfOrder: return "range out of order in character class";
        case M::BInClass: return "\\B is not allowed in a character class";
        case M::DigitInClass: return "\\{0} is not allowed in a character class";
        case M::AssertionQuantifier: return "nothing to repeat: the assertion {0} cannot take a quantifier";
        case M::LookaroundQuantifier: return "nothing to repeat: a lookaround cannot take a quantifier";
        case M::NothingToRepeat: return "nothing to repeat before '{0}'";
        case M::IncompleteQuantifier: return "incomplete quantifier '{'";
        case M::QuantifierOrder: return "numbers out of order in quantifier {0}";
        case M::LoneOpenBrace: return "lone '{' (write \\{ for a brace)";
        case M::LoneCloseBrace: return "lone '}' (write \\} for a brace)";
        case M::LoneBracket: return "lone ']' (write \\] for a bracket)";
        case M::UnmatchedParen: return "unmatched ')'";
        case M::UnterminatedGroup: return "unterminated group";
        case M::TooManyCaptures: return "more than {0} capturing groups (RegExp's limit too)";
        case M::NestedTooDeep: return "groups nested deeper than {0}";
        case M::Lookbehind: return "lookbehind (?<=...) is not supported";
        case M::NegativeLookbehind: return "negative lookbehind (?<!...) is not supported";
        case M::Modifiers: return "modifiers (?{0}:...) are not supported";
        case M::InvalidGroup: return "invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'";
        case M::EscapeInGroupName: return "escapes in group names are not supported";
        case M::GroupNameChar: return "invalid character in group name";
        case M::UnterminatedGroupName: return "unterminated group name";
        case M::EmptyGroupName: return "empty group name";
        case M::DuplicateGroupName: return "duplicate group name '{0}'";
        case M::ProgramTooLarge:
            return "regex program larger than {0} (instructions plus class ranges; counted repetitions are expanded)";
    }
    return {};
}

}  // namespace sg

// The wording of every reason a pattern is refused (RegexError::message), one table per
// language (regex_messages_en.cpp, regex_messages_ja.cpp): the parser and the program's size
// check pick a row and put the values in (core/message_fill.h). The pattern's own text (an
// escape, a group name, a quantifier) goes in as a value, as written. A row missing from a
// table does not compile (-Wswitch); tests/native/regex_messages_test.cpp checks that every row
// has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg {

#define SG_REGEX_MESSAGES(X)                                                                               \
    /* escapes */                                                                                          \
    X(TrailingBackslash, "TrailingBackslash") X(KNeedsName, "KNeedsName")                                  \
    X(NamedBackreference, "NamedBackreference") X(Backreference, "Backreference")                          \
    X(MissingGroup, "MissingGroup") X(CNeedsLetter, "CNeedsLetter") X(OctalEscape, "OctalEscape")          \
    X(XNeedsHex, "XNeedsHex") X(InvalidEscape, "InvalidEscape") X(InvalidBracedEscape, "InvalidBracedEscape") \
    X(BracedEscapeTooHigh, "BracedEscapeTooHigh") X(UNeedsHex, "UNeedsHex")                                \
    X(PNeedsProperty, "PNeedsProperty") X(UnterminatedProperty, "UnterminatedProperty")                    \
    X(UnknownProperty, "UnknownProperty") X(UnsupportedProperty, "UnsupportedProperty")                    \
    X(InvalidUtf8, "InvalidUtf8")                                                                          \
    /* character classes */                                                                                \
    X(UnterminatedClass, "UnterminatedClass") X(ClassEscapeBound, "ClassEscapeBound")                      \
    X(RangeOutOfOrder, "RangeOutOfOrder") X(BInClass, "BInClass") X(DigitInClass, "DigitInClass")          \
    /* quantifiers */                                                                                      \
    X(AssertionQuantifier, "AssertionQuantifier") X(LookaroundQuantifier, "LookaroundQuantifier")          \
    X(NothingToRepeat, "NothingToRepeat") X(IncompleteQuantifier, "IncompleteQuantifier")                  \
    X(QuantifierOrder, "QuantifierOrder") X(LoneOpenBrace, "LoneOpenBrace")                                \
    X(LoneCloseBrace, "LoneCloseBrace") X(LoneBracket, "LoneBracket")                                      \
    /* groups */                                                                                           \
    X(UnmatchedParen, "UnmatchedParen") X(UnterminatedGroup, "UnterminatedGroup")                          \
    X(TooManyCaptures, "TooManyCaptures") X(NestedTooDeep, "NestedTooDeep") X(Lookbehind, "Lookbehind")    \
    X(NegativeLookbehind, "NegativeLookbehind") X(Modifiers, "Modifiers") X(InvalidGroup, "InvalidGroup")  \
    X(EscapeInGroupName, "EscapeInGroupName") X(GroupNameChar, "GroupNameChar")                            \
    X(UnterminatedGroupName, "UnterminatedGroupName") X(EmptyGroupName, "EmptyGroupName")                  \
    X(DuplicateGroupName, "DuplicateGroupName")                                                            \
    /* the compiled program */                                                                             \
    X(ProgramTooLarge, "ProgramTooLarge")
SG_NAMED_ENUM(RegexMessage, SG_REGEX_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view regex_text(RegexMessage message, Language language);

inline std::string regex_message(Language language, RegexMessage message,
                                 std::initializer_list<std::string_view> values = {}) {
    return fill_message(regex_text(message, language), values);
}

// Defined in regex_messages_en.cpp and regex_messages_ja.cpp.
std::string_view english_regex_text(RegexMessage message);
std::string_view japanese_regex_text(RegexMessage message);

}  // namespace sg

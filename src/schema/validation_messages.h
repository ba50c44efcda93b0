// The wording of every validation message, one table per language (validation_messages_en.cpp,
// validation_messages_ja.cpp): error_messages.cpp, the evaluator's limits and stopping early
// (prefix_check.cpp, rule L4) pick a row and put the values in (core/message_fill.h); no
// sentence is written anywhere else. A row missing from
// a table does not compile (-Wswitch), and tests/native/schema_messages_test.cpp checks that
// every row has both texts.
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::schema {

#define SG_VALIDATION_MESSAGES(X)                                                                          \
    X(ValueSubject, "ValueSubject")             /* the value judged, when no property names it */         \
    X(Got, "Got")                               /* what was found, after the expectation */                \
    X(ListSeparator, "ListSeparator")           /* between enum members */                                 \
    X(TypeSeparator, "TypeSeparator")           /* between type names */                                   \
    X(CharacterOne, "CharacterOne") X(CharacterMany, "CharacterMany")                                     \
    X(ItemOne, "ItemOne") X(ItemMany, "ItemMany")                                                          \
    X(PropertyOne, "PropertyOne") X(PropertyMany, "PropertyMany")                                          \
    X(SchemaFalse, "SchemaFalse") X(NotAllowedHere, "NotAllowedHere")                                      \
    X(PropertyNotAllowed, "PropertyNotAllowed") X(PropertyMustBeAbsent, "PropertyMustBeAbsent")            \
    X(PropertyUnevaluated, "PropertyUnevaluated") X(ItemTooMany, "ItemTooMany")                            \
    X(ItemUnevaluated, "ItemUnevaluated") X(DependentFalse, "DependentFalse")                              \
    X(Minimum, "Minimum") X(Maximum, "Maximum") X(ExclusiveMinimum, "ExclusiveMinimum")                    \
    X(ExclusiveMaximum, "ExclusiveMaximum") X(MultipleOf, "MultipleOf")                                    \
    X(EnumEmpty, "EnumEmpty") X(EnumOneOf, "EnumOneOf") X(EnumMore, "EnumMore") X(MustBe, "MustBe")        \
    X(MinLength, "MinLength") X(MaxLength, "MaxLength") X(Pattern, "Pattern") X(Format, "Format")          \
    X(Base64, "Base64") X(Base64Json, "Base64Json") X(JsonText, "JsonText")                                \
    X(MinItems, "MinItems") X(MaxItems, "MaxItems") X(UniqueItems, "UniqueItems")                          \
    X(ContainsAtLeast, "ContainsAtLeast") X(ContainsAtMost, "ContainsAtMost")                              \
    X(MinProperties, "MinProperties") X(MaxProperties, "MaxProperties")                                    \
    X(Required, "Required") X(Within, "Within") X(DependentRequired, "DependentRequired")                  \
    X(PropertyNames, "PropertyNames") X(Not, "Not") X(AnyOf, "AnyOf") X(OneOfNone, "OneOfNone")            \
    X(OneOfMany, "OneOfMany") X(Invalid, "Invalid") X(DepthLimit, "DepthLimit")                            \
    X(StepLimit, "StepLimit") X(PatternStepLimit, "PatternStepLimit")                                      \
    /* stopping early (L4): what a value that has only begun already breaks */                            \
    X(EnumListed, "EnumListed") X(OneOfType, "OneOfType") X(CannotBe, "CannotBe")                          \
    X(GrownPast, "GrownPast") X(NoTextStartsWith, "NoTextStartsWith")                                      \
    X(NoValueStartsWith, "NoValueStartsWith") X(OneMoreProperty, "OneMoreProperty") X(ItemBegun, "ItemBegun")
SG_NAMED_ENUM(ValidationMessage, SG_VALIDATION_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view validation_text(ValidationMessage message, Language language);

// A row of the table in one language, its places filled.
class Wording {
public:
    explicit Wording(Language language) : language_(language) {}

    std::string operator()(ValidationMessage message, std::initializer_list<std::string_view> values = {}) const {
        return fill_message(validation_text(message, language_), values);
    }
    // "3 characters", "1 item": the count with its unit word.
    std::string count(std::size_t n, ValidationMessage one, ValidationMessage many) const {
        return (*this)(n == 1 ? one : many, {std::to_string(n)});
    }
    std::string got(const std::string& found) const { return (*this)(ValidationMessage::Got, {found}); }
    Language language() const { return language_; }

private:
    Language language_;
};

// Defined in validation_messages_en.cpp and validation_messages_ja.cpp.
std::string_view english_validation_text(ValidationMessage message);
std::string_view japanese_validation_text(ValidationMessage message);

}  // namespace sg::schema

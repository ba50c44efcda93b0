// The wording of every validation message, one table per language (validation_messages_en.cpp,
// validation_messages_ja.cpp): error_messages.cpp and the evaluator's limits pick a row and put
// the values in (core/message_fill.h); no sentence is written anywhere else. A row missing from
// a table does not compile (-Wswitch), and tests/native/schema_messages_test.cpp checks that
// every row has both texts.
#pragma once

#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"

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
    X(StepLimit, "StepLimit") X(PatternStepLimit, "PatternStepLimit")
SG_NAMED_ENUM(ValidationMessage, SG_VALIDATION_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view validation_text(ValidationMessage message, Language language);

// Defined in validation_messages_en.cpp and validation_messages_ja.cpp.
std::string_view english_validation_text(ValidationMessage message);
std::string_view japanese_validation_text(ValidationMessage message);

}  // namespace sg::schema

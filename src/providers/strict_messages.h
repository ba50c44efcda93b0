// The wording of toStrictSchema's report (rule S4), in the call's locale: each change's detail
// and each reason a schema has no strict form, allOf's conflicts included. One table per
// language (strict_messages_en.cpp, strict_messages_ja.cpp), as for lintSchema's findings
// (lint_messages.h). Keywords, `$ref`s, property names, counts and a profile's title go in as
// values, as written. A row missing from a table does not compile (-Wswitch);
// tests/native/providers_strict_messages_test.cpp checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::providers {

#define SG_STRICT_MESSAGES(X)                                                                                 \
    /* a schema that has no strict form */                                                                   \
    X(TooDeepToConvert, "TooDeepToConvert") X(TrueAcceptsAny, "TrueAcceptsAny")                              \
    X(NotObjectOrBoolean, "NotObjectOrBoolean") X(NoType, "NoType") X(RefNotString, "RefNotString")          \
    X(ExternalRef, "ExternalRef") X(UnresolvedRef, "UnresolvedRef") X(RecursiveRef, "RecursiveRef")          \
    X(RecursiveInside, "RecursiveInside") X(ChainTooLong, "ChainTooLong") X(RefNamesFalse, "RefNamesFalse")  \
    X(InlinedTooLarge, "InlinedTooLarge") X(InlinedTooLargeLegacy, "InlinedTooLargeLegacy")                  \
    X(NoTuples, "NoTuples") X(ArrayWithoutItems, "ArrayWithoutItems") X(RootNotObject, "RootNotObject")      \
    X(NotAJsonObject, "NotAJsonObject") X(StillBreaks, "StillBreaks") X(OneOfBesideAnyOf, "OneOfBesideAnyOf") \
    X(OnlyNull, "OnlyNull") X(TypeArrayBesideAnyOf, "TypeArrayBesideAnyOf") X(MapObject, "MapObject")        \
    X(FreeFormObject, "FreeFormObject") X(FalseProperty, "FalseProperty")                                    \
    X(RequiredWithoutProperty, "RequiredWithoutProperty")                                                    \
    /* allOf's branches that cannot be merged */                                                             \
    X(AllOfConflict, "AllOfConflict") X(AllOfTooDeep, "AllOfTooDeep") X(AllOfFalse, "AllOfFalse")            \
    X(AllOfRefMissing, "AllOfRefMissing") X(AllOfRefFalse, "AllOfRefFalse") X(ClosedBranch, "ClosedBranch")  \
    X(DifferentValues, "DifferentValues") X(SameDefinitionName, "SameDefinitionName")                        \
    X(NoCommonType, "NoCommonType") X(NoCommonValue, "NoCommonValue")                                        \
    /* the changes */                                                                                        \
    X(InlineRef, "InlineRef") X(TupleItems, "TupleItems") X(DefinitionsRemoved, "DefinitionsRemoved")        \
    X(AdditionalItemsRemoved, "AdditionalItemsRemoved") X(AddType, "AddType") X(OneOfToAnyOf, "OneOfToAnyOf") \
    X(NullableWritten, "NullableWritten") X(NullableRemoved, "NullableRemoved")                              \
    X(NullBranchFolded, "NullBranchFolded") X(DefaultNullRemoved, "DefaultNullRemoved")                      \
    X(ConstToEnum, "ConstToEnum") X(AnnotationRemoved, "AnnotationRemoved")                                  \
    X(MovedToDescription, "MovedToDescription") X(OneType, "OneType") X(OneTypeNullable, "OneTypeNullable")  \
    X(TypeArrayToAnyOf, "TypeArrayToAnyOf") X(MovedIntoDescription, "MovedIntoDescription")                  \
    X(ExtraKeysRemoved, "ExtraKeysRemoved") X(LegacyExtraRemoved, "LegacyExtraRemoved")                      \
    X(ClosedAdded, "ClosedAdded") X(ClosedSet, "ClosedSet") X(NowRequiredNullable, "NowRequiredNullable")    \
    X(NowRequired, "NowRequired") X(OrderingAdded, "OrderingAdded") X(MergedAllOf, "MergedAllOf")            \
    X(UnusedDefinition, "UnusedDefinition")
SG_NAMED_ENUM(StrictMessage, SG_STRICT_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view strict_text(StrictMessage message, Language language);

inline std::string strict_message(Language language, StrictMessage message,
                                  std::initializer_list<std::string_view> values = {}) {
    return fill_message(strict_text(message, language), values);
}

// Defined in strict_messages_en.cpp and strict_messages_ja.cpp.
std::string_view english_strict_text(StrictMessage message);
std::string_view japanese_strict_text(StrictMessage message);

}  // namespace sg::providers

// The wording of lintSchema's findings (rule S3), in the call's locale: each finding's message
// and fix, the provider profiles' own words included (a profile names its rows), and how a
// check adds what it found to them. One table per language (lint_messages_en.cpp,
// lint_messages_ja.cpp), as for a schema's refusals (schema/schema_error_messages.h). Keywords,
// pointers, type names, `$ref`s, counts and a profile's title go in as values, as written. A
// row missing from a table does not compile (-Wswitch); tests/native/providers_lint_messages_test.cpp
// checks that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg::providers {

#define SG_LINT_MESSAGES(X)                                                                                   \
    X(NotASchema, "NotASchema") X(SubschemasTooDeep, "SubschemasTooDeep")                                    \
    /* what to do instead of a keyword a profile rejects or ignores */                                       \
    X(DescribeInstead, "DescribeInstead") X(MergeAllOf, "MergeAllOf") X(ListPropertiesMap, "ListPropertiesMap") \
    X(NoTuples, "NoTuples") X(UseAnyOf, "UseAnyOf") X(UsePrefixItemsAndItems, "UsePrefixItemsAndItems")      \
    X(UseClosedObject, "UseClosedObject") X(ToDescription, "ToDescription") X(UseAnyOfSdk, "UseAnyOfSdk")    \
    X(UseItems, "UseItems") X(UseMinimum, "UseMinimum") X(UseMaximum, "UseMaximum")                          \
    X(ListProperties, "ListProperties") X(UseAdditionalProperties, "UseAdditionalProperties")                \
    X(LegacyNoAdditionalProperties, "LegacyNoAdditionalProperties") X(LegacyInlineRef, "LegacyInlineRef")    \
    X(LegacyInlineDefs, "LegacyInlineDefs") X(LegacyConst, "LegacyConst")                                    \
    /* the profiles' site rules: finding, fix */                                                             \
    X(OpenAiComplexRef, "OpenAiComplexRef") X(OpenAiComplexRefFix, "OpenAiComplexRefFix")                    \
    X(OpenAiRefSiblings, "OpenAiRefSiblings") X(OpenAiRefSiblingsFix, "OpenAiRefSiblingsFix")                \
    X(OpenAiTypeUnion, "OpenAiTypeUnion") X(UseAnyOfPerType, "UseAnyOfPerType")                              \
    X(AnthropicEnum, "AnthropicEnum") X(AnthropicEnumFix, "AnthropicEnumFix")                                \
    X(AnthropicMinItems, "AnthropicMinItems") X(AnthropicRecursive, "AnthropicRecursive")                    \
    X(UnrollRecursion, "UnrollRecursion") X(AnthropicTypeList, "AnthropicTypeList")                          \
    X(AnthropicTypeListFix, "AnthropicTypeListFix") X(GeminiPropertyOrdering, "GeminiPropertyOrdering")      \
    X(GeminiPropertyOrderingFix, "GeminiPropertyOrderingFix") X(GeminiRecursive, "GeminiRecursive")          \
    X(LegacyTypeArray, "LegacyTypeArray") X(LegacyTypeArrayFix, "LegacyTypeArrayFix")                        \
    X(LegacyNullType, "LegacyNullType") X(LegacyNullTypeFix, "LegacyNullTypeFix") X(LegacyEnum, "LegacyEnum") \
    X(LegacyEnumFix, "LegacyEnumFix")                                                                        \
    /* what a site rule found, added to its finding */                                                       \
    X(ThisIs, "ThisIs") X(ThisValueIsObject, "ThisValueIsObject") X(ThisValueIsArray, "ThisValueIsArray")    \
    X(RefFinding, "RefFinding") X(BesideRef, "BesideRef") X(NamesTypes, "NamesTypes")                        \
    X(UnsupportedFormat, "UnsupportedFormat") X(UnsupportedFormatFix, "UnsupportedFormatFix")                \
    /* the structural rules every profile may switch on */                                                   \
    X(UnknownField, "UnknownField") X(RemoveKeyword, "RemoveKeyword")                                        \
    X(UndocumentedKeyword, "UndocumentedKeyword") X(RemoveUnlessAccepted, "RemoveUnlessAccepted")            \
    X(UnsupportedKeyword, "UnsupportedKeyword") X(UnsupportedKeywordTuned, "UnsupportedKeywordTuned")        \
    X(IgnoredKeyword, "IgnoredKeyword") X(TypeNotName, "TypeNotName") X(TypeNotNameFix, "TypeNotNameFix")    \
    X(UnknownType, "UnknownType") X(UnknownTypeFix, "UnknownTypeFix")                                        \
    X(NoAdditionalProperties, "NoAdditionalProperties") X(AddAdditionalProperties, "AddAdditionalProperties") \
    X(OpenAdditionalProperties, "OpenAdditionalProperties") X(CloseAndList, "CloseAndList")                  \
    X(NotRequired, "NotRequired") X(NotRequiredFix, "NotRequiredFix") X(Untyped, "Untyped")                  \
    X(UntypedFix, "UntypedFix") X(RefNotString, "RefNotString") X(RefNotStringFix, "RefNotStringFix")        \
    X(ExternalRef, "ExternalRef") X(ExternalRefFix, "ExternalRefFix") X(UnresolvedRef, "UnresolvedRef")      \
    X(UnresolvedRefFix, "UnresolvedRefFix") X(RootNotObjectSchema, "RootNotObjectSchema")                    \
    X(RootAnyOf, "RootAnyOf") X(RootRef, "RootRef") X(RootType, "RootType") X(RootNotObject, "RootNotObject") \
    X(RootFix, "RootFix")                                                                                    \
    /* the size budgets */                                                                                   \
    X(LargestContributors, "LargestContributors") X(Root, "Root") X(LargeStringEnum, "LargeStringEnum")      \
    X(LargeStringEnumFix, "LargeStringEnumFix") X(TooDeep, "TooDeep") X(TooDeepThroughRef, "TooDeepThroughRef") \
    X(TooDeepFix, "TooDeepFix") X(OverBudget, "OverBudget") X(PropertiesCounted, "PropertiesCounted")        \
    X(PropertiesFix, "PropertiesFix") X(StringCharsCounted, "StringCharsCounted")                            \
    X(StringCharsFix, "StringCharsFix") X(EnumValuesCounted, "EnumValuesCounted") X(EnumValuesFix, "EnumValuesFix") \
    X(SchemaCounts, "SchemaCounts") X(GeminiNoLimits, "GeminiNoLimits") X(AnthropicNoLimits, "AnthropicNoLimits") \
    X(AnthropicHearsay, "AnthropicHearsay") X(AnthropicHearsayFix, "AnthropicHearsayFix")
SG_NAMED_ENUM(LintMessage, SG_LINT_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view lint_text(LintMessage message, Language language);

inline std::string lint_message(Language language, LintMessage message,
                                std::initializer_list<std::string_view> values = {}) {
    return fill_message(lint_text(message, language), values);
}

// Defined in lint_messages_en.cpp and lint_messages_ja.cpp.
std::string_view english_lint_text(LintMessage message);
std::string_view japanese_lint_text(LintMessage message);

}  // namespace sg::providers

// Gemini as data for rules S3 and S4: responseJsonSchema ("gemini") and the legacy
// responseSchema, an OpenAPI 3.0 subset ("gemini-legacy"). Sources:
// ai.google.dev/gemini-api/docs/structured-output and the Schema reference at
// cloud.google.com/vertex-ai/docs/reference/rest/v1/Schema.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;
using M = LintMessage;

// The form's own rules, then those both forms share.
std::vector<KeywordRule> with_shared(std::vector<KeywordRule> own) {
    const std::vector<KeywordRule> shared = keyword_rules({
        {S::Ignored, M::MergeAllOf, {"allOf"}},
        {S::Unsupported, M::UseAnyOf, {"oneOf"}},
        {S::Unsupported, M::DescribeInstead, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
                                            "dependencies", "propertyNames", "uniqueItems", "contains",
                                            "minContains", "maxContains", "unevaluatedItems", "multipleOf"}},
        {S::Unsupported, M::UseMinimum, {"exclusiveMinimum"}},
        {S::Unsupported, M::UseMaximum, {"exclusiveMaximum"}},
        {S::Unsupported, M::ListProperties, {"patternProperties"}},
        {S::Unsupported, M::UseAdditionalProperties, {"unevaluatedProperties"}},
    });
    own.insert(own.end(), shared.begin(), shared.end());
    return own;
}

// Both forms: Gemini 2.0 models keep the order of the properties only with propertyOrdering.
const SiteRule kPropertyOrdering = {
    SiteCheck::PropertyOrdering,
    {Severity::Info, "property-ordering",
     M::GeminiPropertyOrdering, M::GeminiPropertyOrderingFix}};

}  // namespace

ProviderProfile make_gemini_profile() {
    ProviderProfile p(Provider::Gemini, "Gemini responseJsonSchema");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = with_shared(keyword_rules({
        {S::Supported, {}, {"type", "enum", "anyOf", "$ref", "$defs",
                            "properties", "required", "additionalProperties", "propertyOrdering",
                            "items", "prefixItems", "minItems", "maxItems",
                            "format",
                            "minimum", "maximum",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, M::DescribeInstead, {"minProperties", "maxProperties", "pattern", "minLength", "maxLength"}},
    }));
    p.null_style = NullStyle::TypeArray;
    p.site_rules = {
        kPropertyOrdering,
        {SiteCheck::RecursiveRef,
         {Severity::Info, "recursive-ref",
          M::GeminiRecursive, {}}},
    };
    return p;
}

ProviderProfile make_gemini_legacy_profile() {
    ProviderProfile p(Provider::GeminiLegacy, "Gemini responseSchema");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = with_shared(keyword_rules({
        {S::Supported, {}, {"type", "nullable", "enum", "anyOf",
                            "properties", "required", "propertyOrdering", "minProperties", "maxProperties",
                            "items", "minItems", "maxItems",
                            "format", "pattern", "minLength", "maxLength",
                            "minimum", "maximum",
                            "title", "description", "default", "example"}},
        {S::Unsupported, M::LegacyNoAdditionalProperties,
         {"additionalProperties"}},
        {S::Unsupported, M::LegacyInlineRef, {"$ref"}},
        {S::Unsupported, M::LegacyInlineDefs, {"$defs", "definitions"}},
        {S::Unsupported, M::LegacyConst, {"const"}},
        {S::Unsupported, M::NoTuples, {"prefixItems"}},
    }));
    p.structure.unlisted_is_error = true;
    p.structure.type_names_any_case = true;
    p.null_style = NullStyle::NullableKeyword;
    p.formats = {
        {"string", {"enum", "date-time"}},
        {"integer", {"int32", "int64"}},
        {"number", {"float", "double"}},
        {"", {"enum", "date-time", "int32", "int64", "float", "double"}},
    };
    p.site_rules = {
        kPropertyOrdering,
        {SiteCheck::Format, {}},
        {SiteCheck::TypeArray,
         {Severity::Error, "type-array", M::LegacyTypeArray, M::LegacyTypeArrayFix}},
        {SiteCheck::NullType,
         {Severity::Error, "unsupported-type", M::LegacyNullType, M::LegacyNullTypeFix}},
        {SiteCheck::EnumStrings,
         {Severity::Error, "enum-not-string", M::LegacyEnum, M::LegacyEnumFix}},
    };
    return p;
}

}  // namespace sg::providers

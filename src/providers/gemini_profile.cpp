// Gemini as data for rules S3 and S4: responseJsonSchema ("gemini") and the legacy
// responseSchema, an OpenAPI 3.0 subset ("gemini-legacy"). Sources:
// ai.google.dev/gemini-api/docs/structured-output and the Schema reference at
// cloud.google.com/vertex-ai/docs/reference/rest/v1/Schema.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;

// The form's own rules, then those both forms share.
std::vector<KeywordRule> with_shared(std::vector<KeywordRule> own) {
    const std::vector<KeywordRule> shared = keyword_rules({
        {S::Ignored, kMergeAllOf, {"allOf"}},
        {S::Unsupported, "use anyOf", {"oneOf"}},
        {S::Unsupported, kDescribeInstead, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
                                            "dependencies", "propertyNames", "uniqueItems", "contains",
                                            "minContains", "maxContains", "unevaluatedItems", "multipleOf"}},
        {S::Unsupported, "use minimum", {"exclusiveMinimum"}},
        {S::Unsupported, "use maximum", {"exclusiveMaximum"}},
        {S::Unsupported, "list the properties", {"patternProperties"}},
        {S::Unsupported, "use additionalProperties", {"unevaluatedProperties"}},
    });
    own.insert(own.end(), shared.begin(), shared.end());
    return own;
}

// Both forms: Gemini 2.0 models keep the order of the properties only with propertyOrdering.
const SiteRule kPropertyOrdering = {
    SiteCheck::PropertyOrdering,
    {Severity::Info, "property-ordering",
     "no propertyOrdering: Gemini 2.0 models need it to keep the properties in order; later models follow the "
     "declaration order",
     "add \"propertyOrdering\" listing the properties in order (toStrictSchema adds it)"}};

}  // namespace

ProviderProfile make_gemini_profile() {
    ProviderProfile p(Provider::Gemini, "Gemini responseJsonSchema");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = with_shared(keyword_rules({
        {S::Supported, "", {"type", "enum", "anyOf", "$ref", "$defs",
                            "properties", "required", "additionalProperties", "propertyOrdering",
                            "items", "prefixItems", "minItems", "maxItems",
                            "format",
                            "minimum", "maximum",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, kDescribeInstead, {"minProperties", "maxProperties", "pattern", "minLength", "maxLength"}},
    }));
    p.null_style = NullStyle::TypeArray;
    p.site_rules = {
        kPropertyOrdering,
        {SiteCheck::RecursiveRef,
         {Severity::Info, "recursive-ref",
          "is recursive; Gemini publishes no rule on recursive schemas (it \"may reject very large or deeply nested "
          "schemas\")", ""}},
    };
    return p;
}

ProviderProfile make_gemini_legacy_profile() {
    ProviderProfile p(Provider::GeminiLegacy, "Gemini responseSchema");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = with_shared(keyword_rules({
        {S::Supported, "", {"type", "nullable", "enum", "anyOf",
                            "properties", "required", "propertyOrdering", "minProperties", "maxProperties",
                            "items", "minItems", "maxItems",
                            "format", "pattern", "minLength", "maxLength",
                            "minimum", "maximum",
                            "title", "description", "default", "example"}},
        {S::Unsupported, "remove it: responseSchema rejects the field (\"Cannot find field\"); use responseJsonSchema",
         {"additionalProperties"}},
        {S::Unsupported, "inline the referenced schema, or use responseJsonSchema", {"$ref"}},
        {S::Unsupported, "inline the definitions, or use responseJsonSchema", {"$defs", "definitions"}},
        {S::Unsupported, "use an enum with the one string value", {"const"}},
        {S::Unsupported, kNoTuples, {"prefixItems"}},
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
         {Severity::Error, "type-array", "Gemini responseSchema takes one type name, not an array",
          "use one type with \"nullable\": true, or anyOf"}},
        {SiteCheck::NullType,
         {Severity::Error, "unsupported-type", "Gemini responseSchema writes null as \"nullable\": true",
          "give the type of the value and add \"nullable\": true"}},
        {SiteCheck::EnumStrings,
         {Severity::Error, "enum-not-string", "Gemini responseSchema accepts only strings in `enum`",
          "use string values (and convert after parsing)"}},
    };
    return p;
}

}  // namespace sg::providers

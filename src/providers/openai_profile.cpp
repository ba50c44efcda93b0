// OpenAI strict structured outputs (response_format json_schema with strict:true), as data for
// rules S3 and S4. Source: platform.openai.com/docs/guides/structured-outputs#supported-schemas;
// the budgets live in budgets.cpp.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;
using M = LintMessage;

}  // namespace

ProviderProfile make_openai_profile() {
    ProviderProfile p(Provider::OpenAI, "OpenAI strict mode");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = keyword_rules({
        {S::Supported, {}, {"type", "enum", "const", "anyOf", "$ref", "$defs", "definitions",
                            "properties", "required", "additionalProperties",
                            "items", "prefixItems", "minItems", "maxItems",
                            "pattern", "format",
                            "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, M::MergeAllOf, {"allOf"}},
        {S::Unsupported, M::UseAnyOf, {"oneOf"}},
        {S::Unsupported, M::UsePrefixItemsAndItems, {"additionalItems"}},
        {S::Unsupported, M::ListPropertiesMap, {"patternProperties"}},
        {S::Unsupported, M::UseClosedObject, {"unevaluatedProperties"}},
        {S::Unsupported, M::DescribeInstead, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
                                            "dependencies", "propertyNames", "minProperties", "maxProperties",
                                            "uniqueItems", "contains", "minContains", "maxContains",
                                            "unevaluatedItems", "minLength", "maxLength"}},
    });
    p.structure.closed_objects = true;
    p.structure.all_required = true;
    p.structure.object_root = true;
    p.structure.typed_subschemas = true;
    p.null_style = NullStyle::TypeArray;
    p.formats = {{"", {"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"}}};
    p.site_rules = {
        {SiteCheck::Format, {}},
        {SiteCheck::RefToDefinition,
         {Severity::Error, "complex-ref",
          M::OpenAiComplexRef, M::OpenAiComplexRefFix}},
        {SiteCheck::RefAnnotationsOnly,
         {Severity::Error, "ref-with-siblings",
          M::OpenAiRefSiblings, M::OpenAiRefSiblingsFix}},
        {SiteCheck::TypeUnion,
         {Severity::Warning, "type-array-union", M::OpenAiTypeUnion, M::UseAnyOfPerType}},
    };
    // Fine-tuned models also reject the string, number and array constraints.
    p.fine_tuned_keywords = keyword_rules({
        {S::Unsupported, M::DescribeInstead, {"pattern", "format", "minimum", "maximum", "exclusiveMinimum",
                                            "exclusiveMaximum", "multipleOf", "minItems", "maxItems"}},
    });
    return p;
}

}  // namespace sg::providers

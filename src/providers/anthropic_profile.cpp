// Anthropic structured outputs (output_config.format json_schema) and strict tools, as data for
// rules S3 and S4. Sources: docs.claude.com/en/docs/build-with-claude/structured-outputs and the
// Python SDK's lib/_parse/_transform.py.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;
using M = LintMessage;

}  // namespace

ProviderProfile make_anthropic_profile() {
    ProviderProfile p(Provider::Anthropic, "Anthropic");
    // Supported, by what they constrain: any value, objects, arrays, strings; annotations.
    p.keywords = keyword_rules({
        {S::Supported, {}, {"type", "enum", "const", "anyOf", "allOf", "$ref", "$defs", "definitions",
                            "properties", "required", "additionalProperties",
                            "items", "minItems",
                            "format",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, M::UseAnyOfSdk, {"oneOf"}},
        {S::Unsupported, M::NoTuples, {"prefixItems"}},
        {S::Unsupported, M::UseItems, {"additionalItems"}},
        {S::Unsupported, M::ListPropertiesMap, {"patternProperties"}},
        {S::Unsupported, M::UseClosedObject, {"unevaluatedProperties"}},
        {S::Unsupported, M::ToDescription, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
                                          "dependencies", "propertyNames", "minProperties", "maxProperties",
                                          "maxItems", "uniqueItems", "contains", "minContains", "maxContains",
                                          "unevaluatedItems", "pattern", "minLength", "maxLength", "minimum",
                                          "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"}},
    });
    p.structure.closed_objects = true;
    p.structure.object_root = true;
    p.structure.typed_subschemas = true;
    p.null_style = NullStyle::AnyOfNull;
    // The SDK's SupportedStringFormats, plus "text", which its get_transformed_string() writes.
    p.formats = {{"", {"date-time", "time", "date", "duration", "email", "hostname", "uri", "ipv4", "ipv6", "uuid",
                       "text"}}};
    p.site_rules = {
        {SiteCheck::Format, {}},
        {SiteCheck::EnumScalars,
         {Severity::Error, "enum-not-primitive",
          M::AnthropicEnum, M::AnthropicEnumFix}},
        {SiteCheck::MinItemsZeroOrOne,
         {Severity::Error, "unsupported-value", M::AnthropicMinItems, M::ToDescription}},
        {SiteCheck::RecursiveRef,
         {Severity::Error, "recursive-ref",
          M::AnthropicRecursive, M::UnrollRecursion}},
        {SiteCheck::TypeList,
         {Severity::Warning, "type-array",
          M::AnthropicTypeList, M::AnthropicTypeListFix}},
    };
    return p;
}

}  // namespace sg::providers

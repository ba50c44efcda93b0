// Anthropic structured outputs (output_config.format json_schema) and strict tools, as data for
// rules S3 and S4. Sources: docs.claude.com/en/docs/build-with-claude/structured-outputs and the
// Python SDK's lib/_parse/_transform.py.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;

constexpr std::string_view kToDescription =
    "state it in `description` (the SDK moves it there) and check it after parsing";

}  // namespace

ProviderProfile make_anthropic_profile() {
    ProviderProfile p(Provider::Anthropic, "Anthropic");
    // Supported, by what they constrain: any value, objects, arrays, strings; annotations.
    p.keywords = keyword_rules({
        {S::Supported, "", {"type", "enum", "const", "anyOf", "allOf", "$ref", "$defs", "definitions",
                            "properties", "required", "additionalProperties",
                            "items", "minItems",
                            "format",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, "use anyOf (the SDK maps oneOf to anyOf)", {"oneOf"}},
        {S::Unsupported, kNoTuples, {"prefixItems"}},
        {S::Unsupported, "use items", {"additionalItems"}},
        {S::Unsupported, kListProperties, {"patternProperties"}},
        {S::Unsupported, "use additionalProperties: false", {"unevaluatedProperties"}},
        {S::Unsupported, kToDescription, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
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
          "Anthropic accepts only strings, numbers, booleans and null in `enum`",
          "use anyOf with one const per value, or a string enum"}},
        {SiteCheck::MinItemsZeroOrOne,
         {Severity::Error, "unsupported-value", "Anthropic accepts minItems 0 or 1 only", kToDescription}},
        {SiteCheck::RecursiveRef,
         {Severity::Error, "recursive-ref",
          "is recursive (following it leads back here); Anthropic does not support recursive schemas",
          "unroll the recursion to the depth you need"}},
        {SiteCheck::TypeList,
         {Severity::Warning, "type-array",
          "Anthropic documents a value that may be null as anyOf with a null branch; type arrays are not in its "
          "documentation",
          "use anyOf: [{…}, {\"type\": \"null\"}] (toStrictSchema rewrites it)"}},
    };
    return p;
}

}  // namespace sg::providers

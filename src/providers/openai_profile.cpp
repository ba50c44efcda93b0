// OpenAI strict structured outputs (response_format json_schema with strict:true), as data for
// rules S3 and S4. Source: platform.openai.com/docs/guides/structured-outputs#supported-schemas;
// the budgets live in budgets.cpp.
#include "providers/provider_profile.h"

namespace sg::providers {
namespace {

using S = Support;

}  // namespace

ProviderProfile make_openai_profile() {
    ProviderProfile p(Provider::OpenAI, "OpenAI strict mode");
    // Supported, by what they constrain: any value, objects, arrays, strings, numbers; annotations.
    p.keywords = keyword_rules({
        {S::Supported, "", {"type", "enum", "const", "anyOf", "$ref", "$defs", "definitions",
                            "properties", "required", "additionalProperties",
                            "items", "prefixItems", "minItems", "maxItems",
                            "pattern", "format",
                            "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
                            "description", "title", "$schema", "$id"}},
        {S::Unsupported, kMergeAllOf, {"allOf"}},
        {S::Unsupported, "use anyOf", {"oneOf"}},
        {S::Unsupported, "use prefixItems and items", {"additionalItems"}},
        {S::Unsupported, kListProperties, {"patternProperties"}},
        {S::Unsupported, "use additionalProperties: false", {"unevaluatedProperties"}},
        {S::Unsupported, kDescribeInstead, {"not", "if", "then", "else", "dependentRequired", "dependentSchemas",
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
          "points inside a schema; OpenAI strict mode accepts references to the root (\"#\") or to a definition "
          "(\"#/$defs/name\")",
          "move the target into $defs and refer to it there"}},
        {SiteCheck::RefAnnotationsOnly,
         {Severity::Error, "ref-with-siblings",
          "OpenAI strict mode takes only description and title next to a reference",
          "move them into the referenced definition (toStrictSchema inlines the reference)"}},
        {SiteCheck::TypeUnion,
         {Severity::Warning, "type-array-union", "OpenAI documents type arrays only as [type, \"null\"]",
          "use anyOf with one branch per type"}},
    };
    // Fine-tuned models also reject the string, number and array constraints.
    p.fine_tuned_keywords = keyword_rules({
        {S::Unsupported, kDescribeInstead, {"pattern", "format", "minimum", "maximum", "exclusiveMinimum",
                                            "exclusiveMaximum", "multipleOf", "minItems", "maxItems"}},
    });
    return p;
}

}  // namespace sg::providers

// Anthropic structured outputs (output_config.format json_schema) and strict tools.
// Sources: docs.claude.com/en/docs/build-with-claude/structured-outputs and the Python SDK's
// lib/_parse/_transform.py, via PROVIDER_SCHEMAS.md.
#include <string>

#include "core/json_pointer.h"
#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

using S = Support;

// The SDK's SupportedStringFormats, plus "text", which its get_transformed_string() writes.
const std::vector<std::string_view> kFormats = {"date-time", "time", "date", "duration", "email", "hostname",
                                                "uri",       "ipv4", "ipv6", "uuid",     "text"};

constexpr std::string_view kToDescription =
    "state it in `description` (the SDK moves it there) and check it after parsing";

void check_enum(const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* values = member(site.schema, "enum");
    if (values == nullptr || !values->IsArray()) return;
    for (rapidjson::SizeType i = 0; i < values->Size(); ++i) {
        const rapidjson::Value& v = (*values)[i];
        if (!v.IsObject() && !v.IsArray()) continue;
        std::string at = keyword_pointer(site, "enum");
        append_pointer_index(at, i);
        sink.add("enum-not-primitive", Severity::Error, at,
                 "Anthropic accepts only strings, numbers, booleans and null in `enum`; this value is " +
                     std::string(v.IsObject() ? "an object" : "an array"),
                 "use anyOf with one const per value, or a string enum");
    }
}

void check_min_items(const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* min = member(site.schema, "minItems");
    if (min == nullptr || (min->IsNumber() && (min->GetDouble() == 0 || min->GetDouble() == 1))) return;
    sink.add("unsupported-value", Severity::Error, keyword_pointer(site, "minItems"),
             "Anthropic accepts minItems 0 or 1 only; this is " + json_text(*min), std::string(kToDescription));
}

void check_anthropic_site(const SchemaSite& site, const LintContext& context, DiagnosticSink& sink) {
    if (!site.schema.IsObject()) return;
    check_format(site, kFormats, "Anthropic", sink);
    check_enum(site, sink);
    check_min_items(site, sink);
    if (const RefUse* use = context.refs.use_at(site.pointer); use && use->recursive) {
        sink.add("recursive-ref", Severity::Error, keyword_pointer(site, "$ref"),
                 "`$ref` \"" + use->ref +
                     "\" is recursive (following it leads back here); Anthropic does not "
                     "support recursive schemas",
                 "unroll the recursion to the depth you need");
    }
    if (type_names(site.schema).size() > 1) {
        sink.add("type-array", Severity::Warning, keyword_pointer(site, "type"),
                 "Anthropic documents a value that may be null as anyOf with a null branch; type arrays are not in "
                 "its documentation",
                 "use anyOf: [{…}, {\"type\": \"null\"}] (toStrictSchema rewrites it)");
    }
}

}  // namespace

const ProviderProfile& anthropic_profile() {
    static const ProviderProfile profile{
        Provider::Anthropic,
        "Anthropic",
        {
            {"type", S::Supported, ""},
            {"properties", S::Supported, ""},
            {"required", S::Supported, ""},
            {"additionalProperties", S::Supported, ""},
            {"items", S::Supported, ""},
            {"enum", S::Supported, ""},
            {"const", S::Supported, ""},
            {"anyOf", S::Supported, ""},
            {"allOf", S::Supported, ""},
            {"$ref", S::Supported, ""},
            {"$defs", S::Supported, ""},
            {"definitions", S::Supported, ""},
            {"description", S::Supported, ""},
            {"title", S::Supported, ""},
            {"$schema", S::Supported, ""},
            {"$id", S::Supported, ""},
            {"format", S::Supported, ""},
            {"minItems", S::Supported, ""},
            {"oneOf", S::Unsupported, "use anyOf (the SDK maps oneOf to anyOf)"},
            {"not", S::Unsupported, kToDescription},
            {"if", S::Unsupported, kToDescription},
            {"then", S::Unsupported, kToDescription},
            {"else", S::Unsupported, kToDescription},
            {"dependentRequired", S::Unsupported, kToDescription},
            {"dependentSchemas", S::Unsupported, kToDescription},
            {"dependencies", S::Unsupported, kToDescription},
            {"pattern", S::Unsupported, kToDescription},
            {"minimum", S::Unsupported, kToDescription},
            {"maximum", S::Unsupported, kToDescription},
            {"exclusiveMinimum", S::Unsupported, kToDescription},
            {"exclusiveMaximum", S::Unsupported, kToDescription},
            {"multipleOf", S::Unsupported, kToDescription},
            {"minLength", S::Unsupported, kToDescription},
            {"maxLength", S::Unsupported, kToDescription},
            {"maxItems", S::Unsupported, kToDescription},
            {"prefixItems", S::Unsupported, "use an object with one property per position"},
            {"additionalItems", S::Unsupported, "use items"},
            {"uniqueItems", S::Unsupported, kToDescription},
            {"contains", S::Unsupported, kToDescription},
            {"minContains", S::Unsupported, kToDescription},
            {"maxContains", S::Unsupported, kToDescription},
            {"patternProperties", S::Unsupported,
             "list the properties (a map can be an array of {key, value} objects)"},
            {"propertyNames", S::Unsupported, kToDescription},
            {"unevaluatedProperties", S::Unsupported, "use additionalProperties: false"},
            {"unevaluatedItems", S::Unsupported, kToDescription},
            {"minProperties", S::Unsupported, kToDescription},
            {"maxProperties", S::Unsupported, kToDescription},
        },
        {},
        false,
        true,
        false,
        true,
        true,
        NullStyle::AnyOfNull,
        check_anthropic_site,
    };
    return profile;
}

}  // namespace sg::providers

// OpenAI strict structured outputs (response_format json_schema with strict:true).
// Source: platform.openai.com/docs/guides/structured-outputs#supported-schemas, via
// PROVIDER_SCHEMAS.md; the budgets live in budgets.cpp.
#include <string>

#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

using S = Support;

const std::vector<std::string_view> kFormats = {"date-time", "time", "date", "duration", "email",
                                                "hostname",  "ipv4", "ipv6", "uuid"};

constexpr std::string_view kDescribe = "state it in `description` and check it after parsing";

void check_openai_site(const SchemaSite& site, const LintContext& context, DiagnosticSink& sink) {
    if (!site.schema.IsObject()) return;
    if (!context.options.fine_tuned) check_format(site, kFormats, "OpenAI strict mode", sink);

    if (const RefUse* use = context.refs.use_at(site.pointer); use && use->resolved.kind == RefKind::Local) {
        sink.add("complex-ref", Severity::Error, keyword_pointer(site, "$ref"),
                 "`$ref` \"" + use->ref +
                     "\" points inside a schema; OpenAI strict mode accepts references to the "
                     "root (\"#\") or to a definition (\"#/$defs/name\")",
                 "move the target into $defs and refer to it there");
    }
    if (member(site.schema, "$ref") != nullptr) {
        std::string siblings;
        for (auto m = site.schema.MemberBegin(); m != site.schema.MemberEnd(); ++m) {
            const std::string_view k = string_of(m->name);
            if (k != "$ref" && k != "description" && k != "title")
                siblings += (siblings.empty() ? "" : ", ") + std::string(k);
        }
        if (!siblings.empty()) {
            sink.add("ref-with-siblings", Severity::Error, site.pointer,
                     "keywords beside `$ref` (" + siblings +
                         "); OpenAI strict mode takes only description and title "
                         "next to a reference",
                     "move them into the referenced definition (toStrictSchema inlines the reference)");
        }
    }
    std::size_t non_null = 0;
    for (const std::string_view t : type_names(site.schema)) non_null += t != "null";
    if (non_null > 1) {
        sink.add("type-array-union", Severity::Warning, keyword_pointer(site, "type"),
                 "OpenAI documents type arrays only as [type, \"null\"]; this one names " + std::to_string(non_null) +
                     " types",
                 "use anyOf with one branch per type");
    }
}

}  // namespace

const ProviderProfile& openai_profile() {
    static const ProviderProfile profile{
        Provider::OpenAI,
        "OpenAI strict mode",
        {
            {"type", S::Supported, ""},
            {"properties", S::Supported, ""},
            {"required", S::Supported, ""},
            {"additionalProperties", S::Supported, ""},
            {"items", S::Supported, ""},
            {"prefixItems", S::Supported, ""},
            {"enum", S::Supported, ""},
            {"const", S::Supported, ""},
            {"anyOf", S::Supported, ""},
            {"$ref", S::Supported, ""},
            {"$defs", S::Supported, ""},
            {"definitions", S::Supported, ""},
            {"description", S::Supported, ""},
            {"title", S::Supported, ""},
            {"$schema", S::Supported, ""},
            {"$id", S::Supported, ""},
            {"pattern", S::Supported, ""},
            {"format", S::Supported, ""},
            {"minimum", S::Supported, ""},
            {"maximum", S::Supported, ""},
            {"exclusiveMinimum", S::Supported, ""},
            {"exclusiveMaximum", S::Supported, ""},
            {"multipleOf", S::Supported, ""},
            {"minItems", S::Supported, ""},
            {"maxItems", S::Supported, ""},
            {"allOf", S::Unsupported, "merge the branches into one schema (toStrictSchema does when they agree)"},
            {"oneOf", S::Unsupported, "use anyOf"},
            {"not", S::Unsupported, kDescribe},
            {"if", S::Unsupported, kDescribe},
            {"then", S::Unsupported, kDescribe},
            {"else", S::Unsupported, kDescribe},
            {"dependentRequired", S::Unsupported, kDescribe},
            {"dependentSchemas", S::Unsupported, kDescribe},
            {"dependencies", S::Unsupported, kDescribe},
            {"minLength", S::Unsupported, kDescribe},
            {"maxLength", S::Unsupported, kDescribe},
            {"uniqueItems", S::Unsupported, kDescribe},
            {"contains", S::Unsupported, kDescribe},
            {"minContains", S::Unsupported, kDescribe},
            {"maxContains", S::Unsupported, kDescribe},
            {"additionalItems", S::Unsupported, "use prefixItems and items"},
            {"patternProperties", S::Unsupported,
             "list the properties (a map can be an array of {key, value} objects)"},
            {"propertyNames", S::Unsupported, kDescribe},
            {"unevaluatedProperties", S::Unsupported, "use additionalProperties: false"},
            {"unevaluatedItems", S::Unsupported, kDescribe},
            {"minProperties", S::Unsupported, kDescribe},
            {"maxProperties", S::Unsupported, kDescribe},
        },
        {
            {"pattern", S::Unsupported, kDescribe},
            {"format", S::Unsupported, kDescribe},
            {"minimum", S::Unsupported, kDescribe},
            {"maximum", S::Unsupported, kDescribe},
            {"exclusiveMinimum", S::Unsupported, kDescribe},
            {"exclusiveMaximum", S::Unsupported, kDescribe},
            {"multipleOf", S::Unsupported, kDescribe},
            {"minItems", S::Unsupported, kDescribe},
            {"maxItems", S::Unsupported, kDescribe},
        },
        false,
        true,
        true,
        true,
        true,
        NullStyle::TypeArray,
        check_openai_site,
    };
    return profile;
}

}  // namespace sg::providers

// Gemini: responseJsonSchema ("gemini") and the legacy responseSchema, an OpenAPI 3.0 subset
// ("gemini-legacy"). Sources: ai.google.dev/gemini-api/docs/structured-output and the Schema
// reference at cloud.google.com/vertex-ai/docs/reference/rest/v1/Schema, via PROVIDER_SCHEMAS.md.
#include <cctype>
#include <string>

#include "core/json_pointer.h"
#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

using S = Support;

constexpr std::string_view kDescribe = "state it in `description` and check it after parsing";
constexpr std::string_view kIgnoredAllOf = "merge the branches into one schema (toStrictSchema does when they agree)";

// Rejected by both forms.
const std::vector<KeywordRule> kUnsupportedEverywhere = {
    {"allOf", S::Ignored, kIgnoredAllOf},
    {"oneOf", S::Unsupported, "use anyOf"},
    {"not", S::Unsupported, kDescribe},
    {"if", S::Unsupported, kDescribe},
    {"then", S::Unsupported, kDescribe},
    {"else", S::Unsupported, kDescribe},
    {"dependentRequired", S::Unsupported, kDescribe},
    {"dependentSchemas", S::Unsupported, kDescribe},
    {"dependencies", S::Unsupported, kDescribe},
    {"exclusiveMinimum", S::Unsupported, "use minimum"},
    {"exclusiveMaximum", S::Unsupported, "use maximum"},
    {"multipleOf", S::Unsupported, kDescribe},
    {"uniqueItems", S::Unsupported, kDescribe},
    {"contains", S::Unsupported, kDescribe},
    {"minContains", S::Unsupported, kDescribe},
    {"maxContains", S::Unsupported, kDescribe},
    {"patternProperties", S::Unsupported, "list the properties"},
    {"propertyNames", S::Unsupported, kDescribe},
    {"unevaluatedProperties", S::Unsupported, "use additionalProperties"},
    {"unevaluatedItems", S::Unsupported, kDescribe},
};

std::vector<KeywordRule> with_shared(std::vector<KeywordRule> own) {
    own.insert(own.end(), kUnsupportedEverywhere.begin(), kUnsupportedEverywhere.end());
    return own;
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

void check_ordering(const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* properties = member(site.schema, "properties");
    if (properties == nullptr || !properties->IsObject() || properties->MemberCount() < 2) return;
    if (member(site.schema, "propertyOrdering") != nullptr) return;
    sink.add("property-ordering", Severity::Info, site.pointer,
             "no propertyOrdering: Gemini 2.0 models need it to keep the properties in order; later models follow "
             "the declaration order",
             "add \"propertyOrdering\" listing the properties in order (toStrictSchema adds it)");
}

void check_gemini_site(const SchemaSite& site, const LintContext& context, DiagnosticSink& sink) {
    if (!site.schema.IsObject()) return;
    check_ordering(site, sink);
    if (const RefUse* use = context.refs.use_at(site.pointer); use && use->recursive) {
        sink.add("recursive-ref", Severity::Info, keyword_pointer(site, "$ref"),
                 "`$ref` \"" + use->ref +
                     "\" is recursive; Gemini publishes no rule on recursive schemas (it "
                     "\"may reject very large or deeply nested schemas\")",
                 "");
    }
}

void check_legacy_format(const SchemaSite& site, DiagnosticSink& sink) {
    std::string type;
    for (const std::string_view t : type_names(site.schema)) {
        if (lower(t) != "null") type = lower(t);
    }
    std::vector<std::string_view> formats;
    if (type == "string")
        formats = {"enum", "date-time"};
    else if (type == "integer")
        formats = {"int32", "int64"};
    else if (type == "number")
        formats = {"float", "double"};
    else
        formats = {"enum", "date-time", "int32", "int64", "float", "double"};
    check_format(site, formats, "Gemini responseSchema", sink);
}

void check_legacy_site(const SchemaSite& site, const LintContext&, DiagnosticSink& sink) {
    if (!site.schema.IsObject()) return;
    check_ordering(site, sink);
    check_legacy_format(site, sink);
    const std::vector<std::string_view> types = type_names(site.schema);
    const std::string at = keyword_pointer(site, "type");
    if (const rapidjson::Value* type = member(site.schema, "type"); type && type->IsArray()) {
        sink.add("type-array", Severity::Error, at, "Gemini responseSchema takes one type name, not an array",
                 "use one type with \"nullable\": true, or anyOf");
    } else if (types.size() == 1 && lower(types[0]) == "null") {
        sink.add("unsupported-type", Severity::Error, at, "Gemini responseSchema writes null as \"nullable\": true",
                 "give the type of the value and add \"nullable\": true");
    }
    const rapidjson::Value* values = member(site.schema, "enum");
    if (values == nullptr || !values->IsArray()) return;
    for (rapidjson::SizeType i = 0; i < values->Size(); ++i) {
        if ((*values)[i].IsString()) continue;
        std::string value_at = keyword_pointer(site, "enum");
        append_pointer_index(value_at, i);
        sink.add("enum-not-string", Severity::Error, value_at,
                 "Gemini responseSchema accepts only strings in `enum`; this is " + json_text((*values)[i]),
                 "use string values (and convert after parsing)");
    }
}

}  // namespace

const ProviderProfile& gemini_profile() {
    static const ProviderProfile profile{
        Provider::Gemini,
        "Gemini responseJsonSchema",
        with_shared({
            {"type", S::Supported, ""},
            {"properties", S::Supported, ""},
            {"required", S::Supported, ""},
            {"additionalProperties", S::Supported, ""},
            {"items", S::Supported, ""},
            {"prefixItems", S::Supported, ""},
            {"enum", S::Supported, ""},
            {"anyOf", S::Supported, ""},
            {"$ref", S::Supported, ""},
            {"$defs", S::Supported, ""},
            {"description", S::Supported, ""},
            {"title", S::Supported, ""},
            {"$schema", S::Supported, ""},
            {"$id", S::Supported, ""},
            {"format", S::Supported, ""},
            {"minimum", S::Supported, ""},
            {"maximum", S::Supported, ""},
            {"minItems", S::Supported, ""},
            {"maxItems", S::Supported, ""},
            {"propertyOrdering", S::Supported, ""},
            {"pattern", S::Unsupported, kDescribe},
            {"minLength", S::Unsupported, kDescribe},
            {"maxLength", S::Unsupported, kDescribe},
            {"minProperties", S::Unsupported, kDescribe},
            {"maxProperties", S::Unsupported, kDescribe},
        }),
        {},
        false,
        false,
        false,
        false,
        false,
        NullStyle::TypeArray,
        check_gemini_site,
    };
    return profile;
}

const ProviderProfile& gemini_legacy_profile() {
    static const ProviderProfile profile{
        Provider::GeminiLegacy,
        "Gemini responseSchema",
        with_shared({
            {"type", S::Supported, ""},
            {"format", S::Supported, ""},
            {"title", S::Supported, ""},
            {"description", S::Supported, ""},
            {"nullable", S::Supported, ""},
            {"default", S::Supported, ""},
            {"example", S::Supported, ""},
            {"items", S::Supported, ""},
            {"minItems", S::Supported, ""},
            {"maxItems", S::Supported, ""},
            {"enum", S::Supported, ""},
            {"properties", S::Supported, ""},
            {"propertyOrdering", S::Supported, ""},
            {"required", S::Supported, ""},
            {"minProperties", S::Supported, ""},
            {"maxProperties", S::Supported, ""},
            {"minLength", S::Supported, ""},
            {"maxLength", S::Supported, ""},
            {"pattern", S::Supported, ""},
            {"anyOf", S::Supported, ""},
            {"minimum", S::Supported, ""},
            {"maximum", S::Supported, ""},
            {"additionalProperties", S::Unsupported,
             "remove it: responseSchema rejects the field (\"Cannot find field\"); use responseJsonSchema"},
            {"$ref", S::Unsupported, "inline the referenced schema, or use responseJsonSchema"},
            {"$defs", S::Unsupported, "inline the definitions, or use responseJsonSchema"},
            {"definitions", S::Unsupported, "inline the definitions, or use responseJsonSchema"},
            {"const", S::Unsupported, "use an enum with the one string value"},
            {"prefixItems", S::Unsupported, "use an object with one property per position"},
        }),
        {},
        true,
        false,
        false,
        false,
        false,
        NullStyle::NullableKeyword,
        check_legacy_site,
    };
    return profile;
}

}  // namespace sg::providers

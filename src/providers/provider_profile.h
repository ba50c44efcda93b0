// What one provider accepts, as data (PROVIDER_SCHEMAS.md, one profile file per provider):
// which keywords it supports, rejects or ignores, its structural rules, and the checks that
// only it has. The linter applies the shared rules from this data and then the profile's own.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "providers/diagnostic_sink.h"
#include "providers/lint.h"
#include "providers/ref_graph.h"
#include "providers/schema_walker.h"

namespace sg::providers {

enum class Support : std::uint8_t {
    Supported,
    Unsupported,  // the provider rejects the schema
    Ignored,      // accepted, but the model is not constrained by it
};

struct KeywordRule {
    std::string_view keyword;
    Support support;
    std::string_view fix;  // for Unsupported and Ignored: what to do instead
};

// How a provider spells "this value may also be null".
enum class NullStyle {
    TypeArray,        // "type": ["string", "null"] (anyOf with a null branch where there is no type)
    AnyOfNull,        // "anyOf": [{…}, {"type": "null"}]
    NullableKeyword,  // "nullable": true (OpenAPI 3.0)
};

struct LintContext {
    const RefGraph& refs;
    const LintOptions& options;
};

struct ProviderProfile {
    Provider provider;
    std::string_view title;  // how messages name it: "OpenAI strict mode"
    std::vector<KeywordRule> keywords;
    std::vector<KeywordRule> fine_tuned_keywords;  // also rejected with LintOptions::fine_tuned
    bool unlisted_is_error;                        // an unknown keyword is rejected, not just undocumented
    bool closed_objects;                           // every object needs additionalProperties: false
    bool all_required;                             // `required` must list every property
    bool object_root;                              // the root must be type "object"
    bool typed_subschemas;                         // every subschema needs type, anyOf, $ref, enum or const
    NullStyle null_style;
    void (*check_site)(const SchemaSite& site, const LintContext& context, DiagnosticSink& sink);
};

const ProviderProfile& profile_for(Provider provider);
const ProviderProfile& openai_profile();
const ProviderProfile& anthropic_profile();
const ProviderProfile& gemini_profile();
const ProviderProfile& gemini_legacy_profile();

// The rule for `keyword`, or null when the provider's documentation does not list it.
const KeywordRule* find_keyword_rule(const ProviderProfile& profile, std::string_view keyword, bool fine_tuned);

// The checks every profile shares, driven by its data.
void check_shared_rules(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                        DiagnosticSink& sink);

// Shared pieces of the profiles' own checks.
void check_format(const SchemaSite& site, const std::vector<std::string_view>& formats, std::string_view title,
                  DiagnosticSink& sink);
std::string keyword_pointer(const SchemaSite& site, std::string_view keyword);

}  // namespace sg::providers

// What one provider accepts, as data (one profile file per provider, from its published documentation), for
// rules S3 and S4: which keywords it supports, rejects or ignores, which structural rules it
// switches on, and the checks only some providers make, each with the provider's own words.
// One checker (profile_checks.cpp, site_rules.cpp) reads every profile; a profile file holds
// no logic, so a provider's rules can be read, and compared, in one place.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "providers/diagnostic_sink.h"
#include "providers/lint.h"
#include "providers/lint_messages.h"
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
    std::optional<LintMessage> fix;  // for Unsupported and Ignored: what to do instead
};


// Keyword rules written in groups that share one support and one fix, as the providers'
// documentation lists them. A group holds an initializer_list, whose names live only as long as
// the expression that writes them: keyword_rules reads them there, and the names themselves are
// constants, so the tables cost data, not code.
struct KeywordGroup {
    Support support;
    std::optional<LintMessage> fix;
    std::initializer_list<std::string_view> keywords;
};

std::vector<KeywordRule> keyword_rules(std::initializer_list<KeywordGroup> groups);

// The structural rules of JSON Schema subsets (profile_checks.cpp), each off unless the profile
// switches it on: plain JSON Schema has none of them.
struct StructureRules {
    bool unlisted_is_error = false;    // an unknown keyword is rejected, not just undocumented
    bool closed_objects = false;       // every object needs additionalProperties: false
    bool all_required = false;         // `required` must list every property
    bool object_root = false;          // the root must be type "object"
    bool typed_subschemas = false;     // every subschema needs type, anyOf, $ref, enum or const
    bool type_names_any_case = false;  // "STRING" is a type name (OpenAPI's enum spells them in capitals)
};

// The checks only some providers make (site_rules.cpp). Each passes unless the profile lists it.
enum class SiteCheck : std::uint8_t {
    Format,              // `format` names one of the profile's `formats`
    PropertyOrdering,    // an object of two or more properties has `propertyOrdering`
    EnumScalars,         // `enum` holds no object and no array
    EnumStrings,         // `enum` holds strings only
    MinItemsZeroOrOne,   // `minItems` is 0 or 1
    RefToDefinition,     // a `$ref` names the root or a definition, not a place inside a schema
    RefAnnotationsOnly,  // beside a `$ref` stand only description and title
    RecursiveRef,        // no `$ref` leads back to itself
    TypeUnion,           // a type array names at most one type besides "null"
    TypeList,            // `type` names one type
    TypeArray,           // `type` is a name, not an array
    NullType,            // `type` is not "null" alone
};

// What a failed check reports. The checker adds what it found to the message: the `$ref` before
// it ("`$ref` \"#/a\" …"), the sibling keywords before it, or the value after it ("; this is 5").
struct Finding {
    Severity severity = Severity::Error;
    std::string_view code;
    std::optional<LintMessage> message;
    std::optional<LintMessage> fix;
};

struct SiteRule {
    SiteCheck check;
    Finding finding;  // empty for Format, whose finding names the provider by its title
};

// The formats `format` may name where the schema's type is `type` ("": any other type).
struct FormatList {
    std::string_view type;
    std::vector<std::string_view> formats;
};

// How a provider spells "this value may also be null".
enum class NullStyle {
    TypeArray,        // "type": ["string", "null"] (anyOf with a null branch where there is no type)
    AnyOfNull,        // "anyOf": [{…}, {"type": "null"}]
    NullableKeyword,  // "nullable": true (OpenAPI 3.0)
};

struct ProviderProfile {
    ProviderProfile(Provider provider, std::string_view title) : provider(provider), title(title) {}

    Provider provider;
    std::string_view title;  // how messages name it: "OpenAI strict mode"
    std::vector<KeywordRule> keywords;
    std::vector<KeywordRule> fine_tuned_keywords;  // also rejected with LintOptions::fine_tuned
    StructureRules structure;
    NullStyle null_style = NullStyle::TypeArray;
    std::vector<FormatList> formats;   // read by SiteCheck::Format
    std::vector<SiteRule> site_rules;  // in the order their findings are reported at one site
};

struct LintContext {
    const RefGraph& refs;
    const LintOptions& options;
};

const ProviderProfile& profile_for(Provider provider);

// The profiles, one file each; profile_for builds each once.
ProviderProfile make_openai_profile();
ProviderProfile make_anthropic_profile();
ProviderProfile make_gemini_profile();
ProviderProfile make_gemini_legacy_profile();

// The rule for `keyword`, or null when the provider's documentation does not list it.
const KeywordRule* find_keyword_rule(const ProviderProfile& profile, std::string_view keyword, bool fine_tuned);

// Every rule of the profile at one site: the structural rules, then its site rules in order.
void check_site(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                DiagnosticSink& sink);

// The profile's site rules alone (site_rules.cpp).
void check_site_rules(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                      DiagnosticSink& sink);

std::string keyword_pointer(const SchemaSite& site, std::string_view keyword);

// A profile's row (a finding's message or fix) in the sink's language; "" for none.
inline std::string profile_text(const DiagnosticSink& sink, std::optional<LintMessage> row) {
    return row ? std::string(lint_text(*row, sink.language())) : std::string();
}

}  // namespace sg::providers

// The structural rules of the provider profiles (rule S3), each switched on by a profile's
// data: keyword support, type names, closed objects, required properties, typed subschemas,
// resolvable references, the root. check_site runs them and then the profile's site rules.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/json_pointer.h"
#include "core/string_index.h"
#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

constexpr std::string_view kTypeNames[] = {"string", "number", "integer", "boolean", "object", "array", "null"};

bool same_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
           });
}

void check_keywords(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                    DiagnosticSink& sink) {
    for (auto m = site.schema.MemberBegin(); m != site.schema.MemberEnd(); ++m) {
        const std::string_view keyword = string_of(m->name);
        const KeywordRule* rule = find_keyword_rule(profile, keyword, context.options.fine_tuned);
        const std::string at = keyword_pointer(site, keyword);
        if (rule == nullptr) {
            if (profile.structure.unlisted_is_error) {
                sink.add("unknown-keyword", Severity::Error, at, lint_message(sink.language(), LintMessage::UnknownField, {profile.title, keyword}),
                         lint_message(sink.language(), LintMessage::RemoveKeyword, {keyword}));
            } else {
                sink.add("unknown-keyword", Severity::Warning, at,
                         lint_message(sink.language(), LintMessage::UndocumentedKeyword, {keyword, profile.title}),
                         lint_message(sink.language(), LintMessage::RemoveUnlessAccepted, {keyword}));
            }
        } else if (rule->support == Support::Unsupported) {
            const KeywordRule* base = find_keyword_rule(profile, keyword, false);
            const bool by_tuning = base != nullptr && base->support == Support::Supported;
            sink.add("unsupported-keyword", Severity::Error, at,
                     lint_message(sink.language(),
                                  by_tuning ? LintMessage::UnsupportedKeywordTuned : LintMessage::UnsupportedKeyword,
                                  {profile.title, keyword}),
                     profile_text(sink, rule->fix));
        } else if (rule->support == Support::Ignored) {
            sink.add("ignored-keyword", Severity::Warning, at, lint_message(sink.language(), LintMessage::IgnoredKeyword, {profile.title, keyword}),
                     profile_text(sink, rule->fix));
        }
    }
}

void check_types(const ProviderProfile& profile, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* type = member(site.schema, "type");
    if (type == nullptr) return;
    const std::string at = keyword_pointer(site, "type");
    if (!type->IsString() && !type->IsArray()) {
        sink.add("unsupported-type", Severity::Error, at, lint_message(sink.language(), LintMessage::TypeNotName), lint_message(sink.language(), LintMessage::TypeNotNameFix));
        return;
    }
    const bool any_case = profile.structure.type_names_any_case;
    for (const std::string_view name : type_names(site.schema)) {
        const bool known = std::any_of(std::begin(kTypeNames), std::end(kTypeNames), [&](std::string_view t) {
            return any_case ? same_ignoring_case(t, name) : t == name;
        });
        if (!known) {
            sink.add("unsupported-type", Severity::Error, at, lint_message(sink.language(), LintMessage::UnknownType, {name}),
                     lint_message(sink.language(), LintMessage::UnknownTypeFix));
        }
    }
}

void check_closed(const ProviderProfile& profile, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* extra = member(site.schema, "additionalProperties");
    if (extra == nullptr) {
        sink.add("additional-properties-required", Severity::Error, site.pointer,
                 lint_message(sink.language(), LintMessage::NoAdditionalProperties, {profile.title}), lint_message(sink.language(), LintMessage::AddAdditionalProperties));
    } else if (!extra->IsFalse()) {
        sink.add("additional-properties-required", Severity::Error, keyword_pointer(site, "additionalProperties"),
                 lint_message(sink.language(), LintMessage::OpenAdditionalProperties, {profile.title}), lint_message(sink.language(), LintMessage::CloseAndList));
    }
}

void check_required(const ProviderProfile& profile, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* properties = member(site.schema, "properties");
    if (properties == nullptr || !properties->IsObject()) return;
    const StringIndex required = required_names(site.schema);
    for (auto p = properties->MemberBegin(); p != properties->MemberEnd(); ++p) {
        const std::string_view name = string_of(p->name);
        if (required.contains(name)) continue;
        std::string at = keyword_pointer(site, "properties");
        append_pointer_token(at, name);
        sink.add("property-not-required", Severity::Error, at, lint_message(sink.language(), LintMessage::NotRequired, {name, profile.title}),
                 lint_message(sink.language(), LintMessage::NotRequiredFix, {name}));
    }
}

// Where a schema must describe a value on its own (not under `not`, `if`, …).
bool describes_a_value(const SchemaSite& site) {
    for (std::string_view k : {"properties", "items", "prefixItems", "anyOf", "$defs", "definitions"}) {
        if (site.keyword == k) return true;
    }
    return site.keyword == "additionalProperties" && site.schema.IsObject();
}

void check_typed(const ProviderProfile& profile, const SchemaSite& site, DiagnosticSink& sink) {
    if (!describes_a_value(site)) return;
    if (site.schema.IsObject()) {
        for (std::string_view k : {"type", "anyOf", "$ref", "enum", "const", "allOf", "oneOf"}) {
            if (member(site.schema, k) != nullptr) return;
        }
    } else if (!site.schema.IsTrue()) {
        return;
    }
    sink.add("untyped-schema", Severity::Error, site.pointer, lint_message(sink.language(), LintMessage::Untyped, {profile.title}),
             lint_message(sink.language(), LintMessage::UntypedFix));
}

void check_ref(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
               DiagnosticSink& sink) {
    const rapidjson::Value* ref = member(site.schema, "$ref");
    if (ref == nullptr) return;
    const KeywordRule* rule = find_keyword_rule(profile, "$ref", false);
    if (rule == nullptr || rule->support != Support::Supported) return;  // reported as a keyword
    const std::string at = keyword_pointer(site, "$ref");
    const RefUse* use = context.refs.use_at(site.pointer);
    if (use == nullptr) {
        sink.add("unresolved-ref", Severity::Error, at, lint_message(sink.language(), LintMessage::RefNotString), lint_message(sink.language(), LintMessage::RefNotStringFix));
    } else if (use->resolved.kind == RefKind::External) {
        sink.add("external-ref", Severity::Error, at, lint_message(sink.language(), LintMessage::ExternalRef, {use->ref, profile.title}),
                 lint_message(sink.language(), LintMessage::ExternalRefFix));
    } else if (use->resolved.kind == RefKind::Unresolved) {
        sink.add("unresolved-ref", Severity::Error, at, lint_message(sink.language(), LintMessage::UnresolvedRef, {use->ref}),
                 lint_message(sink.language(), LintMessage::UnresolvedRefFix));
    }
}

void check_root(const ProviderProfile& profile, const SchemaSite& site, DiagnosticSink& sink) {
    if (!profile.structure.object_root) return;
    const std::vector<std::string_view> types = type_names(site.schema);
    if (site.schema.IsObject() && types.size() == 1 && types[0] == "object" &&
        member(site.schema, "anyOf") == nullptr) {
        return;
    }
    std::string what = lint_message(sink.language(), LintMessage::RootNotObjectSchema);
    if (member(site.schema, "anyOf") != nullptr)
        what = lint_message(sink.language(), LintMessage::RootAnyOf);
    else if (member(site.schema, "$ref") != nullptr && types.empty())
        what = lint_message(sink.language(), LintMessage::RootRef);
    else if (!types.empty())
        what = lint_message(sink.language(), LintMessage::RootType, {json_text(*member(site.schema, "type"))});
    sink.add("root-not-object", Severity::Error, "", lint_message(sink.language(), LintMessage::RootNotObject, {what, profile.title}),
             lint_message(sink.language(), LintMessage::RootFix));
}

}  // namespace

const ProviderProfile& profile_for(Provider provider) {
    static const ProviderProfile profiles[] = {make_openai_profile(), make_anthropic_profile(), make_gemini_profile(),
                                               make_gemini_legacy_profile()};
    for (const ProviderProfile& profile : profiles) {
        if (profile.provider == provider) return profile;
    }
    return profiles[0];
}

std::vector<KeywordRule> keyword_rules(std::initializer_list<KeywordGroup> groups) {
    std::vector<KeywordRule> rules;
    for (const KeywordGroup& group : groups) {
        for (const std::string_view keyword : group.keywords) rules.push_back({keyword, group.support, group.fix});
    }
    return rules;
}

const KeywordRule* find_keyword_rule(const ProviderProfile& profile, std::string_view keyword, bool fine_tuned) {
    if (fine_tuned) {
        for (const KeywordRule& rule : profile.fine_tuned_keywords) {
            if (rule.keyword == keyword) return &rule;
        }
    }
    for (const KeywordRule& rule : profile.keywords) {
        if (rule.keyword == keyword) return &rule;
    }
    return nullptr;
}

std::string keyword_pointer(const SchemaSite& site, std::string_view keyword) {
    std::string pointer = site.pointer;
    append_pointer_token(pointer, keyword);
    return pointer;
}

void check_site(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                DiagnosticSink& sink) {
    const StructureRules& rules = profile.structure;
    if (site.parent == nullptr) check_root(profile, site, sink);
    if (rules.typed_subschemas) check_typed(profile, site, sink);
    if (!site.schema.IsObject()) return;
    check_keywords(profile, site, context, sink);
    check_types(profile, site, sink);
    if (is_object_schema(site.schema)) {
        if (rules.closed_objects) check_closed(profile, site, sink);
        if (rules.all_required) check_required(profile, site, sink);
    }
    check_ref(profile, site, context, sink);
    check_site_rules(profile, site, context, sink);
}

}  // namespace sg::providers

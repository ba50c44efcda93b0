// The checks only some providers make (rule S3), run in the order a profile lists them and
// reported in its words (provider_profile.h): formats, enum values, minItems, references and
// how `type` may be written. What a check found is added to the profile's message here, so the
// message names the value, the reference or the count.
#include <algorithm>
#include <cctype>
#include <string>

#include "core/json_pointer.h"
#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

void report(const Finding& finding, std::string pointer, std::string message, DiagnosticSink& sink) {
    sink.add(std::string(finding.code), finding.severity, std::move(pointer), std::move(message),
             profile_text(sink, finding.fix));
}

// The finding's message with what the check found put in by `row` ("{0}; this is {1}").
std::string with_found(const Finding& finding, LintMessage row, std::string_view found, const DiagnosticSink& sink) {
    return lint_message(sink.language(), row, {profile_text(sink, finding.message), found});
}

std::string lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The formats allowed at this site: the list for its type (the last one besides "null"), else
// the list for any type.
const std::vector<std::string_view>* formats_for(const ProviderProfile& profile, const SchemaSite& site) {
    std::string type;
    for (const std::string_view t : type_names(site.schema)) {
        if (lower(t) != "null") type = lower(t);
    }
    const FormatList* any = nullptr;
    for (const FormatList& list : profile.formats) {
        if (list.type == type) return &list.formats;
        if (list.type.empty()) any = &list;
    }
    return any == nullptr ? nullptr : &any->formats;
}

// Where `format` itself is rejected (OpenAI fine-tuned models) the keyword is the finding.
void check_format(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                  DiagnosticSink& sink) {
    const rapidjson::Value* format = member(site.schema, "format");
    if (format == nullptr || !format->IsString()) return;
    const KeywordRule* rule = find_keyword_rule(profile, "format", context.options.fine_tuned);
    if (rule == nullptr || rule->support != Support::Supported) return;
    const std::vector<std::string_view>* formats = formats_for(profile, site);
    if (formats == nullptr) return;
    const std::string_view name = string_of(*format);
    if (std::find(formats->begin(), formats->end(), name) != formats->end()) return;
    std::string listed;
    for (const std::string_view f : *formats) listed += (listed.empty() ? "" : ", ") + std::string(f);
    sink.add("unsupported-format", Severity::Error, keyword_pointer(site, "format"),
             lint_message(sink.language(), LintMessage::UnsupportedFormat, {profile.title, name, listed}),
             lint_message(sink.language(), LintMessage::UnsupportedFormatFix));
}

void check_property_ordering(const Finding& finding, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* properties = member(site.schema, "properties");
    if (properties == nullptr || !properties->IsObject() || properties->MemberCount() < 2) return;
    if (member(site.schema, "propertyOrdering") != nullptr) return;
    report(finding, site.pointer, profile_text(sink, finding.message), sink);
}

// Scalars only: the value is an object or an array. Strings only: any other value, by its text.
void check_enum(const Finding& finding, bool strings_only, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* values = member(site.schema, "enum");
    if (values == nullptr || !values->IsArray()) return;
    for (rapidjson::SizeType i = 0; i < values->Size(); ++i) {
        const rapidjson::Value& v = (*values)[i];
        std::string message;
        if (strings_only && !v.IsString()) {
            message = with_found(finding, LintMessage::ThisIs, json_text(v), sink);
        } else if (!strings_only && (v.IsObject() || v.IsArray())) {
            message = with_found(finding, v.IsObject() ? LintMessage::ThisValueIsObject : LintMessage::ThisValueIsArray,
                                 "", sink);
        } else {
            continue;
        }
        std::string at = keyword_pointer(site, "enum");
        append_pointer_index(at, i);
        report(finding, std::move(at), std::move(message), sink);
    }
}

void check_min_items(const Finding& finding, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* min = member(site.schema, "minItems");
    if (min == nullptr || (min->IsNumber() && (min->GetDouble() == 0 || min->GetDouble() == 1))) return;
    report(finding, keyword_pointer(site, "minItems"), with_found(finding, LintMessage::ThisIs, json_text(*min), sink),
           sink);
}

void check_ref(const SiteRule& rule, const SchemaSite& site, const LintContext& context, DiagnosticSink& sink) {
    const RefUse* use = context.refs.use_at(site.pointer);
    if (use == nullptr) return;
    const bool broken = rule.check == SiteCheck::RecursiveRef ? use->recursive : use->resolved.kind == RefKind::Local;
    if (!broken) return;
    const std::string message =
        lint_message(sink.language(), LintMessage::RefFinding, {use->ref, profile_text(sink, rule.finding.message)});
    report(rule.finding, keyword_pointer(site, "$ref"), message, sink);
}

void check_ref_siblings(const Finding& finding, const SchemaSite& site, DiagnosticSink& sink) {
    if (member(site.schema, "$ref") == nullptr) return;
    std::string siblings;
    for (auto m = site.schema.MemberBegin(); m != site.schema.MemberEnd(); ++m) {
        const std::string_view k = string_of(m->name);
        if (k == "$ref" || k == "description" || k == "title") continue;
        siblings += (siblings.empty() ? "" : ", ") + std::string(k);
    }
    if (siblings.empty()) return;
    report(finding, site.pointer,
           lint_message(sink.language(), LintMessage::BesideRef, {siblings, profile_text(sink, finding.message)}), sink);
}

void check_type(const SiteRule& rule, const SchemaSite& site, DiagnosticSink& sink) {
    const rapidjson::Value* type = member(site.schema, "type");
    if (type == nullptr) return;
    const std::vector<std::string_view> names = type_names(site.schema);
    std::string message = profile_text(sink, rule.finding.message);
    switch (rule.check) {
        case SiteCheck::TypeUnion: {
            const auto non_null =
                std::count_if(names.begin(), names.end(), [](std::string_view t) { return t != "null"; });
            if (non_null <= 1) return;
            message = with_found(rule.finding, LintMessage::NamesTypes, std::to_string(non_null), sink);
            break;
        }
        case SiteCheck::TypeList:
            if (names.size() <= 1) return;
            break;
        case SiteCheck::TypeArray:
            if (!type->IsArray()) return;
            break;
        default:  // NullType
            if (!type->IsString() || lower(string_of(*type)) != "null") return;
            break;
    }
    report(rule.finding, keyword_pointer(site, "type"), std::move(message), sink);
}

}  // namespace

void check_site_rules(const ProviderProfile& profile, const SchemaSite& site, const LintContext& context,
                      DiagnosticSink& sink) {
    if (!site.schema.IsObject()) return;
    for (const SiteRule& rule : profile.site_rules) {
        switch (rule.check) {
            case SiteCheck::Format: check_format(profile, site, context, sink); break;
            case SiteCheck::PropertyOrdering: check_property_ordering(rule.finding, site, sink); break;
            case SiteCheck::EnumScalars: check_enum(rule.finding, false, site, sink); break;
            case SiteCheck::EnumStrings: check_enum(rule.finding, true, site, sink); break;
            case SiteCheck::MinItemsZeroOrOne: check_min_items(rule.finding, site, sink); break;
            case SiteCheck::RefToDefinition:
            case SiteCheck::RecursiveRef: check_ref(rule, site, context, sink); break;
            case SiteCheck::RefAnnotationsOnly: check_ref_siblings(rule.finding, site, sink); break;
            case SiteCheck::TypeUnion:
            case SiteCheck::TypeList:
            case SiteCheck::TypeArray:
            case SiteCheck::NullType: check_type(rule, site, sink); break;
        }
    }
}

}  // namespace sg::providers

#include "providers/budgets.h"

#include <algorithm>
#include <string>
#include <unordered_set>
#include <vector>

#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

struct SchemaTally {
    std::size_t properties = 0;
    std::size_t string_chars = 0;
    std::size_t enum_values = 0;
    std::size_t optional_properties = 0;  // in `properties` but not in `required`
    std::size_t union_properties = 0;     // properties whose schema is anyOf/oneOf or names several types
    std::size_t object_levels = 0;
    std::string deepest;  // JSON Pointer of the deepest object schema
};

struct Contributor {
    std::string pointer;
    std::size_t amount;
};

std::string largest(std::vector<Contributor> contributors) {
    std::stable_sort(contributors.begin(), contributors.end(),
                     [](const Contributor& a, const Contributor& b) { return a.amount > b.amount; });
    std::string text;
    for (std::size_t i = 0; i < contributors.size() && i < 3; ++i) {
        const Contributor& c = contributors[i];
        text += (i ? ", " : "") + (c.pointer.empty() ? std::string("(root)") : c.pointer) + " (" +
                std::to_string(c.amount) + ")";
    }
    return "largest contributors: " + text;
}

std::size_t enum_chars(const rapidjson::Value& values, bool& all_strings) {
    std::size_t chars = 0;
    all_strings = true;
    for (const auto& v : values.GetArray()) {
        chars += budget_length(v);
        all_strings = all_strings && v.IsString();
    }
    return chars;
}

bool is_union(const rapidjson::Value& schema) {
    return member(schema, "anyOf") != nullptr || member(schema, "oneOf") != nullptr || type_names(schema).size() > 1;
}

class Budget {
public:
    Budget(const ProviderProfile& profile, const RefGraph& refs, const WalkOptions& walk, DiagnosticSink& sink)
        : profile_(profile), refs_(refs), walk_(walk), sink_(sink) {}

    void tally_site(const SchemaSite& site) {
        if (!site.schema.IsObject()) return;
        if (is_definitions_keyword(site.keyword)) {
            definitions_.push_back(&site.schema);
            definition_pointers_.push_back(site.pointer);
            add_chars(site.parent->pointer + "/" + std::string(site.keyword), code_points(string_of(*site.name)));
        }
        tally_properties(site);
        if (const rapidjson::Value* c = member(site.schema, "const"))
            add_chars(site.pointer + "/const", budget_length(*c));
        tally_enum(site);
    }

    void measure_depth(const rapidjson::Value& root) {
        measure_tree(root, "");
        for (std::size_t i = 0; i < definitions_.size(); ++i) {
            if (!refs_.height_of(definition_pointers_[i])) measure_tree(*definitions_[i], definition_pointers_[i]);
        }
    }

    void report() {
        if (profile_.provider == Provider::OpenAI)
            report_openai();
        else
            report_unpublished();
    }

private:
    void add_chars(const std::string& pointer, std::size_t chars) {
        tally_.string_chars += chars;
        if (!chars_.empty() && chars_.back().pointer == pointer)
            chars_.back().amount += chars;
        else
            chars_.push_back(Contributor{pointer, chars});
    }

    void tally_properties(const SchemaSite& site) {
        const rapidjson::Value* properties = member(site.schema, "properties");
        if (properties == nullptr || !properties->IsObject()) return;
        const std::unordered_set<std::string_view> required = required_names(site.schema);
        tally_.properties += properties->MemberCount();
        properties_.push_back(Contributor{site.pointer, properties->MemberCount()});
        for (auto p = properties->MemberBegin(); p != properties->MemberEnd(); ++p) {
            add_chars(site.pointer + "/properties", code_points(string_of(p->name)));
            tally_.optional_properties += required.count(string_of(p->name)) ? 0 : 1;
            tally_.union_properties += is_union(p->value) ? 1 : 0;
        }
    }

    void tally_enum(const SchemaSite& site) {
        const rapidjson::Value* values = member(site.schema, "enum");
        if (values == nullptr || !values->IsArray()) return;
        bool all_strings = false;
        const std::size_t chars = enum_chars(*values, all_strings);
        const std::string at = site.pointer + "/enum";
        add_chars(at, chars);
        tally_.enum_values += values->Size();
        enums_.push_back(Contributor{at, values->Size()});
        if (profile_.provider == Provider::OpenAI && all_strings && values->Size() > limits::kOpenAiLargeEnumValues &&
            chars > limits::kOpenAiLargeEnumChars) {
            sink_.add("large-string-enum", Severity::Error, at,
                      "this string enum has " + std::to_string(values->Size()) + " values totalling " +
                          std::to_string(chars) + " characters; OpenAI limits an enum of more than " +
                          std::to_string(limits::kOpenAiLargeEnumValues) + " string values to " +
                          std::to_string(limits::kOpenAiLargeEnumChars) + " characters",
                      "shorten the values, split the enum, or validate the value after parsing");
        }
    }

    // One tree: the root or an unreferenced definition, definitions inside it excluded.
    void measure_tree(const rapidjson::Value& schema, const std::string& pointer) {
        WalkOptions tree = walk_;
        tree.skip_definitions = true;
        walk_schema(schema, pointer, tree, [&](const SchemaSite& site) {
            std::size_t levels = site.schema.IsObject() && is_object_schema(site.schema) ? site.object_level : 0;
            std::string deepest = site.pointer;
            const RefUse* use = refs_.use_at(site.pointer);
            const bool through_ref = use && use->resolved.target && !use->recursive;
            if (through_ref) {
                const Height below = refs_.height_of(use->resolved.target_pointer).value_or(Height{});
                if (site.object_level + below.levels > levels) {
                    levels = site.object_level + below.levels;
                    deepest = below.deepest;
                }
            }
            if (levels > tally_.object_levels) {
                tally_.object_levels = levels;
                tally_.deepest = deepest;
            }
            if (levels > limits::kOpenAiMaxObjectLevels && !too_deep_) {
                too_deep_ = Contributor{site.pointer, levels};
                too_deep_ref_ = through_ref ? use->ref : "";
            }
        });
    }

    void report_openai() {
        if (too_deep_) {
            const std::string how =
                too_deep_ref_.empty() ? "objects nest " : "through `$ref` \"" + too_deep_ref_ + "\", objects nest ";
            sink_.add("too-deep", Severity::Error, too_deep_->pointer,
                      how + std::to_string(too_deep_->amount) + " levels deep here (limit " +
                          std::to_string(limits::kOpenAiMaxObjectLevels) +
                          " object levels, the root object being 1); the schema's deepest object is " +
                          std::to_string(tally_.object_levels) + " levels down, at " + tally_.deepest,
                      "flatten the nesting, e.g. move inner objects into arrays of references by id");
        }
        check_budget("too-many-properties", tally_.properties, limits::kOpenAiMaxProperties,
                     "the schema has " + std::to_string(tally_.properties) + " object properties", properties_,
                     "split the request into several schemas or replace groups of properties by arrays");
        check_budget("string-budget", tally_.string_chars, limits::kOpenAiMaxStringChars,
                     "property names, definition names, enum and const values total " +
                         std::to_string(tally_.string_chars) + " characters",
                     chars_, "shorten names and enum values, or validate large enums after parsing");
        check_budget("enum-budget", tally_.enum_values, limits::kOpenAiMaxEnumValues,
                     "the schema has " + std::to_string(tally_.enum_values) + " enum values", enums_,
                     "replace large enums by strings checked after parsing");
    }

    // A whole-schema budget over its limit: an error at the root naming its largest contributors.
    void check_budget(const char* code, std::size_t count, std::size_t limit, const std::string& counted,
                      const std::vector<Contributor>& contributors, const char* fix) {
        if (count <= limit) return;
        sink_.add(code, Severity::Error, "",
                  counted + " (limit " + std::to_string(limit) + "); " + largest(contributors), fix);
    }

    void report_unpublished() {
        const std::string counts = "this schema has " + std::to_string(tally_.properties) + " properties, " +
                                   std::to_string(tally_.object_levels) + " object levels, " +
                                   std::to_string(tally_.optional_properties) + " optional properties and " +
                                   std::to_string(tally_.union_properties) + " properties with union types";
        if (profile_.provider != Provider::Anthropic) {
            sink_.add(
                "unpublished-limit", Severity::Info, "",
                "Gemini publishes no size limits (it \"may reject very large or deeply nested schemas\"); " + counts,
                "");
            return;
        }
        const bool past_hearsay = tally_.optional_properties > 24 || tally_.union_properties > 16;
        sink_.add("unpublished-limit", past_hearsay ? Severity::Warning : Severity::Info, "",
                  "Anthropic publishes no size limits; schemas that are too large fail with \"The compiled grammar is "
                  "too large\" or \"Schema is too complex for compilation\"; " +
                      counts +
                      (past_hearsay ? ". Third-party code caps strict tools at 24 optional properties and 16 "
                                      "union-typed parameters (unverified)"
                                    : ""),
                  past_hearsay ? "make optional properties required and nullable (toStrictSchema does)" : "");
    }

    const ProviderProfile& profile_;
    const RefGraph& refs_;
    const WalkOptions& walk_;
    DiagnosticSink& sink_;
    SchemaTally tally_;
    std::vector<Contributor> properties_, chars_, enums_;
    std::vector<const rapidjson::Value*> definitions_;
    std::vector<std::string> definition_pointers_;
    std::optional<Contributor> too_deep_;
    std::string too_deep_ref_;
};

}  // namespace

void check_budgets(const ProviderProfile& profile, const rapidjson::Value& root, const RefGraph& refs,
                   const WalkOptions& walk, DiagnosticSink& sink) {
    Budget budget(profile, refs, walk, sink);
    WalkOptions everything = walk;
    everything.skip_definitions = false;
    walk_schema(root, "", everything, [&](const SchemaSite& site) { budget.tally_site(site); });
    budget.measure_depth(root);
    budget.report();
}

}  // namespace sg::providers

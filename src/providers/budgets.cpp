#include "providers/budgets.h"

#include <algorithm>
#include <string>
#include <vector>

#include "core/key_sort.h"
#include "core/string_index.h"
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

std::string largest(std::vector<Contributor> contributors, Language language) {
    sort_by_number(contributors, [](const Contributor& c) { return ~std::uint64_t{c.amount}; });
    std::string text;
    for (std::size_t i = 0; i < contributors.size() && i < 3; ++i) {
        const Contributor& c = contributors[i];
        text += (i ? ", " : "") + (c.pointer.empty() ? lint_message(language, LintMessage::Root) : c.pointer) + " (" +
                std::to_string(c.amount) + ")";
    }
    return lint_message(language, LintMessage::LargestContributors, {text});
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

// Visits every site of the document to tally it, then measures the depth tree by tree.
class Budget final : public SiteVisitor {
public:
    Budget(const ProviderProfile& profile, const RefGraph& refs, const WalkOptions& walk, DiagnosticSink& sink)
        : profile_(profile), refs_(refs), walk_(walk), sink_(sink) {}

    void visit(const SchemaSite& site) override {
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
        const StringIndex required = required_names(site.schema);
        tally_.properties += properties->MemberCount();
        properties_.push_back(Contributor{site.pointer, properties->MemberCount()});
        for (auto p = properties->MemberBegin(); p != properties->MemberEnd(); ++p) {
            add_chars(site.pointer + "/properties", code_points(string_of(p->name)));
            tally_.optional_properties += required.contains(string_of(p->name)) ? 0 : 1;
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
                      lint_message(sink_.language(), LintMessage::LargeStringEnum,
                                   {std::to_string(values->Size()), std::to_string(chars),
                                    std::to_string(limits::kOpenAiLargeEnumValues),
                                    std::to_string(limits::kOpenAiLargeEnumChars)}),
                      lint_message(sink_.language(), LintMessage::LargeStringEnumFix));
        }
    }

    // One tree: the root or an unreferenced definition, definitions inside it excluded.
    void measure_tree(const rapidjson::Value& schema, const std::string& pointer) {
        WalkOptions tree = walk_;
        tree.skip_definitions = true;
        TreeMeasure measure(*this);
        walk_schema(schema, pointer, tree, measure);
    }

    // Each site of a tree passed to measure_site.
    class TreeMeasure final : public SiteVisitor {
    public:
        explicit TreeMeasure(Budget& budget) : budget_(budget) {}
        void visit(const SchemaSite& site) override { budget_.measure_site(site); }

    private:
        Budget& budget_;
    };

    // The object levels at a site, a reference's height below it included.
    void measure_site(const SchemaSite& site) {
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
    }

    void report_openai() {
        if (too_deep_) {
            sink_.add("too-deep", Severity::Error, too_deep_->pointer,
                      lint_message(sink_.language(),
                                   too_deep_ref_.empty() ? LintMessage::TooDeep : LintMessage::TooDeepThroughRef,
                                   {std::to_string(too_deep_->amount), std::to_string(limits::kOpenAiMaxObjectLevels),
                                    std::to_string(tally_.object_levels), tally_.deepest, too_deep_ref_}),
                      lint_message(sink_.language(), LintMessage::TooDeepFix));
        }
        check_budget("too-many-properties", tally_.properties, limits::kOpenAiMaxProperties,
                     LintMessage::PropertiesCounted, properties_, LintMessage::PropertiesFix);
        check_budget("string-budget", tally_.string_chars, limits::kOpenAiMaxStringChars,
                     LintMessage::StringCharsCounted, chars_, LintMessage::StringCharsFix);
        check_budget("enum-budget", tally_.enum_values, limits::kOpenAiMaxEnumValues,
                     LintMessage::EnumValuesCounted, enums_, LintMessage::EnumValuesFix);
    }

    // A whole-schema budget over its limit: an error at the root naming its largest contributors.
    void check_budget(const char* code, std::size_t count, std::size_t limit, LintMessage counted,
                      const std::vector<Contributor>& contributors, LintMessage fix) {
        if (count <= limit) return;
        const Language language = sink_.language();
        sink_.add(code, Severity::Error, "",
                  lint_message(language, LintMessage::OverBudget,
                               {lint_message(language, counted, {std::to_string(count)}), std::to_string(limit),
                                largest(contributors, language)}),
                  lint_message(language, fix));
    }

    void report_unpublished() {
        const std::string counts = lint_message(sink_.language(), LintMessage::SchemaCounts,
                                                {std::to_string(tally_.properties), std::to_string(tally_.object_levels),
                                                 std::to_string(tally_.optional_properties),
                                                 std::to_string(tally_.union_properties)});
        if (profile_.provider != Provider::Anthropic) {
            sink_.add("unpublished-limit", Severity::Info, "", lint_message(sink_.language(), LintMessage::GeminiNoLimits, {counts}), "");
            return;
        }
        const bool past_hearsay = tally_.optional_properties > 24 || tally_.union_properties > 16;
        const std::string said = lint_message(sink_.language(), LintMessage::AnthropicNoLimits, {counts});
        sink_.add("unpublished-limit", past_hearsay ? Severity::Warning : Severity::Info, "",
                  past_hearsay ? lint_message(sink_.language(), LintMessage::AnthropicHearsay, {said}) : said,
                  past_hearsay ? lint_message(sink_.language(), LintMessage::AnthropicHearsayFix) : "");
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
    walk_schema(root, "", everything, budget);
    budget.measure_depth(root);
    budget.report();
}

}  // namespace sg::providers

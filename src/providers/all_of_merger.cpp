// allOf merged into one schema, for providers that reject (OpenAI) or ignore (Gemini) it. The
// merge keeps the meaning: types and enums intersect, bounds take the stricter value, required
// lists unite, a property both sides define becomes an allOf of the two (merged in turn when
// that property is converted). Where the branches disagree in a way one schema cannot say,
// the merge fails and names the keyword.
#include <algorithm>

#include "providers/ref_graph.h"
#include "providers/schema_merge.h"
#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

constexpr std::size_t kMaxNestedAllOf = 32;

constexpr std::string_view kLowerBounds[] = {"minimum", "exclusiveMinimum", "minLength", "minItems", "minProperties"};
constexpr std::string_view kUpperBounds[] = {"maximum", "exclusiveMaximum", "maxLength", "maxItems", "maxProperties"};
constexpr std::string_view kAnnotations[] = {"description", "title", "$comment", "examples", "default"};

template <std::size_t N>
bool listed(const std::string_view (&list)[N], std::string_view keyword) {
    return std::find(std::begin(list), std::end(list), keyword) != std::end(list);
}

struct Conflict {
    std::string keyword;
    std::string why;
};



class Merger {
public:
    Merger(const rapidjson::Value& source, Allocator& allocator, Language language)
        : source_(source), allocator_(allocator), language_(language) {}

    std::string say(StrictMessage message, std::initializer_list<std::string_view> values = {}) const {
        return strict_message(language_, message, values);
    }

    MergeConflict as_failure(const Conflict& found) const {
        return MergeConflict{"all-of-conflict", say(StrictMessage::AllOfConflict, {found.keyword, found.why})};
    }

    // The branch as a schema object: a `$ref` branch is replaced by its target.
    std::optional<MergeConflict> resolve(rapidjson::Value& branch, std::size_t depth) {
        if (depth > kMaxNestedAllOf)
            return MergeConflict{"all-of-conflict", say(StrictMessage::AllOfTooDeep)};
        if (branch.IsBool()) {
            if (branch.IsFalse())
                return MergeConflict{"all-of-conflict", say(StrictMessage::AllOfFalse)};
            branch.SetObject();
            return std::nullopt;
        }
        if (const rapidjson::Value* ref = member(branch, "$ref"); ref && ref->IsString()) {
            const ResolvedRef target = resolve_ref(source_, string_of(*ref));
            if (target.target == nullptr) {
                return MergeConflict{
                    target.kind == RefKind::External ? "external-ref" : "unresolved-ref",
                    say(StrictMessage::AllOfRefMissing, {string_of(*ref)})};
            }
            rapidjson::Value copy(*target.target, allocator_);
            if (copy.IsFalse())
                return MergeConflict{"all-of-conflict", say(StrictMessage::AllOfRefFalse)};
            if (copy.IsTrue()) copy.SetObject();
            erase_member(branch, "$ref");
            for (auto m = branch.MemberBegin(); m != branch.MemberEnd(); ++m) {
                set_member(copy, string_of(m->name), rapidjson::Value(m->value, allocator_), allocator_);
            }
            erase_member(copy, "$defs");
            erase_member(copy, "definitions");
            branch = std::move(copy);
            return resolve(branch, depth + 1);
        }
        if (const rapidjson::Value* nested = member(branch, "allOf"); nested && nested->IsArray()) {
            rapidjson::Value inner(std::move(branch["allOf"]));
            erase_member(branch, "allOf");
            for (auto& sub : inner.GetArray()) {
                if (auto failure = resolve(sub, depth + 1)) return failure;
                if (auto conflict = merge_into(branch, sub))
                    return as_failure(*conflict);
            }
        }
        return std::nullopt;
    }

    std::optional<Conflict> merge_into(rapidjson::Value& base, rapidjson::Value& branch) {
        record_closure(branch);
        for (auto m = branch.MemberBegin(); m != branch.MemberEnd(); ++m) {
            const std::string_view k = string_of(m->name);
            if (auto conflict = merge_keyword(base, k, m->value)) return conflict;
        }
        return std::nullopt;
    }

    void record_closure(const rapidjson::Value& schema) {
        if (const rapidjson::Value* extra = member(schema, "additionalProperties"); extra && !extra->IsTrue()) {
            std::vector<std::string> names;
            if (const rapidjson::Value* p = member(schema, "properties"); p && p->IsObject()) {
                for (auto m = p->MemberBegin(); m != p->MemberEnd(); ++m) names.emplace_back(string_of(m->name));
            }
            closures_.push_back(std::move(names));
        }
    }

    // A closed branch forbids the properties only the other branches declare.
    std::optional<Conflict> check_closures(const rapidjson::Value& merged) const {
        const rapidjson::Value* properties = member(merged, "properties");
        if (properties == nullptr || !properties->IsObject()) return std::nullopt;
        for (const auto& allowed : closures_) {
            for (auto m = properties->MemberBegin(); m != properties->MemberEnd(); ++m) {
                const std::string_view name = string_of(m->name);
                if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
                    return Conflict{"additionalProperties", say(StrictMessage::ClosedBranch, {name})};
                }
            }
        }
        return std::nullopt;
    }

private:
    std::optional<Conflict> merge_keyword(rapidjson::Value& base, std::string_view k, const rapidjson::Value& value) {
        Allocator& a = allocator_;
        const auto found = base.FindMember(rapidjson::StringRef(k.data(), k.size()));
        if (found == base.MemberEnd()) {
            base.AddMember(string_value(k, a), rapidjson::Value(value, a), a);
            return std::nullopt;
        }
        rapidjson::Value& mine = found->value;
        if (mine == value || listed(kAnnotations, k)) return std::nullopt;  // the first annotation stays
        if (k == "type") return merge_types(mine, value);
        if (k == "required" && mine.IsArray() && value.IsArray()) {
            for (const auto& name : value.GetArray()) {
                if (std::find(mine.Begin(), mine.End(), name) == mine.End())
                    mine.PushBack(rapidjson::Value(name, a), a);
            }
            return std::nullopt;
        }
        if (k == "enum" && mine.IsArray() && value.IsArray()) return intersect_enum(mine, value);
        if ((k == "properties" || k == "$defs" || k == "definitions") && mine.IsObject() && value.IsObject()) {
            return merge_map(k, mine, value);
        }
        if (k == "items" || (k == "additionalProperties" && mine.IsObject() && value.IsObject())) {
            both_apply(mine, value);
            return std::nullopt;
        }
        if (k == "additionalProperties" && (mine.IsBool() || value.IsBool())) {
            if (mine.IsTrue()) mine.CopyFrom(value, a);
            return std::nullopt;  // false stays false; check_closures judges the properties
        }
        if (mine.IsNumber() && value.IsNumber() && (listed(kLowerBounds, k) || listed(kUpperBounds, k))) {
            const bool take =
                listed(kLowerBounds, k) ? value.GetDouble() > mine.GetDouble() : value.GetDouble() < mine.GetDouble();
            if (take) mine.CopyFrom(value, a);
            return std::nullopt;
        }
        return Conflict{std::string(k), say(StrictMessage::DifferentValues)};
    }

    // The value must pass both: {"allOf": [mine, value]}, merged when it is converted in turn.
    void both_apply(rapidjson::Value& mine, const rapidjson::Value& value) {
        Allocator& a = allocator_;
        rapidjson::Value pair(rapidjson::kArrayType);
        pair.PushBack(std::move(mine), a);
        pair.PushBack(rapidjson::Value(value, a), a);
        mine.SetObject();
        mine.AddMember("allOf", std::move(pair), a);
    }

    std::optional<Conflict> merge_map(std::string_view k, rapidjson::Value& mine, const rapidjson::Value& value) {
        Allocator& a = allocator_;
        for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
            const auto same = mine.FindMember(m->name);
            if (same == mine.MemberEnd()) {
                mine.AddMember(rapidjson::Value(m->name, a), rapidjson::Value(m->value, a), a);
            } else if (same->value != m->value) {
                if (k != "properties") {
                    return Conflict{std::string(k),
                                    say(StrictMessage::SameDefinitionName, {string_of(m->name)})};
                }
                both_apply(same->value, m->value);
            }
        }
        return std::nullopt;
    }

    std::optional<Conflict> merge_types(rapidjson::Value& mine, const rapidjson::Value& value) {
        rapidjson::Value wrapper_mine(rapidjson::kObjectType), wrapper_value(rapidjson::kObjectType);
        Allocator& a = allocator_;
        wrapper_mine.AddMember("type", rapidjson::Value(mine, a), a);
        wrapper_value.AddMember("type", rapidjson::Value(value, a), a);
        const std::vector<std::string_view> left = type_names(wrapper_mine), right = type_names(wrapper_value);
        auto has = [](const std::vector<std::string_view>& names, std::string_view t) {
            return std::find(names.begin(), names.end(), t) != names.end();
        };
        std::vector<std::string_view> both;
        for (const std::string_view t : left) {
            if (has(right, t) || (t == "integer" && has(right, "number")))
                both.push_back(t);
            else if (t == "number" && has(right, "integer"))
                both.push_back("integer");
        }
        if (both.empty()) return Conflict{"type", say(StrictMessage::NoCommonType)};
        rapidjson::Value merged(rapidjson::kArrayType);
        for (const std::string_view t : both) merged.PushBack(string_value(t, a), a);
        if (both.size() == 1)
            mine = string_value(both[0], a);
        else
            mine = std::move(merged);
        return std::nullopt;
    }

    std::optional<Conflict> intersect_enum(rapidjson::Value& mine, const rapidjson::Value& value) {
        rapidjson::Value kept(rapidjson::kArrayType);
        for (auto& v : mine.GetArray()) {
            if (std::find(value.Begin(), value.End(), v) != value.End()) kept.PushBack(std::move(v), allocator_);
        }
        if (kept.Empty()) return Conflict{"enum", say(StrictMessage::NoCommonValue)};
        mine = std::move(kept);
        return std::nullopt;
    }

    const rapidjson::Value& source_;
    Allocator& allocator_;
    Language language_;
    std::vector<std::vector<std::string>> closures_;
};

bool any_object_branch(const rapidjson::Value& branches) {
    for (const auto& branch : branches.GetArray()) {
        if (branch.IsObject() && (is_object_schema(branch) || member(branch, "$ref") != nullptr)) return true;
    }
    return false;
}

}  // namespace

std::optional<MergeConflict> merge_all_of_into(rapidjson::Value& schema, const rapidjson::Value& source,
                                               Allocator& allocator, Language language) {
    const auto found = schema.FindMember("allOf");
    if (found == schema.MemberEnd() || !found->value.IsArray()) return std::nullopt;
    rapidjson::Value branches(std::move(found->value));
    schema.EraseMember(found);
    Merger merger(source, allocator, language);
    merger.record_closure(schema);
    for (auto& branch : branches.GetArray()) {
        if (auto failure = merger.resolve(branch, 0)) return failure;
        if (auto conflict = merger.merge_into(schema, branch)) return merger.as_failure(*conflict);
    }
    if (auto conflict = merger.check_closures(schema)) return merger.as_failure(*conflict);
    return std::nullopt;
}

std::optional<SchemaFailure> merge_all_of(rapidjson::Value& schema, const std::string& pointer,
                                          StrictContext& context) {
    const rapidjson::Value* all = member(schema, "allOf");
    if (all == nullptr || !all->IsArray()) return std::nullopt;
    const std::size_t count = all->Size();
    const rapidjson::Value original(schema, context.allocator);
    const std::optional<MergeConflict> conflict = merge_all_of_into(schema, context.source, context.allocator, context.options.language);
    if (conflict) {
        // Anthropic takes allOf as it is; only closing object branches separately would change
        // its meaning, so those still fail.
        if (context.profile.provider != Provider::Anthropic || any_object_branch(*member(original, "allOf"))) {
            return cannot_convert(conflict->reason, pointer, conflict->message);
        }
        schema.CopyFrom(original, context.allocator);
        return std::nullopt;
    }
    context.change(pointer, "merge-all-of", context.say(StrictMessage::MergedAllOf, {std::to_string(count)}));
    return std::nullopt;
}

}  // namespace sg::providers

#include "providers/strict_round_trip.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"
#include "providers/ref_graph.h"
#include "providers/schema_facts.h"

namespace sg {
namespace {

using providers::admits_null;
using providers::member;
using providers::required_names;
using providers::resolve_ref;
using providers::string_of;

// Schemas that apply to one value are few; a document built to multiply them (anyOf of anyOfs
// of `$ref`s) is cut here, which at worst leaves a null for the original schema to refuse.
constexpr std::size_t kMaxApplicable = 256;

using Schemas = std::vector<const rapidjson::Value*>;

class RoundTrip {
public:
    explicit RoundTrip(const rapidjson::Value& root) : root_(root) {}

    bool removed() const { return removed_; }

    void restore(const Schemas& schemas, rapidjson::Value& value, std::size_t depth) {
        if (depth > limits::kMaxDepth) return;
        const Schemas applicable = gathered(schemas, value);
        if (value.IsObject()) restore_object(applicable, value, depth);
        if (value.IsArray()) restore_array(applicable, value, depth);
    }

private:
    // `schemas` with what they bring in for `value` through `$ref`, allOf, and the anyOf and
    // oneOf branches it stands for.
    Schemas gathered(const Schemas& schemas, const rapidjson::Value& value) const {
        Schemas out;
        for (const rapidjson::Value* schema : schemas) gather(schema, value, out);
        return out;
    }

    void gather(const rapidjson::Value* schema, const rapidjson::Value& value, Schemas& out) const {
        if (schema == nullptr || !schema->IsObject() || out.size() >= kMaxApplicable) return;
        if (std::find(out.begin(), out.end(), schema) != out.end()) return;
        out.push_back(schema);
        if (const rapidjson::Value* ref = member(*schema, "$ref"); ref && ref->IsString()) {
            gather(resolve_ref(root_, string_of(*ref)).target, value, out);
        }
        if (const rapidjson::Value* all = member(*schema, "allOf"); all && all->IsArray()) {
            for (const rapidjson::Value& branch : all->GetArray()) gather(&branch, value, out);
        }
        for (const char* keyword : {"anyOf", "oneOf"}) {
            const rapidjson::Value* list = member(*schema, keyword);
            if (list == nullptr || !list->IsArray()) continue;
            const rapidjson::Value* branch = branch_for(*list, value);
            if (branch != nullptr) {
                gather(branch, value, out);
            } else {
                for (const rapidjson::Value& each : list->GetArray()) gather(&each, value, out);
            }
        }
    }

    // The branch an object stands for: the first object branch whose properties name all its
    // members; null when none or when `value` is no object (then every branch is walked).
    static const rapidjson::Value* branch_for(const rapidjson::Value& branches, const rapidjson::Value& value) {
        if (!value.IsObject()) return nullptr;
        for (const rapidjson::Value& branch : branches.GetArray()) {
            const rapidjson::Value* properties = member(branch, "properties");
            if (properties == nullptr || !properties->IsObject()) continue;
            if (!providers::type_names(branch).empty() && !providers::declares_type(branch, "object")) continue;
            bool all = true;
            for (auto m = value.MemberBegin(); all && m != value.MemberEnd(); ++m) all = properties->HasMember(m->name);
            if (all) return &branch;
        }
        return nullptr;
    }

    // The schemas of member `name`: its `properties` entry, else `additionalProperties`.
    static Schemas member_schemas(const Schemas& applicable, std::string_view name) {
        Schemas out;
        for (const rapidjson::Value* schema : applicable) {
            const rapidjson::Value* properties = member(*schema, "properties");
            const rapidjson::Value* own = properties ? member(*properties, name) : nullptr;
            const rapidjson::Value* chosen = own ? own : member(*schema, "additionalProperties");
            if (chosen != nullptr) out.push_back(chosen);
        }
        return out;
    }

    bool stands_for_absent(const Schemas& applicable, std::string_view name) const {
        bool optional = false;
        for (const rapidjson::Value* schema : applicable) {
            if (required_names(*schema).contains(name)) return false;
            const rapidjson::Value* properties = member(*schema, "properties");
            optional = optional || (properties != nullptr && member(*properties, name) != nullptr);
        }
        if (!optional) return false;
        const Schemas own = gathered(member_schemas(applicable, name), rapidjson::Value());
        return std::none_of(own.begin(), own.end(), [](const rapidjson::Value* schema) {
            return member(*schema, "$ref") == nullptr && admits_null(*schema);
        });
    }

    void restore_object(const Schemas& applicable, rapidjson::Value& value, std::size_t depth) {
        std::vector<std::string> absent;
        for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
            const std::string_view name(m->name.GetString(), m->name.GetStringLength());
            if (m->value.IsNull()) {
                if (stands_for_absent(applicable, name)) absent.emplace_back(name);
            } else {
                restore(member_schemas(applicable, name), m->value, depth + 1);
            }
        }
        // Removed after the walk: erasing moves the members it iterates.
        for (const std::string& name : absent) value.EraseMember(rapidjson::StringRef(name.data(), name.size()));
        removed_ = removed_ || !absent.empty();
    }

    static Schemas item_schemas(const Schemas& applicable, rapidjson::SizeType index) {
        Schemas out;
        for (const rapidjson::Value* schema : applicable) {
            const rapidjson::Value* prefix = member(*schema, "prefixItems");
            const rapidjson::Value* items = member(*schema, "items");
            if (prefix != nullptr && prefix->IsArray() && index < prefix->Size()) {
                out.push_back(&(*prefix)[index]);
            } else if (items != nullptr && items->IsArray()) {
                if (index < items->Size()) out.push_back(&(*items)[index]);
                else if (const rapidjson::Value* more = member(*schema, "additionalItems")) out.push_back(more);
            } else if (items != nullptr) {
                out.push_back(items);
            }
        }
        return out;
    }

    void restore_array(const Schemas& applicable, rapidjson::Value& value, std::size_t depth) {
        for (rapidjson::SizeType i = 0; i < value.Size(); ++i) restore(item_schemas(applicable, i), value[i], depth + 1);
    }

    const rapidjson::Value& root_;
    bool removed_ = false;
};

}  // namespace

bool restore_optional_members(const rapidjson::Value& original, rapidjson::Value& value) {
    RoundTrip walk(original);
    walk.restore({&original}, value, 0);
    return walk.removed();
}

}  // namespace sg

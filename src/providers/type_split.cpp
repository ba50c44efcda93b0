// A type array the provider does not take, rewritten as anyOf with one branch per type; each
// keyword goes to the branches of the types it applies to, so the meaning is unchanged.
#include <algorithm>
#include <cmath>

#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

struct Applicability {
    std::string_view keyword;
    std::string_view types;  // the types it constrains, space-separated
};

constexpr Applicability kApplies[] = {
    {"minLength", "string"},
    {"maxLength", "string"},
    {"pattern", "string"},
    {"format", "string number integer"},
    {"contentEncoding", "string"},
    {"contentMediaType", "string"},
    {"minimum", "number integer"},
    {"maximum", "number integer"},
    {"exclusiveMinimum", "number integer"},
    {"exclusiveMaximum", "number integer"},
    {"multipleOf", "number integer"},
    {"items", "array"},
    {"prefixItems", "array"},
    {"minItems", "array"},
    {"maxItems", "array"},
    {"uniqueItems", "array"},
    {"contains", "array"},
    {"minContains", "array"},
    {"maxContains", "array"},
    {"additionalItems", "array"},
    {"unevaluatedItems", "array"},
    {"properties", "object"},
    {"required", "object"},
    {"additionalProperties", "object"},
    {"patternProperties", "object"},
    {"propertyNames", "object"},
    {"minProperties", "object"},
    {"maxProperties", "object"},
    {"unevaluatedProperties", "object"},
    {"dependentRequired", "object"},
    {"dependentSchemas", "object"},
    {"dependencies", "object"},
    {"propertyOrdering", "object"},
};

bool applies(std::string_view types, std::string_view type) {
    std::size_t start = 0;
    while (start < types.size()) {
        const std::size_t end = std::min(types.find(' ', start), types.size());
        if (types.substr(start, end - start) == type) return true;
        start = end + 1;
    }
    return false;
}

bool value_has_type(const rapidjson::Value& v, std::string_view type) {
    if (type == "string") return v.IsString();
    if (type == "boolean") return v.IsBool();
    if (type == "null") return v.IsNull();
    if (type == "object") return v.IsObject();
    if (type == "array") return v.IsArray();
    if (!v.IsNumber()) return false;
    const double d = v.GetDouble();
    return type == "number" || v.IsInt64() || v.IsUint64() || (std::isfinite(d) && d == std::floor(d));
}

// The branch for `type`; false when the enum/const leave it no value.
bool branch_for(const rapidjson::Value& schema, std::string_view type, Allocator& allocator, rapidjson::Value& branch) {
    branch.SetObject();
    branch.AddMember("type", string_value(type, allocator), allocator);
    for (const Applicability& a : kApplies) {
        const rapidjson::Value* v = member(schema, a.keyword);
        if (v != nullptr && applies(a.types, type)) {
            branch.AddMember(string_value(a.keyword, allocator), rapidjson::Value(*v, allocator), allocator);
        }
    }
    if (const rapidjson::Value* c = member(schema, "const")) {
        if (!value_has_type(*c, type)) return false;
        branch.AddMember("const", rapidjson::Value(*c, allocator), allocator);
    }
    if (const rapidjson::Value* e = member(schema, "enum"); e && e->IsArray()) {
        rapidjson::Value values(rapidjson::kArrayType);
        for (const auto& v : e->GetArray()) {
            if (value_has_type(v, type)) values.PushBack(rapidjson::Value(v, allocator), allocator);
        }
        if (values.Empty()) return false;
        branch.AddMember("enum", std::move(values), allocator);
    }
    return true;
}

}  // namespace

std::optional<SchemaFailure> split_type_array(rapidjson::Value& schema, const std::string& pointer,
                                              StrictContext& context) {
    const rapidjson::Value* type = member(schema, "type");
    if (type == nullptr || !type->IsArray()) return std::nullopt;
    std::vector<std::string> types;
    bool has_null = false;
    for (const std::string_view t : type_names(schema)) {
        if (t == "null")
            has_null = true;
        else
            types.emplace_back(t);
    }
    const Provider provider = context.profile.provider;
    if (provider == Provider::Gemini || (provider == Provider::OpenAI && types.size() <= 1)) return std::nullopt;
    if (provider == Provider::GeminiLegacy && types.size() == 1) {
        set_member(schema, "type", string_value(types[0], context.allocator), context.allocator);
        if (has_null) set_member(schema, "nullable", rapidjson::Value(true), context.allocator);
        context.change(pointer, "split-type-array",
                       context.say(has_null ? StrictMessage::OneTypeNullable : StrictMessage::OneType));
        return std::nullopt;
    }
    if (types.empty()) {
        return cannot_convert(
            "untyped-schema", pointer,
            context.say(StrictMessage::OnlyNull, {context.profile.title}));
    }
    if (member(schema, "anyOf") != nullptr) {
        return cannot_convert("unsupported-combination", pointer,
                              context.say(StrictMessage::TypeArrayBesideAnyOf));
    }
    rapidjson::Value branches(rapidjson::kArrayType);
    for (const std::string& t : types) {
        rapidjson::Value branch;
        if (branch_for(schema, t, context.allocator, branch)) branches.PushBack(std::move(branch), context.allocator);
    }
    const bool null_branch = has_null && provider != Provider::GeminiLegacy;
    if (null_branch) {
        rapidjson::Value branch(rapidjson::kObjectType);
        branch.AddMember("type", "null", context.allocator);
        branches.PushBack(std::move(branch), context.allocator);
    }
    for (const Applicability& a : kApplies) erase_member(schema, a.keyword);
    for (std::string_view k : {"type", "enum", "const"}) erase_member(schema, k);
    set_member(schema, "anyOf", std::move(branches), context.allocator);
    if (has_null && !null_branch) set_member(schema, "nullable", rapidjson::Value(true), context.allocator);
    context.change(pointer, "split-type-array", context.say(StrictMessage::TypeArrayToAnyOf));
    return std::nullopt;
}

}  // namespace sg::providers

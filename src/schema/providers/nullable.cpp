// "This value may also be null", in each provider's spelling (PROVIDER_SCHEMAS.md "Nullable").
#include "schema/providers/schema_facts.h"
#include "schema/providers/strict_steps.h"

namespace sg::providers {
namespace {

rapidjson::Value null_branch(Allocator& allocator) {
    rapidjson::Value branch(rapidjson::kObjectType);
    branch.AddMember("type", "null", allocator);
    return branch;
}

// {anyOf: [the schema, {type: null}]}, with the annotations kept outside where readers see them.
void wrap_in_any_of(rapidjson::Value& schema, Allocator& allocator) {
    rapidjson::Value* any = member(schema, "anyOf") ? &schema["anyOf"] : nullptr;
    bool only_any_of = any != nullptr && any->IsArray();
    for (auto m = schema.MemberBegin(); only_any_of && m != schema.MemberEnd(); ++m) {
        const std::string_view k = string_of(m->name);
        only_any_of = k == "anyOf" || k == "description" || k == "title";
    }
    if (only_any_of) {
        any->PushBack(null_branch(allocator), allocator);
        return;
    }
    rapidjson::Value outer(rapidjson::kObjectType);
    for (std::string_view k : {"description", "title"}) {
        const auto found = schema.FindMember(rapidjson::StringRef(k.data(), k.size()));
        if (found == schema.MemberEnd()) continue;
        outer.AddMember(string_value(k, allocator), std::move(found->value), allocator);
        schema.EraseMember(found);
    }
    rapidjson::Value branches(rapidjson::kArrayType);
    branches.PushBack(std::move(schema), allocator);
    branches.PushBack(null_branch(allocator), allocator);
    outer.AddMember("anyOf", std::move(branches), allocator);
    schema = std::move(outer);
}

void extend_type(rapidjson::Value& schema, Allocator& allocator) {
    rapidjson::Value& type = schema["type"];
    if (type.IsString()) {
        rapidjson::Value both(rapidjson::kArrayType);
        both.PushBack(std::move(type), allocator);
        type = std::move(both);
    }
    type.PushBack("null", allocator);
    if (rapidjson::Value* values = member(schema, "enum") ? &schema["enum"] : nullptr; values && values->IsArray()) {
        values->PushBack(rapidjson::Value(), allocator);
    }
    if (member(schema, "const") != nullptr) {
        rapidjson::Value values(rapidjson::kArrayType);
        values.PushBack(std::move(schema["const"]), allocator);
        values.PushBack(rapidjson::Value(), allocator);
        erase_member(schema, "const");
        set_member(schema, "enum", std::move(values), allocator);
    }
}

}  // namespace

bool make_nullable(rapidjson::Value& schema, NullStyle style, Allocator& allocator) {
    if (admits_null(schema)) return false;
    if (style == NullStyle::NullableKeyword) {
        set_member(schema, "nullable", rapidjson::Value(true), allocator);
        return true;
    }
    const rapidjson::Value* type = member(schema, "type");
    const bool extendable = type != nullptr && (type->IsString() || type->IsArray()) &&
                            member(schema, "anyOf") == nullptr && member(schema, "$ref") == nullptr &&
                            member(schema, "allOf") == nullptr;
    if (style == NullStyle::TypeArray && extendable) {
        extend_type(schema, allocator);
    } else {
        wrap_in_any_of(schema, allocator);
    }
    return true;
}

}  // namespace sg::providers

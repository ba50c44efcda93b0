// "This value may also be null", in each provider's spelling.
#include "providers/schema_facts.h"
#include "providers/strict_steps.h"

namespace sg::providers {
namespace {

// Objects copied from these come out exactly as large as they are: one built by AddMember
// takes room for 16 members from the pool allocator, which never gives memory back, and every
// optional property of a 100,000-property schema is wrapped (issue 17: 375 MB in wasm).
const rapidjson::Document& shapes() {
    static const rapidjson::Document kShapes = [] {
        rapidjson::Document shapes;
        shapes.Parse(R"({"null": {"type": "null"}, "any_of": {"anyOf": []}})");
        return shapes;
    }();
    return kShapes;
}

rapidjson::Value null_branch(Allocator& allocator) { return rapidjson::Value(shapes()["null"], allocator); }

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
    const bool annotated = member(schema, "description") || member(schema, "title");
    rapidjson::Value outer = annotated ? rapidjson::Value(rapidjson::kObjectType) : rapidjson::Value(shapes()["any_of"], allocator);
    for (std::string_view k : {"description", "title"}) {
        const auto found = schema.FindMember(rapidjson::StringRef(k.data(), k.size()));
        if (found == schema.MemberEnd()) continue;
        outer.AddMember(string_value(k, allocator), std::move(found->value), allocator);
        schema.EraseMember(found);
    }
    if (annotated) outer.AddMember("anyOf", rapidjson::Value(rapidjson::kArrayType), allocator);
    rapidjson::Value& branches = outer["anyOf"];
    branches.Reserve(2, allocator);
    branches.PushBack(std::move(schema), allocator);
    branches.PushBack(null_branch(allocator), allocator);
    schema = std::move(outer);
}

void extend_type(rapidjson::Value& schema, Allocator& allocator) {
    rapidjson::Value& type = schema["type"];
    if (type.IsString()) {
        rapidjson::Value both(rapidjson::kArrayType);
        both.Reserve(2, allocator);  // not the 16 elements a first PushBack takes
        both.PushBack(std::move(type), allocator);
        type = std::move(both);
    }
    type.PushBack("null", allocator);
    if (rapidjson::Value* values = member(schema, "enum") ? &schema["enum"] : nullptr; values && values->IsArray()) {
        values->PushBack(rapidjson::Value(), allocator);
    }
    if (member(schema, "const") != nullptr) {
        rapidjson::Value values(rapidjson::kArrayType);
        values.Reserve(2, allocator);
        values.PushBack(std::move(schema["const"]), allocator);
        values.PushBack(rapidjson::Value(), allocator);
        erase_member(schema, "const");
        set_member(schema, "enum", std::move(values), allocator);
    }
}

}  // namespace

bool make_nullable(rapidjson::Value& schema, NullStyle style, Allocator& allocator) {
    if (admits_null(schema)) return false;
    if (schema.IsFalse()) {  // nothing but null: the property may only be absent
        schema = null_branch(allocator);
        return true;
    }
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

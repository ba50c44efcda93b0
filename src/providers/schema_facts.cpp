#include "providers/schema_facts.h"

#include "core/utf8_decoder.h"

namespace sg::providers {

const rapidjson::Value* member(const rapidjson::Value& schema, std::string_view key) {
    if (!schema.IsObject()) return nullptr;
    const auto found = schema.FindMember(rapidjson::StringRef(key.data(), key.size()));
    return found == schema.MemberEnd() ? nullptr : &found->value;
}

std::string_view string_of(const rapidjson::Value& value) {
    return std::string_view(value.GetString(), value.GetStringLength());
}

std::vector<std::string_view> type_names(const rapidjson::Value& schema) {
    std::vector<std::string_view> names;
    const rapidjson::Value* type = member(schema, "type");
    if (type == nullptr) return names;
    if (type->IsString()) names.push_back(string_of(*type));
    if (type->IsArray()) {
        for (const auto& entry : type->GetArray()) {
            if (entry.IsString()) names.push_back(string_of(entry));
        }
    }
    return names;
}

bool declares_type(const rapidjson::Value& schema, std::string_view type) {
    for (const std::string_view name : type_names(schema)) {
        if (name == type) return true;
    }
    return false;
}

bool is_object_schema(const rapidjson::Value& schema) {
    if (member(schema, "type") != nullptr) return declares_type(schema, "object");
    return member(schema, "properties") != nullptr;
}

bool is_array_schema(const rapidjson::Value& schema) {
    if (member(schema, "type") != nullptr) return declares_type(schema, "array");
    return member(schema, "items") != nullptr || member(schema, "prefixItems") != nullptr;
}

bool admits_null(const rapidjson::Value& schema) {
    if (!schema.IsObject()) return schema.IsTrue();
    if (const rapidjson::Value* nullable = member(schema, "nullable"); nullable && nullable->IsTrue()) return true;
    if (member(schema, "type") != nullptr && !declares_type(schema, "null")) return false;
    if (const rapidjson::Value* c = member(schema, "const")) return c->IsNull();
    if (const rapidjson::Value* e = member(schema, "enum"); e && e->IsArray()) {
        for (const auto& v : e->GetArray()) {
            if (v.IsNull()) return true;
        }
        return false;
    }
    if (const rapidjson::Value* any = member(schema, "anyOf"); any && any->IsArray()) {
        for (const auto& branch : any->GetArray()) {
            if (admits_null(branch)) return true;
        }
        return false;
    }
    // A `$ref` is not followed here: the caller that needs null adds it explicitly.
    return member(schema, "$ref") == nullptr && member(schema, "oneOf") == nullptr &&
           member(schema, "allOf") == nullptr;
}

StringIndex required_names(const rapidjson::Value& schema) {
    StringIndex names;
    if (const rapidjson::Value* list = member(schema, "required"); list && list->IsArray()) {
        for (const auto& name : list->GetArray()) {
            if (name.IsString()) names.insert(string_of(name));
        }
    }
    return names;
}

schema::Dialect document_dialect(const rapidjson::Value& root) {
    const rapidjson::Value* uri = member(root, "$schema");
    if (uri == nullptr || !uri->IsString()) return schema::Dialect::Draft2020_12;
    return schema::dialect_of_metaschema(string_of(*uri)).value_or(schema::Dialect::Draft2020_12);
}

std::size_t budget_length(const rapidjson::Value& value) {
    return value.IsString() ? code_points(string_of(value)) : json_text(value).size();
}

}  // namespace sg::providers

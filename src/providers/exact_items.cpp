#include "providers/exact_items.h"

#include <string>
#include <vector>

#include "providers/schema_facts.h"
#include "schema/schema_pointer.h"

namespace sg {
namespace {

using providers::member;

SchemaFailure failed(std::string reason, std::string_view pointer, std::string message) {
    return schema_failure(ErrorCode::ValidationFailed, std::move(reason), std::string(pointer), std::move(message));
}

// What the pointer names, said so the caller can point at the array itself.
std::string not_an_array(const rapidjson::Value& target) {
    if (!target.IsObject()) return "it names " + std::string(target.IsBool() ? "a boolean schema" : "no schema");
    if (member(target, "$ref")) {
        return "it names a $ref; point at the referenced array schema (that changes every use of it) or inline it";
    }
    if (member(target, "anyOf") || member(target, "oneOf")) {
        return "it names a union; point at its array branch, e.g. .../anyOf/0";
    }
    const rapidjson::Value* type = member(target, "type");
    return type ? "it names a schema of type " + json_text(*type)
                : "it names a schema without type \"array\"";
}

void set(rapidjson::Value& schema, const char* key, std::size_t count, rapidjson::Document::AllocatorType& allocator) {
    rapidjson::Value value(static_cast<std::uint64_t>(count));
    const auto found = schema.FindMember(key);
    if (found != schema.MemberEnd())
        found->value = value;
    else
        schema.AddMember(rapidjson::StringRef(key), value, allocator);
}

}  // namespace

SchemaResult<rapidjson::Document> with_exact_items(const rapidjson::Value& schema, std::string_view pointer,
                                                   std::size_t count) {
    std::string_view path = pointer;
    std::optional<std::string> decoded;
    if (!path.empty() && path.front() == '#') {
        decoded = schema::percent_decode(path.substr(1));
        if (!decoded) return failed("bad-pointer", pointer, "the fragment has a malformed %-escape");
        path = *decoded;
    }
    std::vector<std::string> tokens;
    if (!schema::for_each_pointer_token(path, [&](std::string_view t) { tokens.emplace_back(t); })) {
        return failed("bad-pointer", pointer, "not a JSON Pointer: it must be empty or start with '/'");
    }
    rapidjson::Document out;
    out.CopyFrom(schema, out.GetAllocator());
    rapidjson::Value* target = &out;
    for (const std::string& token : tokens) {
        target = const_cast<rapidjson::Value*>(schema::pointer_child(*target, token));
        if (target == nullptr) return failed("pointer-not-found", pointer, "the pointer names nothing in the schema");
    }
    if (!target->IsObject() || !providers::is_array_schema(*target)) {
        return failed("not-an-array-schema", pointer,
                      "the pointer must name an array schema; " + not_an_array(*target));
    }
    const rapidjson::Value* prefix = member(*target, "prefixItems");
    const rapidjson::Value* items = member(*target, "items");
    if (prefix && prefix->IsArray() && items && items->IsFalse() && prefix->Size() < count) {
        return failed(
            "unsatisfiable", pointer,
            "the tuple is closed at " + std::to_string(prefix->Size()) + " items, fewer than " + std::to_string(count));
    }
    set(*target, "minItems", count, out.GetAllocator());
    set(*target, "maxItems", count, out.GetAllocator());
    return out;
}

}  // namespace sg

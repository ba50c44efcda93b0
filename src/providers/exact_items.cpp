#include "providers/exact_items.h"

#include <string>
#include <vector>

#include "providers/exact_items_messages.h"
#include "providers/schema_facts.h"
#include "schema/schema_pointer.h"

namespace sg {
namespace {

using providers::member;

using M = providers::ExactItemsMessage;

// A failure of reason `reason` at `pointer`, its message the row `message` said in `language`.
SchemaFailure failed(std::string reason, std::string_view pointer, Language language, M message,
                     std::initializer_list<std::string_view> values = {}) {
    return schema_failure(ErrorCode::ValidationFailed, std::move(reason), std::string(pointer),
                          providers::exact_items_message(language, message, values));
}

// What the pointer names, said so the caller can point at the array itself (NamesType takes
// the type).
M not_an_array(const rapidjson::Value& target) {
    if (!target.IsObject()) return target.IsBool() ? M::NamesBoolean : M::NamesNoSchema;
    if (member(target, "$ref")) return M::NamesRef;
    if (member(target, "anyOf") || member(target, "oneOf")) return M::NamesUnion;
    return member(target, "type") ? M::NamesType : M::NamesUntyped;
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
                                                   std::size_t count, Language language) {
    std::string_view path = pointer;
    std::optional<std::string> decoded;
    if (!path.empty() && path.front() == '#') {
        decoded = schema::percent_decode(path.substr(1));
        if (!decoded) return failed("bad-pointer", pointer, language, M::MalformedEscape);
        path = *decoded;
    }
    std::vector<std::string> tokens;
    if (!schema::for_each_pointer_token(path, [&](std::string_view t) { tokens.emplace_back(t); })) {
        return failed("bad-pointer", pointer, language, M::NotAPointer);
    }
    rapidjson::Document out;
    out.CopyFrom(schema, out.GetAllocator());
    rapidjson::Value* target = &out;
    for (const std::string& token : tokens) {
        target = const_cast<rapidjson::Value*>(schema::pointer_child(*target, token));
        if (target == nullptr) return failed("pointer-not-found", pointer, language, M::NamesNothing);
    }
    if (!target->IsObject() || !providers::is_array_schema(*target)) {
        const rapidjson::Value* type = target->IsObject() ? member(*target, "type") : nullptr;
        return failed("not-an-array-schema", pointer, language, not_an_array(*target), {type ? json_text(*type) : ""});
    }
    const rapidjson::Value* prefix = member(*target, "prefixItems");
    const rapidjson::Value* items = member(*target, "items");
    if (prefix && prefix->IsArray() && items && items->IsFalse() && prefix->Size() < count) {
        return failed("unsatisfiable", pointer, language, M::ClosedTuple,
                      {std::to_string(prefix->Size()), std::to_string(count)});
    }
    set(*target, "minItems", count, out.GetAllocator());
    set(*target, "maxItems", count, out.GetAllocator());
    return out;
}

}  // namespace sg

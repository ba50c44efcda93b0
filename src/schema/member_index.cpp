#include "schema/member_index.h"

#include "schema/schema_pointer.h"

namespace sg::schema {

const rapidjson::Value* MemberIndex::child(const rapidjson::Value& value, std::string_view token) {
    if (!value.IsObject() || value.MemberCount() <= kIndexedMembers) return pointer_child(value, token);
    auto [entry, added] = objects_.try_emplace(&value);
    Members& members = entry->second;
    if (added) {
        members.reserve(value.MemberCount());
        // emplace keeps the first of repeated names, as FindMember finds it.
        for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
            members.emplace(std::string_view(m->name.GetString(), m->name.GetStringLength()), &m->value);
        }
    }
    const auto found = members.find(token);
    return found == members.end() ? nullptr : found->second;
}

}  // namespace sg::schema

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

TapeValue MemberIndex::child(TapeValue value, std::string_view token) {
    if ((!value.is_object() && !value.is_array()) || value.size() <= kIndexedMembers) return pointer_child(value, token);
    if (value.is_array()) {
        auto [entry, added] = tape_arrays_.try_emplace(value.id());
        if (added) {
            entry->second.reserve(value.size());
            for (const TapeValue item : value.items()) entry->second.push_back(item);
        }
        const auto index = pointer_index(token);
        return index && *index < entry->second.size() ? entry->second[*index] : TapeValue();
    }
    return tape_objects_.try_emplace(value.id(), value).first->second.find(token);
}

}  // namespace sg::schema

#include "schema/member_index.h"

#include "schema/schema_pointer.h"

namespace sg::schema {

const rapidjson::Value* MemberIndex::child(const rapidjson::Value& value, std::string_view token) {
    if (!value.IsObject() || value.MemberCount() <= kIndexedMembers) return pointer_child(value, token);
    const rapidjson::Value* address = &value;
    auto [members, added] = objects_.try_emplace(bytes_of(address));
    if (added) {
        // try_emplace keeps the first of repeated names, as FindMember finds it.
        for (auto m = value.MemberBegin(); m != value.MemberEnd(); ++m) {
            members.try_emplace(std::string_view(m->name.GetString(), m->name.GetStringLength()), &m->value);
        }
    }
    const rapidjson::Value* const* found = members.find(token);
    return found == nullptr ? nullptr : *found;
}

TapeValue MemberIndex::child(TapeValue value, std::string_view token) {
    if ((!value.is_object() && !value.is_array()) || value.size() <= kIndexedMembers) return pointer_child(value, token);
    if (value.is_array()) {
        auto [items, added] = tape_arrays_.try_emplace(bytes_of(value.id()));
        if (added) {
            items.reserve(value.size());
            for (const TapeValue item : value.items()) items.push_back(item);
        }
        const auto index = pointer_index(token);
        return index && *index < items.size() ? items[*index] : TapeValue();
    }
    return tape_objects_.try_emplace(bytes_of(value.id()), value).first.find(token);
}

}  // namespace sg::schema

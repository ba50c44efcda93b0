// pointer_child (schema_pointer.h) for walks that revisit the same objects: `$ref`
// resolution, where 100,000 references into one `$defs` would otherwise scan it member by
// member each time (quadratic; issue 17). An object of more than kIndexedMembers members is
// indexed by name on its first lookup; smaller ones are scanned. The documents must not change
// while the index lives.
#pragma once

#include <cstddef>
#include <string_view>
#include <unordered_map>

#include <rapidjson/document.h>

namespace sg::schema {

class MemberIndex {
public:
    static constexpr std::size_t kIndexedMembers = 16;

    // The member or item `token` names in `value`, or null; as pointer_child.
    const rapidjson::Value* child(const rapidjson::Value& value, std::string_view token);

private:
    using Members = std::unordered_map<std::string_view, const rapidjson::Value*>;
    std::unordered_map<const rapidjson::Value*, Members> objects_;
};

}  // namespace sg::schema

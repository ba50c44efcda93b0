// pointer_child (schema_pointer.h) for walks that revisit the same objects: `$ref`
// resolution, where 100,000 references into one `$defs` would otherwise scan it member by
// member each time (quadratic; issue 17). An object of more than kIndexedMembers members is
// indexed by name on its first lookup (in a tape document, sorted: sorted_members.h); smaller
// ones are scanned. In a tape document, where an item is found by a walk, an array of more
// items is indexed by position too. The documents
// must not change while the index lives.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/string_index.h"
#include "tape/sorted_members.h"
#include "tape/tape_value.h"

namespace sg::schema {

class MemberIndex {
public:
    static constexpr std::size_t kIndexedMembers = 16;

    // The member or item `token` names in `value`, or null (none); as pointer_child.
    const rapidjson::Value* child(const rapidjson::Value& value, std::string_view token);
    TapeValue child(TapeValue value, std::string_view token);

private:
    using Members = StringMap<const rapidjson::Value*>;
    StringMap<Members> objects_;  // by the object's address (bytes_of)
    // Tape containers by entry (bytes_of): an object's members by name, an array's items in order.
    StringMap<SortedMembers> tape_objects_;
    StringMap<std::vector<TapeValue>> tape_arrays_;
};

}  // namespace sg::schema

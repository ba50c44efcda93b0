#include "tape/sorted_members.h"

#include <algorithm>

#include "core/key_sort.h"

namespace sg {

SortedMembers::SortedMembers(TapeValue object) {
    std::string scratch;
    members_.reserve(object.size());
    for (const TapeValue::Member m : object.members()) {
        std::string_view name = m.name.string(scratch);
        if (name.data() == scratch.data()) name = decoded_.emplace_back(scratch);
        members_.emplace_back(name, m.value);
    }
    // Stable: repeated names keep their document order, the first found first.
    sort_by_text(members_, [](const auto& member) { return member.first; });
}

TapeValue SortedMembers::find(std::string_view name) const {
    const auto at = std::lower_bound(members_.begin(), members_.end(), name,
                                     [](const auto& m, std::string_view n) { return m.first < n; });
    return at != members_.end() && at->first == name ? at->second : TapeValue();
}

}  // namespace sg

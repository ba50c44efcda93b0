#include "reply/repaired_offsets.h"

#include <algorithm>

namespace sg {

RepairedOffsets::RepairedOffsets(const std::vector<Repair>& repairs, std::size_t start, std::size_t end)
    : start_(start) {
    std::size_t reply = start;  // the reply byte the JSON text has reached
    std::size_t json = 0;
    for (const Repair& repair : repairs) {
        if (repair.offset < start || repair.offset + repair.removed.size() > end) continue;
        json += repair.offset - reply;
        edits_.push_back(Edit{json, repair.offset, repair.removed.size(), repair.inserted.size()});
        json += repair.inserted.size();
        reply = repair.offset + repair.removed.size();
    }
}

std::size_t RepairedOffsets::reply_offset(std::size_t json_offset) const {
    // The last edit whose inserted text starts at or before the offset.
    const auto after = std::upper_bound(edits_.begin(), edits_.end(), json_offset,
                                        [](std::size_t offset, const Edit& edit) { return offset < edit.json; });
    if (after == edits_.begin()) return start_ + json_offset;
    const Edit& edit = *std::prev(after);
    if (json_offset < edit.json + edit.inserted) return edit.reply;
    return edit.reply + edit.removed + (json_offset - edit.json - edit.inserted);
}

}  // namespace sg

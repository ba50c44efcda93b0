// Positions in a repaired JSON text mapped back to the reply it was repaired from (rule L2,
// S7): an error found in the repaired text is reported where the caller can see it.
#pragma once

#include <cstddef>
#include <vector>

#include "repair/repair_log.h"

namespace sg {

class RepairedOffsets {
public:
    // The JSON text is reply[start, end) with the edits of `repairs` inside that span applied
    // (RepairResult's contract); `repairs` sorted by offset. Edits outside the span (prose,
    // fence lines) are ignored. No repairs: the text is the slice itself.
    RepairedOffsets(const std::vector<Repair>& repairs, std::size_t start, std::size_t end);

    // The reply offset of byte `json_offset` of the JSON text. A byte of inserted text has no
    // byte of its own in the reply: it maps to the offset of the edit that inserted it.
    // O(log edits).
    std::size_t reply_offset(std::size_t json_offset) const;

private:
    struct Edit {
        std::size_t json;      // where its inserted text starts in the JSON text
        std::size_t reply;     // its offset in the reply
        std::size_t removed;   // bytes it took out of the reply
        std::size_t inserted;  // bytes it put into the JSON text
    };

    std::size_t start_;
    std::vector<Edit> edits_;  // in order; `json` never decreases
};

}  // namespace sg

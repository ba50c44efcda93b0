// A repaired reply described the way extraction describes a strict one (SPEC X1, X7), so that
// parseReply reports both alike: the JSON's span, the strategy the repair's choice amounts to,
// and the answer text.
#pragma once

#include <string_view>

#include "extract/extractor.h"
#include "repair/repair_result.h"

namespace sg {

// The strategy is read from what the repair left out around the JSON: a fence line -> Fence;
// else prose -> Brace (the JSON was found inside other text); else Direct (the whole reply,
// reasoning blocks aside, is the JSON). The answer text is the reply without the JSON, its
// fence lines, reasoning blocks and byte-order mark, the remaining parts trimmed and joined
// by one blank line. `repaired` must be ok().
Extraction repaired_extraction(std::string_view reply, const RepairResult& repaired);

}  // namespace sg

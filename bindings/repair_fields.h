// The repair log as JSON (SPEC L2), shared by repairJson and parseReply so that both report
// repairs the same way: {kind, offset, end, removed, inserted}, positions in UTF-16 units.
#pragma once

#include <vector>

#include "boundary.h"
#include "repair/repair_log.h"

namespace sg::boundary {

// Repairs come sorted by offset and do not overlap, so the running positions convert them
// all in one pass.
void write_repairs(Writer& out, const std::vector<Repair>& repairs, Utf16Positions& positions);

}  // namespace sg::boundary

// The repair log as JSON (SPEC L2), shared by repairJson and parseReply so that both report
// repairs the same way: {kind, offset, end, removed, inserted}, positions in UTF-16 units.
#pragma once

#include <vector>

#include "boundary.h"
#include "core/utf16_cursor.h"
#include "repair/repair_log.h"

namespace sg::boundary {

// Repairs come sorted by offset and do not overlap, so one cursor converts them all.
void write_repairs(Writer& out, const std::vector<Repair>& repairs, Utf16Cursor& cursor);

}  // namespace sg::boundary

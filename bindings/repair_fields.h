// The repair log as JSON (SPEC L2), shared by repairJson and parseReply so that both report
// repairs the same way: {kind, offset, end, removed, inserted}, positions in UTF-16 units.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boundary.h"
#include "repair/repair_log.h"
#include "repair/repair_result.h"

namespace sg::boundary {

// Repairs come sorted by offset and do not overlap, so the running positions convert them
// all in one pass.
void write_repairs(Writer& out, const std::vector<Repair>& repairs, Utf16Positions& positions);

// "error": the error, or null.
void write_error_or_null(Writer& out, const std::optional<Error>& error, Utf16Positions& positions);

// A repair or stream result {ok, json, repairs, complete, incomplete, start, end, error},
// positions in UTF-16 units of `text` (the text repaired, or everything streamed so far).
std::string repair_result_json(const RepairResult& result, std::string_view text);

}  // namespace sg::boundary

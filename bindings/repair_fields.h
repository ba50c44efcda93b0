// The repair log as numbers (rule L2), shared by repairJson, the stream parser, parseReply
// and findJsonCandidates so that all report repairs the same way: kind, offset, end, removed,
// inserted, positions in UTF-16 units (npm/src/result_record.js reads them back).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "option_slots.h"
#include "repair/repair_log.h"
#include "repair/repair_result.h"
#include "repair/value_changes.h"
#include "result_record.h"

namespace sg::boundary {

// maxInputBytes, maxFenceBytes, maxDepth, locale.
RepairOptions repair_options(const OptionSlots& options);

// The count, then each repair. Repairs come sorted by offset and do not overlap, so the
// running positions convert them all in one pass.
void write_repairs(ResultRecord& out, const std::vector<Repair>& repairs, Utf16Positions& positions);

// repairs, complete, lossless and incomplete: what a repair result and a parsed reply both
// report (npm/src/result_record.js, readRepairState). `lossless` as the caller reports it.
template <typename Repaired>
void write_repair_state(ResultRecord& out, const Repaired& repaired, bool lossless, Utf16Positions& positions) {
    write_repairs(out, repaired.repairs, positions);
    out.flag(repaired.complete);
    out.flag(lossless);
    out.number(repaired.incomplete.size());
    for (const std::string& pointer : repaired.incomplete) out.text(pointer);
}

// A flag, then the error when there is one.
void write_optional_error(ResultRecord& out, const std::optional<Error>& error, Utf16Positions& positions);

// A repair or stream result: ok, json (the repaired text), repairs, complete, lossless,
// incomplete, start, end, error; positions in UTF-16 units of `text` (the text repaired, or
// everything streamed so far).
void write_repair_result(ResultRecord& out, const RepairResult& result, std::string_view text);

// A stream's changes (src/repair/value_changes.h): the count, then op name, path and text of
// each (the value's JSON for add and replace, the characters for append).
void write_changes(ResultRecord& out, const std::vector<Change>& changes);

}  // namespace sg::boundary

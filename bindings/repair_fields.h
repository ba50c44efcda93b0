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
// running positions convert them all in one pass. `caller_text`: the reply, when the caller
// holds it as a string (repairJson): the text of the parts left out around the value (prose,
// reasoning, fence lines: 13 KB of prose before a value) does not cross then, its two words
// none, and JavaScript slices it from the string at the repair's positions (result_record.js).
void write_repairs(ResultRecord& out, const std::vector<Repair>& repairs, Utf16Positions& positions,
                   std::optional<std::string_view> caller_text = std::nullopt);

// repairs, complete, lossless and incomplete: what a repair result and a parsed reply both
// report (npm/src/result_record.js, readRepairState). `lossless` as the caller reports it.
template <typename Repaired>
void write_repair_state(ResultRecord& out, const Repaired& repaired, bool lossless, Utf16Positions& positions,
                        std::optional<std::string_view> caller_text = std::nullopt) {
    write_repairs(out, repaired.repairs, positions, caller_text);
    out.flag(repaired.complete);
    out.flag(lossless);
    out.number(repaired.incomplete.size());
    for (const std::string& pointer : repaired.incomplete) out.text(pointer);
}

// A flag, then the error when there is one.
void write_optional_error(ResultRecord& out, const std::optional<Error>& error, Utf16Positions& positions);

// Whether JavaScript holds the text a result's positions index, as a string: repairJson's
// reply does; a stream's input (chunks of text or bytes) and a run's do not.
enum class TextHeld { ByCore, ByCaller };

// A repair or stream result: ok, json (the repaired text), repairs, complete, lossless,
// incomplete, start, end, error; positions in UTF-16 units of `text` (the text repaired, or
// everything streamed so far).
void write_repair_result(ResultRecord& out, const RepairResult& result, std::string_view text,
                         TextHeld held = TextHeld::ByCore);

// A stream's changes (src/repair/value_changes.h): the count and each op's name, then one JSON
// array holding each op's path and, for add and replace, its value, for append its characters
// (as a JSON string): JavaScript reads a call's changes with one JSON.parse, not one per op.
void write_changes(ResultRecord& out, const std::vector<Change>& changes);

}  // namespace sg::boundary

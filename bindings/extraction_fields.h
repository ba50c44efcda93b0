// The extraction part of a result, shared by extractJson, parseReply and parseProcessTemplate
// so that all three report the candidate and the answer text the same way, as numbers
// (npm/src/result_record.js reads them back with readExtraction).
#pragma once

#include <optional>
#include <string_view>

#include "extract/extractor.h"
#include "option_slots.h"
#include "result_record.h"

namespace sg::boundary {

// maxInputBytes, maxFenceBytes, maxDepth, locale.
ExtractOptions extract_options(const OptionSlots& options);

// strategy (a name or none), start and end (UTF-16 indices or none), the value's own JSON
// text when it is not the candidate's slice of the reply (repaired or coerced; else none:
// JavaScript slices the string it holds), and the answer text as the ranges it joins.
void write_extraction(ResultRecord& out, std::string_view text, const Extraction& extraction,
                      std::optional<std::string_view> json = std::nullopt);

}  // namespace sg::boundary

// The parseReply result as numbers (rules X1, X7, L1-L3, L5): where the JSON is and how it was
// found, what lenient reading and coercion changed, the errors; positions in UTF-16 units.
#pragma once

#include <string_view>
#include <vector>

#include "option_slots.h"
#include "reply/reply_parser.h"
#include "result_record.h"

namespace sg::boundary {

// Extraction limits, validation options, mode, chooseValid and allowLossy; coercion is read
// by the caller, which holds the schema document it needs.
ReplyOptions reply_options(const OptionSlots& options);
// errors ('first' | 'all' | 'none'), maxErrors, maxSteps, maxPatternSteps.
ValidateOptions validate_options(const OptionSlots& options);

// The extraction, then repaired, repairs, complete, lossless, incomplete, chosenByPredicate,
// coercions, truncated and errors.
void write_reply(ResultRecord& out, std::string_view text, const ParsedReply& parsed);

// The count, then each error: {code, message, offset, line, column} and, when the schema
// rejected the value, a flag and its keyword, keywordLocation, instanceLocation and
// absoluteKeywordLocation.
void write_reply_errors(ResultRecord& out, const std::vector<ReplyError>& errors, std::string_view source);

}  // namespace sg::boundary

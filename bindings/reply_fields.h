// The parseReply result as JSON (SPEC X1, X7, L1-L3, L5): where the JSON is and how it was
// found, what lenient parsing changed and what coercion changed, positions in UTF-16 units.
#pragma once

#include <string>

#include "boundary.h"
#include "reply/reply_parser.h"

namespace sg::boundary {

// mode ('strict' | 'lenient') and chooseValid; the other members are read by their owners.
void read_reply_mode(const rapidjson::Document& options, ReplyOptions& reply_options);

// strategy, json (the text of `value`: coerced, repaired or the reply's slice), start, end,
// answerText, repaired, repairs, complete, incomplete, chosenByPredicate, coercions.
void write_reply_members(Writer& out, std::string_view text, const ParsedReply& parsed);

}  // namespace sg::boundary

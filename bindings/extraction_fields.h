// The extraction part of a result, shared by extractJson and parseReply so that both report
// the candidate and the answer text the same way.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "boundary.h"
#include "extract/extractor.h"

namespace sg::boundary {

// maxInputBytes, maxFenceBytes, maxDepth.
ExtractOptions extract_options(const rapidjson::Document& options);

// strategy, json, start, end (UTF-16 indices) and answerText members. `json` is the
// candidate's text unless the caller gives another (a repaired or coerced value). With
// `omit_slice`, a json that is only the candidate's text is left out: the JS side, which holds
// the reply, takes text.slice(start, end) instead of having 40 KB cross back (bench/README.md).
void write_extraction_members(Writer& out, std::string_view text, const Extraction& extraction,
                              std::optional<std::string_view> json = std::nullopt, bool omit_slice = false);

}  // namespace sg::boundary

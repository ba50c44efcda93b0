// Rule R2: a reply is looked at before anything parses it, in the commander design's order:
//   1. cut off by the token limit (length / max_tokens)  -> Truncated (retried with a larger limit)
//   2. stopped by the content filter                      -> ContentFiltered
//   3. any stop other than a normal one                   -> Refused for Anthropic's "refusal",
//                                                            UnexpectedStop otherwise
//   4. a normal stop carrying a refusal (OpenAI)          -> Refused
// A tool-use stop is normal only when the call offered tools or forced one. Every one of
// these is a failed attempt and is retried within maxRetries (R4).
#pragma once

#include <optional>

#include "core/language.h"
#include "run/wire/model_reply.h"
#include "run/wire/run_error.h"

namespace sg {

// The error's message is worded in `language` (the call's locale).
std::optional<RunError> check_stop(const ModelReply& reply, bool tool_use_expected, Language language);

}  // namespace sg

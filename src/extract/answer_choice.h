// Which code block of a reply holds its JSON (rules X2-X4), and the errors when none does (X6):
// the one place where strict extraction (extractor.cpp) and lenient reading
// (candidate_selection.cpp) take these rules and their messages from.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "extract/brace_scanner.h"
#include "extract/fence_scanner.h"

namespace sg {

// X2: the last fence labelled json (any letter case).
std::optional<std::size_t> last_json_fence(const std::vector<Fence>& fences);

// A fence's content without the blank bytes around it.
Span trimmed_content(std::string_view text, const Fence& fence);

// X3: without a json fence, the last code block counts when its trimmed content reads {…}.
std::optional<Span> braced_last_block(std::string_view text, const std::vector<Fence>& fences);

// X4: a fence whose content is over `max_fence_bytes` is an error, never skipped.
std::optional<Error> fence_too_large(std::string_view text, const Fence& fence, std::size_t max_fence_bytes);

// "```json fence" or "unlabelled code block", for messages.
std::string fence_name(const Fence& fence);

// X6 errors, positioned where they apply.
Error unterminated_reasoning(std::string_view text, std::size_t at);
Error no_json_in_reply();
Error json_fence_without_json(std::string_view text, const Fence& fence, std::size_t content_start);
Error last_block_without_json(std::string_view text, const Fence& fence);

}  // namespace sg

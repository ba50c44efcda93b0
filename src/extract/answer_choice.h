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
#include "core/language.h"
#include "extract/brace_scanner.h"
#include "extract/fence_scanner.h"

namespace sg {

// X2: the last fence labelled json (any letter case).
std::optional<std::size_t> last_json_fence(const std::vector<Fence>& fences);

// A fence's content without the blank bytes around it.
Span trimmed_content(std::string_view text, const Fence& fence);

// X3: without a json fence, the last code block counts when its trimmed content reads {…}.
std::optional<Span> braced_last_block(std::string_view text, const std::vector<Fence>& fences);

// A reply of `bytes` over maxInputBytes is refused whole, by strict and lenient reading alike.
Error input_too_large(std::size_t bytes, std::size_t max_input_bytes, Language language);

// X4: a fence whose content is over `max_fence_bytes` is an error, never skipped.
std::optional<Error> fence_too_large(std::string_view text, const Fence& fence, std::size_t max_fence_bytes,
                                     Language language);

// "```json fence" or "unlabelled code block", for messages.
std::string fence_name(const Fence& fence, Language language);

// X6 errors, positioned where they apply, worded in `language`.
Error unterminated_reasoning(std::string_view text, std::size_t at, Language language);
Error no_json_in_reply(Language language);
Error json_fence_without_json(std::string_view text, const Fence& fence, std::size_t content_start, Language language);
Error last_block_without_json(std::string_view text, const Fence& fence, Language language);

}  // namespace sg

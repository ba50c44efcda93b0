// Where a reply's answer starts (rules X1, X7): after a byte-order mark and the reasoning that
// reasoning models (DeepSeek-R1, Qwen, ...) put first, `<think>…</think>` or
// `<thinking>…</thinking>`. Braces and fences inside that reasoning are drafts, not the
// answer. Strict extraction skips the leading blocks here; lenient reading recognises the
// same tags as the reply arrives (ReplyScanner).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

struct ReasoningTag {
    std::string_view open;
    std::string_view close;
};

constexpr ReasoningTag kReasoningTags[] = {{"<think>", "</think>"}, {"<thinking>", "</thinking>"}};

struct AnswerStart {
    std::size_t offset;                      // where the answer begins (after the blocks)
    std::optional<std::size_t> unterminated; // offset of a block that never closes
};

// Skips leading whitespace and every leading reasoning block starting at `from`.
AnswerStart skip_reasoning_blocks(std::string_view text, std::size_t from);

// The same after a byte-order mark at the start of `text`.
AnswerStart answer_start(std::string_view text);

}  // namespace sg

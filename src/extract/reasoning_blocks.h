// Reasoning models (DeepSeek-R1, Qwen, ...) open their reply with `<think>…</think>` or
// `<thinking>…</thinking>`. Braces and fences inside that reasoning are drafts, not the answer,
// so extraction starts after the leading blocks.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

struct AnswerStart {
    std::size_t offset;                      // where the answer begins (after the blocks)
    std::optional<std::size_t> unterminated; // offset of a block that never closes
};

// Skips leading whitespace and every leading reasoning block starting at `from`.
AnswerStart skip_reasoning_blocks(std::string_view text, std::size_t from);

}  // namespace sg

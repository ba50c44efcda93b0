// The token estimate every budget in structguard uses when the caller has no tokenizer
// (rule P6): tokens ≈ ceil(utf8_bytes / 4). Japanese text, 3 bytes a character,
// so counts 3 tokens per 4 characters.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

inline std::size_t estimate_tokens(std::string_view text) { return text.size() / 4 + (text.size() % 4 != 0); }

}  // namespace sg

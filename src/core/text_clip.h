// Quoting a bounded piece of someone else's text (a provider's error message, a refusal) in
// one of our messages: cut on a UTF-8 sequence boundary, marked with an ellipsis.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "core/utf8.h"

namespace sg {

inline std::string clip_text(std::string_view text, std::size_t max_bytes) {
    if (text.size() <= max_bytes) return std::string(text);
    std::size_t end = max_bytes;
    while (end > 0 && !is_utf8_lead(static_cast<unsigned char>(text[end]))) --end;
    return std::string(text.substr(0, end)) + "\xE2\x80\xA6";
}

}  // namespace sg

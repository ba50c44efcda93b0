#include "core/error.h"

#include <algorithm>

namespace sg {

TextPosition locate(std::string_view text, std::size_t offset) {
    offset = std::min(offset, text.size());
    TextPosition pos;
    pos.offset = offset;
    std::size_t line_start = 0;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++pos.line;
            line_start = i + 1;
        }
    }
    pos.column = offset - line_start + 1;
    return pos;
}

Error error_at(ErrorCode code, std::string message, std::string_view text, std::size_t offset) {
    return Error{code, std::move(message), locate(text, offset)};
}

Error error_without_position(ErrorCode code, std::string message) {
    return Error{code, std::move(message), std::nullopt};
}

}  // namespace sg

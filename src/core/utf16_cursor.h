// UTF-16 indices (JavaScript string positions) for many byte offsets into one text. Each
// conversion goes on from the previous one, so offsets visited in increasing order cost one
// pass over the text in total, where utf16_units alone would recount from the start for each.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>

#include "core/utf8.h"

namespace sg {

class Utf16Cursor {
public:
    explicit Utf16Cursor(std::string_view text) : text_(text) {}

    std::size_t index(std::size_t byte_offset) {
        byte_offset = std::min(byte_offset, text_.size());
        if (byte_offset < byte_) {
            byte_ = 0;
            units_ = 0;
        }
        units_ += utf16_units(text_.substr(byte_), byte_offset - byte_);
        byte_ = byte_offset;
        return units_;
    }

private:
    std::string_view text_;
    std::size_t byte_ = 0;
    std::size_t units_ = 0;
};

}  // namespace sg

// UTF-16 indices (JavaScript string positions) for many byte offsets into one text. Each
// conversion goes on from the previous one, forwards or back (a byte's units do not depend on
// the bytes around it), so offsets visited in any order cost the distances between them, where
// utf16_units alone would recount from the start for each.
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
        if (byte_offset >= byte_) {
            units_ += utf16_units(text_.substr(byte_), byte_offset - byte_);
        } else {
            units_ -= utf16_units(text_.substr(byte_offset), byte_ - byte_offset);
        }
        byte_ = byte_offset;
        return units_;
    }

private:
    std::string_view text_;
    std::size_t byte_ = 0;
    std::size_t units_ = 0;
};

}  // namespace sg

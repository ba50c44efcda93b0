#include "core/utf8.h"

#include <algorithm>

namespace sg {

std::size_t utf16_units(std::string_view text, std::size_t byte_offset) {
    byte_offset = std::min(byte_offset, text.size());
    std::size_t units = 0;
    for (std::size_t i = 0; i < byte_offset; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (byte >= 0xF0 && byte <= 0xF4) {
            units += 2;
        } else if (is_utf8_lead(byte)) {
            units += 1;
        }
    }
    return units;
}

}  // namespace sg

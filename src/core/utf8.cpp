#include "core/utf8.h"

#include <algorithm>

namespace sg {

std::size_t utf16_units(std::string_view text, std::size_t byte_offset) {
    byte_offset = std::min(byte_offset, text.size());
    const std::string_view counted = text.substr(0, byte_offset);
    std::size_t units = 0;
    std::size_t i = 0;
    while (i < byte_offset) {
        if (ascii_runs_at(counted, i)) {
            units += 4 * kAsciiRun;
            i += 4 * kAsciiRun;
            continue;
        }
        if (ascii_run_at(counted, i)) {
            units += kAsciiRun;
            i += kAsciiRun;
            continue;
        }
        const auto byte = static_cast<unsigned char>(text[i++]);
        if (byte >= 0xF0 && byte <= 0xF4) {
            units += 2;
        } else if (is_utf8_lead(byte)) {
            units += 1;
        }
    }
    return units;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

}  // namespace sg

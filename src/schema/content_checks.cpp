#include "schema/content_checks.h"

#include <limits>

#include "core/ascii_case.h"
#include "core/text_trim.h"
#include "tape/tape_reader.h"

namespace sg::schema {
namespace {

int base64_digit(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

}  // namespace

bool is_base64_encoding(std::string_view name) { return equals_ignoring_case(name, "base64"); }

bool is_json_media_type(std::string_view name) {
    return equals_ignoring_case(trim_space(name.substr(0, name.find(';'))), "application/json");
}

bool decode_base64(std::string_view text, std::string& out) {
    if (text.size() % 4 != 0) return false;
    std::size_t padding = 0;
    while (padding < 2 && padding < text.size() && text[text.size() - 1 - padding] == '=') ++padding;
    const std::size_t digits = text.size() - padding;
    std::uint32_t bits = 0;
    int held = 0;
    for (std::size_t i = 0; i < digits; ++i) {
        const int digit = base64_digit(text[i]);
        if (digit < 0) return false;
        bits = (bits << 6) | static_cast<std::uint32_t>(digit);
        held += 6;
        if (held >= 8) {
            held -= 8;
            out.push_back(static_cast<char>((bits >> held) & 0xFF));
        }
    }
    return true;
}

bool is_json_text(std::string_view text) {
    // The tape reader is the one validation already links (no second parser in the wasm);
    // its depth limit guards what is later walked, and this tape is only read.
    Tape tape;
    return read_tape(text, text, std::numeric_limits<std::size_t>::max(), tape);
}

}  // namespace sg::schema

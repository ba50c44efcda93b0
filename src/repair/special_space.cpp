#include "repair/special_space.h"

#include <string_view>

namespace sg {
namespace {

// UTF-8 forms: U+00A0, U+1680, U+180E, U+2000-U+200B, U+202F, U+205F, U+2060, U+3000, U+FEFF.
bool is_special(std::string_view bytes) {
    const auto b = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    if (bytes.size() == 2) return b(0) == 0xC2 && b(1) == 0xA0;
    if (b(0) == 0xE1) return (b(1) == 0x9A && b(2) == 0x80) || (b(1) == 0xA0 && b(2) == 0x8E);
    if (b(0) == 0xE2 && b(1) == 0x80) return b(2) <= 0x8B || b(2) == 0xAF;
    if (b(0) == 0xE2 && b(1) == 0x81) return b(2) == 0x9F || b(2) == 0xA0;
    if (b(0) == 0xE3) return b(1) == 0x80 && b(2) == 0x80;
    return b(0) == 0xEF && b(1) == 0xBB && b(2) == 0xBF;
}

}  // namespace

SpecialSpace special_space_at(const ScanInput& in, std::size_t at) {
    const unsigned char lead = in.at(at);
    const std::size_t length = lead == 0xC2 ? 2 : (lead == 0xE1 || lead == 0xE2 || lead == 0xE3 || lead == 0xEF) ? 3 : 0;
    if (length == 0) return {};
    if (in.text.size() - at < length) return {0, !in.ended};
    if (!is_special(in.text.substr(at, length))) return {};
    return {length, false};
}

std::size_t skip_blanks(const ScanInput& in, std::size_t at, std::size_t limit) {
    while (at < in.text.size() && at < limit) {
        if (is_json_space(in.at(at))) {
            ++at;
            continue;
        }
        const SpecialSpace space = special_space_at(in, at);
        if (space.need_more) return in.text.size();
        if (space.length == 0) break;
        at += space.length;
    }
    return at;
}

}  // namespace sg

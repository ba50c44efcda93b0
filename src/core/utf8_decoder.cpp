#include "core/utf8_decoder.h"

#include "core/utf8.h"

namespace sg {
namespace {

bool in_range(unsigned char byte, unsigned char low, unsigned char high) {
    return byte >= low && byte <= high;
}

// Table 3-7: the lead byte fixes the length and the range allowed for the second byte
// (which is where overlong forms, surrogates and values past U+10FFFF are ruled out).
struct LeadRule {
    std::size_t length;
    unsigned char second_low;
    unsigned char second_high;
};

LeadRule lead_rule(unsigned char lead) {
    if (in_range(lead, 0xC2, 0xDF)) return {2, 0x80, 0xBF};
    if (lead == 0xE0) return {3, 0xA0, 0xBF};
    if (lead == 0xED) return {3, 0x80, 0x9F};
    if (in_range(lead, 0xE1, 0xEF)) return {3, 0x80, 0xBF};
    if (lead == 0xF0) return {4, 0x90, 0xBF};
    if (in_range(lead, 0xF1, 0xF3)) return {4, 0x80, 0xBF};
    if (lead == 0xF4) return {4, 0x80, 0x8F};
    return {0, 0, 0};
}

}  // namespace

Utf8Char decode_utf8(std::string_view text, std::size_t at) {
    const auto lead = static_cast<unsigned char>(text[at]);
    if (lead < 0x80) return {lead, 1, true};
    const Utf8Char invalid{0xFFFD, 1, false};
    const LeadRule rule = lead_rule(lead);
    if (rule.length == 0 || text.size() - at < rule.length) return invalid;
    const auto second = static_cast<unsigned char>(text[at + 1]);
    if (!in_range(second, rule.second_low, rule.second_high)) return invalid;
    char32_t code_point = lead & (0xFF >> (rule.length + 1));
    code_point = (code_point << 6) | (second & 0x3F);
    for (std::size_t i = 2; i < rule.length; ++i) {
        const auto next = static_cast<unsigned char>(text[at + i]);
        if (!in_range(next, 0x80, 0xBF)) return invalid;
        code_point = (code_point << 6) | (next & 0x3F);
    }
    return {code_point, rule.length, true};
}

std::size_t first_malformed_utf8(std::string_view text) {
    std::size_t at = 0;
    while (at < text.size()) {
        // Most text is ASCII: four runs at once, then one, then a character.
        if (ascii_runs_at(text, at)) {
            at += 4 * kAsciiRun;
            continue;
        }
        if (ascii_run_at(text, at)) {
            at += kAsciiRun;
            continue;
        }
        const Utf8Char next = decode_utf8(text, at);
        if (!next.valid) return at;
        at += next.length;
    }
    return std::string_view::npos;
}

std::string_view utf8_prefix(std::string_view text, std::size_t limit) {
    if (text.size() <= limit) return text;
    std::size_t end = limit;
    while (end > 0 && !is_utf8_lead(static_cast<unsigned char>(text[end]))) --end;
    return text.substr(0, end);
}

}  // namespace sg

#include "json/lone_surrogates.h"

#include <cstring>

#include "core/hex_digit.h"

namespace sg {
namespace {

// The code unit of a `\uXXXX` escape at `at`, or -1.
long escaped_unit(std::string_view json, std::size_t at) {
    if (at + 6 > json.size() || json[at] != '\\' || json[at + 1] != 'u') return -1;
    long unit = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) {
        const int digit = hex_digit(json[i]);
        if (digit < 0) return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

bool is_high(long unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
bool is_low(long unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

}  // namespace

std::optional<std::string> replace_lone_surrogate_escapes(std::string_view json) {
    std::optional<std::string> replaced;
    std::size_t at = 0;
    while (at < json.size()) {
        const void* found = std::memchr(json.data() + at, '\\', json.size() - at);
        if (found == nullptr) break;
        at = static_cast<std::size_t>(static_cast<const char*>(found) - json.data());
        const long unit = escaped_unit(json, at);
        if (is_high(unit) && is_low(escaped_unit(json, at + 6))) {
            at += 12;  // a pair: one code point
            continue;
        }
        if (is_high(unit) || is_low(unit)) {
            if (!replaced) replaced.emplace(json);
            replaced->replace(at + 2, 4, "fffd");
            at += 6;
            continue;
        }
        at += 2;  // any other escape (`\\` included), or a backslash the parser will refuse here
    }
    return replaced;
}

}  // namespace sg

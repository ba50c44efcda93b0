// The `\uXXXX` escapes of JSON strings, read where one is at: shared by the lone-surrogate
// rewrite of the checking parser and the tape's string decoder, so that both pair surrogates
// the same way.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/hex_digit.h"

namespace sg {

// The code unit of a `\uXXXX` escape at `at` of `json`, or -1 when there is none there.
inline long escaped_unit(std::string_view json, std::size_t at) {
    if (at + 6 > json.size() || json[at] != '\\' || json[at + 1] != 'u') return -1;
    long unit = 0;
    for (std::size_t i = at + 2; i < at + 6; ++i) {
        const int digit = hex_digit(json[i]);
        if (digit < 0) return -1;
        unit = unit * 16 + digit;
    }
    return unit;
}

inline bool is_high_surrogate(long unit) { return unit >= 0xD800 && unit <= 0xDBFF; }
inline bool is_low_surrogate(long unit) { return unit >= 0xDC00 && unit <= 0xDFFF; }

}  // namespace sg

// The `e` part of a decimal number (`e-5`, `E+300`), read by the exact decimal and by the
// nearest double alike. Saturated at 2^40: far beyond any double's exponent, and far from
// overflowing when the digits' own positions are added to it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace sg {

constexpr std::int64_t kExponentLimit = std::int64_t{1} << 40;

// Reads [eE][+-]?D* at `at` in `number`, moving `at` past it; 0 when there is none there.
inline std::int64_t exponent_part(std::string_view number, std::size_t& at) {
    if (at >= number.size() || (number[at] != 'e' && number[at] != 'E')) return 0;
    ++at;
    const bool down = at < number.size() && number[at] == '-';
    if (at < number.size() && (number[at] == '-' || number[at] == '+')) ++at;
    std::int64_t written = 0;
    for (; at < number.size() && number[at] >= '0' && number[at] <= '9'; ++at) {
        if (written < kExponentLimit) written = written * 10 + (number[at] - '0');
    }
    return down ? -written : written;
}

}  // namespace sg

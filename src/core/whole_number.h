// A computed double (a delay, a token limit) turned into a whole number: rounded up and held
// in [0, 2^53], JavaScript's largest exact integer. Options arrive as any number >= 0, so a
// product can pass what int64 holds, and casting such a double is undefined behaviour.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace sg {

constexpr double kLargestWholeNumber = 9007199254740992.0;  // 2^53

// NaN and values <= 0 give 0.
inline std::int64_t ceil_to_whole(double value) {
    if (!(value > 0)) return 0;
    return static_cast<std::int64_t>(std::ceil(std::min(value, kLargestWholeNumber)));
}

}  // namespace sg

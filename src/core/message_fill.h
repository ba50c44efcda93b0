// A message with its values put in: "{0} must be at least {1} long" with "'title'" and
// "3 characters". The order of the values differs between languages ("{0} は {1}以上…"), so
// the tables of texts hold whole sentences with numbered places rather than pieces in order.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace sg {

// Each "{n}" (n a digit) replaced by values[n]; a place without a value stays as written.
inline std::string fill_message(std::string_view pattern, std::initializer_list<std::string_view> values) {
    std::string out;
    out.reserve(pattern.size() + 32);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const bool place = pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' &&
                           pattern[i + 1] >= '0' && pattern[i + 1] <= '9';
        const std::size_t n = place ? static_cast<std::size_t>(pattern[i + 1] - '0') : values.size();
        if (n < values.size()) {
            out += *(values.begin() + n);
            i += 2;
        } else {
            out += pattern[i];
        }
    }
    return out;
}

}  // namespace sg

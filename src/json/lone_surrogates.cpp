#include "json/lone_surrogates.h"

#include <cstring>

#include "json/unicode_escape.h"

namespace sg {

std::optional<std::string> replace_lone_surrogate_escapes(std::string_view json) {
    std::optional<std::string> replaced;
    std::size_t at = 0;
    while (at < json.size()) {
        const void* found = std::memchr(json.data() + at, '\\', json.size() - at);
        if (found == nullptr) break;
        at = static_cast<std::size_t>(static_cast<const char*>(found) - json.data());
        const long unit = escaped_unit(json, at);
        if (is_high_surrogate(unit) && is_low_surrogate(escaped_unit(json, at + 6))) {
            at += 12;  // a pair: one code point
            continue;
        }
        if (is_high_surrogate(unit) || is_low_surrogate(unit)) {
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

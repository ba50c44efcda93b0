#include "json/lone_surrogates.h"

#include <cstring>

#include "core/utf8.h"
#include "json/unicode_escape.h"

namespace sg {
namespace {

// `json` with each lone-surrogate escape written by `write(out, unit)`, or nothing when it has
// none. Linear; a text without a backslash is passed over with memchr.
template <typename Write>
std::optional<std::string> rewrite_lone_surrogates(std::string_view json, Write&& write) {
    std::optional<std::string> rewritten;
    std::size_t copied = 0;  // json up to here is in `rewritten`
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
            if (!rewritten) rewritten.emplace().reserve(json.size());
            rewritten->append(json, copied, at - copied);
            write(*rewritten, unit);
            at += 6;
            copied = at;
            continue;
        }
        at += 2;  // any other escape (`\\` included), or a backslash the parser will refuse here
    }
    if (rewritten) rewritten->append(json, copied, json.size() - copied);
    return rewritten;
}

}  // namespace

std::optional<std::string> replace_lone_surrogate_escapes(std::string_view json) {
    return rewrite_lone_surrogates(json, [](std::string& out, long) { out.append("\\ufffd"); });
}

std::optional<std::string> lone_surrogate_escapes_as_bytes(std::string_view json) {
    return rewrite_lone_surrogates(json, [](std::string& out, long unit) { append_utf8(out, static_cast<char32_t>(unit)); });
}

}  // namespace sg

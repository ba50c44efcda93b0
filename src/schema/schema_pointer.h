// JSON Pointer fragments of `$ref` ("#/$defs/a%25b/0"): percent-decoding, RFC 6901 unescaping
// and the walk from a resource root to the value the pointer names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "tape/tape_value.h"

namespace sg::schema {

// %XX sequences decoded; nothing when a '%' is not followed by two hex digits.
std::optional<std::string> percent_decode(std::string_view text);

// Calls visit(token) for each unescaped reference token of `pointer` ("" has none); false when
// the pointer is malformed (no leading '/', or '~' not followed by '0' or '1').
template <typename Visit>
bool for_each_pointer_token(std::string_view pointer, Visit&& visit) {
    if (pointer.empty()) return true;
    if (pointer.front() != '/') return false;
    std::size_t i = 1;
    std::string token;
    while (true) {
        token.clear();
        while (i < pointer.size() && pointer[i] != '/') {
            if (pointer[i] == '~') {
                if (i + 1 >= pointer.size() || (pointer[i + 1] != '0' && pointer[i + 1] != '1')) return false;
                token += pointer[i + 1] == '0' ? '~' : '/';
                i += 2;
            } else {
                token += pointer[i++];
            }
        }
        visit(std::string_view(token));
        if (i >= pointer.size()) return true;
        ++i;
    }
}

// The array index a reference token names: decimal, no sign, no leading zero; else nothing.
std::optional<std::uint32_t> pointer_index(std::string_view token);

// The child of `value` named by one reference token: a member, or an array element by its
// index (pointer_index). Null (none) when there is none.
const rapidjson::Value* pointer_child(const rapidjson::Value& value, std::string_view token);
TapeValue pointer_child(TapeValue value, std::string_view token);

}  // namespace sg::schema

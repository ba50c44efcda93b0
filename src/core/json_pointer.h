// RFC 6901 JSON Pointers, built one reference token at a time: the `instanceLocation` of
// every error that points into a JSON value the caller passed in.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace sg {

// Appends "/token", with "~" written as "~0" and "/" as "~1".
inline void append_pointer_token(std::string& pointer, std::string_view token) {
    pointer += '/';
    bool plain = true;
    for (const char c : token) plain = plain && c != '~' && c != '/';
    if (plain) {
        pointer += token;
        return;
    }
    for (const char c : token) {
        if (c == '~') {
            pointer += "~0";
        } else if (c == '/') {
            pointer += "~1";
        } else {
            pointer += c;
        }
    }
}

// Appends "/index" for an array element.
inline void append_pointer_index(std::string& pointer, std::size_t index) {
    pointer += '/';
    pointer += std::to_string(index);
}

}  // namespace sg

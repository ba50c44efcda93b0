// The type of a JSON value as messages name it: json_type_phrase for "got a number" (with its
// article), json_type_name for "must be number" (without). One table, so every message that
// names a type says the same word.
#pragma once

#include <string_view>

#include <rapidjson/document.h>

namespace sg {

inline std::string_view json_type_phrase(const rapidjson::Value& value) {
    // Indexed by rapidjson::Type: null, false, true, object, array, string, number.
    constexpr std::string_view kPhrases[] = {"null",     "a boolean", "a boolean", "an object",
                                             "an array", "a string",  "a number"};
    return kPhrases[value.GetType()];
}

inline std::string_view json_type_name(const rapidjson::Value& value) {
    const std::string_view phrase = json_type_phrase(value);
    const std::size_t space = phrase.find(' ');
    return space == std::string_view::npos ? phrase : phrase.substr(space + 1);
}

}  // namespace sg

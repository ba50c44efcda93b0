// The type of a JSON value as messages name it: json_type_phrase for "got a number" (with its
// article), json_type_name for "must be number" (without). One table, so every message that
// names a type says the same word.
#pragma once

#include <string_view>

#include <rapidjson/document.h>

#include "tape/tape.h"

namespace sg {

inline std::string_view json_type_phrase(TapeKind kind) {
    // Indexed by TapeKind: null, false, true, number, string, array, object.
    constexpr std::string_view kPhrases[] = {"null",     "a boolean", "a boolean", "a number",
                                             "a string", "an array",  "an object"};
    return kPhrases[static_cast<std::size_t>(kind)];
}

inline std::string_view json_type_name(TapeKind kind) {
    const std::string_view phrase = json_type_phrase(kind);
    const std::size_t space = phrase.find(' ');
    return space == std::string_view::npos ? phrase : phrase.substr(space + 1);
}

// The same for a DOM value (the full module's messages).
inline std::string_view json_type_phrase(const rapidjson::Value& value) {
    // Indexed by rapidjson::Type: null, false, true, object, array, string, number.
    constexpr TapeKind kKinds[] = {TapeKind::Null,  TapeKind::False,  TapeKind::True,  TapeKind::Object,
                                   TapeKind::Array, TapeKind::String, TapeKind::Number};
    return json_type_phrase(kKinds[value.GetType()]);
}

}  // namespace sg

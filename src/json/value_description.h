// A JSON value named briefly for an error message: `null`, `2.5`, `"2"`, `an object` (in
// `language`: an object or an array is named in words, core/reading_messages.h).
// Strings are cut short so that a message never carries a whole text the caller passed in.
#pragma once

#include <cstddef>
#include <string>

#include <rapidjson/document.h>

#include "core/language.h"

namespace sg {

constexpr std::size_t kDescribedStringBytes = 40;

std::string describe_json_value(const rapidjson::Value& value, Language language);

}  // namespace sg

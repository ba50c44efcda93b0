// Nesting depth of a JSON value, measured without recursion, so that a schema document
// nested 10,000 deep is refused (LimitExceeded) before anything walks it recursively.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include "tape/tape_value.h"

namespace sg::schema {

// The JSON Pointer of the first value nested deeper than `max_depth` containers, or nothing.
std::optional<std::string> find_excess_depth(TapeValue value, std::size_t max_depth);

}  // namespace sg::schema

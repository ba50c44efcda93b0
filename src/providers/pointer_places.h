// Where lint findings and strict changes are in the schema text the caller wrote: the place of
// the value each of many JSON Pointers names, found in one walk over the text (rule S3, S4;
// issue 18). Finding each pointer on its own would cost the text's length per finding.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace sg {

struct PointerPlace {
    std::size_t pointer;  // index into the pointers asked for
    TextPosition at;      // the first byte of the value (byte offset, line, byte column)
};

// The values `pointers` name in `json` (valid JSON: it was parsed before), in text order; a
// pointer that names no value, or is malformed, is left out. Several pointers may be equal.
// Where a member name is repeated, a pointer's place is the first value in the text that it
// names. Linear in the text plus the pointers' lengths.
std::vector<PointerPlace> locate_pointers(std::string_view json, const std::vector<std::string_view>& pointers);

}  // namespace sg

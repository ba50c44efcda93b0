// A reply that is one scalar and nothing else, read leniently (rule L1): `'done'`, `“yes”`,
// `2.`, `undefined`, `TRUE`, `"unterminated`. The region is read as the one element of an
// array by the same ValueScanner that reads every value, so a scalar is repaired exactly as
// it would be inside a container. A bare word is no scalar here (`no json here` is prose,
// not the string "no json here"): with a schema, parse_reply reads such text instead.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "repair/repair_log.h"

namespace sg {

struct ScalarReading {
    std::string json;              // the scalar's JSON text
    std::vector<Repair> repairs;   // offsets in the text `region` was taken from
    bool cut = false;              // a string the reply ended in (`"unterminated`): truncated
};

// `region` starts at `offset` in the reply and holds nothing but the scalar (trimmed).
std::optional<ScalarReading> read_scalar(std::string_view region, std::size_t offset, std::size_t max_depth);

}  // namespace sg

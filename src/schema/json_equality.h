// Equality of JSON values as `const`, `enum` and `uniqueItems` define it: numbers by value
// (1 == 1.0), objects regardless of member order, arrays in order; on tape values (an
// instance, a program's constants). Iterative: a deeply nested value costs heap, never stack.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

#include "tape/tape_value.h"

namespace sg::schema {

bool json_equal(TapeValue a, TapeValue b);

// Equal values hash equal.
std::uint64_t json_hash(TapeValue value);

// The positions (first < second) of two equal elements of `array`, if any, and how many pairs
// were compared (json_equal) to find them: in a long array only pairs of equal hash, a handful
// whatever its length, which is what the tests hold it to (every pair is n²/2).
struct EqualElements {
    std::optional<std::pair<std::size_t, std::size_t>> pair;
    std::size_t compared = 0;
};
EqualElements find_equal_elements(TapeValue array);

}  // namespace sg::schema

// Numbers and bare words as models write them, turned into JSON: `+1`, `.5`, `1.`, `1_000`,
// `1e` (cut before its exponent); Python's True/False/None and TRUE/Null in any letter case;
// JavaScript's NaN, Infinity and undefined (no JSON equivalent: null). `007` is no number:
// its leading zeros are content, and it stays text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "repair/repair_log.h"

namespace sg {

struct ScalarJson {
    bool valid = false;
    std::string json;                  // the JSON text of the token
    std::optional<RepairKind> repair;  // set when `json` differs from the token
};

// The bytes that may belong to a number token (`_` separates digit groups: 1_000).
inline bool is_number_char(unsigned char c) {
    return (c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e' || c == 'E' || c == '_';
}

// A number token (bytes that satisfy is_number_char); invalid when no reading fits (`1-2`).
ScalarJson number_json(std::string_view token);

// A bare word in value position, possibly signed (`-Infinity`); invalid for unknown words.
ScalarJson word_json(std::string_view word);

}  // namespace sg

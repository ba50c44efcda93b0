// Where a JSON Pointer's value starts in the JSON text it came from. The DOM keeps no byte
// positions, so an error's instanceLocation is found again in the text, on errors only.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

// Offset (into `json`) of the first byte of the value `pointer` names; nothing when the
// pointer names no value there. `json` must be valid JSON (it was parsed before). One pass
// over at most the bytes before the value and the values it skips: linear in `json`.
std::optional<std::size_t> locate_value(std::string_view json, std::string_view pointer);

}  // namespace sg

// JSON text laid out as JavaScript's JSON.stringify(value, null, 2) lays it out: two spaces
// per level, `"key": value`, one member or element per line, `{}` and `[]` for empty ones.
// Numbers keep the spelling they were given in (so JSON.stringify's output passes through
// unchanged); strings are escaped as JSON.stringify escapes them. Used to show a schema to a
// model exactly as the JavaScript implementations of the seeds do.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"

namespace sg {

// Errors: those of check_strict (JsonParseError with its position in `json`, LimitExceeded).
Result<std::string> indent_json(std::string_view json);

}  // namespace sg

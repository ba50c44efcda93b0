// The JSON-only instruction for providers that cannot enforce a schema (rule P5).
// Appended to the prompt exactly as the status-judgment design's implementation does:
//
//     <prompt>\n---\nIMPORTANT: You MUST respond with ONLY ... no explanation.\n```json\n<schema>\n```
//
// The prompt is kept byte for byte (no trimming); the schema is laid out as
// JSON.stringify(schema, null, 2) (see indented_json.h); nothing follows the closing fence.
#pragma once

#include <string>
#include <string_view>

#include "core/result.h"

namespace sg {

inline constexpr std::string_view kJsonOnlyInstruction =
    "IMPORTANT: You MUST respond with ONLY a valid JSON object matching this schema. No other text, no "
    "markdown code blocks, no explanation.";

// Errors: the schema is not strict JSON (JsonParseError, positioned in `schema_json`; or
// LimitExceeded), or not a JSON object (SchemaMismatch).
Result<std::string> inject_json_instruction(std::string_view prompt, std::string_view schema_json);

}  // namespace sg

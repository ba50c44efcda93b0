#include "prompt/json_instruction.h"

#include "core/text_trim.h"
#include "prompt/indented_json.h"

namespace sg {

Result<std::string> inject_json_instruction(std::string_view prompt, std::string_view schema_json) {
    Result<std::string> schema = indent_json(schema_json);
    if (!schema.ok()) return schema.error();
    if (schema.value().front() != '{') {
        return error_at(ErrorCode::SchemaMismatch,
                        "the schema for a JSON-only instruction must be a JSON object",
                        schema_json, skip_space(schema_json, 0));
    }
    std::string out;
    out.reserve(prompt.size() + kJsonOnlyInstruction.size() + schema.value().size() + 32);  // grown once
    out += prompt;
    out += "\n---\n";
    out += kJsonOnlyInstruction;
    out += "\n```json\n";
    out += schema.value();
    out += "\n```";
    return out;
}

}  // namespace sg

// The design documents' schemas shipped as built-ins (rule S2): `judgment` and `evaluation` as
// the status-judgment design writes them, and `ai_chat_process_template.v1` as a draft 2020-12
// schema.
// They are JSON text, to compile with compile_schema or to send to a provider as they are.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

struct BuiltinSchema {
    std::string_view name;
    std::string_view json;
};

// judgment: {step: integer (the 1-based rule number), reason: string}, nothing else.
extern const std::string_view kJudgmentSchemaName;
// evaluation: {matched_index: integer, reason: string}, nothing else.
extern const std::string_view kEvaluationSchemaName;
// ai_chat_process_template.v1: {schema, answer, missing_information?, process_template_draft?}.
extern const std::string_view kProcessTemplateSchemaName;

// Every built-in, in the order above.
const BuiltinSchema* builtin_schemas();
std::size_t builtin_schema_count();

// The text of the built-in called `name`, or nothing.
std::optional<std::string_view> builtin_schema(std::string_view name);

}  // namespace sg

#include "templates/builtin_schemas.h"

namespace sg {

const std::string_view kJudgmentSchemaName = "judgment";
const std::string_view kEvaluationSchemaName = "evaluation";
const std::string_view kProcessTemplateSchemaName = "ai_chat_process_template.v1";

namespace {

// Seed 000 "judgment.json", unchanged: `step` has no minimum there, and providers' strict
// modes reject some bounds, so the 1-based range is checked by the caller (R6).
constexpr std::string_view kJudgment = R"json({
  "type": "object",
  "properties": {
    "step": { "type": "integer", "description": "Matched rule number (1-based)" },
    "reason": { "type": "string", "description": "Brief justification" }
  },
  "required": ["step", "reason"],
  "additionalProperties": false
})json";

// Seed 000 "evaluation.json", unchanged.
constexpr std::string_view kEvaluation = R"json({
  "type": "object",
  "properties": {
    "matched_index": { "type": "integer" },
    "reason": { "type": "string" }
  },
  "required": ["matched_index", "reason"],
  "additionalProperties": false
})json";

// Seed 002 §2.4 AiChatProcessTemplateJson / StepTemplateDraft. Optional TypeScript members are
// left out of `required`; members the seed does not list are not forbidden (the seed's
// checks are on required fields and value ranges, 002 §B). Seq order, seq=1 basis 'goal' and
// dependsOn references are graph rules (G1-G6), checked after the schema.
constexpr std::string_view kProcessTemplate = R"json({
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "ai_chat_process_template.v1",
  "type": "object",
  "properties": {
    "schema": { "const": "ai_chat_process_template.v1" },
    "answer": { "type": "string", "description": "Human-readable summary (Japanese)" },
    "missing_information": { "type": "array", "items": { "type": "string" } },
    "process_template_draft": {
      "type": "object",
      "properties": {
        "name": { "type": "string" },
        "stepTemplates": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "seq": { "type": "integer", "minimum": 1, "description": "1..N, consecutive" },
              "name": { "type": "string" },
              "basis": { "type": "string", "enum": ["goal", "prev"] },
              "offsetDays": { "type": "integer", "minimum": -365, "maximum": 365 },
              "requiredArtifacts": {
                "type": "array",
                "items": {
                  "type": "object",
                  "properties": {
                    "kind": { "type": "string" },
                    "description": { "type": "string" }
                  },
                  "required": ["kind"]
                }
              },
              "dependsOn": { "type": "array", "items": { "type": "integer" }, "description": "seq references" }
            },
            "required": ["seq", "name", "basis", "offsetDays"]
          }
        }
      },
      "required": ["stepTemplates"]
    }
  },
  "required": ["schema", "answer"]
})json";

const BuiltinSchema kBuiltins[] = {
    {kJudgmentSchemaName, kJudgment},
    {kEvaluationSchemaName, kEvaluation},
    {kProcessTemplateSchemaName, kProcessTemplate},
};

}  // namespace

const BuiltinSchema* builtin_schemas() { return kBuiltins; }

std::size_t builtin_schema_count() { return sizeof(kBuiltins) / sizeof(kBuiltins[0]); }

std::optional<std::string_view> builtin_schema(std::string_view name) {
    for (const BuiltinSchema& schema : kBuiltins) {
        if (schema.name == name) return schema.json;
    }
    return std::nullopt;
}

}  // namespace sg

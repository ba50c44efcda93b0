// The schemas of the design documents: judgment and evaluation (the status-judgment
// design) and ai_chat_process_template.v1 (the chat design) as the library ships them, and the
// commander output as zod-to-json-schema exports it with a name (a root $ref into
// definitions, draft-07, slot counts as minItems = maxItems).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "templates/builtin_schemas.h"

// The built-ins of rule S2 (src/templates/builtin_schemas.h), as shipped.
inline std::string builtin(std::string_view name) {
    const std::optional<std::string_view> text = sg::builtin_schema(name);
    return text ? std::string(*text) : std::string("null");
}

inline const std::string kJudgmentSchema = builtin("judgment");
inline const std::string kEvaluationSchema = builtin("evaluation");
inline const std::string kProcessTemplateSchema = builtin("ai_chat_process_template.v1");

// createAgentOutputSchema(slotCount) of the commander design through
// zodToJsonSchema(schema, {name}).
inline std::string commander_schema(int slots) {
    const std::string n = std::to_string(slots);
    return R"J({
  "$ref": "#/definitions/commander_output",
  "definitions": {
    "commander_output": {
      "type": "object",
      "properties": {
        "rootCauseHypothesis": { "type": "string" },
        "overallStrategy": { "type": "string" },
        "frequencyReasoning": { "type": "string" },
        "appNudges": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "slotIndex": { "type": "number" },
              "hook": { "type": "string" },
              "content": { "type": "string" },
              "tone": { "type": "string", "enum": ["strict", "gentle", "empathetic", "analytical", "playful"] },
              "enabled": { "type": "boolean" },
              "reasoning": { "type": "string" }
            },
            "required": ["slotIndex", "hook", "content", "tone", "enabled", "reasoning"],
            "additionalProperties": false
          },
          "minItems": )J" +
           n + R"J(,
          "maxItems": )J" +
           n + R"J(
        },
        "tiktokPosts": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "slot": { "type": "string", "enum": ["morning", "evening"] },
              "caption": { "type": "string", "maxLength": 2200 },
              "hashtags": { "type": "array", "items": { "type": "string" }, "maxItems": 5 },
              "tone": { "type": "string" },
              "reasoning": { "type": "string" },
              "enabled": { "type": "boolean" }
            },
            "required": ["slot", "caption", "hashtags", "tone", "reasoning", "enabled"],
            "additionalProperties": false
          },
          "minItems": 2,
          "maxItems": 2
        },
        "xPosts": {
          "type": "array",
          "items": {
            "type": "object",
            "properties": {
              "slot": { "type": "string", "enum": ["morning", "evening"] },
              "text": { "type": "string", "maxLength": 280 },
              "reasoning": { "type": "string" },
              "enabled": { "type": "boolean" }
            },
            "required": ["slot", "text", "reasoning", "enabled"],
            "additionalProperties": false
          },
          "minItems": 2,
          "maxItems": 2
        }
      },
      "required": ["rootCauseHypothesis", "overallStrategy", "frequencyReasoning", "appNudges", "tiktokPosts", "xPosts"],
      "additionalProperties": false
    }
  },
  "$schema": "http://json-schema.org/draft-07/schema#"
})J";
}

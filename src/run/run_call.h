// Everything one model call needs (rules R1-R5): the provider, the conversation, the schema
// and how it is asked for, limits, retries, reask and the fallback.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/language.h"
#include "core/limits.h"
#include "run/retry_policy.h"
#include "run/token_limit.h"
#include "run/wire/model_request.h"

namespace sg {

// The default of the official SDKs (openai 6.49, @anthropic-ai/sdk 1.12).
constexpr std::int64_t kDefaultTimeoutMs = 600000;
constexpr std::string_view kDefaultSchemaName = "structured_output";

// Rule R5: what a run that has no accepted reply after its last attempt returns instead.
//  Value       a caller-given value, accepted only if it passes the same reply check
//  ChatAnswer  a fixed answer text (the chat design's): no JSON; it adds no usage
enum class FallbackKind { None, Value, ChatAnswer };

struct Fallback {
    FallbackKind kind = FallbackKind::None;
    std::string value;        // Value: JSON text
    std::string answer_text;  // ChatAnswer
};

// PromptOnly: where the P5 instruction goes.
enum class InstructionTarget { LastUserMessage, SystemPrompt };

struct RunCall {
    ProviderSettings provider;
    std::vector<Message> messages;
    std::string schema;  // JSON Schema text; empty: a text call (chat, agent round)
    // The schema is compiled in strict mode (SchemaOptions::strict): a mistake in it (a typo'd
    // keyword) is an InvalidCall with its pointer before any request, not a keyword ignored.
    bool strict_schema = false;
    std::string schema_name = std::string(kDefaultSchemaName);  // [A-Za-z0-9_-]{1,64}
    std::string schema_id;  // for the audit record (A3); empty: schema_name when a schema is set
    // Unset: Native on OpenAI and Tool on Anthropic when a schema is set, Text otherwise.
    std::optional<OutputMode> mode;
    InstructionTarget instruction_target = InstructionTarget::LastUserMessage;
    std::vector<ToolSpec> tools;
    ToolChoice tool_choice = ToolChoice::Auto;
    TokenLimitOptions tokens;
    RetryOptions retry;
    std::int64_t timeout_ms = kDefaultTimeoutMs;  // per attempt; the host enforces it
    bool reask = true;  // L6: after a rejected reply, send it back with the correction
    Language language = Language::English;  // of the correction and of the validation messages in it
    // L4: a streamed Native or Tool reply is stopped at the first byte after which it cannot
    // pass the schema, and the attempt fails there (retry, reask) instead of paying for the rest.
    bool stop_early = true;
    Fallback fallback;
    std::size_t max_response_bytes = limits::kMaxInputBytes;  // option maxResponseBytes
};

}  // namespace sg

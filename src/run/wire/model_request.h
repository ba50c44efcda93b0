// What one model call asks for, independent of the wire: the conversation, how structured
// output is requested, tools, and the token limit. The wires' codecs (wire_codec.h) turn it
// into a provider's request body.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "run/wire/http_message.h"
#include "run/wire/tool_call.h"

namespace sg {

#define SG_ROLES(X) X(System, "system") X(User, "user") X(Assistant, "assistant") X(Tool, "tool")
SG_NAMED_ENUM(Role, SG_ROLES)

inline std::string_view role_name(Role role) { return name_of(role); }
inline std::optional<Role> role_from_name(std::string_view name) { return enum_from_name<Role>(name); }

struct Message {
    Role role = Role::User;
    std::string content;
    std::vector<ToolCall> tool_calls;  // Assistant: the tool calls it made
    std::string tool_call_id;          // Tool: the call this message answers
    bool is_error = false;             // Tool: the tool failed (Anthropic's is_error)
};

struct ToolSpec {
    std::string name;
    std::string description;
    std::string parameters;  // JSON Schema text of the tool's input (an object schema)
};

#define SG_WIRES(X) \
    X(OpenAIChat, "openai") X(AnthropicMessages, "anthropic") X(Gemini, "gemini") X(OpenAIResponses, "openai-responses")
SG_NAMED_ENUM(Wire, SG_WIRES)

inline std::string_view wire_name(Wire wire) { return name_of(wire); }

// The system messages' texts joined by blank lines, for the wires that take the system
// prompt apart from the conversation (Anthropic system, Gemini systemInstruction, Responses
// instructions); "" when there is none.
std::string system_text(const std::vector<Message>& messages);

// How a schema is asked for (rule R1):
//  Native      OpenAI response_format json_schema strict (Responses: text.format);
//              Anthropic output_config.format;
//              Gemini generationConfig responseMimeType + responseJsonSchema (or responseSchema)
//  Tool        Anthropic, Gemini, OpenAI Responses: a forced tool (function) whose input is the object
//  PromptOnly  no schema support: the P5 instruction in the prompt, the reply read by X1
//  Text        no schema (chat, agent rounds)
#define SG_OUTPUT_MODES(X) X(Text, "text") X(Native, "native") X(Tool, "tool") X(PromptOnly, "prompt")
SG_NAMED_ENUM(OutputMode, SG_OUTPUT_MODES)

inline std::string_view output_mode_name(OutputMode mode) { return name_of(mode); }

// OpenAI's own API wants max_completion_tokens (max_tokens is deprecated and refused by
// reasoning models); OpenAI-compatible local servers such as Ollama read only max_tokens.
enum class TokenField { MaxCompletionTokens, MaxTokens };

enum class ToolChoice { Auto, None };

struct ProviderSettings {
    Wire wire = Wire::OpenAIChat;
    std::string base_url;  // empty: the provider's own (provider_endpoint.h)
    std::string model;
    bool stream = false;
    TokenField token_field = TokenField::MaxCompletionTokens;
    std::string anthropic_version = "2023-06-01";
    // Gemini: the schema goes in responseSchema (the OpenAPI 3.0 subset, lint profile
    // 'gemini-legacy') instead of responseJsonSchema (profile 'gemini'), and tool parameters
    // in `parameters` instead of `parametersJsonSchema`.
    bool gemini_legacy_schema = false;
    std::optional<double> temperature;
    Headers headers;  // extra request headers; credentials are refused (the host adds them)
};

struct ModelRequest {
    std::vector<Message> messages;
    OutputMode mode = OutputMode::Text;
    std::string schema;       // JSON text, already checked to be an object
    std::string schema_name;  // OpenAI json_schema.name, Anthropic tool name
    std::vector<ToolSpec> tools;
    ToolChoice tool_choice = ToolChoice::Auto;
    std::optional<std::int64_t> max_tokens;
};

}  // namespace sg

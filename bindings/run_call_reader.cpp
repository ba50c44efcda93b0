#include "run_call_reader.h"

#include <limits>
#include <type_traits>

#include "json_boundary.h"

namespace sg::boundary {
namespace {

const rapidjson::Value& member(const rapidjson::Value& object, const char* name) {
    static const rapidjson::Value null;
    if (!object.IsObject()) return null;
    const auto found = object.FindMember(name);
    return found == object.MemberEnd() ? null : found->value;
}

std::string text(const rapidjson::Value& object, const char* name, std::string_view fallback = {}) {
    return std::string(string_member(object, name, fallback));
}

// Whole-number fields are clamped before the cast: an out-of-range cast is undefined.
template <typename Number>
void read_number(const rapidjson::Value& object, const char* name, Number& into) {
    const rapidjson::Value& value = member(object, name);
    if (!value.IsNumber()) return;
    const double number = value.GetDouble();
    if constexpr (std::is_integral_v<Number>) {
        const double low = static_cast<double>(std::numeric_limits<Number>::lowest());
        const double high = static_cast<double>(std::numeric_limits<Number>::max());
        into = number <= low ? std::numeric_limits<Number>::lowest()
               : number >= high ? std::numeric_limits<Number>::max() : static_cast<Number>(number);
    } else {
        into = static_cast<Number>(number);
    }
}

void read_flag(const rapidjson::Value& object, const char* name, bool& into) {
    const rapidjson::Value& value = member(object, name);
    if (value.IsBool()) into = value.GetBool();
}

std::vector<ToolCall> read_tool_calls(const rapidjson::Value& list) {
    std::vector<ToolCall> calls;
    if (!list.IsArray()) return calls;
    for (const rapidjson::Value& call : list.GetArray()) {
        calls.push_back(ToolCall{text(call, "id"), text(call, "name"), text(call, "arguments", "{}"),
                                 text(call, "thoughtSignature")});
    }
    return calls;
}

std::vector<Message> read_messages(const rapidjson::Value& list) {
    std::vector<Message> messages;
    if (!list.IsArray()) return messages;
    for (const rapidjson::Value& item : list.GetArray()) {
        Message message;
        message.role = role_from_name(string_member(item, "role")).value_or(Role::User);
        message.content = text(item, "content");
        message.tool_calls = read_tool_calls(member(item, "toolCalls"));
        message.tool_call_id = text(item, "toolCallId");
        read_flag(item, "isError", message.is_error);
        messages.push_back(std::move(message));
    }
    return messages;
}

ProviderSettings read_provider(const rapidjson::Value& provider) {
    ProviderSettings settings;
    const std::string_view wire = string_member(provider, "wire");
    settings.wire = wire == "anthropic" ? Wire::AnthropicMessages
                    : wire == "gemini" || wire == "gemini-legacy" ? Wire::Gemini
                    : wire == "openai-responses"                   ? Wire::OpenAIResponses
                                                                   : Wire::OpenAIChat;
    settings.gemini_legacy_schema = wire == "gemini-legacy";
    settings.base_url = text(provider, "baseUrl");
    settings.model = text(provider, "model");
    read_flag(provider, "stream", settings.stream);
    if (string_member(provider, "tokenField") == "max_tokens") settings.token_field = TokenField::MaxTokens;
    settings.anthropic_version = text(provider, "anthropicVersion", settings.anthropic_version);
    if (member(provider, "temperature").IsNumber()) settings.temperature = member(provider, "temperature").GetDouble();
    const rapidjson::Value& headers = member(provider, "headers");
    if (headers.IsObject()) {
        for (const auto& header : headers.GetObject()) {
            if (header.value.IsString()) settings.headers.push_back(Header{header.name.GetString(), header.value.GetString()});
        }
    }
    return settings;
}

// The names are output_mode_name's, so that they are spelled in one place.
std::optional<OutputMode> read_mode(std::string_view name) {
    for (const OutputMode mode : {OutputMode::Text, OutputMode::Native, OutputMode::Tool, OutputMode::PromptOnly}) {
        if (output_mode_name(mode) == name) return mode;
    }
    return std::nullopt;
}

void read_tokens(const rapidjson::Value& call, TokenLimitOptions& tokens) {
    if (member(call, "maxTokens").IsNumber()) {
        std::int64_t limit = 0;
        read_number(call, "maxTokens", limit);
        tokens.max_tokens = limit;
    }
    const rapidjson::Value& estimate = member(call, "tokenEstimate");
    if (estimate.IsObject()) {
        TokenEstimate read;
        read_number(estimate, "base", read.base);
        read_number(estimate, "items", read.items);
        read_number(estimate, "perItem", read.per_item);
        read_number(estimate, "extra", read.extra);
        tokens.estimate = read;
    }
    read_number(call, "maxTokensCap", tokens.cap);
    read_number(call, "tokenGrowth", tokens.growth);
}

void read_retry(const rapidjson::Value& retry, RetryOptions& options) {
    read_number(retry, "maxRetries", options.max_retries);
    read_number(retry, "initialDelayMs", options.initial_delay_ms);
    read_number(retry, "maxDelayMs", options.max_delay_ms);
    read_number(retry, "jitter", options.jitter);
    read_number(retry, "maxRetryAfterMs", options.max_retry_after_ms);
}

Fallback read_fallback(const rapidjson::Value& fallback) {
    Fallback read;
    if (member(fallback, "value").IsString()) {
        read.kind = FallbackKind::Value;
        read.value = text(fallback, "value");
    } else if (member(fallback, "text").IsString()) {
        read.kind = FallbackKind::ChatAnswer;
        read.answer_text = text(fallback, "text");
    }
    return read;
}

}  // namespace

RunCall read_run_call(const rapidjson::Value& call) {
    RunCall read;
    read.provider = read_provider(member(call, "provider"));
    read.messages = read_messages(member(call, "messages"));
    read.schema = text(call, "schema");
    read_flag(call, "strict", read.strict_schema);
    read.schema_name = text(call, "schemaName", read.schema_name);
    read.schema_id = text(call, "schemaId");
    read.mode = read_mode(string_member(call, "mode"));
    if (string_member(call, "instructionTarget") == "system") read.instruction_target = InstructionTarget::SystemPrompt;
    const rapidjson::Value& tools = member(call, "tools");
    if (tools.IsArray()) {
        for (const rapidjson::Value& tool : tools.GetArray()) {
            read.tools.push_back(ToolSpec{text(tool, "name"), text(tool, "description"), text(tool, "parameters")});
        }
    }
    if (string_member(call, "toolChoice") == "none") read.tool_choice = ToolChoice::None;
    read_tokens(call, read.tokens);
    read_retry(member(call, "retry"), read.retry);
    read_number(call, "timeoutMs", read.timeout_ms);
    read_flag(call, "reask", read.reask);
    read.language = language_from_code(string_member(call, "locale")).value_or(read.language);
    read_flag(call, "stopEarly", read.stop_early);
    read.fallback = read_fallback(member(call, "fallback"));
    read_number(call, "maxResponseBytes", read.max_response_bytes);
    return read;
}

JudgmentCall read_judgment_call(const rapidjson::Value& request) {
    JudgmentCall read;
    read.call = read_run_call(member(request, "call"));
    const rapidjson::Value& rules = member(request, "rules");
    if (rules.IsArray()) {
        for (const rapidjson::Value& rule : rules.GetArray()) read.rules.push_back(rule.IsString() ? rule.GetString() : "");
    }
    read.report = text(request, "report");
    read.tag_name = text(request, "tagName", read.tag_name);
    read.language = language_from_code(string_member(request, "language")).value_or(read.language);
    read.evaluation_prompt = text(request, "evaluationPrompt");
    return read;
}

AgentCall read_agent_call(const rapidjson::Value& request) {
    AgentCall read;
    read.call = read_run_call(member(request, "call"));
    read_number(request, "maximumIterations", read.maximum_iterations);
    read_number(request, "toolSummaryThreshold", read.tool_summary_threshold);
    read_number(request, "keepLastToolOutputs", read.keep_last_tool_outputs);
    return read;
}

HostInput read_host_input(const std::string& json) {
    const rapidjson::Document host = read_options(json);
    HostInput read;
    read_number(host, "nowMs", read.now_ms);
    read_number(host, "random", read.random);
    return read;
}

Headers read_headers(const std::string& json) {
    rapidjson::Document list;
    list.Parse(json.c_str(), json.size());
    Headers headers;
    if (!list.IsArray()) return headers;
    for (const rapidjson::Value& pair : list.GetArray()) {
        if (pair.IsArray() && pair.Size() == 2 && pair[0].IsString() && pair[1].IsString()) {
            headers.push_back(Header{pair[0].GetString(), pair[1].GetString()});
        }
    }
    return headers;
}

std::vector<ToolResult> read_tool_results(const std::string& json) {
    rapidjson::Document list;
    list.Parse(json.c_str(), json.size());
    std::vector<ToolResult> results;
    if (!list.IsArray()) return results;
    for (const rapidjson::Value& item : list.GetArray()) {
        ToolResult result{text(item, "callId"), text(item, "output"), false};
        read_flag(item, "isError", result.is_error);
        results.push_back(std::move(result));
    }
    return results;
}

}  // namespace sg::boundary

#include "run/call_preparation.h"

#include "core/text_trim.h"
#include "json/strict_parser.h"
#include "prompt/json_instruction.h"
#include "run/call_messages.h"
#include "run/wire/provider_endpoint.h"

namespace sg {
namespace {

constexpr std::size_t kMaxNameBytes = 64;
constexpr std::string_view kEmptyObjectSchema = "{\"type\":\"object\",\"properties\":{}}";

RunError invalid(const RunCall& call, CallMessage message, std::initializer_list<std::string_view> values = {}) {
    return run_error(RunErrorKind::InvalidCall, call_message(call.language, message, values), false);
}

bool is_name(std::string_view name) {
    if (name.empty() || name.size() > kMaxNameBytes) return false;
    for (char c : name) {
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok) return false;
    }
    return true;
}

// The schema (`tool` empty) or the parameters of the tool named `tool`.
std::optional<RunError> check_object_json(const RunCall& call, std::string_view json, std::string_view tool = {}) {
    if (std::optional<Error> error = check_strict(json, json)) {
        RunError failure = tool.empty() ? invalid(call, CallMessage::SchemaNotJson, {error->message})
                                        : invalid(call, CallMessage::ToolParametersNotJson, {tool, error->message});
        failure.reply_errors.push_back(*error);
        return failure;
    }
    if (json[skip_space(json, 0)] != '{') {
        return tool.empty() ? invalid(call, CallMessage::SchemaNotObject)
                            : invalid(call, CallMessage::ToolParametersNotObject, {tool});
    }
    return std::nullopt;
}

OutputMode resolve_mode(const RunCall& call) {
    if (call.mode) return *call.mode;
    if (call.schema.empty()) return OutputMode::Text;
    return call.provider.wire == Wire::AnthropicMessages ? OutputMode::Tool : OutputMode::Native;
}

std::optional<RunError> check_schema(const RunCall& call, OutputMode mode) {
    if (call.schema.empty()) {
        if (mode != OutputMode::Text) return invalid(call, CallMessage::ModeNeedsSchema, {output_mode_name(mode)});
        return std::nullopt;
    }
    if (auto error = check_object_json(call, call.schema)) return error;
    if (mode == OutputMode::Tool && call.provider.wire == Wire::OpenAIChat) {
        return invalid(call, CallMessage::ToolModeOnOpenAiChat);
    }
    if (!is_name(call.schema_name)) {
        return invalid(call, CallMessage::SchemaName, {call.schema_name});
    }
    return std::nullopt;
}

std::optional<RunError> prepare_tools(const RunCall& call, PreparedCall& prepared) {
    for (const ToolSpec& tool : call.tools) {
        if (!is_name(tool.name)) return invalid(call, CallMessage::ToolName, {tool.name});
        ToolSpec copy = tool;
        if (trim_space(copy.parameters).empty()) copy.parameters = std::string(kEmptyObjectSchema);
        if (auto error = check_object_json(call, copy.parameters, tool.name)) return error;
        prepared.tools.push_back(std::move(copy));
    }
    return std::nullopt;
}

// P5: the instruction goes at the end of the last user message, or of the system prompt
// (a system message is added first when the conversation has none).
std::optional<RunError> inject_instruction(const RunCall& call, std::vector<Message>& messages) {
    Message* target = nullptr;
    const Role role = call.instruction_target == InstructionTarget::SystemPrompt ? Role::System : Role::User;
    for (Message& message : messages) {
        if (message.role == role) target = &message;
    }
    if (!target && role == Role::User) return invalid(call, CallMessage::PromptOnlyNeedsUser);
    if (!target) target = &*messages.insert(messages.begin(), Message{Role::System, "", {}, "", false});
    Result<std::string> injected = inject_json_instruction(target->content, call.schema);
    if (!injected.ok()) return invalid(call, CallMessage::InstructionNotBuilt, {injected.error().message});
    target->content = std::move(injected.value());
    return std::nullopt;
}

}  // namespace

std::optional<RunError> prepare_call(const RunCall& call, PreparedCall& prepared) {
    if (call.provider.model.empty()) return invalid(call, CallMessage::NoModel);
    if (call.provider.wire == Wire::Gemini && call.provider.model.find_first_of("?#: ") != std::string::npos) {
        return invalid(call, CallMessage::GeminiModelInPath, {call.provider.model});
    }
    if (call.messages.empty()) return invalid(call, CallMessage::NoMessage);
    if (std::optional<std::string> header = credential_header(call.provider.headers)) {
        return invalid(call, CallMessage::CredentialHeader, {*header});
    }
    prepared.mode = resolve_mode(call);
    if (auto error = check_schema(call, prepared.mode)) return error;
    if (auto error = prepare_tools(call, prepared)) return error;
    prepared.messages = call.messages;
    if (prepared.mode == OutputMode::PromptOnly) return inject_instruction(call, prepared.messages);
    return std::nullopt;
}

}  // namespace sg

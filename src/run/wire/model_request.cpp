#include "run/wire/model_request.h"

namespace sg {

std::string_view role_name(Role role) {
    switch (role) {
        case Role::System: return "system";
        case Role::User: return "user";
        case Role::Assistant: return "assistant";
        case Role::Tool: return "tool";
    }
    return "user";
}

std::optional<Role> role_from_name(std::string_view name) {
    if (name == "system") return Role::System;
    if (name == "user") return Role::User;
    if (name == "assistant") return Role::Assistant;
    if (name == "tool") return Role::Tool;
    return std::nullopt;
}

std::string system_text(const std::vector<Message>& messages) {
    std::string system;
    for (const Message& message : messages) {
        if (message.role != Role::System) continue;
        if (!system.empty()) system += "\n\n";
        system += message.content;
    }
    return system;
}

std::string_view wire_name(Wire wire) {
    switch (wire) {
        case Wire::OpenAIChat: return "openai";
        case Wire::AnthropicMessages: return "anthropic";
        case Wire::Gemini: return "gemini";
        case Wire::OpenAIResponses: return "openai-responses";
    }
    return "openai";
}

std::string_view output_mode_name(OutputMode mode) {
    switch (mode) {
        case OutputMode::Text: return "text";
        case OutputMode::Native: return "native";
        case OutputMode::Tool: return "tool";
        case OutputMode::PromptOnly: return "prompt";
    }
    return "text";
}

}  // namespace sg

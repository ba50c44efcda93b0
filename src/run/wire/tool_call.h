// A model's request to run a tool (agent loop, rule R9), as every wire carries it: in a reply,
// in the assistant message that answers it, and in the host's Tools action.
#pragma once

#include <string>

namespace sg {

struct ToolCall {
    std::string id;
    std::string name;
    std::string arguments;  // JSON text, as the model wrote it
    // Gemini's thoughtSignature on the functionCall part: Gemini 3 models refuse a
    // conversation whose function calls come back without it; results carry it to the host, and
    // messages bring it back.
    std::string thought_signature{};  // defaulted: three-field initializers stay warning-free
};

}  // namespace sg

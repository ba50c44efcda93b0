// A model's request to run a tool (agent loop, SPEC R9), as both wires carry it: in a reply,
// in the assistant message that answers it, and in the host's Tools action.
#pragma once

#include <string>

namespace sg {

struct ToolCall {
    std::string id;
    std::string name;
    std::string arguments;  // JSON text, as the model wrote it
};

}  // namespace sg

// The conversation as turns, for the wires that take it so (Anthropic `messages`, Gemini
// `contents`): system messages are left out (they go apart, see system_text), each other
// message is {role, <content key>: …}, and consecutive tool results are one user turn, as both
// APIs require. Each wire says how its turns' contents look.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "run/wire/json_body.h"
#include "run/wire/model_request.h"

namespace sg {

struct TurnShape {
    std::string_view content_key;     // "content" | "parts"
    std::string_view assistant_role;  // "assistant" | "model"
    // Each writes the content key's value; a tool result, one element of its turn's array.
    void (*write_user)(JsonWriter& out, const Message& message);
    void (*write_assistant)(JsonWriter& out, const Message& message);
    void (*write_tool_result)(JsonWriter& out, const std::vector<Message>& messages, std::size_t at);
};

// The turns as an array.
void write_turns(JsonWriter& out, const std::vector<Message>& messages, const TurnShape& shape);

}  // namespace sg

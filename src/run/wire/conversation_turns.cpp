#include "run/wire/conversation_turns.h"

namespace sg {
namespace {

// The tool result at `at` and those right after it; returns the last one's place.
std::size_t write_tool_results(JsonWriter& out, const std::vector<Message>& messages, std::size_t at,
                               const TurnShape& shape) {
    out.StartArray();
    shape.write_tool_result(out, messages, at);
    while (at + 1 < messages.size() && messages[at + 1].role == Role::Tool) shape.write_tool_result(out, messages, ++at);
    out.EndArray();
    return at;
}

}  // namespace

void write_turns(JsonWriter& out, const std::vector<Message>& messages, const TurnShape& shape) {
    out.StartArray();
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Message& message = messages[i];
        if (message.role == Role::System) continue;
        out.StartObject();
        write_member(out, "role", message.role == Role::Assistant ? shape.assistant_role : "user");
        write_key(out, shape.content_key);
        if (message.role == Role::User) shape.write_user(out, message);
        else if (message.role == Role::Assistant) shape.write_assistant(out, message);
        else i = write_tool_results(out, messages, i, shape);
        out.EndObject();
    }
    out.EndArray();
}

}  // namespace sg

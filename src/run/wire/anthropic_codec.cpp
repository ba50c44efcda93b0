#include "run/wire/anthropic_codec.h"

#include "core/json_text.h"
#include "run/wire/conversation_turns.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"
#include "run/wire/tool_declarations.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this tool's input.";

void write_user(JsonWriter& out, const Message& message) { write_text(out, message.content); }

void write_assistant(JsonWriter& out, const Message& message) {
    if (message.tool_calls.empty()) return write_text(out, message.content);
    out.StartArray();
    if (!message.content.empty()) write_text_object(out, {{"type", "text"}, {"text", message.content}});
    for (const ToolCall& call : message.tool_calls) {
        out.StartObject();
        write_member(out, "type", "tool_use");
        write_member(out, "id", call.id);
        write_member(out, "name", call.name);
        write_key(out, "input");
        write_arguments_object(out, call.arguments);
        out.EndObject();
    }
    out.EndArray();
}

void write_tool_result(JsonWriter& out, const std::vector<Message>& messages, std::size_t at) {
    const Message& message = messages[at];
    out.StartObject();
    write_member(out, "type", "tool_result");
    write_member(out, "tool_use_id", message.tool_call_id);
    write_member(out, "content", message.content);
    write_flag_member(out, "is_error", message.is_error);
    out.EndObject();
}

constexpr TurnShape kTurns{"content", "assistant", write_user, write_assistant, write_tool_result};

void write_system(JsonWriter& out, const std::vector<Message>& messages) {
    const std::string system = system_text(messages);
    if (!system.empty()) write_member(out, "system", system);
}

void write_tool_choice(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "tool_choice");
    if (request.mode == OutputMode::Tool) {
        write_text_object(out, {{"type", "tool"}, {"name", request.schema_name}});
    } else {
        write_text_object(out, {{"type", request.tool_choice == ToolChoice::None ? "none" : "auto"}});
    }
}

void write_tools(JsonWriter& out, const ModelRequest& request) {
    const std::vector<ToolDeclaration> tools = declared_tools(request, kToolDescription);
    if (tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    for (const ToolDeclaration& tool : tools) {
        out.StartObject();
        write_tool_members(out, tool, "input_schema");
        out.EndObject();
    }
    out.EndArray();
    write_tool_choice(out, request);
}

// Looks like Responses' text.format (responses_codec.cpp) but is Anthropic's own object: the
// two APIs add members to it separately, so each wire keeps its own.
void write_output_config(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "output_config");
    out.StartObject();
    write_key(out, "format");
    out.StartObject();
    write_member(out, "type", "json_schema");
    write_key(out, "schema");
    write_raw_object(out, request.schema);
    out.EndObject();
    out.EndObject();
}

void write_request(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    write_member(out, "model", settings.model);
    write_count_member(out, "max_tokens", request.max_tokens.value_or(kAnthropicDefaultMaxTokens));
    write_system(out, request.messages);
    write_key(out, "messages");
    write_turns(out, request.messages, kTurns);
    write_number_member(out, "temperature", settings.temperature);
    write_tools(out, request);
    if (request.mode == OutputMode::Native) write_output_config(out, request);
    write_flag_member(out, "stream", settings.stream);
}

void read_block(const rapidjson::Value& block, ModelReply& reply) {
    const std::string_view type = text_member(block, "type");
    if (type == "text") {
        reply.text.append(text_member(block, "text"));
    } else if (type == "tool_use") {
        const rapidjson::Value* input = find_member(block, "input");
        reply.tool_calls.push_back(ToolCall{std::string(text_member(block, "id")), std::string(text_member(block, "name")),
                                            input ? json_text(*input) : "{}"});
    }
}

// Ends as OpenAI's reader does (openai_codec.cpp): both APIs give a whole response's stop word
// and usage object, each under its own names, read by its own readers.
std::optional<RunError> read_response(const rapidjson::Value& body, ModelReply& reply, Language language) {
    const rapidjson::Value* content = find_member(body, "content");
    if (!content || !content->IsArray()) {
        return run_error(RunErrorKind::ProtocolError, provider_message(language, ProviderMessage::NoContentArray), true);
    }
    for (const rapidjson::Value& block : content->GetArray()) read_block(block, reply);
    const std::string_view stop = text_member(body, "stop_reason");
    set_stop(reply, stop, anthropic_stop_kind(stop));
    read_usage_member(body, "usage", anthropic_usage, reply.usage);
    return std::nullopt;
}

}  // namespace

const WireCodec kAnthropicCodec{write_request, read_response, open_stream<AnthropicReplyStream>};

}  // namespace sg

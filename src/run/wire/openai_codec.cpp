#include "run/wire/openai_codec.h"

#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"
#include "run/wire/tool_declarations.h"

namespace sg {
namespace {

void write_tool_calls(JsonWriter& out, const std::vector<ToolCall>& calls) {
    write_key(out, "tool_calls");
    out.StartArray();
    for (const ToolCall& call : calls) {
        out.StartObject();
        write_member(out, "id", call.id);
        write_member(out, "type", "function");
        write_key(out, "function");
        write_text_object(out, {{"name", call.name}, {"arguments", call.arguments}});
        out.EndObject();
    }
    out.EndArray();
}

void write_message(JsonWriter& out, const Message& message) {
    out.StartObject();
    write_member(out, "role", role_name(message.role));
    if (message.role == Role::Tool) write_member(out, "tool_call_id", message.tool_call_id);
    write_key(out, "content");
    if (message.role == Role::Assistant && message.content.empty() && !message.tool_calls.empty()) out.Null();
    else write_text(out, message.content);
    if (message.role == Role::Assistant && !message.tool_calls.empty()) write_tool_calls(out, message.tool_calls);
    out.EndObject();
}

void write_response_format(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "response_format");
    out.StartObject();
    write_member(out, "type", "json_schema");
    write_key(out, "json_schema");
    out.StartObject();
    write_member(out, "name", request.schema_name);
    write_key(out, "strict");
    out.Bool(true);
    write_key(out, "schema");
    write_raw_object(out, request.schema);
    out.EndObject();
    out.EndObject();
}

// Only the caller's tools: call preparation refuses OutputMode::Tool on this wire.
void write_tools(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "tools");
    out.StartArray();
    for (const ToolSpec& tool : request.tools) {
        out.StartObject();
        write_member(out, "type", "function");
        write_key(out, "function");
        out.StartObject();
        write_tool_members(out, ToolDeclaration{tool.name, tool.description, tool.parameters}, "parameters");
        out.EndObject();
        out.EndObject();
    }
    out.EndArray();
    write_member(out, "tool_choice", request.tool_choice == ToolChoice::None ? "none" : "auto");
}

void write_stream_options(JsonWriter& out) {
    write_key(out, "stream_options");
    out.StartObject();
    write_flag_member(out, "include_usage", true);
    out.EndObject();
}

void write_request(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    write_member(out, "model", settings.model);
    write_key(out, "messages");
    out.StartArray();
    for (const Message& message : request.messages) write_message(out, message);
    out.EndArray();
    write_count_member(out, settings.token_field == TokenField::MaxTokens ? "max_tokens" : "max_completion_tokens",
                       request.max_tokens);
    write_number_member(out, "temperature", settings.temperature);
    if (request.mode == OutputMode::Native) write_response_format(out, request);
    if (!request.tools.empty()) write_tools(out, request);
    write_flag_member(out, "stream", settings.stream);
    if (settings.stream) write_stream_options(out);
}

std::vector<ToolCall> read_tool_calls(const rapidjson::Value& message) {
    std::vector<ToolCall> calls;
    const rapidjson::Value* list = find_member(message, "tool_calls");
    if (!list || !list->IsArray()) return calls;
    for (const rapidjson::Value& item : list->GetArray()) {
        const rapidjson::Value* function = find_member(item, "function");
        if (!function) continue;
        calls.push_back(ToolCall{std::string(text_member(item, "id")), std::string(text_member(*function, "name")),
                                 std::string(text_member(*function, "arguments"))});
    }
    return calls;
}

std::optional<RunError> read_response(const rapidjson::Value& body, ModelReply& reply, Language language) {
    const rapidjson::Value* choices = find_member(body, "choices");
    if (!choices || !choices->IsArray() || choices->Empty() || !(*choices)[0].IsObject()) {
        return run_error(RunErrorKind::ProtocolError, provider_message(language, ProviderMessage::NoChoices), true);
    }
    const rapidjson::Value& choice = (*choices)[0];
    if (const rapidjson::Value* message = find_member(choice, "message")) {
        reply.text = std::string(text_member(*message, "content"));
        reply.refusal = std::string(text_member(*message, "refusal"));
        reply.tool_calls = read_tool_calls(*message);
    }
    const std::string_view finish = text_member(choice, "finish_reason");
    set_stop(reply, finish, openai_stop_kind(finish));
    read_usage_member(body, "usage", openai_usage, reply.usage);
    return std::nullopt;
}

}  // namespace

const WireCodec kOpenAIChatCodec{write_request, read_response, open_stream<OpenAIReplyStream>};

}  // namespace sg

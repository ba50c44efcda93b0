#include "run/wire/openai_codec.h"

#include "json/strict_parser.h"
#include "run/wire/json_body.h"

namespace sg {
namespace {

void write_tool_calls(JsonWriter& out, const std::vector<ToolCall>& calls) {
    write_key(out, "tool_calls");
    out.StartArray();
    for (const ToolCall& call : calls) {
        out.StartObject();
        write_key(out, "id");
        write_text(out, call.id);
        write_key(out, "type");
        write_text(out, "function");
        write_key(out, "function");
        out.StartObject();
        write_key(out, "name");
        write_text(out, call.name);
        write_key(out, "arguments");
        write_text(out, call.arguments);
        out.EndObject();
        out.EndObject();
    }
    out.EndArray();
}

void write_message(JsonWriter& out, const Message& message) {
    out.StartObject();
    write_key(out, "role");
    write_text(out, role_name(message.role));
    if (message.role == Role::Tool) {
        write_key(out, "tool_call_id");
        write_text(out, message.tool_call_id);
    }
    write_key(out, "content");
    if (message.role == Role::Assistant && message.content.empty() && !message.tool_calls.empty()) out.Null();
    else write_text(out, message.content);
    if (message.role == Role::Assistant && !message.tool_calls.empty()) write_tool_calls(out, message.tool_calls);
    out.EndObject();
}

void write_response_format(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "response_format");
    out.StartObject();
    write_key(out, "type");
    write_text(out, "json_schema");
    write_key(out, "json_schema");
    out.StartObject();
    write_key(out, "name");
    write_text(out, request.schema_name);
    write_key(out, "strict");
    out.Bool(true);
    write_key(out, "schema");
    write_raw_object(out, request.schema);
    out.EndObject();
    out.EndObject();
}

void write_tools(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "tools");
    out.StartArray();
    for (const ToolSpec& tool : request.tools) {
        out.StartObject();
        write_key(out, "type");
        write_text(out, "function");
        write_key(out, "function");
        out.StartObject();
        write_key(out, "name");
        write_text(out, tool.name);
        if (!tool.description.empty()) {
            write_key(out, "description");
            write_text(out, tool.description);
        }
        write_key(out, "parameters");
        write_raw_object(out, tool.parameters);
        out.EndObject();
        out.EndObject();
    }
    out.EndArray();
    write_key(out, "tool_choice");
    write_text(out, request.tool_choice == ToolChoice::None ? "none" : "auto");
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

}  // namespace

std::string openai_request_body(const ProviderSettings& settings, const ModelRequest& request) {
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    write_key(out, "model");
    write_text(out, settings.model);
    write_key(out, "messages");
    out.StartArray();
    for (const Message& message : request.messages) write_message(out, message);
    out.EndArray();
    if (request.max_tokens) {
        write_key(out, settings.token_field == TokenField::MaxTokens ? "max_tokens" : "max_completion_tokens");
        out.Int64(*request.max_tokens);
    }
    if (settings.temperature) {
        write_key(out, "temperature");
        out.Double(*settings.temperature);
    }
    if (request.mode == OutputMode::Native) write_response_format(out, request);
    if (!request.tools.empty()) write_tools(out, request);
    if (settings.stream) {
        write_key(out, "stream");
        out.Bool(true);
        write_key(out, "stream_options");
        out.StartObject();
        write_key(out, "include_usage");
        out.Bool(true);
        out.EndObject();
    }
    out.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::optional<RunError> decode_openai_response(std::string_view body, ModelReply& reply) {
    Result<rapidjson::Document> parsed = parse_strict(body, body);
    if (!parsed.ok()) {
        return run_error(RunErrorKind::ProtocolError, "the response is not JSON: " + parsed.error().message, true);
    }
    const rapidjson::Value& root = parsed.value();
    const rapidjson::Value* choices = find_member(root, "choices");
    if (!choices || !choices->IsArray() || choices->Empty() || !(*choices)[0].IsObject()) {
        return run_error(RunErrorKind::ProtocolError, "the response has no choices[0]", true);
    }
    const rapidjson::Value& choice = (*choices)[0];
    if (const rapidjson::Value* message = find_member(choice, "message")) {
        reply.text = std::string(text_member(*message, "content"));
        reply.refusal = std::string(text_member(*message, "refusal"));
        reply.tool_calls = read_tool_calls(*message);
    }
    reply.stop_reason = std::string(text_member(choice, "finish_reason"));
    reply.stop = openai_stop_kind(reply.stop_reason);
    if (const rapidjson::Value* usage = find_member(root, "usage")) reply.usage = openai_usage(*usage);
    return std::nullopt;
}

}  // namespace sg

#include "run/wire/anthropic_codec.h"

#include "core/json_text.h"

#include "json/strict_parser.h"
#include "run/wire/json_body.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this tool's input.";

void write_text_block(JsonWriter& out, std::string_view text) {
    out.StartObject();
    write_key(out, "type");
    write_text(out, "text");
    write_key(out, "text");
    write_text(out, text);
    out.EndObject();
}

void write_assistant(JsonWriter& out, const Message& message) {
    write_key(out, "content");
    if (message.tool_calls.empty()) return write_text(out, message.content);
    out.StartArray();
    if (!message.content.empty()) write_text_block(out, message.content);
    for (const ToolCall& call : message.tool_calls) {
        out.StartObject();
        write_key(out, "type");
        write_text(out, "tool_use");
        write_key(out, "id");
        write_text(out, call.id);
        write_key(out, "name");
        write_text(out, call.name);
        write_key(out, "input");
        write_raw_object(out, is_json_object(call.arguments) ? std::string_view(call.arguments) : "{}");
        out.EndObject();
    }
    out.EndArray();
}

void write_tool_result(JsonWriter& out, const Message& message) {
    out.StartObject();
    write_key(out, "type");
    write_text(out, "tool_result");
    write_key(out, "tool_use_id");
    write_text(out, message.tool_call_id);
    write_key(out, "content");
    write_text(out, message.content);
    if (message.is_error) {
        write_key(out, "is_error");
        out.Bool(true);
    }
    out.EndObject();
}

void write_messages(JsonWriter& out, const std::vector<Message>& messages) {
    write_key(out, "messages");
    out.StartArray();
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Message& message = messages[i];
        if (message.role == Role::System) continue;
        out.StartObject();
        write_key(out, "role");
        write_text(out, message.role == Role::Assistant ? "assistant" : "user");
        if (message.role == Role::Assistant) {
            write_assistant(out, message);
        } else if (message.role == Role::User) {
            write_key(out, "content");
            write_text(out, message.content);
        } else {
            write_key(out, "content");
            out.StartArray();
            write_tool_result(out, message);
            while (i + 1 < messages.size() && messages[i + 1].role == Role::Tool) write_tool_result(out, messages[++i]);
            out.EndArray();
        }
        out.EndObject();
    }
    out.EndArray();
}

void write_system(JsonWriter& out, const std::vector<Message>& messages) {
    const std::string system = system_text(messages);
    if (system.empty()) return;
    write_key(out, "system");
    write_text(out, system);
}

void write_tool(JsonWriter& out, std::string_view name, std::string_view description, std::string_view schema) {
    out.StartObject();
    write_key(out, "name");
    write_text(out, name);
    if (!description.empty()) {
        write_key(out, "description");
        write_text(out, description);
    }
    write_key(out, "input_schema");
    write_raw_object(out, schema);
    out.EndObject();
}

void write_tools(JsonWriter& out, const ModelRequest& request) {
    const bool forced = request.mode == OutputMode::Tool;
    if (!forced && request.tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    if (forced) write_tool(out, request.schema_name, kToolDescription, request.schema);
    for (const ToolSpec& tool : request.tools) write_tool(out, tool.name, tool.description, tool.parameters);
    out.EndArray();
    write_key(out, "tool_choice");
    out.StartObject();
    write_key(out, "type");
    if (forced) {
        write_text(out, "tool");
        write_key(out, "name");
        write_text(out, request.schema_name);
    } else {
        write_text(out, request.tool_choice == ToolChoice::None ? "none" : "auto");
    }
    out.EndObject();
}

void write_output_config(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "output_config");
    out.StartObject();
    write_key(out, "format");
    out.StartObject();
    write_key(out, "type");
    write_text(out, "json_schema");
    write_key(out, "schema");
    write_raw_object(out, request.schema);
    out.EndObject();
    out.EndObject();
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

}  // namespace

std::string anthropic_request_body(const ProviderSettings& settings, const ModelRequest& request) {
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    write_key(out, "model");
    write_text(out, settings.model);
    write_key(out, "max_tokens");
    out.Int64(request.max_tokens.value_or(kAnthropicDefaultMaxTokens));
    write_system(out, request.messages);
    write_messages(out, request.messages);
    if (settings.temperature) {
        write_key(out, "temperature");
        out.Double(*settings.temperature);
    }
    write_tools(out, request);
    if (request.mode == OutputMode::Native) write_output_config(out, request);
    if (settings.stream) {
        write_key(out, "stream");
        out.Bool(true);
    }
    out.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::optional<RunError> decode_anthropic_response(std::string_view body, ModelReply& reply) {
    Result<rapidjson::Document> parsed = parse_strict(body, body);
    if (!parsed.ok()) {
        return run_error(RunErrorKind::ProtocolError, "the response is not JSON: " + parsed.error().message, true);
    }
    const rapidjson::Value& root = parsed.value();
    const rapidjson::Value* content = find_member(root, "content");
    if (!content || !content->IsArray()) {
        return run_error(RunErrorKind::ProtocolError, "the response has no content array", true);
    }
    for (const rapidjson::Value& block : content->GetArray()) read_block(block, reply);
    reply.stop_reason = std::string(text_member(root, "stop_reason"));
    reply.stop = anthropic_stop_kind(reply.stop_reason);
    if (const rapidjson::Value* usage = find_member(root, "usage")) reply.usage = anthropic_usage(*usage);
    return std::nullopt;
}

}  // namespace sg

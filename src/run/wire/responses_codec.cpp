#include "run/wire/responses_codec.h"

#include "json/strict_parser.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_error.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this function's arguments.";

void write_message_item(JsonWriter& out, std::string_view role, std::string_view content) {
    out.StartObject();
    write_member(out, "role", role);
    write_member(out, "content", content);
    out.EndObject();
}

void write_function_call(JsonWriter& out, const ToolCall& call) {
    out.StartObject();
    write_member(out, "type", "function_call");
    write_member(out, "call_id", call.id);
    write_member(out, "name", call.name);
    write_member(out, "arguments", call.arguments);
    out.EndObject();
}

void write_function_output(JsonWriter& out, const Message& message) {
    out.StartObject();
    write_member(out, "type", "function_call_output");
    write_member(out, "call_id", message.tool_call_id);
    write_member(out, "output", message.content);
    out.EndObject();
}

void write_input(JsonWriter& out, const std::vector<Message>& messages) {
    write_key(out, "input");
    out.StartArray();
    for (const Message& message : messages) {
        if (message.role == Role::System) continue;
        if (message.role == Role::Tool) {
            write_function_output(out, message);
        } else if (message.role == Role::User) {
            write_message_item(out, "user", message.content);
        } else {
            if (!message.content.empty() || message.tool_calls.empty()) write_message_item(out, "assistant", message.content);
            for (const ToolCall& call : message.tool_calls) write_function_call(out, call);
        }
    }
    out.EndArray();
}

void write_instructions(JsonWriter& out, const std::vector<Message>& messages) {
    const std::string system = system_text(messages);
    if (system.empty()) return;
    write_member(out, "instructions", system);
}

void write_text_format(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "text");
    out.StartObject();
    write_key(out, "format");
    out.StartObject();
    write_member(out, "type", "json_schema");
    write_member(out, "name", request.schema_name);
    write_key(out, "schema");
    write_raw_object(out, request.schema);
    write_key(out, "strict");
    out.Bool(true);
    out.EndObject();
    out.EndObject();
}

// The forced tool's schema passed the strict checks (it is the output schema); a user's
// tool's parameters may not, so those are sent non-strict.
void write_function(JsonWriter& out, std::string_view name, std::string_view description, std::string_view parameters,
                    bool strict) {
    out.StartObject();
    write_member(out, "type", "function");
    write_member(out, "name", name);
    if (!description.empty()) {
        write_member(out, "description", description);
    }
    write_key(out, "parameters");
    write_raw_object(out, parameters);
    write_key(out, "strict");
    out.Bool(strict);
    out.EndObject();
}

void write_tools(JsonWriter& out, const ModelRequest& request) {
    const bool forced = request.mode == OutputMode::Tool;
    if (!forced && request.tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    if (forced) write_function(out, request.schema_name, kToolDescription, request.schema, true);
    for (const ToolSpec& tool : request.tools) write_function(out, tool.name, tool.description, tool.parameters, false);
    out.EndArray();
    write_key(out, "tool_choice");
    if (forced) {
        out.StartObject();
        write_member(out, "type", "function");
        write_member(out, "name", request.schema_name);
        out.EndObject();
    } else {
        write_text(out, request.tool_choice == ToolChoice::None ? "none" : "auto");
    }
}

void read_message_item(const rapidjson::Value& item, ModelReply& reply) {
    const rapidjson::Value* content = find_member(item, "content");
    if (!content || !content->IsArray()) return;
    for (const rapidjson::Value& part : content->GetArray()) {
        const std::string_view type = text_member(part, "type");
        if (type == "output_text") reply.text.append(text_member(part, "text"));
        else if (type == "refusal") reply.refusal.append(text_member(part, "refusal"));
    }
}

}  // namespace

std::string responses_request_body(const ProviderSettings& settings, const ModelRequest& request) {
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    write_member(out, "model", settings.model);
    write_instructions(out, request.messages);
    write_input(out, request.messages);
    if (request.max_tokens) {
        write_key(out, "max_output_tokens");
        out.Int64(*request.max_tokens);
    }
    if (settings.temperature) {
        write_key(out, "temperature");
        out.Double(*settings.temperature);
    }
    if (request.mode == OutputMode::Native) write_text_format(out, request);
    write_tools(out, request);
    if (settings.stream) {
        write_key(out, "stream");
        out.Bool(true);
    }
    out.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

ToolCall responses_tool_call(const rapidjson::Value& item) {
    return ToolCall{std::string(text_member(item, "call_id")), std::string(text_member(item, "name")),
                    std::string(text_member(item, "arguments"))};
}

void read_responses_outcome(const rapidjson::Value& response, ModelReply& reply) {
    const std::string_view status = text_member(response, "status");
    std::string_view reason;
    if (const rapidjson::Value* details = find_member(response, "incomplete_details")) reason = text_member(*details, "reason");
    reply.stop_reason = std::string(status == "incomplete" && !reason.empty() ? reason : status);
    reply.stop = responses_stop_kind(status, reason, !reply.tool_calls.empty());
    if (const rapidjson::Value* usage = find_member(response, "usage"); usage && usage->IsObject()) {
        reply.usage = responses_usage(*usage);
    }
}

std::optional<RunError> decode_responses_response(std::string_view body, ModelReply& reply) {
    Result<rapidjson::Document> parsed = parse_strict(body, body);
    if (!parsed.ok()) {
        return run_error(RunErrorKind::ProtocolError, "the response is not JSON: " + parsed.error().message, true);
    }
    const rapidjson::Value& root = parsed.value();
    if (text_member(root, "status") == "failed") {
        if (std::optional<ProviderError> error = read_responses_failure(root)) return stream_failure(*error);
    }
    const rapidjson::Value* output = find_member(root, "output");
    if (!output || !output->IsArray()) return run_error(RunErrorKind::ProtocolError, "the response has no output", true);
    for (const rapidjson::Value& item : output->GetArray()) {
        const std::string_view type = text_member(item, "type");
        if (type == "message") read_message_item(item, reply);
        else if (type == "function_call") reply.tool_calls.push_back(responses_tool_call(item));
    }
    read_responses_outcome(root, reply);
    return std::nullopt;
}

}  // namespace sg

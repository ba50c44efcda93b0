#include "run/wire/responses_codec.h"

#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"
#include "run/wire/provider_error.h"
#include "run/wire/tool_declarations.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this function's arguments.";

void write_message_item(JsonWriter& out, std::string_view role, std::string_view content) {
    write_text_object(out, {{"role", role}, {"content", content}});
}

void write_function_call(JsonWriter& out, const ToolCall& call) {
    write_text_object(out, {{"type", "function_call"}, {"call_id", call.id}, {"name", call.name}, {"arguments", call.arguments}});
}

void write_function_output(JsonWriter& out, const Message& message) {
    write_text_object(out, {{"type", "function_call_output"}, {"call_id", message.tool_call_id}, {"output", message.content}});
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
void write_function(JsonWriter& out, const ToolDeclaration& tool) {
    out.StartObject();
    write_member(out, "type", "function");
    write_tool_members(out, tool, "parameters");
    write_key(out, "strict");
    out.Bool(tool.is_output);
    out.EndObject();
}

void write_tools(JsonWriter& out, const ModelRequest& request) {
    const std::vector<ToolDeclaration> tools = declared_tools(request, kToolDescription);
    if (tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    for (const ToolDeclaration& tool : tools) write_function(out, tool);
    out.EndArray();
    write_key(out, "tool_choice");
    if (request.mode == OutputMode::Tool) {
        write_text_object(out, {{"type", "function"}, {"name", request.schema_name}});
    } else {
        write_text(out, request.tool_choice == ToolChoice::None ? "none" : "auto");
    }
}

void write_request(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    write_member(out, "model", settings.model);
    write_instructions(out, request.messages);
    write_input(out, request.messages);
    write_count_member(out, "max_output_tokens", request.max_tokens);
    write_number_member(out, "temperature", settings.temperature);
    if (request.mode == OutputMode::Native) write_text_format(out, request);
    write_tools(out, request);
    write_flag_member(out, "stream", settings.stream);
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

std::optional<RunError> read_response(const rapidjson::Value& body, ModelReply& reply, Language language) {
    if (text_member(body, "status") == "failed") {
        if (std::optional<ProviderError> error = read_responses_failure(body)) return stream_failure(*error, language);
    }
    const rapidjson::Value* output = find_member(body, "output");
    if (!output || !output->IsArray()) {
        return run_error(RunErrorKind::ProtocolError, provider_message(language, ProviderMessage::NoOutput), true);
    }
    for (const rapidjson::Value& item : output->GetArray()) {
        const std::string_view type = text_member(item, "type");
        if (type == "message") read_message_item(item, reply);
        else if (type == "function_call") reply.tool_calls.push_back(responses_tool_call(item));
    }
    read_responses_outcome(body, reply);
    return std::nullopt;
}

}  // namespace

const WireCodec kResponsesCodec{write_request, read_response, open_stream<ResponsesReplyStream>};

ToolCall responses_tool_call(const rapidjson::Value& item) {
    return ToolCall{std::string(text_member(item, "call_id")), std::string(text_member(item, "name")),
                    std::string(text_member(item, "arguments"))};
}

void read_responses_outcome(const rapidjson::Value& response, ModelReply& reply) {
    const std::string_view status = text_member(response, "status");
    std::string_view reason;
    if (const rapidjson::Value* details = find_member(response, "incomplete_details")) reason = text_member(*details, "reason");
    set_stop(reply, status == "incomplete" && !reason.empty() ? reason : status,
             responses_stop_kind(status, reason, !reply.tool_calls.empty()));
    read_usage_member(response, "usage", responses_usage, reply.usage);
}

}  // namespace sg

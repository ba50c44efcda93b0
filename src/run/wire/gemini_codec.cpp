#include "run/wire/gemini_codec.h"

#include "core/json_text.h"
#include "json/strict_parser.h"
#include "run/wire/json_body.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this function's arguments.";

void write_text_part(JsonWriter& out, std::string_view text) {
    out.StartObject();
    write_key(out, "text");
    write_text(out, text);
    out.EndObject();
}

void write_parts_of_text(JsonWriter& out, std::string_view text) {
    write_key(out, "parts");
    out.StartArray();
    write_text_part(out, text);
    out.EndArray();
}

void write_function_call(JsonWriter& out, const ToolCall& call) {
    out.StartObject();
    write_key(out, "functionCall");
    out.StartObject();
    write_key(out, "name");
    write_text(out, call.name);
    write_key(out, "args");
    write_raw_object(out, is_json_object(call.arguments) ? std::string_view(call.arguments) : "{}");
    out.EndObject();
    if (!call.thought_signature.empty()) {
        write_key(out, "thoughtSignature");
        write_text(out, call.thought_signature);
    }
    out.EndObject();
}

// Gemini names a function response after its function, not after the call: the name is the
// one of the assistant's call with that id.
std::string_view called_name(const std::vector<Message>& messages, std::size_t before, const std::string& id) {
    for (std::size_t i = before; i-- > 0;) {
        for (const ToolCall& call : messages[i].tool_calls) {
            if (call.id == id) return call.name;
        }
    }
    return id;
}

void write_function_response(JsonWriter& out, const std::vector<Message>& messages, std::size_t at) {
    const Message& message = messages[at];
    out.StartObject();
    write_key(out, "functionResponse");
    out.StartObject();
    write_key(out, "name");
    write_text(out, called_name(messages, at, message.tool_call_id));
    write_key(out, "response");
    out.StartObject();
    write_key(out, message.is_error ? "error" : "output");
    write_text(out, message.content);
    out.EndObject();
    out.EndObject();
    out.EndObject();
}

void write_contents(JsonWriter& out, const std::vector<Message>& messages) {
    write_key(out, "contents");
    out.StartArray();
    for (std::size_t i = 0; i < messages.size(); ++i) {
        const Message& message = messages[i];
        if (message.role == Role::System) continue;
        out.StartObject();
        write_key(out, "role");
        write_text(out, message.role == Role::Assistant ? "model" : "user");
        if (message.role == Role::User) {
            write_parts_of_text(out, message.content);
        } else if (message.role == Role::Assistant) {
            write_key(out, "parts");
            out.StartArray();
            if (!message.content.empty() || message.tool_calls.empty()) write_text_part(out, message.content);
            for (const ToolCall& call : message.tool_calls) write_function_call(out, call);
            out.EndArray();
        } else {
            write_key(out, "parts");
            out.StartArray();
            write_function_response(out, messages, i);
            while (i + 1 < messages.size() && messages[i + 1].role == Role::Tool) write_function_response(out, messages, ++i);
            out.EndArray();
        }
        out.EndObject();
    }
    out.EndArray();
}

void write_system(JsonWriter& out, const std::vector<Message>& messages) {
    const std::string system = system_text(messages);
    if (system.empty()) return;
    write_key(out, "systemInstruction");
    out.StartObject();
    write_parts_of_text(out, system);
    out.EndObject();
}

void write_generation_config(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    const bool native = request.mode == OutputMode::Native;
    if (!request.max_tokens && !settings.temperature && !native) return;
    write_key(out, "generationConfig");
    out.StartObject();
    if (request.max_tokens) {
        write_key(out, "maxOutputTokens");
        out.Int64(*request.max_tokens);
    }
    if (settings.temperature) {
        write_key(out, "temperature");
        out.Double(*settings.temperature);
    }
    if (native) {
        write_key(out, "responseMimeType");
        write_text(out, "application/json");
        write_key(out, settings.gemini_legacy_schema ? "responseSchema" : "responseJsonSchema");
        write_raw_object(out, request.schema);
    }
    out.EndObject();
}

void write_declaration(JsonWriter& out, const ProviderSettings& settings, std::string_view name,
                       std::string_view description, std::string_view parameters) {
    out.StartObject();
    write_key(out, "name");
    write_text(out, name);
    if (!description.empty()) {
        write_key(out, "description");
        write_text(out, description);
    }
    write_key(out, settings.gemini_legacy_schema ? "parameters" : "parametersJsonSchema");
    write_raw_object(out, parameters);
    out.EndObject();
}

void write_tools(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    const bool forced = request.mode == OutputMode::Tool;
    if (!forced && request.tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    out.StartObject();
    write_key(out, "functionDeclarations");
    out.StartArray();
    if (forced) write_declaration(out, settings, request.schema_name, kToolDescription, request.schema);
    for (const ToolSpec& tool : request.tools) write_declaration(out, settings, tool.name, tool.description, tool.parameters);
    out.EndArray();
    out.EndObject();
    out.EndArray();
    write_key(out, "toolConfig");
    out.StartObject();
    write_key(out, "functionCallingConfig");
    out.StartObject();
    write_key(out, "mode");
    if (forced) {
        write_text(out, "ANY");
        write_key(out, "allowedFunctionNames");
        out.StartArray();
        write_text(out, request.schema_name);
        out.EndArray();
    } else {
        write_text(out, request.tool_choice == ToolChoice::None ? "NONE" : "AUTO");
    }
    out.EndObject();
    out.EndObject();
}

std::size_t read_part(const rapidjson::Value& part, ModelReply& reply) {
    if (const rapidjson::Value* call = find_member(part, "functionCall"); call && call->IsObject()) {
        const rapidjson::Value* args = find_member(*call, "args");
        reply.tool_calls.push_back(ToolCall{std::string(text_member(*call, "id")), std::string(text_member(*call, "name")),
                                            args ? json_text(*args) : "{}",
                                            std::string(text_member(part, "thoughtSignature"))});
        return reply.tool_calls.back().arguments.size();
    }
    if (const rapidjson::Value* thought = find_member(part, "thought"); thought && thought->IsTrue()) return 0;
    const std::string_view text = text_member(part, "text");
    reply.text.append(text);
    return text.size();
}

}  // namespace

std::string gemini_request_body(const ProviderSettings& settings, const ModelRequest& request) {
    rapidjson::StringBuffer buffer;
    JsonWriter out(buffer);
    out.StartObject();
    write_contents(out, request.messages);
    write_system(out, request.messages);
    write_generation_config(out, settings, request);
    write_tools(out, settings, request);
    out.EndObject();
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::size_t read_gemini_chunk(const rapidjson::Value& chunk, ModelReply& reply, bool& has_content) {
    std::size_t bytes = 0;
    has_content = false;
    if (const rapidjson::Value* usage = find_member(chunk, "usageMetadata"); usage && usage->IsObject()) {
        reply.usage = gemini_usage(*usage);
    }
    const rapidjson::Value* candidates = find_member(chunk, "candidates");
    if (candidates && candidates->IsArray() && !candidates->Empty() && (*candidates)[0].IsObject()) {
        has_content = true;
        const rapidjson::Value& candidate = (*candidates)[0];
        if (const rapidjson::Value* content = find_member(candidate, "content")) {
            if (const rapidjson::Value* parts = find_member(*content, "parts"); parts && parts->IsArray()) {
                for (const rapidjson::Value& part : parts->GetArray()) bytes += read_part(part, reply);
            }
        }
        const std::string_view finish = text_member(candidate, "finishReason");
        if (!finish.empty()) {
            reply.stop_reason = std::string(finish);
            reply.stop = gemini_stop_kind(finish, !reply.tool_calls.empty());
        }
        return bytes;
    }
    if (const rapidjson::Value* feedback = find_member(chunk, "promptFeedback")) {
        const std::string_view blocked = text_member(*feedback, "blockReason");
        if (!blocked.empty()) {
            has_content = true;
            reply.stop_reason = std::string(blocked);
            reply.stop = StopKind::ContentFilter;
        }
    }
    return bytes;
}

std::optional<RunError> decode_gemini_response(std::string_view body, ModelReply& reply) {
    Result<rapidjson::Document> parsed = parse_strict(body, body);
    if (!parsed.ok()) {
        return run_error(RunErrorKind::ProtocolError, "the response is not JSON: " + parsed.error().message, true);
    }
    bool has_content = false;
    read_gemini_chunk(parsed.value(), reply, has_content);
    if (!has_content) {
        return run_error(RunErrorKind::ProtocolError, "the response has neither candidates[0] nor a prompt block", true);
    }
    // A whole body is the whole reply, so a candidate without finishReason (gemini-1.5 sent
    // such answers) ended normally; only a stream can end before its stop.
    if (reply.stop == StopKind::Missing) reply.stop = gemini_stop_kind("STOP", !reply.tool_calls.empty());
    return std::nullopt;
}

}  // namespace sg

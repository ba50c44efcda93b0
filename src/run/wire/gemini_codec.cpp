#include "run/wire/gemini_codec.h"

#include "core/json_text.h"
#include "run/wire/conversation_turns.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"
#include "run/wire/split_surrogates.h"
#include "run/wire/tool_declarations.h"

namespace sg {
namespace {

constexpr std::string_view kToolDescription = "Return the answer as this function's arguments.";

void write_text_part(JsonWriter& out, std::string_view text) { write_text_object(out, {{"text", text}}); }

void write_text_parts(JsonWriter& out, std::string_view text) {
    out.StartArray();
    write_text_part(out, text);
    out.EndArray();
}

void write_user(JsonWriter& out, const Message& message) { write_text_parts(out, message.content); }

// Gemini 3 models refuse a model turn whose first function call comes back without its
// thoughtSignature; one given from elsewhere (another model, a stored history) never had one,
// and Google documents this value for such a call: the check is skipped.
constexpr std::string_view kUnsignedCall = "skip_thought_signature_validator";

bool requires_signatures(std::string_view model) { return model.find("gemini-3") != std::string_view::npos; }

void write_function_call(JsonWriter& out, const ToolCall& call, std::string_view signature) {
    out.StartObject();
    write_key(out, "functionCall");
    out.StartObject();
    if (!call.id.empty()) write_member(out, "id", call.id);
    write_member(out, "name", call.name);
    write_key(out, "args");
    write_arguments_object(out, call.arguments);
    out.EndObject();
    if (!signature.empty()) write_member(out, "thoughtSignature", signature);
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
    // The call's id, when it has one, pairs each response with its call where one turn called
    // the same function more than once (Gemini 3 sends ids; older models none, and then the
    // agent loop's own id goes both ways).
    if (!message.tool_call_id.empty()) write_member(out, "id", message.tool_call_id);
    write_member(out, "name", called_name(messages, at, message.tool_call_id));
    write_key(out, "response");
    write_text_object(out, {{message.is_error ? "error" : "output", message.content}});
    out.EndObject();
    out.EndObject();
}

// Only a turn's first call carries a signature when the model made several at once.
void write_model_turn(JsonWriter& out, const Message& message, bool sign_first_call) {
    out.StartArray();
    if (!message.content.empty() || message.tool_calls.empty()) write_text_part(out, message.content);
    for (std::size_t i = 0; i < message.tool_calls.size(); ++i) {
        const ToolCall& call = message.tool_calls[i];
        const bool unsigned_first = i == 0 && sign_first_call && call.thought_signature.empty();
        write_function_call(out, call, unsigned_first ? kUnsignedCall : std::string_view(call.thought_signature));
    }
    out.EndArray();
}

void write_assistant(JsonWriter& out, const Message& message) { write_model_turn(out, message, false); }
void write_assistant_signed(JsonWriter& out, const Message& message) { write_model_turn(out, message, true); }

constexpr TurnShape kTurns{"parts", "model", write_user, write_assistant, write_function_response};
constexpr TurnShape kSignedTurns{"parts", "model", write_user, write_assistant_signed, write_function_response};

void write_system(JsonWriter& out, const std::vector<Message>& messages) {
    const std::string system = system_text(messages);
    if (system.empty()) return;
    write_key(out, "systemInstruction");
    out.StartObject();
    write_key(out, "parts");
    write_text_parts(out, system);
    out.EndObject();
}

void write_generation_config(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    const bool native = request.mode == OutputMode::Native;
    if (!request.max_tokens && !settings.temperature && !native) return;
    write_key(out, "generationConfig");
    out.StartObject();
    write_count_member(out, "maxOutputTokens", request.max_tokens);
    write_number_member(out, "temperature", settings.temperature);
    if (native) {
        write_member(out, "responseMimeType", "application/json");
        write_key(out, settings.gemini_legacy_schema ? "responseSchema" : "responseJsonSchema");
        write_raw_object(out, request.schema);
    }
    out.EndObject();
}

void write_tool_config(JsonWriter& out, const ModelRequest& request) {
    write_key(out, "toolConfig");
    out.StartObject();
    write_key(out, "functionCallingConfig");
    out.StartObject();
    if (request.mode == OutputMode::Tool) {
        write_member(out, "mode", "ANY");
        write_key(out, "allowedFunctionNames");
        out.StartArray();
        write_text(out, request.schema_name);
        out.EndArray();
    } else {
        write_member(out, "mode", request.tool_choice == ToolChoice::None ? "NONE" : "AUTO");
    }
    out.EndObject();
    out.EndObject();
}

void write_tools(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    const std::vector<ToolDeclaration> tools = declared_tools(request, kToolDescription);
    if (tools.empty()) return;
    write_key(out, "tools");
    out.StartArray();
    out.StartObject();
    write_key(out, "functionDeclarations");
    out.StartArray();
    for (const ToolDeclaration& tool : tools) {
        out.StartObject();
        write_tool_members(out, tool, settings.gemini_legacy_schema ? "parameters" : "parametersJsonSchema");
        out.EndObject();
    }
    out.EndArray();
    out.EndObject();
    out.EndArray();
    write_tool_config(out, request);
}

void write_request(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request) {
    write_key(out, "contents");
    write_turns(out, request.messages, requires_signatures(settings.model) ? kSignedTurns : kTurns);
    write_system(out, request.messages);
    write_generation_config(out, settings, request);
    write_tools(out, settings, request);
}

std::optional<RunError> read_response(const rapidjson::Value& body, ModelReply& reply, Language language) {
    bool has_content = false;
    GeminiReplyReader reader(language);
    if (Result<std::size_t, std::string> read = reader.read(body, reply, has_content); !read.ok()) {
        return run_error(RunErrorKind::ProtocolError,
                         provider_message(language, ProviderMessage::MalformedResponse, {read.error()}), true);
    }
    reader.end(reply);
    if (!has_content) {
        return run_error(RunErrorKind::ProtocolError, provider_message(language, ProviderMessage::NoCandidates), true);
    }
    // A whole body is the whole reply, so a candidate without finishReason (gemini-1.5 sent
    // such answers) ended normally; only a stream can end before its stop.
    if (reply.stop == StopKind::Missing) reply.stop = gemini_stop_kind("STOP", !reply.tool_calls.empty());
    return std::nullopt;
}

}  // namespace

const WireCodec kGeminiCodec{write_request, read_response, open_stream<GeminiReplyStream>};

Result<std::size_t, std::string> GeminiReplyReader::read(const rapidjson::Value& chunk, ModelReply& reply, bool& has_content) {
    std::size_t bytes = 0;
    has_content = false;
    read_usage_member(chunk, "usageMetadata", gemini_usage, reply.usage);
    const rapidjson::Value* candidates = find_member(chunk, "candidates");
    if (candidates && candidates->IsArray() && !candidates->Empty() && (*candidates)[0].IsObject()) {
        has_content = true;
        const rapidjson::Value& candidate = (*candidates)[0];
        if (const rapidjson::Value* content = find_member(candidate, "content")) {
            if (const rapidjson::Value* parts = find_member(*content, "parts"); parts && parts->IsArray()) {
                for (const rapidjson::Value& part : parts->GetArray()) {
                    Result<std::size_t, std::string> read = read_part(part, reply);
                    if (!read.ok()) return read;
                    bytes += read.value();
                }
            }
        }
        const std::string_view finish = text_member(candidate, "finishReason");
        if (!finish.empty()) end(reply);
        set_stop(reply, finish, gemini_stop_kind(finish, !reply.tool_calls.empty()));
        return bytes;
    }
    if (const rapidjson::Value* feedback = find_member(chunk, "promptFeedback")) {
        const std::string_view blocked = text_member(*feedback, "blockReason");
        if (!blocked.empty()) {
            has_content = true;
            set_stop(reply, blocked, StopKind::ContentFilter);
        }
    }
    return bytes;
}

void GeminiReplyReader::end(ModelReply& reply) {
    if (!open_) return;
    reply.tool_calls[open_->at].arguments = open_->args.text();
    open_.reset();
}

Result<std::size_t, std::string> GeminiReplyReader::read_part(const rapidjson::Value& part, ModelReply& reply) {
    if (const rapidjson::Value* call = find_member(part, "functionCall"); call && call->IsObject()) {
        return read_call(*call, part, reply);
    }
    if (const rapidjson::Value* thought = find_member(part, "thought"); thought && thought->IsTrue()) return std::size_t{0};
    const std::string_view text = text_member(part, "text");
    append_delta(reply.text, text);
    return text.size();
}

Result<std::size_t, std::string> GeminiReplyReader::read_call(const rapidjson::Value& call, const rapidjson::Value& part,
                                                            ModelReply& reply) {
    const std::string_view name = text_member(call, "name");
    const std::string_view signature = text_member(part, "thoughtSignature");
    const rapidjson::Value* pieces = find_member(call, "partialArgs");
    const rapidjson::Value* going_on = find_member(call, "willContinue");
    const bool continues = going_on && going_on->IsTrue();
    if (!name.empty()) {
        end(reply);  // a named part starts the next call, whether or not `{}` ended this one
        const rapidjson::Value* args = find_member(call, "args");
        // A call whose arguments come in pieces has none as text until it ends: a payload only
        // grows while a stream is read (the partial value and stopping early read what is new).
        const bool whole = !continues && !pieces;
        reply.tool_calls.push_back(ToolCall{std::string(text_member(call, "id")), std::string(name),
                                            whole ? (args ? json_text(*args) : "{}") : std::string(), std::string(signature)});
        if (whole) return reply.tool_calls.back().arguments.size();
        open_ = OpenCall{reply.tool_calls.size() - 1, PartialArgs(language_)};
    } else if (!open_) {
        if (pieces) return provider_message(language_, ProviderMessage::PiecesWithoutCall);
        return std::size_t{0};  // an end `{}` for a call that had ended already
    }
    ToolCall& open = reply.tool_calls[open_->at];
    if (open.thought_signature.empty()) open.thought_signature = std::string(signature);
    std::size_t bytes = 0;
    if (pieces && !pieces->IsArray()) return provider_message(language_, ProviderMessage::PiecesNotArray, {open.name});
    for (std::size_t i = 0; pieces && i < pieces->Size(); ++i) {
        Result<std::size_t, std::string> added = open_->args.add((*pieces)[static_cast<rapidjson::SizeType>(i)]);
        if (!added.ok()) return provider_message(language_, ProviderMessage::InCall, {open.name, added.error()});
        bytes += added.value();
    }
    if (!continues && !open_->args.string_open()) end(reply);
    return bytes;
}

}  // namespace sg

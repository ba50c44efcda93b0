#include "run_test_support.h"

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace sg::test {

const char* const kJudgmentSchema =
    R"J({"type":"object","properties":{"step":{"type":"integer","description":"Matched rule number (1-based)"},)J"
    R"J("reason":{"type":"string","description":"Brief justification"}},"required":["step","reason"],)J"
    R"J("additionalProperties":false})J";

const char* const kEvaluationSchema =
    R"({"type":"object","properties":{"matched_index":{"type":"integer"},"reason":{"type":"string"}},)"
    R"("required":["matched_index","reason"],"additionalProperties":false})";

namespace {

std::string quoted(std::string_view text) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::string sse(std::string_view event, std::string_view data) {
    std::string out;
    if (!event.empty()) out += "event: " + std::string(event) + "\n";
    return out + "data: " + std::string(data) + "\n\n";
}

}  // namespace

Outcome json_response(int status, std::string body, Headers headers) {
    headers.push_back(Header{"content-type", "application/json"});
    return Outcome{Outcome::Kind::Response, status, std::move(headers), {std::move(body)}};
}

Outcome stream_response(std::string body, std::size_t chunk_size) {
    Outcome outcome{Outcome::Kind::Response, 200, {{"content-type", "text/event-stream; charset=utf-8"}}, {}};
    for (std::size_t i = 0; i < body.size(); i += chunk_size) outcome.chunks.push_back(body.substr(i, chunk_size));
    return outcome;
}

Outcome network_error() { return Outcome{Outcome::Kind::Network, 0, {}, {}}; }
Outcome timeout() { return Outcome{Outcome::Kind::Timeout, 0, {}, {}}; }

std::string openai_reply(std::string_view content, std::string_view finish, int prompt, int completion) {
    return R"({"id":"chatcmpl-abc123","object":"chat.completion","created":1763776000,"model":"gpt-4o-2024-08-06",)"
           R"("choices":[{"index":0,"message":{"role":"assistant","content":)" +
           quoted(content) + R"(,"refusal":null,"annotations":[]},"logprobs":null,"finish_reason":)" + quoted(finish) +
           R"(}],"usage":{"prompt_tokens":)" + std::to_string(prompt) + R"(,"completion_tokens":)" +
           std::to_string(completion) + R"(,"total_tokens":)" + std::to_string(prompt + completion) +
           R"(,"prompt_tokens_details":{"cached_tokens":0},"completion_tokens_details":{"reasoning_tokens":0}}})";
}

std::string openai_refusal(std::string_view refusal) {
    return R"({"id":"chatcmpl-r","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant",)"
           R"("content":null,"refusal":)" +
           quoted(refusal) + R"(},"finish_reason":"stop"}],"usage":{"prompt_tokens":50,"completion_tokens":9,"total_tokens":59}})";
}

std::string openai_tool_calls(std::string_view id, std::string_view name, std::string_view arguments) {
    return R"({"id":"chatcmpl-t","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant",)"
           R"("content":null,"tool_calls":[{"id":)" +
           quoted(id) + R"(,"type":"function","function":{"name":)" + quoted(name) + R"(,"arguments":)" +
           quoted(arguments) +
           R"(}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":30,"completion_tokens":15,"total_tokens":45}})";
}

std::string openai_error(std::string_view type, std::string_view code, std::string_view message) {
    return R"({"error":{"message":)" + quoted(message) + R"(,"type":)" + quoted(type) + R"(,"param":null,"code":)" +
           (code.empty() ? std::string("null") : quoted(code)) + "}}";
}

std::string openai_stream(const std::vector<std::string>& pieces, std::string_view finish) {
    const std::string head = R"({"id":"chatcmpl-abc","object":"chat.completion.chunk","created":1763776000,"model":"gpt-4o",)";
    std::string out = sse("", head + R"("choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}],"usage":null})");
    for (const std::string& piece : pieces) {
        out += sse("", head + R"("choices":[{"index":0,"delta":{"content":)" + quoted(piece) +
                           R"(},"logprobs":null,"finish_reason":null}],"usage":null})");
    }
    out += sse("", head + R"("choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":)" + quoted(finish) +
                       R"(}],"usage":null})");
    out += sse("", head + R"("choices":[],"usage":{"prompt_tokens":81,"completion_tokens":12,"total_tokens":93}})");
    return out + sse("", "[DONE]");
}

std::string anthropic_tool_reply(std::string_view name, std::string_view input_json, std::string_view stop, int input,
                                 int output) {
    return R"({"id":"msg_01ABC","type":"message","role":"assistant","model":"claude-sonnet-4-5",)"
           R"("content":[{"type":"tool_use","id":"toolu_01XYZ","name":)" +
           quoted(name) + R"(,"input":)" + std::string(input_json) + R"(}],"stop_reason":)" + quoted(stop) +
           R"(,"stop_sequence":null,"usage":{"input_tokens":)" + std::to_string(input) + R"(,"output_tokens":)" +
           std::to_string(output) + R"(,"cache_creation_input_tokens":0,"cache_read_input_tokens":0,"service_tier":"standard"}})";
}

std::string anthropic_text_reply(std::string_view text, std::string_view stop, int input, int output) {
    return R"({"id":"msg_01T","type":"message","role":"assistant","model":"claude-sonnet-4-5",)"
           R"("content":[{"type":"text","text":)" +
           quoted(text) + R"(}],"stop_reason":)" + quoted(stop) + R"(,"stop_sequence":null,"usage":{"input_tokens":)" +
           std::to_string(input) + R"(,"output_tokens":)" + std::to_string(output) + "}}";
}

std::string anthropic_error(std::string_view type, std::string_view message) {
    return R"({"type":"error","error":{"type":)" + quoted(type) + R"(,"message":)" + quoted(message) +
           R"(},"request_id":"req_011CZmock"})";
}

std::string anthropic_tool_stream(std::string_view name, const std::vector<std::string>& pieces, int error_after) {
    std::string out = sse("message_start",
                          R"({"type":"message_start","message":{"id":"msg_01ABC","type":"message","role":"assistant",)"
                          R"("model":"claude-sonnet-4-5","content":[],"stop_reason":null,"stop_sequence":null,)"
                          R"("usage":{"input_tokens":412,"output_tokens":1}}})");
    out += sse("content_block_start", R"({"type":"content_block_start","index":0,"content_block":{"type":"tool_use",)"
                                      R"("id":"toolu_01XYZ","name":)" +
                                          quoted(name) + R"(,"input":{}}})");
    out += sse("ping", R"({"type": "ping"})");
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (error_after >= 0 && static_cast<int>(i) == error_after) {
            return out + sse("error", R"({"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}})");
        }
        out += sse("content_block_delta", R"({"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta",)"
                                          R"("partial_json":)" +
                                              quoted(pieces[i]) + "}}");
    }
    out += sse("content_block_stop", R"({"type":"content_block_stop","index":0})");
    out += sse("message_delta", R"({"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},)"
                                R"("usage":{"output_tokens":38}})");
    return out + sse("message_stop", R"({"type":"message_stop"})");
}

namespace {

// {"step": 1..max_step, "reason": "..."}.
class StepCheck final : public ValueJudge {
public:
    explicit StepCheck(int max_step) : max_step_(max_step) {}

    ValueVerdict check(const rapidjson::Value& value, std::string_view) const override {
        ValueVerdict verdict;
        const auto step = value.IsObject() ? value.FindMember("step") : rapidjson::Value::ConstMemberIterator();
        if (!value.IsObject() || step == value.MemberEnd() || !step->value.IsInt() || step->value.GetInt() < 1 ||
            step->value.GetInt() > max_step_) {
            verdict.errors.push_back(error_without_position(
                ErrorCode::ValidationFailed, "/step must be an integer from 1 to " + std::to_string(max_step_)));
            verdict.reask = "Set \"step\" to a rule number from 1 to " + std::to_string(max_step_) + ".";
        } else if (!value.HasMember("reason") || !value["reason"].IsString()) {
            verdict.errors.push_back(error_without_position(ErrorCode::ValidationFailed, "/reason must be a string"));
        }
        return verdict;
    }

private:
    int max_step_;
};

}  // namespace

ReplyCheck step_check(int max_step) { return json_reply_check(ExtractOptions{}, std::make_shared<StepCheck>(max_step)); }

RunCall openai_call(std::string schema) {
    RunCall call;
    call.provider.wire = Wire::OpenAIChat;
    call.provider.model = "gpt-4o-2024-08-06";
    call.messages = {Message{Role::System, "You judge rules.", {}, "", false},
                     Message{Role::User, "Which rule matches?", {}, "", false}};
    call.schema = std::move(schema);
    call.schema_name = "step_choice";
    call.tokens.max_tokens = 512;
    return call;
}

RunCall anthropic_call(std::string schema) {
    RunCall call = openai_call(std::move(schema));
    call.provider.wire = Wire::AnthropicMessages;
    call.provider.model = "claude-sonnet-4-5";
    call.schema_name = "choose_step";
    return call;
}

std::string join(const std::vector<std::string>& parts) {
    std::string out;
    for (const std::string& part : parts) out += (out.empty() ? "" : ", ") + part;
    return out;
}

const char* const kOneIntegerSchema = R"({"type":"object","properties":{"a":{"type":"integer"}},"required":["a"]})";

RunCall small_call(Wire wire, std::string model, std::string schema) {
    RunCall call = openai_call(std::move(schema));
    call.provider.wire = wire;
    call.provider.model = std::move(model);
    call.messages = {Message{Role::System, "Be brief.", {}, "", false}, Message{Role::User, "Give a.", {}, "", false}};
    call.schema_name = "answer";
    return call;
}

HttpRequest first_request(const RunCall& call) {
    Runner runner(call);
    // No Catch here: the fuzzer links this file too. Another action gives an empty request,
    // which every check of the caller on it then refuses.
    const Action action = runner.start(HostInput{kStart, kRandom});
    return action.kind == ActionKind::Http ? action.http : HttpRequest{};
}

RunResult run_once(RunCall call, const std::vector<Outcome>& outcomes, Host<Runner>& host) {
    Runner runner(std::move(call), step_check(9));
    host.run(runner, outcomes);
    return runner.result();
}

}  // namespace sg::test

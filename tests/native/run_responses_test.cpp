// Issue 19, OpenAI's Responses API in the runner (rules R1, R2, R4, R7, R9): the URL and the
// exact request bodies of each output mode, input items for a tool conversation, `status` and
// incomplete_details mapped onto the stop kinds, refusals, reasoning items kept out of the
// answer, usage with cached and reasoning tokens, and the named stream events. Recorded bodies
// are replayed in tests/js/client-responses.test.js.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run/wire/model_reply.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

RunCall responses_call(std::string schema = kOneIntegerSchema) { return small_call(Wire::OpenAIResponses, "gpt-5-mini", std::move(schema)); }

const char* const kUsage = R"("usage":{"input_tokens":40,"input_tokens_details":{"cached_tokens":8},)"
                           R"("output_tokens":30,"output_tokens_details":{"reasoning_tokens":20},"total_tokens":70})";

// A Response with these output items and status (and incomplete reason when given).
std::string response_body(std::string_view items, std::string_view status = "completed", std::string_view reason = "") {
    const std::string details = reason.empty() ? "null" : R"({"reason":")" + std::string(reason) + R"("})";
    return R"({"id":"resp_1","object":"response","status":")" + std::string(status) + R"(","incomplete_details":)" +
           details + R"(,"output":[)" + std::string(items) + "]," + kUsage + "}";
}

std::string message_item(std::string_view text) {
    return R"({"type":"message","id":"msg_1","role":"assistant","status":"completed","content":[{"type":"output_text","text":")" +
           std::string(text) + R"(","annotations":[]}]})";
}

const char* const kReasoning = R"({"type":"reasoning","id":"rs_1","summary":[{"type":"summary_text","text":"{\"step\":9}"}]})";

std::string event(std::string_view data) {
    return "data: " + std::string(data) + "\n\n";
}

}  // namespace

TEST_CASE("issue 19 R1 Responses native: POST /responses, instructions, input, max_output_tokens, text.format strict") {
    const HttpRequest request = first_request(responses_call());
    CHECK(request.url == "https://api.openai.com/v1/responses");
    CHECK(request.body == R"({"model":"gpt-5-mini","instructions":"Be brief.","input":[{"role":"user","content":"Give a."}],)"
                          R"("max_output_tokens":512,"text":{"format":{"type":"json_schema","name":"answer","schema":)"
                          // OpenAI's strict mode needs the object closed: the strict form is sent (provider_schema.h).
                          R"({"type":"object","properties":{"a":{"type":"integer"}},"required":["a"],"additionalProperties":false})"
                          R"(,"strict":true}}})");
    RunCall streamed = responses_call();
    streamed.provider.stream = true;
    streamed.provider.base_url = "http://127.0.0.1:8080/v1/";
    const HttpRequest stream_request = first_request(streamed);
    CHECK(stream_request.url == "http://127.0.0.1:8080/v1/responses");
    CHECK(stream_request.body.substr(stream_request.body.size() - 15) == R"(,"stream":true})");
}

TEST_CASE("issue 19 R1 Responses tool mode: a strict function forced by tool_choice; the reply is its arguments") {
    RunCall call = responses_call(kJudgmentSchema);
    call.mode = OutputMode::Tool;
    const HttpRequest request = first_request(call);
    CHECK(request.body.find(R"("tools":[{"type":"function","name":"answer",)"
                            R"("description":"Return the answer as this function's arguments.","parameters":{)") !=
          std::string::npos);
    CHECK(request.body.find(R"(,"strict":true}],"tool_choice":{"type":"function","name":"answer"}})") != std::string::npos);
    CHECK(request.body.find(R"("text":)") == std::string::npos);
    Host<Runner> host;
    const RunResult r = run_once(
        call,
        {json_response(200, response_body(std::string(kReasoning) +
                                          R"(,{"type":"function_call","id":"fc_1","call_id":"call_1","name":"answer",)"
                                          R"("arguments":"{\"step\":2,\"reason\":\"ok\"}","status":"completed"})"))},
        host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":2,"reason":"ok"})");
    CHECK(r.stop_reason == "completed");
}

TEST_CASE("issue 19 R9 Responses tool conversation: function_call and function_call_output items by call_id") {
    RunCall call = responses_call("");
    call.tokens.max_tokens.reset();
    call.tools = {ToolSpec{"search", "Search", R"({"type":"object","properties":{"q":{"type":"string"}}})"}};
    call.tool_choice = ToolChoice::None;
    call.messages = {Message{Role::User, "Two searches", {}, "", false},
                     Message{Role::Assistant, "Searching.",
                             {ToolCall{"call_a", "search", R"({"q":"a"})"}, ToolCall{"call_b", "search", "not json"}}, "", false},
                     Message{Role::Tool, "A", {}, "call_a", false},
                     Message{Role::Tool, "boom", {}, "call_b", true}};
    CHECK(first_request(call).body ==
          R"({"model":"gpt-5-mini","input":[{"role":"user","content":"Two searches"},)"
          R"({"role":"assistant","content":"Searching."},)"
          R"({"type":"function_call","call_id":"call_a","name":"search","arguments":"{\"q\":\"a\"}"},)"
          R"({"type":"function_call","call_id":"call_b","name":"search","arguments":"not json"},)"
          R"({"type":"function_call_output","call_id":"call_a","output":"A"},)"
          R"({"type":"function_call_output","call_id":"call_b","output":"boom"}],)"
          R"("tools":[{"type":"function","name":"search","description":"Search","parameters":)"
          R"({"type":"object","properties":{"q":{"type":"string"}}},"strict":false}],"tool_choice":"none"})");
}

TEST_CASE("issue 19 R2 Responses status and incomplete_details.reason onto the stop kinds") {
    CHECK(responses_stop_kind("completed", "", false) == StopKind::Normal);
    CHECK(responses_stop_kind("completed", "", true) == StopKind::ToolUse);
    CHECK(responses_stop_kind("incomplete", "max_output_tokens", false) == StopKind::Length);
    CHECK(responses_stop_kind("incomplete", "content_filter", false) == StopKind::ContentFilter);
    CHECK(responses_stop_kind("incomplete", "", false) == StopKind::Other);
    CHECK(responses_stop_kind("in_progress", "", false) == StopKind::Missing);
    CHECK(responses_stop_kind("", "", false) == StopKind::Missing);
}

TEST_CASE("issue 19 R2 R3 R7 Responses: max_output_tokens is Truncated and retried with twice the limit; usage read") {
    Host<Runner> host;
    const RunResult r = run_once(responses_call(kJudgmentSchema),
                                 {json_response(200, response_body(message_item(R"({\"step\":2,)"), "incomplete", "max_output_tokens")),
                                  json_response(200, response_body(std::string(kReasoning) + "," +
                                                                   message_item(R"({\"step\":2,\"reason\":\"ok\"})")))},
                                 host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":2,"reason":"ok"})");
    REQUIRE(r.attempts.size() == 2);
    CHECK(r.attempts[0].error->kind == RunErrorKind::Truncated);
    CHECK(r.attempts[0].stop_reason == "max_output_tokens");
    CHECK(host.requests[1].body.find(R"("max_output_tokens":1024)") != std::string::npos);
    CHECK(r.usage.input_tokens == 80);
    CHECK(r.usage.output_tokens == 60);
    CHECK(r.usage.cache_read_tokens == 16);
    CHECK(r.usage.reasoning_tokens == 40);
    CHECK(r.usage.total_tokens == 140);
}

TEST_CASE("issue 19 R2 Responses: content_filter is ContentFiltered; a refusal part is Refused") {
    Host<Runner> host;
    RunCall call = responses_call(kJudgmentSchema);
    call.retry.max_retries = 0;
    RunResult r = run_once(call, {json_response(200, response_body("", "incomplete", "content_filter"))}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::ContentFiltered);
    CHECK(r.stop_reason == "content_filter");
    const std::string refusal =
        R"({"type":"message","id":"msg_1","role":"assistant","content":[{"type":"refusal","refusal":"I can't help with that."}]})";
    r = run_once(call, {json_response(200, response_body(refusal))}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::Refused);
}

TEST_CASE("issue 19 R4 Responses errors: OpenAI's error bodies; a failed Response in a 200 is its error") {
    Host<Runner> host;
    RunCall call = responses_call(kJudgmentSchema);
    call.retry.max_retries = 0;
    RunResult r = run_once(call, {json_response(429, openai_error("insufficient_quota", "insufficient_quota", "quota"))}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::QuotaExceeded);
    CHECK_FALSE(r.error->retryable);
    r = run_once(call,
                 {json_response(200, R"({"id":"resp_1","status":"failed","error":{"code":"server_error","message":"oops"},"output":[]})")},
                 host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::StreamError);
    CHECK(r.error->provider_code == "server_error");
    CHECK(r.error->retryable);
}

TEST_CASE("issue 19 R1 R9 a Responses stream: text deltas, function call arguments, response.completed with usage") {
    RunCall call = responses_call(kJudgmentSchema);
    call.provider.stream = true;
    const std::string text = event(R"({"type":"response.created","response":{"status":"in_progress","output":[]}})") +
                             event(R"({"type":"response.output_item.added","output_index":0,"item":{"type":"reasoning","id":"rs_1"}})") +
                             event(R"({"type":"response.output_text.delta","output_index":1,"delta":"{\"step\":3,"})") +
                             event(R"({"type":"response.output_text.delta","output_index":1,"delta":"\"reason\":\"x\"}"})") +
                             event(std::string(R"({"type":"response.completed","response":{"status":"completed","output":[],)") +
                                   kUsage + "}}");
    for (std::size_t size : {std::size_t{1}, std::size_t{5}, std::size_t{4096}}) {
        INFO("chunk size " << size);
        Host<Runner> host;
        const RunResult r = run_once(call, {stream_response(text, size)}, host);
        REQUIRE(r.ok);
        CHECK(r.value == R"({"step":3,"reason":"x"})");
        CHECK(r.stop_reason == "completed");
        CHECK(r.usage.reasoning_tokens == 20);
    }
    call.mode = OutputMode::Tool;
    const std::string tool =
        event(R"({"type":"response.output_item.added","output_index":0,"item":{"type":"function_call","call_id":"call_9","name":"answer","arguments":""}})") +
        event(R"({"type":"response.function_call_arguments.delta","output_index":0,"delta":"{\"step\":1,"})") +
        event(R"({"type":"response.function_call_arguments.delta","output_index":0,"delta":"\"reason\":\"t\"}"})") +
        event(R"({"type":"response.completed","response":{"status":"completed","output":[]}})");
    Host<Runner> host;
    const RunResult r = run_once(call, {stream_response(tool, 3)}, host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":1,"reason":"t"})");
}

TEST_CASE("issue 19 R4 Responses stream failures: response.failed and error events retried by their code; a cut stream") {
    RunCall call = responses_call(kJudgmentSchema);
    call.provider.stream = true;
    const std::string good = event(R"({"type":"response.output_text.delta","delta":"{\"step\":1,\"reason\":\"r\"}"})") +
                             event(R"({"type":"response.completed","response":{"status":"completed"}})");
    const std::string failed =
        event(R"({"type":"response.failed","response":{"status":"failed","error":{"code":"rate_limit_exceeded","message":"TPM"}}})");
    const std::string error = event(R"({"type":"error","code":"invalid_prompt","message":"bad","param":null})");
    Host<Runner> host;
    RunResult r = run_once(call, {stream_response(failed, 7), stream_response(good, 7)}, host);
    REQUIRE(r.ok);
    REQUIRE(r.attempts.size() == 2);
    CHECK(r.attempts[0].error->kind == RunErrorKind::StreamError);
    CHECK(r.attempts[0].error->provider_code == "rate_limit_exceeded");
    call.retry.max_retries = 0;
    r = run_once(call, {stream_response(error, 7)}, host);
    REQUIRE(r.error);
    CHECK(r.error->provider_code == "invalid_prompt");
    CHECK_FALSE(r.error->retryable);
    // As the API sends it: the fields nested under `error`, the code null, the type saying what happened.
    const std::string nested =
        event(R"({"type":"error","error":{"type":"server_error","code":null,"message":"An error occurred","param":null}})");
    call.retry.max_retries = 1;
    r = run_once(call, {stream_response(nested, 7), stream_response(good, 7)}, host);
    REQUIRE(r.ok);
    CHECK(r.attempts[0].error->provider_code == "server_error");
    call.retry.max_retries = 0;
    r = run_once(call, {stream_response(event(R"({"type":"response.output_text.delta","delta":"{"})"), 4)}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::ProtocolError);
}

// Streamed replies (rules R1, R2, R4): both providers' event streams decoded in the core,
// whatever the chunking, with mid-stream errors and streams cut short.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const std::string kGoodJson = R"({"step":2,"reason":"ok"})";

RunCall streaming(RunCall call) {
    call.provider.stream = true;
    return call;
}

std::string sse_event(std::string_view event, std::string_view data) {
    return (event.empty() ? std::string() : "event: " + std::string(event) + "\n") + "data: " + std::string(data) + "\n\n";
}

}  // namespace

TEST_CASE("R1 an OpenAI stream gives the same value and usage for chunks of 1, 7 and 4096 bytes") {
    const std::string stream = openai_stream({"{\"step\":", "2,\"reason\"", ":\"ok\"}"});
    for (std::size_t size : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
        INFO("chunk size " << size);
        Runner runner(streaming(openai_call()), step_check());
        Host<Runner> host;
        host.run(runner, {stream_response(stream, size)});
        CHECK(join(host.trace) == "http, done");
        const RunResult& r = runner.result();
        REQUIRE(r.ok);
        CHECK(r.value == kGoodJson);
        CHECK(r.stop_reason == "stop");
        CHECK(r.usage.input_tokens == 81);
        CHECK(r.usage.output_tokens == 12);
        CHECK(r.usage.total_tokens == 93);
    }
}

TEST_CASE("R1 an Anthropic tool stream: input_json_delta pieces, ping skipped, cumulative usage") {
    const std::string stream = anthropic_tool_stream("choose_step", {"{\"step\": 2, \"rea", "son\": \"ok\"}"});
    for (std::size_t size : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
        INFO("chunk size " << size);
        Runner runner(streaming(anthropic_call()), step_check());
        Host<Runner> host;
        host.run(runner, {stream_response(stream, size)});
        CHECK(join(host.trace) == "http, done");
        const RunResult& r = runner.result();
        REQUIRE(r.ok);
        CHECK(r.value == R"({"step": 2, "reason": "ok"})");
        CHECK(r.stop_reason == "tool_use");
        CHECK(r.usage.input_tokens == 412);
        CHECK(r.usage.output_tokens == 38);
        CHECK(r.usage.total_tokens == 450);
    }
}

TEST_CASE("R4 an Anthropic error event mid-stream fails the attempt; overloaded is retried") {
    Runner runner(streaming(anthropic_call()), step_check());
    Host<Runner> host;
    host.run(runner, {stream_response(anthropic_tool_stream("choose_step", {"{\"step\": 2", ", \"reason\": \"ok\"}"}, 1), 16),
                      stream_response(anthropic_tool_stream("choose_step", {kGoodJson}), 16)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    const RunError& first = *r.attempts[0].error;
    CHECK(first.kind == RunErrorKind::StreamError);
    CHECK(first.provider_code == "overloaded_error");
    CHECK(first.message == "error event in the stream: overloaded_error: Overloaded");
    CHECK(first.status == 0);
    CHECK(r.attempts[0].status == 200);
}

TEST_CASE("R4 an invalid_request_error event mid-stream is not retried") {
    Runner runner(streaming(anthropic_call()), step_check());
    Host<Runner> host;
    const std::string stream =
        sse_event("message_start", R"({"type":"message_start","message":{"usage":{"input_tokens":5,"output_tokens":1}}})") +
        sse_event("error", R"({"type":"error","error":{"type":"invalid_request_error","message":"bad"}})");
    host.run(runner, {stream_response(stream, 4096)});
    CHECK(join(host.trace) == "http, done");
    CHECK(runner.result().error->kind == RunErrorKind::StreamError);
    CHECK_FALSE(runner.result().error->retryable);
}

TEST_CASE("R4 an OpenAI error chunk mid-stream is a StreamError") {
    Runner runner(streaming(openai_call()), step_check());
    Host<Runner> host;
    const std::string stream =
        sse_event("", R"({"choices":[{"index":0,"delta":{"content":"{\"st"},"finish_reason":null}]})") +
        sse_event("", R"({"error":{"message":"The server had an error","type":"server_error","param":null,"code":null}})");
    host.run(runner, {stream_response(stream, 10), stream_response(openai_stream({kGoodJson}), 10)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::StreamError);
    CHECK(runner.result().attempts[0].error->provider_code == "server_error");
}

TEST_CASE("R4 a stream cut before the stop reason is a retried ProtocolError") {
    const std::string full = openai_stream({"{\"step\":", "2,\"reason\":\"ok\"}"});
    const std::string cut = full.substr(0, full.find("\"finish_reason\":\"stop\""));
    Runner runner(streaming(openai_call()), step_check());
    Host<Runner> host;
    host.run(runner, {stream_response(cut, 64), stream_response(full, 64)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::ProtocolError);
    CHECK(runner.result().attempts[0].error->message ==
          "the event stream ended before the model's stop reason arrived");
}

TEST_CASE("R1 an OpenAI stream that ends after the finish reason but without [DONE] is complete") {
    const std::string full = openai_stream({kGoodJson});
    const std::string without_done = full.substr(0, full.find("data: [DONE]"));
    Runner runner(streaming(openai_call()), step_check());
    Host<Runner> host;
    host.run(runner, {stream_response(without_done, 32)});
    CHECK(runner.result().ok);
}

TEST_CASE("R2 a streamed truncation and a streamed refusal") {
    SECTION("length") {
        Runner runner(streaming(openai_call()), step_check());
        Host<Runner> host;
        host.run(runner, {stream_response(openai_stream({"{\"step\":2,\"rea"}, "length"), 8),
                          stream_response(openai_stream({kGoodJson}), 8)});
        CHECK(runner.result().attempts[0].error->kind == RunErrorKind::Truncated);
        CHECK(runner.result().attempts[1].max_tokens == 1024);
    }
    SECTION("refusal fragments") {
        Host<Runner> host;
        const std::string stream =
            sse_event("", R"({"choices":[{"index":0,"delta":{"refusal":"I can't "},"finish_reason":null}]})") +
            sse_event("", R"({"choices":[{"index":0,"delta":{"refusal":"help."},"finish_reason":null}]})") +
            sse_event("", R"({"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]})") + sse_event("", "[DONE]");
        RunCall call = streaming(openai_call());
        call.retry.max_retries = 0;
        Runner single(call, step_check());
        host.run(single, {stream_response(stream, 5)});
        CHECK(single.result().error->kind == RunErrorKind::Refused);
        CHECK(single.result().error->message == "the model refused: I can't help.");
    }
}

TEST_CASE("R1 the host learns when it may stop reading, and sees the partial reply") {
    Runner runner(streaming(openai_call()), step_check());
    const Action first = runner.start(HostInput{kStart, kRandom});
    REQUIRE(first.http.stream);
    runner.response_head(200, {{"content-type", "text/event-stream"}});
    const std::string stream = openai_stream({"{\"step\":", "2,\"reason\":\"ok\"}"});
    const std::size_t usage_chunk = stream.find("data: [DONE]");
    const ChunkProgress progress = runner.response_chunk(stream.substr(0, usage_chunk));
    CHECK(progress.keep_reading);
    CHECK(progress.payload_bytes == kGoodJson.size());
    REQUIRE(runner.partial_reply() != nullptr);
    CHECK(runner.partial_reply()->text == kGoodJson);
    CHECK_FALSE(runner.response_chunk(stream.substr(usage_chunk)).keep_reading);
    CHECK(runner.response_end(HostInput{kStart + 50, kRandom}).kind == ActionKind::Done);
    CHECK(runner.result().ok);
}

TEST_CASE("R1 a stream request answered with a JSON body is read as JSON") {
    Runner runner(streaming(openai_call()), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, openai_reply(kGoodJson))});
    CHECK(runner.result().ok);
    CHECK(runner.result().value == kGoodJson);
}

TEST_CASE("R9 streamed tool calls are merged by index on the OpenAI wire") {
    RunCall call = streaming(openai_call(""));
    call.tools = {ToolSpec{"search", "", R"({"type":"object"})"}};
    Runner runner(call);
    Host<Runner> host;
    const std::string stream =
        sse_event("", R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_a","type":"function","function":{"name":"search","arguments":""}}]},"finish_reason":null}]})") +
        sse_event("", R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"id":"call_b","type":"function","function":{"name":"search","arguments":"{\"q\":"}}]},"finish_reason":null}]})") +
        sse_event("", R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\"q\":\"a\"}"}}]},"finish_reason":null}]})") +
        sse_event("", R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":1,"function":{"arguments":"\"b\"}"}}]},"finish_reason":null}]})") +
        sse_event("", R"({"choices":[{"index":0,"delta":{},"finish_reason":"tool_calls"}]})") + sse_event("", "[DONE]");
    host.run(runner, {stream_response(stream, 13)});
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    REQUIRE(r.tool_calls.size() == 2);
    CHECK(r.tool_calls[0].id == "call_a");
    CHECK(r.tool_calls[0].arguments == R"({"q":"a"})");
    CHECK(r.tool_calls[1].id == "call_b");
    CHECK(r.tool_calls[1].arguments == R"({"q":"b"})");
    CHECK(r.stop_reason == "tool_calls");
}

TEST_CASE("L7 a tool call index far past any real one is a malformed stream") {
    RunCall call = streaming(openai_call(""));
    call.tools = {ToolSpec{"search", "", R"({"type":"object"})"}};
    call.retry.max_retries = 0;
    Runner runner(call);
    Host<Runner> host;
    host.run(runner, {stream_response(sse_event("", R"({"choices":[{"index":0,"delta":{"tool_calls":[{"index":4000000000}]}}]})"), 64)});
    CHECK(runner.result().error->kind == RunErrorKind::ProtocolError);
}

TEST_CASE("R4 an event whose data is not JSON is the same malformed stream on every wire") {
    for (const Wire wire : {Wire::OpenAIChat, Wire::AnthropicMessages, Wire::Gemini, Wire::OpenAIResponses}) {
        RunCall call = streaming(small_call(wire, "m"));
        call.retry.max_retries = 0;
        Runner runner(call);
        Host<Runner> host;
        host.run(runner, {stream_response(sse_event("message_start", "{broken"), 64)});
        REQUIRE(runner.result().error.has_value());
        const RunError& error = *runner.result().error;
        CHECK(error.kind == RunErrorKind::ProtocolError);
        CHECK(error.message.rfind("malformed event in the stream: a data line that is not JSON (", 0) == 0);
    }
}

namespace {

// Drives one streamed attempt by hand and records the partial value after each chunk.
std::vector<std::string> partial_values(Runner& runner, const Outcome& outcome) {
    Host<Runner> host;
    runner.start(host.input());
    runner.response_head(outcome.status, outcome.headers);
    std::vector<std::string> seen;
    for (const std::string& chunk : outcome.chunks) {
        runner.response_chunk(chunk);
        const PartialObject* partial = runner.partial_object();
        REQUIRE(partial != nullptr);
        const RepairResult snapshot = partial->snapshot();
        if (snapshot.ok() && (seen.empty() || seen.back() != snapshot.json)) seen.push_back(snapshot.json);
    }
    runner.response_end(host.input());
    return seen;
}

}  // namespace

TEST_CASE("R1 L4 a stream that arrives in one chunk has the whole value as its partial") {
    Runner runner(streaming(openai_call()), step_check());
    const std::vector<std::string> seen =
        partial_values(runner, stream_response(openai_stream({"{\"step\":", "2,\"reason\"", ":\"ok\"}"}), 4096));
    CHECK(seen == std::vector<std::string>{kGoodJson});
    REQUIRE(runner.result().ok);
    CHECK(runner.result().value == kGoodJson);
}

TEST_CASE("R1 L4 partial values grow with each event of an OpenAI stream") {
    const std::string stream = openai_stream({"{\"step\":", "2,\"reason\"", ":\"o", "k\"}"});
    Outcome outcome = stream_response(stream, 4096);
    outcome.chunks.clear();
    for (std::size_t at = 0; at < stream.size();) {
        const std::size_t end = stream.find("\n\n", at) + 2;
        outcome.chunks.push_back(stream.substr(at, end - at));
        at = end;
    }
    Runner runner(streaming(openai_call()), step_check());
    const std::vector<std::string> seen = partial_values(runner, outcome);
    CHECK(seen == std::vector<std::string>{"{}", R"({"step":2})", R"({"step":2,"reason":"o"})", kGoodJson});
}

TEST_CASE("R1 L4 an Anthropic tool stream feeds the tool's input, not its text, to the parser") {
    const std::string stream = anthropic_tool_stream("choose_step", {"{\"step\": 2, \"rea", "son\": \"ok\"}"});
    Runner runner(streaming(anthropic_call()), step_check());
    const std::vector<std::string> seen = partial_values(runner, stream_response(stream, 1));
    CHECK(seen == std::vector<std::string>{R"({"step": 2})", R"({"step": 2, "reason": "ok"})"});
}

TEST_CASE("R1 a call without a stream or without a schema has no partial object") {
    Host<Runner> host;
    Runner unstreamed(openai_call(), step_check());
    unstreamed.start(host.input());
    CHECK(unstreamed.partial_object() == nullptr);
    RunCall text = streaming(openai_call(""));
    Runner chat(text);
    chat.start(host.input());
    CHECK(chat.partial_object() == nullptr);
}

// Issue 19, Gemini in the runner (rules R1, R2, R4, R7, R9): the URL and the exact request
// bodies of each output mode, the schema field chosen from the lint profile ('gemini' vs
// 'gemini-legacy'), finishReason and promptFeedback mapped onto the stop kinds, usageMetadata
// with thoughts, and Gemini's error bodies and stream error events. Whole recorded bodies are
// replayed in tests/js/client-gemini.test.js.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run/wire/model_reply.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

RunCall gemini_call(std::string schema = kOneIntegerSchema) { return small_call(Wire::Gemini, "gemini-2.5-flash", std::move(schema)); }

std::string reply_body(std::string_view parts, std::string_view finish) {
    return R"({"candidates":[{"content":{"parts":[)" + std::string(parts) + R"(],"role":"model"},"finishReason":")" +
           std::string(finish) + R"(","index":0}],"usageMetadata":{"promptTokenCount":9,"candidatesTokenCount":5,)"
           R"("totalTokenCount":30,"thoughtsTokenCount":16,"cachedContentTokenCount":4}})";
}

}  // namespace

TEST_CASE("issue 19 R1 Gemini native: responseMimeType + responseJsonSchema, systemInstruction, maxOutputTokens") {
    const HttpRequest request = first_request(gemini_call());
    CHECK(request.url == "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent");
    CHECK(request.headers.size() == 1);
    CHECK(request.body ==
          R"({"contents":[{"role":"user","parts":[{"text":"Give a."}]}],)"
          R"("systemInstruction":{"parts":[{"text":"Be brief."}]},)"
          R"("generationConfig":{"maxOutputTokens":512,"responseMimeType":"application/json","responseJsonSchema":)" +
              std::string(kOneIntegerSchema) + "}}");
}

TEST_CASE("issue 19 R1 gemini-legacy sends responseSchema and tool parameters; streaming asks for alt=sse") {
    RunCall call = gemini_call();
    call.provider.gemini_legacy_schema = true;
    call.provider.stream = true;
    call.provider.temperature = 0.5;
    const HttpRequest request = first_request(call);
    CHECK(request.url ==
          "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    CHECK(request.body.find(R"("generationConfig":{"maxOutputTokens":512,"temperature":0.5,)"
                            R"("responseMimeType":"application/json","responseSchema":{)") != std::string::npos);
    CHECK(request.body.find("responseJsonSchema") == std::string::npos);
    call.mode = OutputMode::Tool;
    CHECK(first_request(call).body.find(R"("functionDeclarations":[{"name":"answer",)"
                                        R"("description":"Return the answer as this function's arguments.","parameters":{)") !=
          std::string::npos);
}

TEST_CASE("issue 19 R1 Gemini base URLs: Vertex AI publishers path, a trailing slash, a model resource path") {
    RunCall call = gemini_call();
    call.provider.base_url = "https://us-central1-aiplatform.googleapis.com/v1/projects/p1/locations/us-central1/publishers/google/";
    CHECK(first_request(call).url ==
          "https://us-central1-aiplatform.googleapis.com/v1/projects/p1/locations/us-central1/publishers/google"
          "/models/gemini-2.5-flash:generateContent");
    call.provider.base_url.clear();
    call.provider.model = "tunedModels/my-model-7";
    CHECK(first_request(call).url == "https://generativelanguage.googleapis.com/v1beta/tunedModels/my-model-7:generateContent");
}

TEST_CASE("issue 19 R1 a Gemini model name that would change the URL, and x-goog-api-key in the settings, are refused") {
    RunCall call = gemini_call();
    call.provider.model = "gemini-2.5-flash:generateContent?key=x";
    Host<Runner> host;
    RunResult r = run_once(call, {}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::InvalidCall);
    CHECK(r.error->message.find("must not hold ? # : or a space") != std::string::npos);
    call = gemini_call();
    call.provider.headers.push_back({"X-Goog-Api-Key", "k"});
    r = run_once(call, {}, host);
    REQUIRE(r.error);
    CHECK(r.error->message.find("\"X-Goog-Api-Key\" carries a credential") != std::string::npos);
}

TEST_CASE("issue 19 R1 Gemini forced function: toolConfig ANY with allowedFunctionNames, the reply is the args") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.mode = OutputMode::Tool;
    const HttpRequest request = first_request(call);
    CHECK(request.body.find(R"("tools":[{"functionDeclarations":[{"name":"answer",)") != std::string::npos);
    CHECK(request.body.find(R"("toolConfig":{"functionCallingConfig":{"mode":"ANY","allowedFunctionNames":["answer"]}}})") !=
          std::string::npos);
    CHECK(request.body.find("responseMimeType") == std::string::npos);
    Host<Runner> host;
    const RunResult r = run_once(
        call, {json_response(200, reply_body(R"({"functionCall":{"name":"answer","args":{"step":2,"reason":"ok"}}})", "STOP"))},
        host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":2,"reason":"ok"})");
    CHECK(r.stop_reason == "STOP");
}

TEST_CASE("issue 19 R9 Gemini tool conversation: model turn with thoughtSignature, grouped functionResponse parts paired by id") {
    RunCall call = gemini_call("");
    call.tokens.max_tokens.reset();
    call.tools = {ToolSpec{"search", "Search", R"({"type":"object","properties":{"q":{"type":"string"}}})"}};
    call.tool_choice = ToolChoice::None;
    call.messages = {Message{Role::User, "Two searches", {}, "", false},
                     Message{Role::Assistant, "",
                             {ToolCall{"call_0_0", "search", R"({"q":"a"})", "c2ln"}, ToolCall{"call_0_1", "search", "not json", ""}},
                             "", false},
                     Message{Role::Tool, "A", {}, "call_0_0", false},
                     Message{Role::Tool, "boom", {}, "call_0_1", true}};
    CHECK(first_request(call).body ==
          R"({"contents":[{"role":"user","parts":[{"text":"Two searches"}]},)"
          R"({"role":"model","parts":[{"functionCall":{"id":"call_0_0","name":"search","args":{"q":"a"}},"thoughtSignature":"c2ln"},)"
          R"({"functionCall":{"id":"call_0_1","name":"search","args":{}}}]},)"
          R"({"role":"user","parts":[{"functionResponse":{"id":"call_0_0","name":"search","response":{"output":"A"}}},)"
          R"({"functionResponse":{"id":"call_0_1","name":"search","response":{"error":"boom"}}}]}],)"
          R"("tools":[{"functionDeclarations":[{"name":"search","description":"Search","parametersJsonSchema":)"
          R"({"type":"object","properties":{"q":{"type":"string"}}}}]}],)"
          R"("toolConfig":{"functionCallingConfig":{"mode":"NONE"}}})");
}

TEST_CASE("issue 19 R9 Gemini 3: a turn's first call without a signature goes with the documented skip value") {
    RunCall call = gemini_call("");
    call.provider.model = "gemini-3-pro-preview";
    call.tools = {ToolSpec{"search", "Search", R"({"type":"object"})"}};
    call.messages = {Message{Role::User, "Two searches", {}, "", false},
                     Message{Role::Assistant, "", {ToolCall{"a", "search", "{}"}, ToolCall{"b", "search", "{}"}}, "", false},
                     Message{Role::Tool, "A", {}, "a", false},
                     Message{Role::Tool, "B", {}, "b", false},
                     Message{Role::Assistant, "", {ToolCall{"c", "search", "{}", "c2ln"}}, "", false},
                     Message{Role::Tool, "C", {}, "c", false}};
    const std::string body = first_request(call).body;
    CHECK(body.find(R"([{"functionCall":{"id":"a","name":"search","args":{}},"thoughtSignature":"skip_thought_signature_validator"},)"
                    R"({"functionCall":{"id":"b","name":"search","args":{}}}])") != std::string::npos);
    CHECK(body.find(R"([{"functionCall":{"id":"c","name":"search","args":{}},"thoughtSignature":"c2ln"}])") != std::string::npos);
    call.provider.model = "gemini-2.5-flash";
    CHECK(first_request(call).body.find("skip_thought_signature_validator") == std::string::npos);
}

TEST_CASE("issue 19 R2 Gemini finishReason onto the stop kinds") {
    CHECK(gemini_stop_kind("STOP", false) == StopKind::Normal);
    CHECK(gemini_stop_kind("STOP", true) == StopKind::ToolUse);
    CHECK(gemini_stop_kind("MAX_TOKENS", false) == StopKind::Length);
    for (const char* filtered : {"SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY"}) {
        INFO(filtered);
        CHECK(gemini_stop_kind(filtered, false) == StopKind::ContentFilter);
    }
    CHECK(gemini_stop_kind("MALFORMED_FUNCTION_CALL", false) == StopKind::Other);
    CHECK(gemini_stop_kind("OTHER", false) == StopKind::Other);
    CHECK(gemini_stop_kind("", false) == StopKind::Missing);
}

TEST_CASE("issue 19 R2 R3 Gemini MAX_TOKENS is Truncated and retried with twice the limit; SAFETY is ContentFiltered") {
    Host<Runner> host;
    RunResult r = run_once(gemini_call(kJudgmentSchema),
                           {json_response(200, reply_body(R"({"text":"{\"step\":2,"})", "MAX_TOKENS")),
                            json_response(200, reply_body(R"({"text":"{\"step\":2,\"reason\":\"ok\"}"})", "STOP"))},
                           host);
    REQUIRE(r.ok);
    REQUIRE(r.attempts.size() == 2);
    CHECK(r.attempts[0].error->kind == RunErrorKind::Truncated);
    CHECK(r.attempts[0].stop_reason == "MAX_TOKENS");
    CHECK(host.requests[1].body.find(R"("maxOutputTokens":1024)") != std::string::npos);
    Host<Runner> filtered;
    r = run_once(gemini_call(kJudgmentSchema), {json_response(200, reply_body(R"({"text":""})", "RECITATION"))}, filtered);
    REQUIRE(r.attempts.size() >= 1);
    CHECK(r.attempts[0].error->kind == RunErrorKind::ContentFiltered);
    CHECK(r.attempts[0].error->provider_code == "RECITATION");
}

TEST_CASE("issue 19 R7 Gemini usageMetadata: thoughts count as output and as reasoning; thought parts are not text") {
    Host<Runner> host;
    const RunResult r = run_once(
        gemini_call(kJudgmentSchema),
        {json_response(200, reply_body(R"({"text":"Thinking about it","thought":true},{"text":"{\"step\":1,\"reason\":\"r\"}"})",
                                       "STOP"))},
        host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":1,"reason":"r"})");
    CHECK(r.usage.input_tokens == 9);
    CHECK(r.usage.output_tokens == 21);
    CHECK(r.usage.reasoning_tokens == 16);
    CHECK(r.usage.cache_read_tokens == 4);
    CHECK(r.usage.total_tokens == 30);
}

TEST_CASE("issue 19 R4 Gemini errors: status is the type, 429 RESOURCE_EXHAUSTED retried, 400 INVALID_ARGUMENT not") {
    Host<Runner> host;
    RunCall call = gemini_call(kJudgmentSchema);
    call.retry.max_retries = 0;
    RunResult r = run_once(
        call, {json_response(400, R"({"error":{"code":400,"message":"Invalid JSON payload","status":"INVALID_ARGUMENT"}})")},
        host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::HttpError);
    CHECK(r.error->provider_code == "INVALID_ARGUMENT");
    CHECK_FALSE(r.error->retryable);
    CHECK(r.error->message == "HTTP 400 INVALID_ARGUMENT: Invalid JSON payload");
    r = run_once(call, {json_response(429, R"({"error":{"code":429,"message":"quota","status":"RESOURCE_EXHAUSTED"}})")}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::RateLimited);
    CHECK(r.error->retryable);
}

TEST_CASE("issue 19 R4 Gemini's RetryInfo retryDelay in a 429 body is waited; a retry-after header goes first") {
    const std::string body =
        R"({"error":{"code":429,"message":"quota","status":"RESOURCE_EXHAUSTED","details":[)"
        R"({"@type":"type.googleapis.com/google.rpc.QuotaFailure","violations":[]},)"
        R"({"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"34.4s"}]}})";
    const std::string ok = reply_body(R"({"text":"{\"step\":1,\"reason\":\"r\"}"})", "STOP");
    Host<Runner> host;
    RunResult r = run_once(gemini_call(kJudgmentSchema), {json_response(429, body), json_response(200, ok)}, host);
    REQUIRE(r.ok);
    CHECK(join(host.trace) == "http, sleep 34400, http, done");
    Host<Runner> headed;
    r = run_once(gemini_call(kJudgmentSchema), {json_response(429, body, {{"retry-after", "2"}}), json_response(200, ok)}, headed);
    CHECK(join(headed.trace) == "http, sleep 2000, http, done");
    RunCall impatient = gemini_call(kJudgmentSchema);
    impatient.retry.max_retry_after_ms = 30000;
    Host<Runner> capped;
    r = run_once(impatient, {json_response(429, body), json_response(200, ok)}, capped);
    CHECK(r.attempts[0].delay_ms < 1000);
}

TEST_CASE("issue 19 R4 a Gemini stream: parts joined across events, an error event mid-stream is retried by its status") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.provider.stream = true;
    const std::string good = "data: " + reply_body(R"({"text":"{\"step\":3,"})", "") + "\r\n\r\ndata: " +
                             reply_body(R"({"text":"\"reason\":\"x\"}"})", "STOP") + "\r\n\r\n";
    for (std::size_t size : {std::size_t{1}, std::size_t{5}, std::size_t{4096}}) {
        INFO("chunk size " << size);
        Host<Runner> host;
        const RunResult r = run_once(call, {stream_response(good, size)}, host);
        REQUIRE(r.ok);
        CHECK(r.value == R"({"step":3,"reason":"x"})");
    }
    Host<Runner> host;
    const std::string broken = "data: " + reply_body(R"({"text":"{\"st"})", "") +
                               "\r\n\r\ndata: {\"error\":{\"code\":503,\"message\":\"overloaded\",\"status\":\"UNAVAILABLE\"}}\r\n\r\n";
    const RunResult r = run_once(call, {stream_response(broken, 7), stream_response(good, 7)}, host);
    REQUIRE(r.ok);
    REQUIRE(r.attempts.size() == 2);
    CHECK(r.attempts[0].error->kind == RunErrorKind::StreamError);
    CHECK(r.attempts[0].error->provider_code == "UNAVAILABLE");
}

TEST_CASE("issue 26 R2 Gemini MODEL_ARMOR and the image filters are content filter stops, not unexpected ones") {
    for (const char* filtered : {"MODEL_ARMOR", "IMAGE_PROHIBITED_CONTENT", "IMAGE_RECITATION"}) {
        INFO(filtered);
        CHECK(gemini_stop_kind(filtered, false) == StopKind::ContentFilter);
    }
    RunCall call = gemini_call(kJudgmentSchema);
    call.retry.max_retries = 0;
    Host<Runner> host;
    const RunResult r = run_once(call, {json_response(200, reply_body(R"({"text":""})", "MODEL_ARMOR"))}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::ContentFiltered);
    CHECK(r.error->provider_code == "MODEL_ARMOR");
    CHECK(r.stop_reason == "MODEL_ARMOR");
}

// Google sends a failure after the stream began as a bare JSON body, not as a `data:` event,
// compact or pretty-printed over several lines; its SDKs read it as the error it is.
TEST_CASE("issue 26 R4 a bare {\"error\": …} in a Gemini stream fails the attempt with that error, retried as INTERNAL") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.provider.stream = true;
    const std::string good = "data: " + reply_body(R"({"text":"{\"step\":3,\"reason\":\"x\"}"})", "STOP") + "\r\n\r\n";
    const std::string compact = R"({"error": {"code": 500, "message": "An internal error has occurred {x}.", "status": "INTERNAL"}})";
    const std::string pretty = "{\n  \"error\": {\n    \"code\": 500,\n    \"message\": \"An internal error has occurred {x}.\",\n"
                               "    \"status\": \"INTERNAL\"\n  }\n}\n";
    const std::string before = "data: " + reply_body(R"({"text":"{\"step\":3,"})", "") + "\r\n\r\n";
    // After a part that ended the reply too: the text before it is no answer either.
    const std::string after_stop = good;
    for (const std::string& body : {before + compact + "\n", before + pretty, after_stop + compact, after_stop + pretty}) {
        for (std::size_t size : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
            INFO(body << " in chunks of " << size);
            Host<Runner> host;
            const RunResult r = run_once(call, {stream_response(body, size), stream_response(good, size)}, host);
            REQUIRE(r.ok);
            REQUIRE(r.attempts.size() == 2);
            REQUIRE(r.attempts[0].error);
            CHECK(r.attempts[0].error->kind == RunErrorKind::StreamError);
            CHECK(r.attempts[0].error->provider_code == "INTERNAL");
            CHECK(r.attempts[0].error->retryable);
            CHECK(r.attempts[0].error->message == "error event in the stream: INTERNAL: An internal error has occurred {x}.");
        }
    }
    // Other text outside the event framing is still ignored, as the specification says.
    Host<Runner> host;
    const RunResult r = run_once(call, {stream_response("{\"note\": \"warming up\"}\nnot json\n" + good, 5)}, host);
    REQUIRE(r.ok);
    CHECK(r.attempts.size() == 1);
    CHECK(r.value == R"({"step":3,"reason":"x"})");
}

TEST_CASE("issue 19 R2 a whole Gemini body whose candidate has no finishReason ends normally") {
    Host<Runner> host;
    const RunResult r = run_once(
        gemini_call(kJudgmentSchema),
        {json_response(200, R"({"candidates":[{"content":{"parts":[{"text":"{\"step\":1,\"reason\":\"r\"}"}],"role":"model"}}]})")},
        host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":1,"reason":"r"})");
    CHECK(r.stop_reason.empty());
}

TEST_CASE("issue 19 R2 a Gemini stream cut before any finishReason is a ProtocolError") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.provider.stream = true;
    call.retry.max_retries = 0;
    Host<Runner> host;
    const RunResult r = run_once(call, {stream_response("data: " + reply_body(R"({"text":"{"})", "") + "\r\n\r\n", 9)}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::ProtocolError);
}

TEST_CASE("issue 19 R9 Gemini streamed partialArgs: the forced call's pieces are its args; a bad jsonPath is a ProtocolError") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.mode = OutputMode::Tool;
    call.provider.stream = true;
    const auto event = [](std::string_view part, std::string_view finish) { return "data: " + reply_body(part, finish) + "\r\n\r\n"; };
    const std::string pieces =
        event(R"({"functionCall":{"name":"answer","willContinue":true},"thoughtSignature":"sig"})", "") +
        event(R"({"functionCall":{"partialArgs":[{"jsonPath":"$.step","numberValue":2}],"willContinue":true}})", "") +
        event(R"({"functionCall":{"partialArgs":[{"jsonPath":"$.reason","stringValue":"o","willContinue":true}],"willContinue":true}})", "") +
        event(R"({"functionCall":{"partialArgs":[{"jsonPath":"$.reason","stringValue":"k"}],"willContinue":true}})", "") +
        event(R"({"functionCall":{}})", "STOP");
    Host<Runner> streamed;  // byte by byte; the recorded streams go in random chunks in client-gemini.test.js
    const RunResult done = run_once(call, {stream_response(pieces, 1)}, streamed);
    REQUIRE(done.ok);
    CHECK(done.value == R"({"step":2,"reason":"ok"})");
    CHECK(done.stop_reason == "STOP");
    call.retry.max_retries = 0;
    const std::string bad = event(R"({"functionCall":{"name":"answer","willContinue":true}})", "") +
                            event(R"({"functionCall":{"partialArgs":[{"jsonPath":"$.step[x]","numberValue":2}]}})", "STOP");
    Host<Runner> host;
    const RunResult r = run_once(call, {stream_response(bad, 9)}, host);
    REQUIRE(r.error);
    CHECK(r.error->kind == RunErrorKind::ProtocolError);
    CHECK(r.error->message ==
          "malformed event in the stream: function call `answer`: the jsonPath \"$.step[x]\" has an index that is not "
          "a whole number up to 9 digits (byte 7)");
}

TEST_CASE("issue 19 R9 Gemini partialArgs in a whole body, and a call still open at the finishReason, keep what came") {
    RunCall call = gemini_call(kJudgmentSchema);
    call.mode = OutputMode::Tool;
    Host<Runner> host;
    RunResult r = run_once(call,
                           {json_response(200, reply_body(R"({"functionCall":{"name":"answer","willContinue":true}},)"
                                                          R"({"functionCall":{"partialArgs":[{"jsonPath":"$.step","numberValue":5},)"
                                                          R"({"jsonPath":"$.reason","stringValue":"whole"}],"willContinue":true}},)"
                                                          R"({"functionCall":{}})",
                                                          "STOP"))},
                           host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":5,"reason":"whole"})");
    call.provider.stream = true;
    const std::string open_at_stop =
        "data: " + reply_body(R"({"functionCall":{"name":"answer","willContinue":true}})", "") + "\r\n\r\ndata: " +
        reply_body(R"({"functionCall":{"partialArgs":[{"jsonPath":"$.step","numberValue":6},)"
                   R"({"jsonPath":"$.reason","stringValue":"cut","willContinue":true}],"willContinue":true}})",
                   "STOP") +
        "\r\n\r\n";
    r = run_once(call, {stream_response(open_at_stop, 5)}, host);
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":6,"reason":"cut"})");
}

// Rule L4 applied to R1 (run/early_stop.h): a streamed reply that can no longer pass the schema
// is stopped where that became certain, on every wire, and the attempt goes to its reask.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const char* const kNudgesSchema =
    R"({"type":"object","properties":{"nudges":{"type":"array","items":{"type":"string"},"minItems":6,"maxItems":6}},)"
    R"("required":["nudges"],"additionalProperties":false})";

std::string nudges(int count) {
    std::string json = R"({"nudges":[)";
    for (int i = 0; i < count; ++i) json += (i ? "," : "") + std::string("\"Nudge number ") + std::to_string(i + 1) + "\"";
    return json + "]}";
}

// The reply in pieces of 8 bytes, as a model's tokens come.
std::vector<std::string> pieces(const std::string& text) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < text.size(); at += 8) out.push_back(text.substr(at, 8));
    return out;
}

std::string sse(std::string_view data) { return "data: " + std::string(data) + "\n\n"; }

std::string quoted(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out;
}

std::string gemini_stream(const std::string& text) {
    std::string body;
    for (const std::string& piece : pieces(text)) {
        body += sse(R"({"candidates":[{"content":{"parts":[{"text":")" + quoted(piece) + R"("}],"role":"model"},"index":0}]})");
    }
    return body + sse(R"({"candidates":[{"content":{"parts":[{"text":""}],"role":"model"},"finishReason":"STOP","index":0}],)"
                      R"("usageMetadata":{"promptTokenCount":9,"candidatesTokenCount":50,"totalTokenCount":59}})");
}

std::string responses_stream(const std::string& text) {
    std::string body = sse(R"({"type":"response.created","response":{"status":"in_progress","output":[]}})");
    for (const std::string& piece : pieces(text)) {
        body += sse(R"({"type":"response.output_text.delta","output_index":0,"delta":")" + quoted(piece) + "\"}");
    }
    return body + sse(R"({"type":"response.completed","response":{"status":"completed","output":[],)"
                      R"("usage":{"input_tokens":9,"output_tokens":50,"total_tokens":59}}})");
}

std::string stream_for(Wire wire, const std::string& text, std::string_view tool_name) {
    switch (wire) {
        case Wire::OpenAIChat: return openai_stream(pieces(text));
        case Wire::AnthropicMessages: return anthropic_tool_stream(tool_name, pieces(text));
        case Wire::Gemini: return gemini_stream(text);
        default: return responses_stream(text);
    }
}

struct Played {
    RunResult result;
    std::vector<HttpRequest> requests;
    std::vector<std::size_t> read;  // per attempt: the chunks the host read before it stopped
    std::vector<std::size_t> sent;  // and the chunks there were
};

// A host that stops reading when the runner says so, as the JS client does (it cancels the body).
Played play(RunCall call, const std::vector<std::string>& bodies) {
    Played played;
    Runner runner(std::move(call));
    std::int64_t now = kStart;
    Action action = runner.start(HostInput{now, kRandom});
    for (std::size_t attempt = 0; action.kind == ActionKind::Http || action.kind == ActionKind::Sleep;) {
        if (action.kind == ActionKind::Sleep) {
            now += action.sleep_ms;
            action = runner.sleep_done(HostInput{now, kRandom});
            continue;
        }
        REQUIRE(attempt < bodies.size());
        played.requests.push_back(action.http);
        runner.response_head(200, {{"content-type", "text/event-stream"}});
        const std::string& body = bodies[attempt++];
        std::size_t read = 0;
        for (std::size_t at = 0; at < body.size(); at += 16) {
            ++read;
            if (!runner.response_chunk(body.substr(at, 16)).keep_reading) break;
        }
        played.read.push_back(read);
        played.sent.push_back((body.size() + 15) / 16);
        now += kLatency;
        action = runner.response_end(HostInput{now, kRandom});
    }
    played.result = runner.result();
    return played;
}

RunCall nudges_call(Wire wire) {
    RunCall call = small_call(wire, wire == Wire::Gemini ? "gemini-2.5-flash" : "model-1", kNudgesSchema);
    if (wire == Wire::AnthropicMessages) call.mode = OutputMode::Tool;
    call.provider.stream = true;
    return call;
}

}  // namespace

TEST_CASE("L4 R1 a streamed reply past maxItems is stopped at the 7th item on every wire, then reasked") {
    for (const Wire wire : {Wire::OpenAIChat, Wire::OpenAIResponses, Wire::AnthropicMessages, Wire::Gemini}) {
        INFO(wire_name(wire));
        const RunCall call = nudges_call(wire);
        const Played played = play(call, {stream_for(wire, nudges(200), call.schema_name),
                                          stream_for(wire, nudges(6), call.schema_name)});
        const RunResult& r = played.result;
        REQUIRE(r.ok);
        CHECK(r.value == nudges(6));
        REQUIRE(r.attempts.size() == 2);
        CHECK(played.read[0] * 10 < played.sent[0]);  // a tenth of the reply read, at most
        CHECK(played.read[1] == played.sent[1]);

        const AttemptRecord& stopped = r.attempts[0];
        REQUIRE(stopped.stopped_early);
        const std::string six = nudges(6);
        CHECK(stopped.stopped_early->offset == six.size());  // the first byte of the 7th item: `,` was 6's end
        CHECK(stopped.stopped_early->instance_location == "/nudges");
        CHECK(stopped.stopped_early->keyword == "maxItems");
        CHECK(stopped.stopped_early->message == "'nudges' must have at most 6 items; item 6 has begun");
        REQUIRE(stopped.error);
        CHECK(stopped.error->kind == RunErrorKind::InvalidReply);
        CHECK(stopped.error->message ==
              "the reply was stopped after " + std::to_string(six.size()) +
                  " bytes, where it could no longer pass the schema: 'nudges' must have at most 6 items; item 6 has begun");
        CHECK(stopped.usage.output_tokens > 0);
        CHECK_FALSE(r.attempts[1].stopped_early);

        // The reask carries the stopped reply and the violation.
        const std::string& second = played.requests[1].body;
        CHECK(second.find(R"(- at /nudges: 'nudges' must have at most 6 items; item 6 has begun)") != std::string::npos);
    }
}

TEST_CASE("L4 R1 stopEarly off reads the reply to its end; a reply that can pass is read whole") {
    RunCall call = nudges_call(Wire::OpenAIChat);
    call.stop_early = false;
    const Played off = play(call, {stream_for(Wire::OpenAIChat, nudges(20), ""), stream_for(Wire::OpenAIChat, nudges(6), "")});
    REQUIRE(off.result.ok);
    CHECK(off.read[0] == off.sent[0]);
    CHECK_FALSE(off.result.attempts[0].stopped_early);
    REQUIRE(off.result.attempts[0].error);
    CHECK(off.result.attempts[0].error->message.rfind("the reply was rejected by the check", 0) == 0);

    const Played whole = play(nudges_call(Wire::OpenAIChat), {stream_for(Wire::OpenAIChat, nudges(6), "")});
    REQUIRE(whole.result.ok);
    CHECK(whole.read[0] == whole.sent[0]);
}

TEST_CASE("L4 R1 a prompt-mode reply is never stopped early: a fenced correction may still follow") {
    RunCall call = nudges_call(Wire::OpenAIChat);
    call.mode = OutputMode::PromptOnly;
    const std::string wrong_then_right = nudges(8) + "\nSorry, six:\n```json\n" + nudges(6) + "\n```";
    const Played played = play(call, {stream_for(Wire::OpenAIChat, wrong_then_right, "")});
    CHECK(played.read[0] == played.sent[0]);
    REQUIRE(played.result.ok);
    CHECK(played.result.value == nudges(6));
}

TEST_CASE("L4 R1 under a strict form the reply is stopped only when both schemas refuse it") {
    // OpenAI's strict form makes the optional `note` nullable: null passes the form sent, and
    // the round trip takes it out, so the call's own schema (string) must not stop it.
    RunCall call = small_call(Wire::OpenAIChat, "gpt-4o",
                              R"({"type":"object","properties":{"a":{"type":"integer"},"note":{"type":"string"}},"required":["a"]})");
    call.provider.stream = true;
    const Played nullable = play(call, {openai_stream(pieces(R"({"a":1,"note":null})"))});
    REQUIRE(nullable.result.ok);
    CHECK(nullable.result.value == R"({"a":1})");
    const Played wrong = play(call, {openai_stream(pieces(R"({"a":"one","note":null})")), openai_stream(pieces(R"({"a":1,"note":null})"))});
    REQUIRE(wrong.result.ok);
    REQUIRE(wrong.result.attempts[0].stopped_early);
    CHECK(wrong.result.attempts[0].stopped_early->message == "'a' must be integer; got string");
}

// The runner against HTTP-level outcomes (rule R4): the exact sequence of actions, delays
// included, with the host's random number fixed at 0.5 and each request taking 100 ms.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const std::string kGoodJson = R"({"step":2,"reason":"ok"})";

Outcome ok_reply() { return json_response(200, openai_reply(kGoodJson)); }

Outcome server_error() {
    return json_response(500, openai_error("server_error", "",
                                           "The server had an error while processing your request. Sorry about that!"));
}

}  // namespace

TEST_CASE("R1 success: one request, the value, usage and the audit record") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {ok_reply()});
    CHECK(join(host.trace) == "http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.value == kGoodJson);
    CHECK(r.stop_reason == "stop");
    CHECK_FALSE(r.fallback_used);
    CHECK(r.usage.input_tokens == 81);
    CHECK(r.usage.output_tokens == 12);
    CHECK(r.usage.total_tokens == 93);
    REQUIRE(r.attempts.size() == 1);
    CHECK(r.attempts[0].status == 200);
    CHECK(r.attempts[0].started_ms == kStart);
    CHECK(r.attempts[0].ended_ms == kStart + 100);
    CHECK(r.attempts[0].max_tokens == 512);
    CHECK(r.audit.schema_id == "step_choice");
    CHECK_FALSE(r.audit.error_class.has_value());
    CHECK_FALSE(r.audit.error_type.has_value());
    CHECK(r.audit.retry_count == 0);
    CHECK(r.audit.duration_ms == 100);
}

TEST_CASE("R4 429 with retry-after: 1 waits exactly 1000 ms, then succeeds") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(429,
                                    openai_error("tokens", "rate_limit_exceeded",
                                                 "Rate limit reached for gpt-4o in organization org-x on tokens per min"),
                                    {{"retry-after", "1"}, {"x-ratelimit-remaining-tokens", "0"},
                                     {"x-ratelimit-reset-tokens", "644ms"}, {"x-request-id", "req_mock1"}}),
                      ok_reply()});
    CHECK(join(host.trace) == "http, sleep 1000, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    REQUIRE(r.attempts.size() == 2);
    CHECK(r.attempts[0].status == 429);
    CHECK(r.attempts[0].error->kind == RunErrorKind::RateLimited);
    CHECK(r.attempts[0].error->provider_code == "rate_limit_exceeded");
    CHECK(r.attempts[0].delay_ms == 1000);
    CHECK(r.attempts[1].started_ms == kStart + 1100);
    CHECK(r.audit.retry_count == 1);
    CHECK(r.audit.duration_ms == 1200);
    CHECK_FALSE(r.audit.error_type.has_value());
}

TEST_CASE("R4 500 is retried with the SDK backoff: 438 ms, then 875 ms, then the run fails") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {server_error(), server_error(), server_error()});
    CHECK(join(host.trace) == "http, sleep 438, http, sleep 875, http, done");
    const RunResult& r = runner.result();
    CHECK_FALSE(r.ok);
    REQUIRE(r.error.has_value());
    CHECK(r.error->kind == RunErrorKind::ProviderUnavailable);
    CHECK(r.error->status == 500);
    CHECK(r.error->provider_code == "server_error");
    CHECK(r.error->message ==
          "HTTP 500 server_error: The server had an error while processing your request. Sorry about that!");
    CHECK(r.attempts.size() == 3);
    CHECK(r.audit.error_type == "ProviderUnavailable");
    CHECK_FALSE(r.audit.error_class.has_value());
    CHECK(r.audit.retry_count == 2);
    CHECK(r.audit.duration_ms == 300 + 438 + 875);
    CHECK_FALSE(r.fallback_used);
    CHECK(r.fallback_reason.empty());
}

TEST_CASE("R4 Anthropic 529 overloaded with x-should-retry: true is retried") {
    Runner runner(anthropic_call(), step_check());
    Host<Runner> host;
    host.run(runner,
             {json_response(529, anthropic_error("overloaded_error", "Overloaded"),
                            {{"x-should-retry", "true"}, {"request-id", "req_mock"}}),
              json_response(200, anthropic_tool_reply("choose_step", R"({"step": 2, "reason": "ok"})"))});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step":2,"reason":"ok"})");
    CHECK(r.stop_reason == "tool_use");
    CHECK(r.attempts[0].error->kind == RunErrorKind::ProviderUnavailable);
    CHECK(r.attempts[0].error->provider_code == "overloaded_error");
    CHECK(r.usage.input_tokens == 412);
    CHECK(r.usage.output_tokens == 38);
}

TEST_CASE("R4 x-should-retry: false stops at a 500; true retries a 400") {
    SECTION("false on a 500") {
        Runner runner(openai_call(), step_check());
        Host<Runner> host;
        host.run(runner, {json_response(500, openai_error("server_error", "", "no"), {{"x-should-retry", "false"}})});
        CHECK(join(host.trace) == "http, done");
        CHECK(runner.result().error->kind == RunErrorKind::ProviderUnavailable);
        CHECK_FALSE(runner.result().error->retryable);
    }
    SECTION("true on a 400") {
        Runner runner(openai_call(), step_check());
        Host<Runner> host;
        host.run(runner, {json_response(400, openai_error("invalid_request_error", "", "try again"),
                                        {{"x-should-retry", "true"}}),
                          ok_reply()});
        CHECK(join(host.trace) == "http, sleep 438, http, done");
        CHECK(runner.result().ok);
    }
}

TEST_CASE("R4 insufficient_quota is not retried") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(429, openai_error("insufficient_quota", "insufficient_quota",
                                                      "You exceeded your current quota"),
                                    {{"retry-after", "1"}})});
    CHECK(join(host.trace) == "http, done");
    const RunResult& r = runner.result();
    CHECK(r.error->kind == RunErrorKind::QuotaExceeded);
    CHECK(r.error->provider_code == "insufficient_quota");
    CHECK(r.audit.error_type == "QuotaExceeded");
}

TEST_CASE("R4 a 401 is not retried and says what the provider said") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(401, openai_error("invalid_request_error", "invalid_api_key",
                                                      "Incorrect API key provided: sk-...."))});
    CHECK(join(host.trace) == "http, done");
    CHECK(runner.result().error->kind == RunErrorKind::HttpError);
    CHECK(runner.result().error->message == "HTTP 401 invalid_api_key: Incorrect API key provided: sk-....");
}

TEST_CASE("R4 a timeout and a network error are retried") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {timeout(), network_error(), ok_reply()});
    CHECK(join(host.trace) == "http, sleep 438, http, sleep 875, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.attempts[0].error->kind == RunErrorKind::Timeout);
    CHECK(r.attempts[0].error->message == "no response within 600000 ms");
    CHECK(r.attempts[0].status == 0);
    CHECK(r.attempts[1].error->kind == RunErrorKind::NetworkError);
    CHECK(r.attempts[1].error->message == "the request failed without a response: ECONNRESET");
    CHECK(host.requests[0].timeout_ms == 600000);
}

TEST_CASE("R4 a timeout and a network error are said in the call's language, the host's detail as it came") {
    RunCall call = openai_call();
    call.language = Language::Japanese;
    Runner runner(call, step_check());
    Host<Runner> host;
    host.run(runner, {timeout(), network_error(), ok_reply()});
    REQUIRE(runner.result().ok);
    CHECK(runner.result().attempts[0].error->message == "600000 ミリ秒以内に応答がありませんでした");
    CHECK(runner.result().attempts[1].error->message == "応答がないまま、リクエストが失敗しました: ECONNRESET");
}

TEST_CASE("R4 a 200 whose body is not JSON is a retried ProtocolError") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, "<html>gateway</html>"), ok_reply()});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::ProtocolError);
}

TEST_CASE("R4 maxRetries 0 makes one attempt; retry options shape the waits") {
    SECTION("no retry") {
        RunCall call = openai_call();
        call.retry.max_retries = 0;
        Runner runner(call, step_check());
        Host<Runner> host;
        host.run(runner, {server_error()});
        CHECK(join(host.trace) == "http, done");
    }
    SECTION("the chat design's path: one retry after 1.5 s") {
        RunCall call = openai_call();
        call.retry.max_retries = 1;
        call.retry.initial_delay_ms = 1500;
        call.retry.jitter = 0;
        Runner runner(call, step_check());
        Host<Runner> host;
        host.run(runner, {server_error(), server_error()});
        CHECK(join(host.trace) == "http, sleep 1500, http, done");
    }
}

TEST_CASE("R4 a response larger than maxResponseBytes is a LimitExceeded that is not retried") {
    RunCall call = openai_call();
    call.max_response_bytes = 64;
    Runner runner(call, step_check());
    Host<Runner> host;
    host.run(runner, {ok_reply()});
    CHECK(join(host.trace) == "http, done");
    const RunResult& r = runner.result();
    CHECK(r.error->kind == RunErrorKind::ProtocolError);
    CHECK(r.audit.error_class == "LimitExceeded");
}

TEST_CASE("R1 the host can cancel while a request is out") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.record(runner.start(host.input()));
    host.now += 40;
    host.record(runner.cancel(host.input()));
    CHECK(join(host.trace) == "http, done");
    const RunResult& r = runner.result();
    CHECK(r.error->kind == RunErrorKind::Cancelled);
    CHECK(r.attempts[0].error->kind == RunErrorKind::Cancelled);
    CHECK(r.audit.duration_ms == 40);
    CHECK(runner.sleep_done(host.input()).kind == ActionKind::Done);
}

TEST_CASE("R1 inputs out of order end the run with InvalidCall") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.record(runner.start(host.input()));
    host.record(runner.sleep_done(host.input()));
    CHECK(join(host.trace) == "http, done");
    CHECK(runner.result().error->kind == RunErrorKind::InvalidCall);
    CHECK(runner.result().error->message == "host protocol: sleep_done is not expected in this state");
}

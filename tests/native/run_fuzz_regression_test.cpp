// Inputs the fuzz targets (tests/fuzz/) found to crash, kept as tests: numbers a host or a
// provider may send (options >= 0, token counts) never reach an undefined cast or an
// overflowing sum.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cstdint>
#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "run/retry_policy.h"
#include "run/runner.h"
#include "run/token_limit.h"
#include "run/wire/usage.h"
#include "run_test_support.h"

using namespace sg;

namespace {

constexpr std::int64_t kLargest = std::int64_t{1} << 53;

}  // namespace

TEST_CASE("R4 a backoff whose options overflow 64 bits waits 2^53 ms") {
    RetryOptions huge;
    huge.initial_delay_ms = 1e300;
    huge.max_delay_ms = DBL_MAX;
    huge.jitter = 0;
    CHECK(backoff_delay_ms(huge, 0, 0.0) == kLargest);
    CHECK(backoff_delay_ms(huge, 7, 0.5) == kLargest);
    huge.max_delay_ms = 1e19;  // just past int64
    CHECK(backoff_delay_ms(huge, 0, 0.0) == kLargest);
}

TEST_CASE("R4 a Retry-After larger than 64 bits of milliseconds waits 2^53 ms when allowed") {
    RetryOptions open;
    open.max_retry_after_ms = DBL_MAX;
    const Headers headers = {{"retry-after", "99999999999999999999999999999"}};
    CHECK(retry_delay_ms(open, 0, &headers, HostInput{test::kStart, 0.5}) == kLargest);
}

TEST_CASE("R3 token limits from estimates or growth past 64 bits are 2^53") {
    CHECK(estimate_max_tokens(TokenEstimate{1e300, 1e300, 1e300, 1e300}, 0) == kLargest);
    CHECK(estimate_max_tokens(TokenEstimate{DBL_MAX, 0, 0, DBL_MAX}, 3) == kLargest);
    TokenLimitOptions growing;
    growing.growth = 1e300;
    CHECK(token_limit_for_attempt(growing, 1, 512, 512) == kLargest);
    growing.growth = 2;
    CHECK(token_limit_for_attempt(growing, 1, INT64_MAX, 10) == kLargest);
    CHECK(token_limit_for_attempt(growing, 1, std::nullopt, INT64_MAX) == kLargest);
}

TEST_CASE("R4 a run with delay options past 64 bits sleeps 2^53 ms between attempts") {
    RunCall call = test::openai_call();
    call.retry.max_retries = 1;
    call.retry.initial_delay_ms = 1e300;
    call.retry.max_delay_ms = 1e300;
    test::Host<Runner> host;
    Runner runner(call, test::step_check());
    host.run(runner, {test::network_error(), test::network_error()});
    REQUIRE(host.trace == std::vector<std::string>{"http", "sleep 9007199254740992", "http", "done"});
    CHECK(runner.result().attempts[0].delay_ms == kLargest);
}

TEST_CASE("R7 usage counts past 64 bits saturate: a missing OpenAI total, Anthropic's input sum") {
    rapidjson::Document openai;
    openai.Parse(R"({"prompt_tokens":9223372036854775807,"completion_tokens":5})");
    const Usage a = openai_usage(openai);
    CHECK(a.input_tokens == INT64_MAX);
    CHECK(a.total_tokens == INT64_MAX);

    rapidjson::Document anthropic;
    anthropic.Parse(R"({"input_tokens":9223372036854775807,"cache_read_input_tokens":9223372036854775807,)"
                    R"("cache_creation_input_tokens":1,"output_tokens":5})");
    const Usage b = anthropic_usage(anthropic);
    CHECK(b.input_tokens == INT64_MAX);
    CHECK(b.cache_read_tokens == INT64_MAX);
    CHECK(b.output_tokens == 5);
    CHECK(b.total_tokens == INT64_MAX);
}

TEST_CASE("R7 a run's usage summed over attempts saturates at 2^63 - 1") {
    RunCall call = test::openai_call();
    call.retry.max_retries = 1;
    test::Host<Runner> host;
    Runner runner(call, test::step_check());
    const std::string huge = R"({"choices":[{"index":0,"message":{"role":"assistant","content":"{\"step\":9}"},)"
                             R"("finish_reason":"stop"}],"usage":{"prompt_tokens":9223372036854775807,)"
                             R"("completion_tokens":1,"total_tokens":9223372036854775807}})";
    host.run(runner, {test::json_response(200, huge), test::json_response(200, huge)});
    REQUIRE(runner.result().attempts.size() == 2);
    CHECK(runner.result().usage.input_tokens == INT64_MAX);
    CHECK(runner.result().usage.output_tokens == 2);
    CHECK(runner.result().usage.total_tokens == INT64_MAX);
}

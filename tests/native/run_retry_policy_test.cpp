// R4 retry rules as the official SDKs apply them (openai 6.49, @anthropic-ai/sdk 1.12), and R3
// token limits.
#include <catch2/catch.hpp>

#include "run/retry_policy.h"
#include "run/token_limit.h"
#include "run/wire/provider_error.h"
#include "run/wire/retry_after.h"

using namespace sg;

namespace {

// 2025-11-22T00:00:00Z
constexpr std::int64_t kNow = 1763769600000;

HostInput at(std::int64_t now, double random = 0.5) { return HostInput{now, random}; }

}  // namespace

TEST_CASE("R4 statuses retried by default: 408, 409, 429 and 5xx; other 4xx are not") {
    const Headers none;
    struct Case { int status; bool retried; };
    const Case cases[] = {{400, false}, {401, false}, {403, false}, {404, false}, {408, true}, {409, true},
                          {413, false}, {422, false}, {429, true},  {500, true},  {502, true}, {503, true},
                          {504, true},  {529, true}};
    for (const Case& c : cases) {
        INFO("status " << c.status);
        CHECK(http_status_retryable(c.status, none, "") == c.retried);
    }
}

TEST_CASE("R4 x-should-retry decides over the status, either way") {
    CHECK(http_status_retryable(400, {{"X-Should-Retry", "true"}}, ""));
    CHECK_FALSE(http_status_retryable(500, {{"x-should-retry", "false"}}, ""));
    CHECK_FALSE(http_status_retryable(529, {{"x-should-retry", "false"}}, "overloaded_error"));
    CHECK(http_status_retryable(500, {{"x-should-retry", "maybe"}}, ""));
}

TEST_CASE("R4 insufficient_quota is a 429 that is not retried") {
    CHECK_FALSE(http_status_retryable(429, {}, "insufficient_quota"));
    CHECK(http_status_retryable(429, {}, "rate_limit_exceeded"));
}

TEST_CASE("R4 backoff is min(0.5 s x 2^n, 8 s) x (1 - random x 0.25), rounded up") {
    const RetryOptions sdk;
    CHECK(backoff_delay_ms(sdk, 0, 0.0) == 500);
    CHECK(backoff_delay_ms(sdk, 0, 0.5) == 438);  // 437.5
    CHECK(backoff_delay_ms(sdk, 1, 0.5) == 875);
    CHECK(backoff_delay_ms(sdk, 2, 0.5) == 1750);
    CHECK(backoff_delay_ms(sdk, 4, 0.0) == 8000);
    CHECK(backoff_delay_ms(sdk, 10, 0.5) == 7000);
    CHECK(backoff_delay_ms(sdk, 60, 0.0) == 8000);
}

TEST_CASE("R4 the commander design's 1 s x 2^attempt is the same formula without jitter") {
    RetryOptions seed;
    seed.initial_delay_ms = 1000;
    seed.max_delay_ms = 1e12;
    seed.jitter = 0;
    CHECK(backoff_delay_ms(seed, 0, 0.9) == 1000);
    CHECK(backoff_delay_ms(seed, 1, 0.9) == 2000);
    CHECK(backoff_delay_ms(seed, 2, 0.9) == 4000);
}

TEST_CASE("R4 retry-after-ms comes first, as a decimal number of milliseconds") {
    const Headers headers{{"retry-after-ms", "644.5"}, {"retry-after", "3"}};
    CHECK(requested_retry_delay_ms(headers, kNow) == Approx(644.5));
    CHECK(retry_delay_ms(RetryOptions{}, 0, &headers, at(kNow)) == 645);
}

TEST_CASE("R4 retry-after in seconds, and a zero retry-after-ms that defers to it") {
    CHECK(requested_retry_delay_ms({{"Retry-After", "2"}}, kNow) == Approx(2000));
    CHECK(requested_retry_delay_ms({{"retry-after", "0.25"}}, kNow) == Approx(250));
    CHECK(requested_retry_delay_ms({{"retry-after-ms", "0"}, {"retry-after", "1"}}, kNow) == Approx(1000));
    CHECK_FALSE(requested_retry_delay_ms({{"retry-after", "soon"}}, kNow).has_value());
    CHECK_FALSE(requested_retry_delay_ms({}, kNow).has_value());
}

TEST_CASE("R4 retry-after as an HTTP date is measured against the host's clock") {
    const Headers headers{{"retry-after", "Sat, 22 Nov 2025 00:00:05 GMT"}};
    CHECK(requested_retry_delay_ms(headers, kNow) == Approx(5000));
    CHECK(retry_delay_ms(RetryOptions{}, 0, &headers, at(kNow)) == 5000);
    CHECK(retry_delay_ms(RetryOptions{}, 0, &headers, at(kNow + 1500)) == 3500);
}

TEST_CASE("R4 the three HTTP date forms") {
    CHECK(parse_http_date("Sun, 06 Nov 1994 08:49:37 GMT") == 784111777000);
    CHECK(parse_http_date("Sunday, 06-Nov-94 08:49:37 GMT") == 784111777000);
    CHECK(parse_http_date("Sun Nov  6 08:49:37 1994") == 784111777000);
    CHECK(parse_http_date("Thu, 29 Feb 2024 23:59:59 GMT") == 1709251199000);
    CHECK_FALSE(parse_http_date("Fri, 30 Feb 2024 00:00:00 GMT").has_value());
    CHECK_FALSE(parse_http_date("Sun, 06 Nov 1994 25:00:00 GMT").has_value());
    CHECK_FALSE(parse_http_date("06 Nov 1994 08:49:37 GMT").has_value());
    CHECK_FALSE(parse_http_date("Sun, 06 Nov 1994 08:49:37 PST").has_value());
}

TEST_CASE("R4 a requested delay over 60 s, zero or in the past falls back to backoff") {
    const Headers long_wait{{"retry-after", "120"}};
    CHECK(retry_delay_ms(RetryOptions{}, 1, &long_wait, at(kNow, 0.0)) == 1000);
    const Headers past{{"retry-after", "Fri, 21 Nov 2025 23:59:00 GMT"}};
    CHECK(retry_delay_ms(RetryOptions{}, 0, &past, at(kNow, 0.0)) == 500);
    const Headers exactly_cap{{"retry-after", "60"}};
    CHECK(retry_delay_ms(RetryOptions{}, 0, &exactly_cap, at(kNow)) == 60000);
    RetryOptions patient;
    patient.max_retry_after_ms = 300000;
    CHECK(retry_delay_ms(patient, 0, &long_wait, at(kNow)) == 120000);
}

TEST_CASE("R4 decimal numbers are whole numbers with an optional fraction, nothing else") {
    CHECK(parse_decimal(" 12 ") == Approx(12));
    CHECK(parse_decimal(".5") == Approx(0.5));
    CHECK(parse_decimal("5.") == Approx(5));
    CHECK_FALSE(parse_decimal("-1").has_value());
    CHECK_FALSE(parse_decimal("1e3").has_value());
    CHECK_FALSE(parse_decimal("1.2.3").has_value());
    CHECK_FALSE(parse_decimal("").has_value());
    CHECK_FALSE(parse_decimal(".").has_value());
}

TEST_CASE("R3 the seed's estimate in IEEE doubles: 15 items at attempt 2 give 5356") {
    const TokenEstimate seed{500, 15, 150, 400};
    CHECK(estimate_max_tokens(seed, 0) == 4095);
    CHECK(estimate_max_tokens(seed, 1) == 4725);
    CHECK(estimate_max_tokens(seed, 2) == 5356);
    CHECK(estimate_max_tokens(TokenEstimate{500, 5, 150, 400}, 0) == 2145);
}

TEST_CASE("R3 with an estimate every attempt uses its own index, capped") {
    TokenLimitOptions options;
    options.estimate = TokenEstimate{500, 15, 150, 400};
    CHECK(token_limit_for_attempt(options, 1, 4095, std::nullopt) == 4725);
    options.cap = 5000;
    CHECK(token_limit_for_attempt(options, 2, 4725, 4725) == 5000);
}

TEST_CASE("R3 without an estimate only a truncation grows the limit") {
    TokenLimitOptions options;
    options.max_tokens = 1200;
    CHECK(token_limit_for_attempt(options, 0, std::nullopt, std::nullopt) == 1200);
    CHECK(token_limit_for_attempt(options, 1, 1200, std::nullopt) == 1200);
    CHECK(token_limit_for_attempt(options, 1, 1200, 1200) == 2400);
    options.growth = 1.5;
    options.cap = 1500;
    CHECK(token_limit_for_attempt(options, 2, 1200, 1200) == 1500);
}

TEST_CASE("R3 without any limit a truncation grows from the output tokens the reply reported") {
    const TokenLimitOptions none;
    CHECK_FALSE(token_limit_for_attempt(none, 0, std::nullopt, std::nullopt).has_value());
    CHECK(token_limit_for_attempt(none, 1, std::nullopt, 812) == 1624);
    CHECK_FALSE(token_limit_for_attempt(none, 1, std::nullopt, 0).has_value());
}

// The model call's state machine against any host (rules R1-R5, R7, L7): whatever the HTTP
// outcomes (statuses, headers, bodies of both wires, streams cut anywhere, network errors,
// timeouts), the clock and the jitter numbers, a run ends in Done within its attempts, never
// crashes, and keeps its result consistent. The call's numbers range over what the npm
// package lets through (finite numbers >= 0, whole numbers clamped to 64 bits).
//
// Input (read from the front, zeros once exhausted, so every run ends):
//   byte 0  bit 0 Anthropic   bit 1 stream   bit 2 the judgment schema (else a text call)
//           bits 3-5 mode: unset native tool prompt text (5-7: unset)   bit 6 reask   bit 7 a tool
//   byte 1  bits 0-2 maxRetries   bits 3-4 fallback: none, valid value, invalid value, chat
//           answer   bit 5 maxResponseBytes 1024   bit 6 a token estimate   bit 7 a token cap
//   bytes 2-9  indexes into the tables below: tokenEstimate initialDelayMs maxDelayMs jitter
//           maxRetryAfterMs maxTokens tokenGrowth timeoutMs
//   then per Http action: one outcome byte (modulo 16: 0 network error, 1 timeout, 2 a host
//   that calls sleep_done out of turn, else a response), the latency byte (x 37 ms, bit 7 set: the clock
//   steps back an hour), the jitter byte (random = byte / 256); a response reads its status,
//   header, body and chunking bytes and, for bodies that need them, NUL-terminated texts.
#include <cfloat>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_input.h"
#include "run/runner.h"
#include "run_test_support.h"

namespace {

using sg::fuzz::FuzzInput;

constexpr double kDelays[] = {0, 1, 500, 1500, 8000, 60000, 1e9, 1e15, 1e300, DBL_MAX};
constexpr double kJitters[] = {0, 0.25, 1, 2, 1e300};
constexpr double kGrowths[] = {2, 0, 1, 1.5, 1e6, 1e300};
constexpr std::int64_t kMaxTokens[] = {-1 /* unset */, 1, 512, 4096, 1'000'000'000, INT64_MAX};
constexpr std::int64_t kTimeouts[] = {600000, 1, 0, INT64_MAX};
constexpr sg::TokenEstimate kEstimates[] = {{500, 15, 150, 400}, {0, 0, 0, 0}, {1e300, 1e300, 1e300, 1e300},
                                            {DBL_MAX, 0, 0, DBL_MAX}};
constexpr int kStatuses[] = {200, 200, 200, 201, 400, 401, 402, 408, 409, 429, 500, 503, 529, 0, 99, 999};
constexpr const char* kRetryAfter[] = {nullptr, "1", "0", "0.5", "120", "Sat, 22 Nov 2025 00:00:05 GMT",
                                       "Sunday, 06-Nov-94 08:49:37 GMT", "99999999999999999999999999999"};
constexpr const char* kFinishes[] = {"stop", "length", "content_filter", "tool_calls", "function_call", ""};
constexpr const char* kStops[] = {"tool_use", "end_turn", "max_tokens", "refusal", "pause_turn", ""};
constexpr std::int64_t kLatestClock = std::int64_t{1} << 53;  // JavaScript's Date.now() stays below

template <typename T, std::size_t N>
T pick(const T (&table)[N], std::uint8_t choice) {
    return table[choice % N];
}

sg::RunCall read_call(FuzzInput& input) {
    const std::uint8_t shape = input.byte();
    const std::uint8_t options = input.byte();
    const std::string schema = (shape & 4) ? sg::test::kJudgmentSchema : "";
    sg::RunCall call = (shape & 1) ? sg::test::anthropic_call(schema) : sg::test::openai_call(schema);
    call.provider.stream = (shape & 2) != 0;
    constexpr sg::OutputMode kModes[] = {sg::OutputMode::Native, sg::OutputMode::Tool, sg::OutputMode::PromptOnly,
                                         sg::OutputMode::Text};
    const int mode = (shape >> 3) & 7;
    if (mode >= 1 && mode <= 4) call.mode = kModes[mode - 1];
    call.reask = (shape & 64) != 0;
    if (shape & 128) {
        call.tools.push_back(sg::ToolSpec{"lookup", "Looks a word up", R"({"type":"object","properties":{"q":{"type":"string"}}})"});
    }
    call.retry.max_retries = options & 7;
    const int fallback = (options >> 3) & 3;
    if (fallback == 1) call.fallback = sg::Fallback{sg::FallbackKind::Value, R"({"step":1,"reason":"fallback"})", ""};
    if (fallback == 2) call.fallback = sg::Fallback{sg::FallbackKind::Value, R"({"step":"one"})", ""};
    if (fallback == 3) call.fallback = sg::Fallback{sg::FallbackKind::ChatAnswer, "", "Please try again later."};
    if (options & 32) call.max_response_bytes = 1024;
    const sg::TokenEstimate estimate = pick(kEstimates, input.byte());
    if (options & 64) call.tokens.estimate = estimate;
    if (options & 128) call.tokens.cap = 4096;
    call.retry.initial_delay_ms = pick(kDelays, input.byte());
    call.retry.max_delay_ms = pick(kDelays, input.byte());
    call.retry.jitter = pick(kJitters, input.byte());
    call.retry.max_retry_after_ms = pick(kDelays, input.byte());
    const std::int64_t max_tokens = pick(kMaxTokens, input.byte());
    if (max_tokens >= 0) call.tokens.max_tokens = max_tokens;
    else call.tokens.max_tokens.reset();
    call.tokens.growth = pick(kGrowths, input.byte());
    call.timeout_ms = pick(kTimeouts, input.byte());
    return call;
}

std::vector<std::string> pieces(std::string_view text) {
    std::vector<std::string> out;
    for (std::size_t at = 0; at < text.size(); at += 7) out.emplace_back(text.substr(at, 7));
    return out;
}

// The texts and bytes a body needs are read first, in order (argument order is unspecified).
std::string body(FuzzInput& input, std::uint8_t choice) {
    namespace t = sg::test;
    const std::string_view text = input.text();
    switch (choice % 10) {
        case 0: return std::string(text);
        case 1: {
            const char* finish = pick(kFinishes, input.byte());
            const int prompt = input.byte();
            return t::openai_reply(text, finish, prompt, input.byte());
        }
        case 2: return t::openai_tool_calls("call_1", text, input.text());
        case 3: return t::openai_error("server_error", text, "boom");
        case 4: return t::openai_stream(pieces(text), pick(kFinishes, input.byte()));
        case 5: return t::anthropic_tool_reply(text, R"({"step":2,"reason":"fits"})", pick(kStops, input.byte()));
        case 6: return t::anthropic_text_reply(text, pick(kStops, input.byte()));
        case 7: return t::anthropic_error("overloaded_error", text);
        case 8: return t::anthropic_tool_stream("choose_step", pieces(text), input.byte() % 4 - 1);
        default: return t::openai_stream({R"({"step":)", R"(1,"reason":"r"})"});
    }
}

sg::Headers headers(FuzzInput& input) {
    const std::uint8_t choice = input.byte();
    sg::Headers out;
    constexpr const char* kTypes[] = {"application/json", "text/event-stream; charset=utf-8", nullptr,
                                      "text/html"};
    if (const char* type = kTypes[choice & 3]) out.push_back(sg::Header{"content-type", type});
    if (const char* after = pick(kRetryAfter, choice >> 2)) out.push_back(sg::Header{"retry-after", after});
    if (choice & 32) out.push_back(sg::Header{"retry-after-ms", std::string(input.text())});
    if (choice & 64) out.push_back(sg::Header{"x-should-retry", (choice & 128) ? "true" : "false"});
    return out;
}

class ScriptedHost {
public:
    explicit ScriptedHost(FuzzInput& input) : input_(input) {}

    sg::HostInput now() const { return sg::HostInput{clock_, random_}; }

    void pass_time(std::int64_t ms) { clock_ = clock_ > kLatestClock - ms ? kLatestClock : clock_ + ms; }

    sg::Action perform(sg::Runner& runner) {
        const std::uint8_t outcome = input_.byte();
        const std::uint8_t latency = input_.byte();
        random_ = input_.byte() / 256.0;
        if (latency & 128) clock_ = clock_ > 3'600'000 ? clock_ - 3'600'000 : 0;
        pass_time((latency & 127) * 37);
        if (outcome % 16 == 0) return runner.transport_failed(sg::TransportFailure::Network, "ECONNRESET", now());
        if (outcome % 16 == 1) return runner.transport_failed(sg::TransportFailure::Timeout, "", now());
        if (outcome % 16 == 2) return runner.sleep_done(now());
        runner.response_head(pick(kStatuses, input_.byte()), headers(input_));
        const std::string text = body(input_, input_.byte());
        const std::size_t chunk = (input_.byte() % 64) + 1;
        for (std::size_t at = 0; at < text.size(); at += chunk) {
            runner.response_chunk(std::string_view(text).substr(at, chunk));
            if (const sg::PartialObject* partial = runner.partial_object()) partial->snapshot();
        }
        return runner.response_end(now());
    }

private:
    FuzzInput& input_;
    std::int64_t clock_ = sg::test::kStart;
    double random_ = 0;
};

void check_result(const sg::RunResult& result, int max_attempts) {
    if (result.attempts.empty() && !result.error) __builtin_trap();  // an invalid call says why
    if (static_cast<int>(result.attempts.size()) > max_attempts) __builtin_trap();
    if (result.ok && result.error && !result.fallback_used) __builtin_trap();
    if (!result.ok && !result.error) __builtin_trap();
    if (result.fallback_used && result.fallback_reason.empty()) __builtin_trap();
    const std::size_t retries = result.attempts.empty() ? 0 : result.attempts.size() - 1;
    if (result.audit.retry_count != retries) __builtin_trap();
    for (std::size_t i = 0; i + 1 < result.attempts.size(); ++i) {
        if (!result.attempts[i].error || result.attempts[i].delay_ms < 0) __builtin_trap();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzInput input(data, size);
    sg::RunCall call = read_call(input);
    const int max_attempts = call.retry.max_retries + 1;
    sg::Runner runner(std::move(call));
    ScriptedHost host(input);
    // Each attempt is one Http action, at most one Sleep after it, and the final Done.
    const int max_actions = 2 * max_attempts + 1;
    int actions = 1;
    int https = 0;
    sg::Action action = runner.start(host.now());
    while (action.kind != sg::ActionKind::Done) {
        if (++actions > max_actions) __builtin_trap();
        if (action.kind == sg::ActionKind::Tools) __builtin_trap();  // only the agent loop runs tools
        if (action.kind == sg::ActionKind::Sleep) {
            if (action.sleep_ms <= 0) __builtin_trap();
            host.pass_time(action.sleep_ms);
            action = runner.sleep_done(host.now());
            continue;
        }
        if (++https > max_attempts) __builtin_trap();
        action = host.perform(runner);
    }
    if (runner.phase() != sg::RunPhase::Done) __builtin_trap();
    check_result(runner.result(), max_attempts);
    if (runner.start(host.now()).kind != sg::ActionKind::Done) __builtin_trap();  // Done stays Done
    return 0;
}

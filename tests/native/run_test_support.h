// Shared pieces for the runner tests: canned provider responses in both wire formats (as the
// official SDKs' types define them: openai 6.49, @anthropic-ai/sdk 1.12), a host that plays
// scripted outcomes against a state machine and records every action, and a small reply check
// standing in for the schema validator.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "run/host_protocol.h"
#include "run/reply_check.h"
#include "run/run_call.h"
#include "run/runner.h"

namespace sg::test {

constexpr std::int64_t kStart = 1763769600000;  // 2025-11-22T00:00:00Z, Saturday
constexpr std::int64_t kLatency = 100;          // every scripted request takes this long
constexpr double kRandom = 0.5;                 // the host's "random" number, fixed

extern const char* const kJudgmentSchema;  // the status-judgment design's judgment.json
extern const char* const kEvaluationSchema;

// One scripted outcome of an Http action.
struct Outcome {
    enum class Kind { Response, Network, Timeout } kind = Kind::Response;
    int status = 200;
    Headers headers;
    std::vector<std::string> chunks;  // the body, fed chunk by chunk
};

Outcome json_response(int status, std::string body, Headers headers = {});
Outcome stream_response(std::string body, std::size_t chunk_size);
Outcome network_error();
Outcome timeout();

// --- OpenAI Chat Completions bodies ---
std::string openai_reply(std::string_view content, std::string_view finish = "stop", int prompt = 81,
                         int completion = 12);
std::string openai_refusal(std::string_view refusal);
std::string openai_tool_calls(std::string_view id, std::string_view name, std::string_view arguments);
std::string openai_error(std::string_view type, std::string_view code, std::string_view message);
// The SSE stream of a reply: role chunk, content split in `pieces`, finish chunk, usage
// chunk, [DONE].
std::string openai_stream(const std::vector<std::string>& pieces, std::string_view finish = "stop");

// --- Anthropic Messages bodies ---
std::string anthropic_tool_reply(std::string_view name, std::string_view input_json,
                                 std::string_view stop = "tool_use", int input = 412, int output = 38);
std::string anthropic_text_reply(std::string_view text, std::string_view stop = "end_turn", int input = 20,
                                 int output = 10);
std::string anthropic_error(std::string_view type, std::string_view message);
// The SSE stream of a forced-tool reply with the input split in `pieces`; `error_after`
// pieces (when >= 0) an error event replaces the rest.
std::string anthropic_tool_stream(std::string_view name, const std::vector<std::string>& pieces,
                                  int error_after = -1);

// A check that stands in for the schema validator: X1 extraction, then `step` must be an
// integer in 1..max_step and `reason` a string.
ReplyCheck step_check(int max_step = 3);

RunCall openai_call(std::string schema = kJudgmentSchema);
RunCall anthropic_call(std::string schema = kJudgmentSchema);

// A schema of one integer member `a`, and a call on `wire` asking for it with a system and a
// user message: what the tests of the newer wires (Gemini, Responses) start from.
extern const char* const kOneIntegerSchema;
RunCall small_call(Wire wire, std::string model, std::string schema = kOneIntegerSchema);

// Plays `outcomes` against a machine with the scripted host clock and records the actions.
template <typename Machine>
struct Host {
    std::int64_t now = kStart;
    std::vector<HttpRequest> requests;
    std::vector<std::string> trace;  // "http", "sleep 438", "tools 2", "done"

    HostInput input() const { return HostInput{now, kRandom}; }

    Action record(const Action& action) {
        if (action.kind == ActionKind::Http) requests.push_back(action.http);
        std::string entry(action_kind_name(action.kind));
        if (action.kind == ActionKind::Sleep) entry += " " + std::to_string(action.sleep_ms);
        if (action.kind == ActionKind::Tools) entry += " " + std::to_string(action.tools.size());
        trace.push_back(entry);
        return action;
    }

    Action perform(Machine& machine, const Action& action, const Outcome& outcome) {
        (void)action;
        now += kLatency;
        if (outcome.kind == Outcome::Kind::Network) {
            return record(machine.transport_failed(TransportFailure::Network, "ECONNRESET", input()));
        }
        if (outcome.kind == Outcome::Kind::Timeout) {
            return record(machine.transport_failed(TransportFailure::Timeout, "", input()));
        }
        machine.response_head(outcome.status, outcome.headers);
        for (const std::string& chunk : outcome.chunks) machine.response_chunk(chunk);
        return record(machine.response_end(input()));
    }

    // Runs until Done or Tools (the caller answers tool calls), consuming outcomes in order.
    Action run(Machine& machine, const std::vector<Outcome>& outcomes, std::size_t& next, Action action) {
        while (action.kind == ActionKind::Http || action.kind == ActionKind::Sleep) {
            if (action.kind == ActionKind::Sleep) {
                now += action.sleep_ms;
                action = record(machine.sleep_done(input()));
                continue;
            }
            if (next >= outcomes.size()) return action;
            action = perform(machine, action, outcomes[next++]);
        }
        return action;
    }

    Action run(Machine& machine, const std::vector<Outcome>& outcomes) {
        std::size_t next = 0;
        return run(machine, outcomes, next, record(machine.start(input())));
    }
};

std::string join(const std::vector<std::string>& parts);

// The request a call sends first.
HttpRequest first_request(const RunCall& call);

// Plays `outcomes` for `call`, its replies checked by step_check(9).
RunResult run_once(RunCall call, const std::vector<Outcome>& outcomes, Host<Runner>& host);

}  // namespace sg::test

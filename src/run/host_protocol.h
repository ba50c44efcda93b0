// The sans-I/O protocol between a run and its host (docs/architecture.md, "The model call,
// without I/O"). A run never performs I/O: each step returns an Action for the host to
// perform (an HTTP request, a sleep, tool calls, or "done"), and the host feeds back what
// happened, together with the inputs the core cannot produce itself: the time and a random
// number for jitter.
//
// src/run/ is in two layers, and includes run one way only:
//   src/run/wire/  one model call on the wire: the request and its codecs (OpenAI Chat,
//                  Anthropic Messages), the endpoint, reading the response (JSON body, SSE
//                  events, streams) into one ModelReply, usage, provider errors and the
//                  RunError they become, Retry-After. It includes nothing from src/run/.
//   src/run/       the machines the host drives through this protocol (Runner, JudgmentChain,
//                  AgentLoop; the last two are sequences of Runners, runner_sequence.h), and
//                  what only they use: call preparation, stop and reply checks, the retry
//                  policy, token limits, fallbacks, results.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "run/wire/http_message.h"
#include "run/wire/tool_call.h"

namespace sg {

#define SG_ACTION_KINDS(X) X(Http, "http") X(Sleep, "sleep") X(Tools, "tools") X(Done, "done")
SG_NAMED_ENUM(ActionKind, SG_ACTION_KINDS)

inline std::string_view action_kind_name(ActionKind kind) { return name_of(kind); }

struct Action {
    ActionKind kind = ActionKind::Done;
    HttpRequest http;               // Http
    std::int64_t sleep_ms = 0;      // Sleep
    std::vector<ToolCall> tools;    // Tools: run each, then feed the results back
};

// Supplied by the host with every input: the core has no clock and no randomness.
struct HostInput {
    std::int64_t now_ms = 0;  // wall clock, milliseconds since the Unix epoch
    double random = 0.0;      // uniform in [0, 1), used for backoff jitter
};

// A request that produced no HTTP response.
enum class TransportFailure { Network, Timeout };

// What every machine accepts from its host. After an Http action the host feeds the response
// in pieces (head, any number of body chunks, end) or in one piece, or reports that none
// came; after a Sleep action, that it slept. Input out of order is answered, never thrown:
// each machine says how.
class HostProtocol {
public:
    virtual ~HostProtocol() = default;

    virtual Action start(const HostInput& host) = 0;

    virtual void response_head(int status, const Headers& headers) = 0;
    virtual ChunkProgress response_chunk(std::string_view bytes) = 0;
    virtual Action response_end(const HostInput& host) = 0;
    // A response in one piece: its head, its body as one chunk, its end.
    Action response(int status, const Headers& headers, std::string_view body, const HostInput& host);

    virtual Action transport_failed(TransportFailure failure, std::string_view detail, const HostInput& host) = 0;
    virtual Action sleep_done(const HostInput& host) = 0;
    virtual Action cancel(const HostInput& host) = 0;
};

}  // namespace sg

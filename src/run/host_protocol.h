// The sans-I/O protocol between a run and its host (ARCHITECTURE principle 2). A run never
// performs I/O: each step returns an Action for the host to perform (an HTTP request, a
// sleep, tool calls, or "done"), and the host feeds back what happened, together with the
// inputs the core cannot produce itself: the time and a random number for jitter.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

struct Header {
    std::string name;
    std::string value;
};

using Headers = std::vector<Header>;

// The value of the first header named `name` (ASCII case-insensitive), or nullptr.
const std::string* find_header(const Headers& headers, std::string_view name);

bool equals_ignoring_case(std::string_view a, std::string_view b);

// What the host must send. Credentials are never here: the host's fetch wrapper adds them.
struct HttpRequest {
    std::string method = "POST";
    std::string url;
    Headers headers;
    std::string body;
    std::int64_t timeout_ms = 0;  // the host aborts the request after this long
    bool stream = false;          // the body is an event stream: feed it chunk by chunk
};

// A model's request to run a tool (agent loop, SPEC R9).
struct ToolCall {
    std::string id;
    std::string name;
    std::string arguments;  // JSON text, as the model wrote it
};

enum class ActionKind { Http, Sleep, Tools, Done };

std::string_view action_kind_name(ActionKind kind);  // "http" | "sleep" | "tools" | "done"

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

// What the host saw while reading a streamed body; keep_reading turns false once the run
// has what it needs or the stream reported an error, so the host may stop reading early.
struct ChunkProgress {
    bool keep_reading = true;
    std::size_t payload_bytes = 0;  // bytes of text or tool input received so far
};

}  // namespace sg

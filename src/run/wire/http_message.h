// The HTTP the wire speaks: the request a run asks the host to send, the headers of both
// directions, and what reading a streamed body has yielded so far. The host performs the
// exchange; nothing here does I/O.
#pragma once

#include <cstddef>
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

// What the host must send. Credentials are never here: the host's fetch wrapper adds them.
struct HttpRequest {
    std::string method = "POST";
    std::string url;
    Headers headers;
    std::string body;
    std::int64_t timeout_ms = 0;  // the host aborts the request after this long
    bool stream = false;          // the body is an event stream: feed it chunk by chunk
};

// What the host saw while reading a streamed body; keep_reading turns false once the run
// has what it needs or the stream reported an error, so the host may stop reading early.
struct ChunkProgress {
    bool keep_reading = true;
    std::size_t payload_bytes = 0;  // bytes of text or tool input received so far
};

}  // namespace sg

// Server-sent events, decoded incrementally (the WHATWG "event stream" interpretation, which
// both providers' SDKs follow). Chunks may split the stream anywhere: inside a line, between
// the \r and \n of a line break, inside a UTF-8 sequence. Each byte is looked at once.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/limits.h"

namespace sg {

struct SseEvent {
    std::string event;  // the `event:` field; empty when the server sent none (OpenAI)
    std::string data;   // the `data:` lines joined by \n
    std::string id;
};

class SseDecoder {
public:
    // `max_event_bytes` bounds the memory one unfinished line or event may take (option
    // maxResponseBytes of a run); a server that exceeds it gets no more events decoded.
    explicit SseDecoder(std::size_t max_event_bytes = limits::kMaxInputBytes)
        : max_event_bytes_(max_event_bytes) {}

    // Appends to `out` the events that `chunk` completes. False once the limit was passed.
    bool push(std::string_view chunk, std::vector<SseEvent>& out);

    bool overflowed() const { return overflowed_; }

    // At the end of the body, whether an event had begun without its closing blank line. Such
    // an event is discarded, as the specification and the SDKs do.
    bool has_partial_event() const { return !line_.empty() || !data_.empty(); }

private:
    void take_line(std::string_view line, std::vector<SseEvent>& out);
    void dispatch(std::vector<SseEvent>& out);

    std::size_t max_event_bytes_;
    std::string line_;        // the line begun in an earlier chunk, not yet terminated
    bool after_cr_ = false;   // the last chunk ended with \r: a \n that follows belongs to it
    bool first_line_ = true;  // a byte-order mark may open the stream
    bool overflowed_ = false;
    std::string event_;
    std::string data_;        // each data line followed by \n, as the specification builds it
    std::string id_;
};

}  // namespace sg

// Server-sent events, decoded incrementally (the WHATWG "event stream" interpretation, which
// both providers' SDKs follow). Chunks may split the stream anywhere: inside a line, between
// the \r and \n of a line break, inside a UTF-8 sequence. Each byte is looked at once.
//
// One departure, as Google's SDKs read their streams: a line that starts with `{` opens a JSON
// text outside the event framing (Gemini sends a mid-stream failure so, bare, often over several
// lines), which the specification would drop as an unknown field. Its lines (every line but a
// field the specification knows, a comment or a blank line) are gathered until its braces
// balance and given as one `bare` event; what it means is the reader's business.
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
    bool bare = false;  // `data` is a JSON text sent outside the event framing, not an event
};

class SseDecoder {
public:
    // `max_event_bytes` bounds the memory one unfinished line or event may take (option
    // maxResponseBytes of a run); a server that exceeds it gets no more events decoded.
    explicit SseDecoder(std::size_t max_event_bytes = limits::kMaxInputBytes)
        : max_event_bytes_(max_event_bytes) {}

    // Appends to `out` the events that `chunk` completes. False once the limit was passed.
    bool push(std::string_view chunk, std::vector<SseEvent>& out);

    // The body ended: its last line is read even without a line break, so that a bare JSON
    // text that ends the body is given (an event without its closing blank line still is not).
    void finish(std::vector<SseEvent>& out);

    bool overflowed() const { return overflowed_; }

    // At the end of the body, whether an event had begun without its closing blank line. Such
    // an event is discarded, as the specification and the SDKs do.
    bool has_partial_event() const { return !line_.empty() || !data_.empty() || !bare_.empty(); }

private:
    void take_line(std::string_view line, std::vector<SseEvent>& out);
    void take_bare_line(std::string_view line, std::vector<SseEvent>& out);
    void dispatch(std::vector<SseEvent>& out);

    std::size_t max_event_bytes_;
    std::string line_;        // the line begun in an earlier chunk, not yet terminated
    bool after_cr_ = false;   // the last chunk ended with \r: a \n that follows belongs to it
    bool first_line_ = true;  // a byte-order mark may open the stream
    bool overflowed_ = false;
    std::string event_;
    std::string data_;        // each data line followed by \n, as the specification builds it
    std::string id_;
    std::string bare_;           // the lines of a bare JSON text whose braces do not balance yet
    std::size_t bare_depth_ = 0;  // its braces open outside strings
    bool bare_in_string_ = false;
    bool bare_escape_ = false;   // the last byte was a backslash inside a string
};

}  // namespace sg

// A reply read from an event stream, one event at a time, into the same Reply a JSON body
// gives. Each wire has its own reader (openai_stream.h, anthropic_stream.h).
#pragma once

#include <cstddef>
#include <optional>

#include "run/reply.h"
#include "run/run_error.h"
#include "run/sse_decoder.h"

namespace sg {

class ReplyStream {
public:
    virtual ~ReplyStream() = default;

    // Reads one event. After an error event or a malformed one, error() is set and further
    // events are ignored.
    virtual void take(const SseEvent& event) = 0;

    // The body ended: the reply is complete only if the stop reason arrived (a stream cut
    // before it is a ProtocolError, retried like a broken connection).
    std::optional<RunError> finish();

    // The terminal event arrived, or an error: nothing more is needed from the body.
    bool settled() const { return settled_ || error_.has_value(); }
    const std::optional<RunError>& error() const { return error_; }
    Reply& reply() { return reply_; }
    const Reply& reply() const { return reply_; }

    // The text, refusal and tool-input bytes received so far.
    std::size_t payload_bytes() const { return payload_bytes_; }

protected:
    void fail(RunError error) { if (!error_) error_ = std::move(error); }
    void malformed(std::string_view what);

    Reply reply_;
    std::optional<RunError> error_;
    bool settled_ = false;
    std::size_t payload_bytes_ = 0;
};

}  // namespace sg

// Reads one HTTP response, given head first, then body chunks, then its end, into a
// ModelReply or a RunError. The body is decoded as it arrives: an event stream event by event (whatever
// the chunk boundaries), a JSON body or an error body once complete. What the server sent
// decides over what was asked for: a stream request answered with application/json (an
// OpenAI-compatible server that ignores `stream`) is read as JSON.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/language.h"
#include "run/wire/http_message.h"
#include "run/wire/model_reply.h"
#include "run/wire/model_reply_stream.h"
#include "run/wire/model_request.h"
#include "run/wire/run_error.h"
#include "run/wire/sse_decoder.h"

namespace sg {

struct ReadResult {
    std::optional<ModelReply> reply;  // a 2xx response that decoded
    std::optional<RunError> error;    // everything else
};

class ResponseReader {
public:
    // `language`: of the errors it reports (a response over max_response_bytes, an error
    // status, a body or event that is not the wire's format).
    ResponseReader(Wire wire, bool stream_requested, std::size_t max_response_bytes, Language language);

    void head(int status, const Headers& headers);
    ChunkProgress chunk(std::string_view bytes);
    ReadResult end();

    int status() const { return status_; }
    const Headers& headers() const { return headers_; }
    // The text (or tool input) received so far, for a host that shows progress.
    const ModelReply* partial_reply() const { return stream_ ? &stream_->reply() : nullptr; }

private:
    ReadResult decode_body();

    Wire wire_;
    Language language_;
    bool stream_requested_;
    std::size_t max_response_bytes_;
    int status_ = 0;
    Headers headers_;
    std::size_t received_ = 0;
    bool over_limit_ = false;
    std::string body_;                     // a JSON or error body
    std::unique_ptr<ModelReplyStream> stream_;  // an event stream's reader
    SseDecoder decoder_;
    std::vector<SseEvent> events_;
};

}  // namespace sg

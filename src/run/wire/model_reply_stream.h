// A reply read from an event stream, one event at a time, into the same ModelReply a JSON
// body gives. Each wire has its own reader (OpenAIReplyStream in openai_codec.h, and so on);
// parsing each event's data is done here, once.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include <rapidjson/document.h>

#include "core/language.h"
#include "run/wire/model_reply.h"
#include "run/wire/run_error.h"
#include "run/wire/provider_messages.h"
#include "run/wire/sse_decoder.h"

namespace sg {

class ModelReplyStream {
public:
    // `language`: of the errors it reports (the call's locale).
    explicit ModelReplyStream(Language language) : language_(language) {}
    virtual ~ModelReplyStream() = default;

    // Reads one event. After an error event or a malformed one, error() is set and further
    // events are ignored. A bare JSON text (SseEvent::bare) that holds an `error` object fails
    // the attempt like an error event; any other bare text is ignored.
    void take(const SseEvent& event);

    // The body ended: the reply is complete only if the stop reason arrived (a stream cut
    // before it is a ProtocolError, retried like a broken connection).
    std::optional<RunError> finish();

    // The terminal event arrived, or an error: nothing more is needed from the body.
    bool settled() const { return settled_ || error_.has_value(); }
    const std::optional<RunError>& error() const { return error_; }
    ModelReply& reply() { return reply_; }
    const ModelReply& reply() const { return reply_; }

    // The text, refusal and tool-input bytes received so far.
    std::size_t payload_bytes() const { return payload_bytes_; }

protected:
    // One event whose data is JSON, parsed.
    virtual void take_data(const SseEvent& event, const rapidjson::Value& data) = 0;
    // An event that ends the stream and is not JSON (OpenAI's `data: [DONE]`).
    virtual bool is_end(const SseEvent& event) const;

    void fail(RunError error) { if (!error_) error_ = std::move(error); }
    // A malformed event; `what` is said in language_ (said()).
    void malformed(std::string_view what);
    std::string said(ProviderMessage message, std::initializer_list<std::string_view> values = {}) const {
        return provider_message(language_, message, values);
    }

    const Language language_;
    ModelReply reply_;
    std::optional<RunError> error_;
    bool settled_ = false;
    std::size_t payload_bytes_ = 0;

private:
    void take_bare(const SseEvent& event);
};

}  // namespace sg

// A wire as the runner meets it: how a call's request body is written, how a whole JSON
// response is read into a ModelReply, and which reader takes its event stream. Each wire
// fills one WireCodec (openai_codec.cpp, anthropic_codec.cpp, gemini_codec.cpp,
// responses_codec.cpp) and only says what is its own; the body's outer object and parsing a
// response are done once, here.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "core/language.h"
#include "run/wire/json_body.h"
#include "run/wire/model_reply.h"
#include "run/wire/model_reply_stream.h"
#include "run/wire/model_request.h"
#include "run/wire/run_error.h"

namespace sg {

struct WireCodec {
    // Writes the members of the request body's object, in the wire's order.
    void (*write_request)(JsonWriter& out, const ProviderSettings& settings, const ModelRequest& request);
    // Reads a response body, parsed, into `reply`; an error, said in `language`, when it holds
    // no reply.
    std::optional<RunError> (*read_response)(const rapidjson::Value& body, ModelReply& reply, Language language);
    // A new reader for the wire's event stream, its errors said in `language`.
    std::unique_ptr<ModelReplyStream> (*open_stream)(Language language);
};

template <class Stream>
std::unique_ptr<ModelReplyStream> open_stream(Language language) {
    return std::make_unique<Stream>(language);
}

extern const WireCodec kOpenAIChatCodec;
extern const WireCodec kAnthropicCodec;
extern const WireCodec kGeminiCodec;
extern const WireCodec kResponsesCodec;

const WireCodec& wire_codec(Wire wire);

// The request body of a call on the settings' wire.
std::string request_body(const ProviderSettings& settings, const ModelRequest& request);

// A whole (not streamed) response body read into `reply`; an error said in `language`.
std::optional<RunError> decode_response(Wire wire, std::string_view body, ModelReply& reply, Language language);

}  // namespace sg

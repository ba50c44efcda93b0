// OpenAI Chat Completions (POST /chat/completions; platform.openai.com/docs/api-reference/chat): the request body, a
// whole JSON response, and the event stream (openai_stream.cpp).
//  - Native output: response_format {type:"json_schema", json_schema:{name, strict:true,
//    schema}}.
//  - The limit goes in max_completion_tokens, or max_tokens for local servers (TokenField).
//  - Streams ask for stream_options.include_usage so the last chunk carries the usage.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "run/wire/model_reply.h"
#include "run/wire/model_reply_stream.h"
#include "run/wire/model_request.h"
#include "run/wire/run_error.h"

namespace sg {

std::string openai_request_body(const ProviderSettings& settings, const ModelRequest& request);

// Reads choices[0] (content, refusal, tool_calls, finish_reason) and usage into `reply`.
std::optional<RunError> decode_openai_response(std::string_view body, ModelReply& reply);

// `data: <chunk>` events without names, ending with `data: [DONE]`; a chunk holding `error`
// is a mid-stream failure.
class OpenAIReplyStream : public ModelReplyStream {
public:
    void take(const SseEvent& event) override;

private:
    void take_choice(const rapidjson::Value& choice);
    void take_tool_call(const rapidjson::Value& delta);
};

}  // namespace sg

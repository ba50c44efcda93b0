// OpenAI Chat Completions (POST /chat/completions; platform.openai.com/docs/api-reference/chat):
// kOpenAIChatCodec (wire_codec.h) writes the request body and reads a whole JSON response
// (choices[0]: content, refusal, tool_calls, finish_reason; usage); OpenAIReplyStream
// (openai_stream.cpp) reads the event stream.
//  - Native output: response_format {type:"json_schema", json_schema:{name, strict:true,
//    schema}}.
//  - The limit goes in max_completion_tokens, or max_tokens for local servers (TokenField).
//  - Streams ask for stream_options.include_usage so the last chunk carries the usage.
#pragma once

#include <rapidjson/document.h>

#include "run/wire/wire_codec.h"

namespace sg {

// `data: <chunk>` events without names, ending with `data: [DONE]`; a chunk holding `error`
// is a mid-stream failure.
class OpenAIReplyStream : public ModelReplyStream {
public:
    using ModelReplyStream::ModelReplyStream;

private:
    void take_data(const SseEvent& event, const rapidjson::Value& data) override;
    bool is_end(const SseEvent& event) const override;

    void take_choice(const rapidjson::Value& choice);
    void take_tool_call(const rapidjson::Value& delta);
};

}  // namespace sg

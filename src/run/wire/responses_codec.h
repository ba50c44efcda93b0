// OpenAI Responses (POST {base}/responses; platform.openai.com/docs/api-reference/responses):
// kResponsesCodec (wire_codec.h) writes the request body and reads a whole JSON response
// (`output`, `status`, `incomplete_details`, `usage`; a `failed` response is its error);
// ResponsesReplyStream (responses_stream.cpp) reads the event stream.
//  - System messages go to `instructions`; the conversation is `input` items: user and
//    assistant messages, the assistant's earlier calls as `function_call` items and tool
//    results as `function_call_output` items, both keyed by `call_id`.
//  - Native output: text.format {type:"json_schema", name, schema, strict:true}.
//  - Tool output: one strict function named after the schema, forced with tool_choice
//    {type:"function", name}; the reply is its arguments.
//  - A reply is its `output` items: `message` output_text parts are the text, refusal parts
//    the refusal, `function_call` items the tool calls; `reasoning` items are not the answer.
//  - `status` "incomplete" stops for incomplete_details.reason (responses_stop_kind).
#pragma once

#include <cstdint>
#include <vector>

#include <rapidjson/document.h>

#include "run/wire/wire_codec.h"

namespace sg {

// Named events (`type` in the data, too): response.output_text.delta, response.refusal.delta,
// response.output_item.added / .done (function calls), response.function_call_arguments.delta,
// and the terminal response.completed / response.incomplete; response.failed and `error`
// are mid-stream failures.
class ResponsesReplyStream : public ModelReplyStream {
public:
    using ModelReplyStream::ModelReplyStream;

private:
    void take_data(const SseEvent& event, const rapidjson::Value& data) override;

    ToolCall* call_at(const rapidjson::Value& event);
    void take_item(const rapidjson::Value& event, bool done);

    std::vector<std::int64_t> call_output_index_;  // output_index of each tool call, in order
};

// The stop (status, incomplete_details.reason) and usage of a Response object.
void read_responses_outcome(const rapidjson::Value& response, ModelReply& reply);

// A function_call item as a ToolCall (call_id, name, arguments).
ToolCall responses_tool_call(const rapidjson::Value& item);

}  // namespace sg

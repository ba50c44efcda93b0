// Anthropic Messages (POST /messages; docs.claude.com/en/api/messages): the request body, a whole JSON
// response, and the event stream (anthropic_stream.cpp).
//  - Tool output: one tool named after the schema, input_schema = the schema, forced with
//    tool_choice {type:"tool", name}; the reply is that tool_use block's input.
//  - Native output: output_config {format:{type:"json_schema", schema}}; the reply is text.
//  - System messages go to the top-level `system`; consecutive tool results become one user
//    message of tool_result blocks, as the API requires.
//  - max_tokens is required: without a limit from the call, kAnthropicDefaultMaxTokens.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "run/wire/model_reply.h"
#include "run/wire/model_reply_stream.h"
#include "run/wire/model_request.h"
#include "run/wire/run_error.h"

namespace sg {

constexpr std::int64_t kAnthropicDefaultMaxTokens = 4096;

std::string anthropic_request_body(const ProviderSettings& settings, const ModelRequest& request);

// Reads the content blocks (text, tool_use), stop_reason and usage into `reply`.
std::optional<RunError> decode_anthropic_response(std::string_view body, ModelReply& reply);

// Named events: message_start, content_block_start/delta/stop, message_delta, message_stop;
// ping is skipped; error is a mid-stream failure; unknown events are ignored (the API adds
// event types over time).
class AnthropicReplyStream : public ModelReplyStream {
public:
    void take(const SseEvent& event) override;

private:
    enum class Block { Text, ToolUse, Other };

    void start_message(const rapidjson::Value& data);
    void start_block(const rapidjson::Value& data);
    void take_delta(const rapidjson::Value& data);
    void stop_block(const rapidjson::Value& data);
    void take_message_delta(const rapidjson::Value& data);
    // The block of the event's `index`, or nullptr (and a malformed stream) when unknown.
    Block* block_at(const rapidjson::Value& data);

    std::vector<Block> blocks_;
    std::vector<std::size_t> tool_of_block_;  // for ToolUse blocks: their place in tool_calls
    rapidjson::Document usage_;  // message_start's usage, with message_delta's fields laid over
};

}  // namespace sg

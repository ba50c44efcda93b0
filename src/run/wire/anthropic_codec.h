// Anthropic Messages (POST /messages; docs.claude.com/en/api/messages): kAnthropicCodec
// (wire_codec.h) writes the request body and reads a whole JSON response (content blocks,
// stop_reason, usage); AnthropicReplyStream (anthropic_stream.cpp) reads the event stream.
//  - Tool output: one tool named after the schema, input_schema = the schema, forced with
//    tool_choice {type:"tool", name}; the reply is that tool_use block's input.
//  - Native output: output_config {format:{type:"json_schema", schema}}; the reply is text.
//  - System messages go to the top-level `system`; consecutive tool results become one user
//    message of tool_result blocks, as the API requires.
//  - max_tokens is required: without a limit from the call, kAnthropicDefaultMaxTokens.
#pragma once

#include <cstdint>
#include <vector>

#include <rapidjson/document.h>

#include "run/wire/wire_codec.h"

namespace sg {

constexpr std::int64_t kAnthropicDefaultMaxTokens = 4096;

// Named events: message_start, content_block_start/delta/stop, message_delta, message_stop;
// ping is skipped; error is a mid-stream failure; unknown events are ignored (the API adds
// event types over time).
class AnthropicReplyStream : public ModelReplyStream {
public:
    using ModelReplyStream::ModelReplyStream;

private:
    enum class Block { Text, ToolUse, Other };

    void take_data(const SseEvent& event, const rapidjson::Value& data) override;
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

// AnthropicReplyStream (declared in anthropic_codec.h): the Messages event stream.
#include "run/wire/anthropic_codec.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_error.h"
#include "run/wire/split_surrogates.h"

namespace sg {
namespace {

// A reply has a few content blocks; an index past this is a malformed stream.
constexpr std::int64_t kMaxBlockIndex = 1023;

}  // namespace

void AnthropicReplyStream::take_data(const SseEvent& event, const rapidjson::Value& data) {
    const std::string_view name = event.event.empty() ? text_member(data, "type") : std::string_view(event.event);
    if (name == "message_start") return start_message(data);
    if (name == "content_block_start") return start_block(data);
    if (name == "content_block_delta") return take_delta(data);
    if (name == "content_block_stop") return stop_block(data);
    if (name == "message_delta") return take_message_delta(data);
    if (name == "message_stop") {
        settled_ = true;
        return;
    }
    if (name == "error") {
        const std::optional<ProviderError> error = read_provider_error(data);
        return fail(stream_failure(error ? *error : ProviderError{"", "", said(ProviderMessage::ErrorEventWithoutDetails)},
                                   language_));
    }
}

void AnthropicReplyStream::start_message(const rapidjson::Value& data) {
    const rapidjson::Value* message = find_member(data, "message");
    const rapidjson::Value* usage = message ? find_member(*message, "usage") : nullptr;
    if (!usage || !usage->IsObject()) return;
    usage_.CopyFrom(*usage, usage_.GetAllocator());
    reply_.usage = anthropic_usage(usage_);
}

AnthropicReplyStream::Block* AnthropicReplyStream::block_at(const rapidjson::Value& data) {
    const std::optional<std::size_t> at = index_member(data, "index", static_cast<std::int64_t>(blocks_.size()) - 1);
    if (!at) {
        malformed(said(ProviderMessage::BlockNotStarted));
        return nullptr;
    }
    return &blocks_[*at];
}

void AnthropicReplyStream::start_block(const rapidjson::Value& data) {
    const std::optional<std::size_t> index = index_member(data, "index", kMaxBlockIndex);
    const rapidjson::Value* block = find_member(data, "content_block");
    if (!index || !block) return malformed(said(ProviderMessage::BlockStartUnusable));
    const std::size_t at = *index;
    if (blocks_.size() <= at) {
        blocks_.resize(at + 1, Block::Other);
        tool_of_block_.resize(at + 1, 0);
    }
    const std::string_view type = text_member(*block, "type");
    if (type == "text") {
        blocks_[at] = Block::Text;
        const std::string_view text = text_member(*block, "text");
        append_delta(reply_.text, text);
        payload_bytes_ += text.size();
    } else if (type == "tool_use") {
        blocks_[at] = Block::ToolUse;
        tool_of_block_[at] = reply_.tool_calls.size();
        reply_.tool_calls.push_back(
            ToolCall{std::string(text_member(*block, "id")), std::string(text_member(*block, "name")), ""});
    } else {
        blocks_[at] = Block::Other;  // thinking, server tools: not part of the answer
    }
}

void AnthropicReplyStream::take_delta(const rapidjson::Value& data) {
    Block* block = block_at(data);
    const rapidjson::Value* delta = find_member(data, "delta");
    if (!block || !delta) return;
    const std::string_view type = text_member(*delta, "type");
    if (type == "text_delta" && *block == Block::Text) {
        const std::string_view text = text_member(*delta, "text");
        append_delta(reply_.text, text);
        payload_bytes_ += text.size();
    } else if (type == "input_json_delta" && *block == Block::ToolUse) {
        const std::string_view json = text_member(*delta, "partial_json");
        append_delta(reply_.tool_calls[tool_of_block_[static_cast<std::size_t>(block - blocks_.data())]].arguments, json);
        payload_bytes_ += json.size();
    }
}

// A tool called with no input streams no input_json_delta at all.
void AnthropicReplyStream::stop_block(const rapidjson::Value& data) {
    Block* block = block_at(data);
    if (!block || *block != Block::ToolUse) return;
    ToolCall& call = reply_.tool_calls[tool_of_block_[static_cast<std::size_t>(block - blocks_.data())]];
    if (call.arguments.empty()) call.arguments = "{}";
}

// output_tokens here is cumulative: it replaces message_start's, as do any other fields.
void AnthropicReplyStream::take_message_delta(const rapidjson::Value& data) {
    if (const rapidjson::Value* delta = find_member(data, "delta")) {
        const std::string_view stop = text_member(*delta, "stop_reason");
        set_stop(reply_, stop, anthropic_stop_kind(stop));
    }
    const rapidjson::Value* usage = find_member(data, "usage");
    if (!usage || !usage->IsObject()) return;
    if (!usage_.IsObject()) usage_.SetObject();
    for (const auto& field : usage->GetObject()) {
        rapidjson::Value value(field.value, usage_.GetAllocator());
        if (auto existing = usage_.FindMember(field.name); existing != usage_.MemberEnd()) {
            existing->value = value;
        } else {
            rapidjson::Value key(field.name, usage_.GetAllocator());
            usage_.AddMember(key, value, usage_.GetAllocator());
        }
    }
    reply_.usage = anthropic_usage(usage_);
}

}  // namespace sg

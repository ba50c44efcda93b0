// ResponsesReplyStream (declared in responses_codec.h): the Responses API's named events.
#include "run/wire/json_body.h"
#include "run/wire/provider_error.h"
#include "run/wire/responses_codec.h"
#include "run/wire/split_surrogates.h"

namespace sg {
namespace {

// As in Chat Completions: a model makes a handful of calls, never thousands.
constexpr std::size_t kMaxToolCalls = 256;

}  // namespace

void ResponsesReplyStream::take_data(const SseEvent&, const rapidjson::Value& data) {
    // The event name is in the data too; the data's is read so that a proxy dropping
    // `event:` lines changes nothing.
    const std::string_view type = text_member(data, "type");
    if (type == "response.output_text.delta" || type == "response.refusal.delta") {
        const std::string_view delta = text_member(data, "delta");
        append_delta(type == "response.output_text.delta" ? reply_.text : reply_.refusal, delta);
        payload_bytes_ += delta.size();
    } else if (type == "response.output_item.added" || type == "response.output_item.done") {
        take_item(data, type == "response.output_item.done");
    } else if (type == "response.function_call_arguments.delta") {
        ToolCall* call = call_at(data);
        if (!call) return malformed(said(ProviderMessage::ArgumentsNotAnnounced));
        const std::string_view delta = text_member(data, "delta");
        append_delta(call->arguments, delta);
        payload_bytes_ += delta.size();
    } else if (type == "response.completed" || type == "response.incomplete") {
        if (const rapidjson::Value* response = find_member(data, "response")) read_responses_outcome(*response, reply_);
        settled_ = true;
    } else if (type == "response.failed" || type == "error") {
        const rapidjson::Value* response = find_member(data, "response");
        std::optional<ProviderError> error = read_responses_failure(response ? *response : data);
        fail(stream_failure(error ? *error : ProviderError{"", "", std::string(type)}, language_));
    }
}

ToolCall* ResponsesReplyStream::call_at(const rapidjson::Value& event) {
    const rapidjson::Value* index = find_member(event, "output_index");
    if (!index || !index->IsInt64()) return nullptr;
    for (std::size_t i = 0; i < call_output_index_.size(); ++i) {
        if (call_output_index_[i] == index->GetInt64()) return &reply_.tool_calls[i];
    }
    return nullptr;
}

// A function_call item is announced (added) with its call_id and name, and closed (done)
// with its whole arguments, which replace the deltas.
void ResponsesReplyStream::take_item(const rapidjson::Value& event, bool done) {
    const rapidjson::Value* item = find_member(event, "item");
    if (!item || text_member(*item, "type") != "function_call") return;
    ToolCall* call = call_at(event);
    if (!call) {
        const rapidjson::Value* index = find_member(event, "output_index");
        if (!index || !index->IsInt64() || reply_.tool_calls.size() >= kMaxToolCalls) {
            return malformed(said(ProviderMessage::CallItemWithoutIndex));
        }
        call_output_index_.push_back(index->GetInt64());
        reply_.tool_calls.push_back(responses_tool_call(*item));
        payload_bytes_ += reply_.tool_calls.back().arguments.size();
        return;
    }
    if (!done) return;
    const std::string_view arguments = text_member(*item, "arguments");
    if (arguments.size() > call->arguments.size()) payload_bytes_ += arguments.size() - call->arguments.size();
    call->arguments = std::string(arguments);
}

}  // namespace sg

// OpenAIReplyStream (declared in openai_codec.h): chat.completion.chunk events.
#include "run/wire/json_body.h"
#include "run/wire/openai_codec.h"
#include "run/wire/provider_error.h"
#include "run/wire/split_surrogates.h"

namespace sg {
namespace {

// Tool calls are merged by their `index`; a model makes a handful, never thousands, so an
// index past this is a malformed stream rather than a reason to allocate.
constexpr std::int64_t kMaxToolCallIndex = 255;

}  // namespace

bool OpenAIReplyStream::is_end(const SseEvent& event) const { return event.data == "[DONE]"; }

void OpenAIReplyStream::take_data(const SseEvent&, const rapidjson::Value& chunk) {
    if (std::optional<ProviderError> error = read_provider_error(chunk)) return fail(stream_failure(*error, language_));
    if (const rapidjson::Value* choices = find_member(chunk, "choices"); choices && choices->IsArray()) {
        for (const rapidjson::Value& choice : choices->GetArray()) {
            if (choice.IsObject() && count_member(choice, "index") == 0) take_choice(choice);
        }
    }
    read_usage_member(chunk, "usage", openai_usage, reply_.usage);
}

void OpenAIReplyStream::take_choice(const rapidjson::Value& choice) {
    if (const rapidjson::Value* delta = find_member(choice, "delta"); delta && delta->IsObject()) {
        const std::string_view content = text_member(*delta, "content");
        const std::string_view refusal = text_member(*delta, "refusal");
        append_delta(reply_.text, content);
        append_delta(reply_.refusal, refusal);
        payload_bytes_ += content.size() + refusal.size();
        if (const rapidjson::Value* calls = find_member(*delta, "tool_calls"); calls && calls->IsArray()) {
            for (const rapidjson::Value& call : calls->GetArray()) take_tool_call(call);
        }
    }
    const std::string_view finish = text_member(choice, "finish_reason");
    set_stop(reply_, finish, openai_stop_kind(finish));
}

// The first fragment of a call carries its id and name; later ones add to the arguments.
void OpenAIReplyStream::take_tool_call(const rapidjson::Value& delta) {
    const std::optional<std::size_t> at = index_member(delta, "index", kMaxToolCallIndex);
    if (!at) return malformed(said(ProviderMessage::ToolCallWithoutIndex));
    if (reply_.tool_calls.size() <= *at) reply_.tool_calls.resize(*at + 1);
    ToolCall& call = reply_.tool_calls[*at];
    if (const std::string_view id = text_member(delta, "id"); !id.empty()) call.id = std::string(id);
    if (const rapidjson::Value* function = find_member(delta, "function")) {
        call.name.append(text_member(*function, "name"));
        const std::string_view arguments = text_member(*function, "arguments");
        append_delta(call.arguments, arguments);
        payload_bytes_ += arguments.size();
    }
}

}  // namespace sg

#include "run/wire/model_reply_stream.h"

#include <string>

#include "json/lone_surrogates.h"
#include "json/strict_parser.h"
#include "run/wire/provider_error.h"
#include "run/wire/split_surrogates.h"

namespace sg {

void ModelReplyStream::take(const SseEvent& event) {
    if (settled()) return;
    if (event.bare) return take_bare(event);
    if (is_end(event)) {
        settled_ = true;
        return;
    }
    StrictParseOptions options;
    options.language = language_;
    Result<rapidjson::Document> parsed = parse_strict(event.data, event.data, options);
    if (!parsed.ok()) return malformed(said(ProviderMessage::DataNotJson, {parsed.error().message}));
    // An escaped lone surrogate may be half of a pair split between two events: read again,
    // with the halves kept, for append_delta to join (split_surrogates.h).
    if (replace_lone_surrogate_escapes(event.data)) {
        options.lone_surrogates_as_bytes = true;
        parsed = parse_strict(event.data, event.data, options);
    }
    take_data(event, parsed.value());
}

// Text outside the event framing is dropped, as the specification drops it, unless it is a
// provider's error object: then the attempt fails with that error, as an error event would.
void ModelReplyStream::take_bare(const SseEvent& event) {
    Result<rapidjson::Document> parsed = parse_strict(event.data, event.data);
    if (!parsed.ok()) return;
    if (std::optional<ProviderError> error = read_provider_error(parsed.value())) fail(stream_failure(*error, language_));
}

bool ModelReplyStream::is_end(const SseEvent&) const { return false; }

std::optional<RunError> ModelReplyStream::finish() {
    settle_delta(reply_.text);
    settle_delta(reply_.refusal);
    for (ToolCall& call : reply_.tool_calls) settle_delta(call.arguments);
    if (error_) return error_;
    if (reply_.stop == StopKind::Missing) {
        return run_error(RunErrorKind::ProtocolError, said(ProviderMessage::EndedBeforeStop), true);
    }
    return std::nullopt;
}

void ModelReplyStream::malformed(std::string_view what) {
    fail(run_error(RunErrorKind::ProtocolError, said(ProviderMessage::MalformedEvent, {what}), true));
}

}  // namespace sg

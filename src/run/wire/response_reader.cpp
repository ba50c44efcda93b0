#include "run/wire/response_reader.h"

#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "run/wire/provider_error.h"
#include "run/wire/wire_codec.h"

namespace sg {
namespace {

bool is_success(int status) { return status >= 200 && status < 300; }

bool content_type_has(const Headers& headers, std::string_view what) {
    const std::string* type = find_header(headers, "content-type");
    return type && type->find(what) != std::string::npos;
}

RunError too_large(std::size_t limit, Language language) {
    const std::string message = fill_message(reading_text(ReadingMessage::ResponseTooLarge, language), {std::to_string(limit)});
    RunError error = run_error(RunErrorKind::ProtocolError, message, false);
    error.reply_errors.push_back(error_without_position(ErrorCode::LimitExceeded, message));
    return error;
}

}  // namespace

ResponseReader::ResponseReader(Wire wire, bool stream_requested, std::size_t max_response_bytes, Language language)
    : wire_(wire),
      language_(language),
      stream_requested_(stream_requested),
      max_response_bytes_(max_response_bytes),
      decoder_(max_response_bytes) {}

void ResponseReader::head(int status, const Headers& headers) {
    status_ = status;
    headers_ = headers;
    if (!is_success(status)) return;
    const bool event_stream = content_type_has(headers, "text/event-stream") ||
                              (stream_requested_ && !content_type_has(headers, "json"));
    if (!event_stream) return;
    stream_ = wire_codec(wire_).open_stream(language_);
}

ChunkProgress ResponseReader::chunk(std::string_view bytes) {
    if (over_limit_) return ChunkProgress{false, 0};
    received_ += bytes.size();
    if (received_ > max_response_bytes_) {
        over_limit_ = true;
        body_.clear();
        return ChunkProgress{false, 0};
    }
    if (!stream_) {
        body_.append(bytes);
        return ChunkProgress{true, 0};
    }
    decoder_.push(bytes, events_);
    for (const SseEvent& event : events_) stream_->take(event);
    events_.clear();
    return ChunkProgress{!stream_->settled(), stream_->payload_bytes()};
}

ReadResult ResponseReader::end() {
    if (over_limit_) return ReadResult{std::nullopt, too_large(max_response_bytes_, language_)};
    if (!is_success(status_)) return ReadResult{std::nullopt, http_failure(status_, headers_, body_, language_)};
    if (!stream_) return decode_body();
    decoder_.finish(events_);
    for (const SseEvent& event : events_) stream_->take(event);
    events_.clear();
    if (std::optional<RunError> error = stream_->finish()) return ReadResult{std::nullopt, std::move(error)};
    return ReadResult{std::move(stream_->reply()), std::nullopt};
}

ReadResult ResponseReader::decode_body() {
    ModelReply reply;
    if (std::optional<RunError> error = decode_response(wire_, body_, reply, language_)) return ReadResult{std::nullopt, std::move(error)};
    return ReadResult{std::move(reply), std::nullopt};
}

}  // namespace sg

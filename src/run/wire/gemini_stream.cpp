// GeminiReplyStream (declared in gemini_codec.h): streamGenerateContent?alt=sse events.
#include "run/wire/gemini_codec.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_error.h"

namespace sg {

void GeminiReplyStream::take_data(const SseEvent&, const rapidjson::Value& chunk) {
    if (std::optional<ProviderError> error = read_provider_error(chunk)) return fail(stream_failure(*error, language_));
    bool has_content = false;
    Result<std::size_t, std::string> bytes = reader_.read(chunk, reply_, has_content);
    if (!bytes.ok()) return malformed(bytes.error());
    payload_bytes_ += bytes.value();
}

}  // namespace sg

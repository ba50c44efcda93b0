// GeminiReplyStream (declared in gemini_codec.h): streamGenerateContent?alt=sse events.
#include "json/strict_parser.h"
#include "run/wire/gemini_codec.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_error.h"

namespace sg {

void GeminiReplyStream::take(const SseEvent& event) {
    if (settled()) return;
    Result<rapidjson::Document> parsed = parse_strict(event.data, event.data);
    if (!parsed.ok()) return malformed("a data line that is not JSON (" + parsed.error().message + ")");
    const rapidjson::Value& chunk = parsed.value();
    if (std::optional<ProviderError> error = read_provider_error(chunk)) return fail(stream_failure(*error));
    bool has_content = false;
    payload_bytes_ += read_gemini_chunk(chunk, reply_, has_content);
}

}  // namespace sg

// Where a model request goes and with which headers (never credentials: the host's fetch
// wrapper adds `Authorization: Bearer …`, `x-api-key` or `x-goog-api-key`; rule R1).
//  - OpenAI:    POST {baseUrl or https://api.openai.com/v1}/chat/completions
//  - Anthropic: POST {baseUrl or https://api.anthropic.com/v1}/messages,
//               anthropic-version: 2023-06-01 unless the settings say otherwise
//  - Gemini:    POST {baseUrl or https://generativelanguage.googleapis.com/v1beta}/models/
//               {model}:generateContent, or :streamGenerateContent?alt=sse when streaming.
//               A model holding a `/` is a resource path of its own ("tunedModels/x"); a
//               Vertex AI base (…/v1/projects/P/locations/L/publishers/google) works as is.
// Both send content-type: application/json, and accept: text/event-stream when streaming.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "run/wire/http_message.h"
#include "run/wire/model_request.h"

namespace sg {

HttpRequest build_http_request(const ProviderSettings& settings, const ModelRequest& request,
                               std::int64_t timeout_ms);

// The name of the first header that carries a credential (authorization, x-api-key,
// x-goog-api-key, api-key, proxy-authorization, cookie), if any: such headers are refused in
// the settings.
std::optional<std::string> credential_header(const Headers& headers);

}  // namespace sg

// Failures the provider reports: an HTTP error response, or an error in the middle of an
// event stream. Both wires put the details in an `error` object — OpenAI
// {"error":{"message","type","param","code"}}, Anthropic {"type":"error","error":{"type",
// "message"}} — and we match on `code` / `type`, never on the message wording.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "run/host_protocol.h"
#include "run/run_error.h"

namespace sg {

struct ProviderError {
    std::string type;     // "rate_limit_error", "server_error", "tokens", …
    std::string code;     // OpenAI only: "insufficient_quota", "rate_limit_exceeded", …
    std::string message;  // for people; never matched on
};

// The `error` member of a parsed body, when it is an object.
std::optional<ProviderError> read_provider_error(const rapidjson::Value& body);

// A non-2xx response, classified (RunErrorKind) and judged retryable (retry_policy.h).
RunError http_failure(int status, const Headers& headers, std::string_view body);

// An error event in a stream. The error type stands for the status the same failure has as
// a response (overloaded_error 529, api_error / server_error 500, rate_limit_error 429,
// timeout_error 504, anything else 400), and is retried as that status would be.
RunError stream_failure(const ProviderError& error);

}  // namespace sg

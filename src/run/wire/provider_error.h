// Failures the provider reports: an HTTP error response, or an error in the middle of an
// event stream. Every wire puts the details in an `error` object — OpenAI
// {"error":{"message","type","param","code"}}, Anthropic {"type":"error","error":{"type",
// "message"}}, Gemini {"error":{"code":429,"message","status":"RESOURCE_EXHAUSTED"}} (its
// `status` is read as the type) — and we match on `code` / `type`, never on the message wording.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "core/language.h"
#include "run/wire/http_message.h"
#include "run/wire/run_error.h"

namespace sg {

struct ProviderError {
    std::string type;     // "rate_limit_error", "server_error", "tokens", "RESOURCE_EXHAUSTED", …
    std::string code;     // OpenAI only: "insufficient_quota", "rate_limit_exceeded", …
    std::string message;  // for people; never matched on
};

// The `error` member of a parsed body, when it is an object.
std::optional<ProviderError> read_provider_error(const rapidjson::Value& body);

// OpenAI Responses' failures: a `failed` Response's `error` {code, message} (whole, or in a
// response.failed event), where the code stands for the type; an `error` event, either
// {type:"error", code, message} or, as the API sends it, {type:"error", error:{type, code,
// message}}, whose nested type stands when its code is null.
std::optional<ProviderError> read_responses_failure(const rapidjson::Value& response_or_event);

// Rule R4, which responses are worth another attempt: `x-should-retry: true` / `false`
// decides when present; otherwise 408, 409, 429 and every status >= 500 (Anthropic's 529
// included) are retried and all other statuses are not. OpenAI's `insufficient_quota` (a
// 429) is not retried: waiting does not restore a quota (our rule; the SDKs retry it). How
// long to wait, and how often, is the retry policy's (run/retry_policy.h).
bool http_status_retryable(int status, const Headers& headers, std::string_view provider_code);

// A non-2xx response, classified (RunErrorKind) and judged retryable (above), with the wait
// its body asks for (Gemini's RetryInfo retryDelay) when it names one. Its message, in
// `language`, quotes the provider's code and message as they came.
RunError http_failure(int status, const Headers& headers, std::string_view body, Language language);

// An error event in a stream. The error type stands for the status the same failure has as
// a response (overloaded_error 529, api_error / server_error / INTERNAL 500, UNAVAILABLE 503,
// rate_limit_error / rate_limit_exceeded / RESOURCE_EXHAUSTED 429, timeout_error / DEADLINE_EXCEEDED 504, anything
// else 400), and is retried as that status would be.
RunError stream_failure(const ProviderError& error, Language language);

}  // namespace sg

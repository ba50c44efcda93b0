// Why an attempt (or a whole run) failed. These kinds are the runner's own: the X6 classes of
// a reply that could not be used (MissingFence, ValidationFailed, …) stay sg::Error values,
// carried in `reply_errors` of an InvalidReply.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.h"

namespace sg {

enum class RunErrorKind {
    InvalidCall,          // the call itself cannot be sent (bad schema JSON, credential header…)
    HttpError,            // a 4xx other than those below
    RateLimited,          // 429
    QuotaExceeded,        // 429 insufficient_quota, 402 billing_error: waiting does not help
    ProviderUnavailable,  // 5xx, Anthropic 529 overloaded
    NetworkError,         // no response: connection refused, reset, DNS…
    Timeout,              // no response within timeoutMs (or HTTP 408)
    StreamError,          // the provider sent an error event in the middle of a stream
    ProtocolError,        // a 2xx body that is not the wire format, or a stream cut short
    Truncated,            // R2: finish_reason length / stop_reason max_tokens
    ContentFiltered,      // R2: finish_reason content_filter
    Refused,              // R2: OpenAI message.refusal, Anthropic stop_reason refusal
    UnexpectedStop,       // R2: any other stop reason
    InvalidReply,         // the reply check rejected the reply (see reply_errors)
    Cancelled,            // the host cancelled the run
};

std::string_view run_error_kind_name(RunErrorKind kind);

struct RunError {
    RunErrorKind kind = RunErrorKind::InvalidCall;
    std::string message;
    int status = 0;               // the HTTP status, 0 when there was none
    std::string provider_code;    // the provider's error code or type ("insufficient_quota",
                                  // "overloaded_error"), or the stop reason for R2 errors
    bool retryable = false;
    // The wait an error body asks for (Gemini's google.rpc.RetryInfo retryDelay), in ms;
    // a retry-after header still goes first (run/retry_policy.h).
    std::optional<double> requested_delay_ms;
    std::vector<Error> reply_errors;  // InvalidReply: the check's typed errors
    std::string payload;              // InvalidReply: the text those errors are positioned in
};

RunError run_error(RunErrorKind kind, std::string message, bool retryable);

}  // namespace sg

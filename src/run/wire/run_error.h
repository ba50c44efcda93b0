// Why an attempt (or a whole run) failed. These kinds are the runner's own: the X6 classes of
// a reply that could not be used (MissingFence, ValidationFailed, …) stay sg::Error values,
// carried in `reply_errors` of an InvalidReply.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "core/error.h"

namespace sg {

#define SG_RUN_ERROR_KINDS(X)                                                                                                 \
    X(InvalidCall, "InvalidCall")                  /* the call itself cannot be sent (bad schema JSON, credential header…) */ \
    X(HttpError, "HttpError")                      /* a 4xx other than those below */                                         \
    X(RateLimited, "RateLimited")                  /* 429 */                                                                  \
    X(QuotaExceeded, "QuotaExceeded")              /* 429 insufficient_quota, 402 billing_error: waiting does not help */     \
    X(ProviderUnavailable, "ProviderUnavailable")  /* 5xx, Anthropic 529 overloaded */                                        \
    X(NetworkError, "NetworkError")                /* no response: connection refused, reset, DNS… */                         \
    X(Timeout, "Timeout")                          /* no response within timeoutMs (or HTTP 408) */                           \
    X(StreamError, "StreamError")                  /* the provider sent an error event in the middle of a stream */           \
    X(ProtocolError, "ProtocolError")              /* a 2xx body that is not the wire format, or a stream cut short */        \
    X(Truncated, "Truncated")                      /* R2: finish_reason length / stop_reason max_tokens */                    \
    X(ContentFiltered, "ContentFiltered")          /* R2: finish_reason content_filter */                                     \
    X(Refused, "Refused")                          /* R2: OpenAI message.refusal, Anthropic stop_reason refusal */            \
    X(UnexpectedStop, "UnexpectedStop")            /* R2: any other stop reason */                                            \
    X(InvalidReply, "InvalidReply")                /* the reply check rejected the reply (see reply_errors) */                \
    X(Cancelled, "Cancelled")                      /* the host cancelled the run */
SG_NAMED_ENUM(RunErrorKind, SG_RUN_ERROR_KINDS)

inline std::string_view run_error_kind_name(RunErrorKind kind) { return name_of(kind); }

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

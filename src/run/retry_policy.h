// When to try again and how long to wait (rule R4), following the official SDKs
// (openai 6.49 src/client.ts L1035-1097, @anthropic-ai/sdk 1.12 src/client.ts L1958-2039).
//
// Which failures are retried:
//  - an HTTP response or a stream's error event: as the wire judges it when it reads the
//    failure (http_status_retryable, wire/provider_error.h).
//  - no response (network error, timeout): retried.
//  - a reply that fails an R2 check or the reply check: retried (the commander design
//    retries every failure inside its loop); the runner decides that, not this file.
//
// How long to wait before retry n+1 (n = retries already made):
//  - the server's request (wire/retry_after.h; failing that, the error body's, as Gemini's
//    RetryInfo gives it), when 0 < delay <= maxRetryAfterMs (60 s by
//    default: openai v4 ignored values of 60 s and more and Anthropic caps at 2^31-1 ms;
//    openai 6 has no cap, so we keep v4's);
//  - otherwise the SDKs' backoff min(initial × 2^n, max) × (1 − random × jitter) with
//    initial 0.5 s, max 8 s, jitter 0.25. Rule R4's "1 s × 2^attempt" (the commander design)
//    is the same formula with initialDelayMs 1000, jitter 0 and a large maxDelayMs; the chat
//    design's path is maxRetries 1 with initialDelayMs 1500 and jitter 0. We default to the
//    SDKs because the providers tune their rate limits for the clients they ship.
// Delays are rounded up to whole milliseconds, so the host never wakes earlier than asked, and
// held under 2^53 ms whatever the options (core/whole_number.h).
#pragma once

#include <cstdint>
#include <optional>

#include "run/host_protocol.h"

namespace sg {

struct RetryOptions {
    int max_retries = 2;               // attempts = maxRetries + 1
    double initial_delay_ms = 500;     // option initialDelayMs
    double max_delay_ms = 8000;        // option maxDelayMs
    double jitter = 0.25;              // option jitter, in [0, 1]
    double max_retry_after_ms = 60000; // option maxRetryAfterMs
};

std::int64_t backoff_delay_ms(const RetryOptions& options, int retries_made, double random);

// The wait before the next attempt. `headers` are those of the failed response, or null
// when there was none (no response, or a reply that failed a check); `body_delay_ms` the
// wait the error body asked for (RunError::requested_delay_ms).
std::int64_t retry_delay_ms(const RetryOptions& options, int retries_made, const Headers* headers,
                            const HostInput& host, std::optional<double> body_delay_ms = std::nullopt);

}  // namespace sg

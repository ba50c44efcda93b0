// What a run returns: the value or the error, every attempt, the summed usage (R7), whether a
// fallback stood in (R5), and the audit record (A3) — which holds no message text.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "audit/audit_record.h"
#include "core/error.h"
#include "run/host_protocol.h"
#include "run/wire/run_error.h"
#include "run/wire/usage.h"
#include "schema/certain_violation.h"

namespace sg {

struct AttemptRecord {
    int index = 0;                          // 0-based
    std::int64_t started_ms = 0;            // host clock when the request was handed over
    std::int64_t ended_ms = 0;              // host clock when its outcome came back
    int status = 0;                         // HTTP status, 0 without a response
    std::optional<std::int64_t> max_tokens; // the output limit sent
    std::string stop_reason;                // the provider's word, "" without a reply
    Usage usage;                            // as reported for this attempt
    std::optional<RunError> error;          // absent: this attempt was accepted
    std::int64_t delay_ms = 0;              // the wait after it, before the next attempt
    // L4: where the streamed reply was stopped, and why; absent when it was read to its end.
    std::optional<CertainViolation> stopped_early;
};

struct RunResult {
    bool ok = false;                   // a value (or text) is there: the model's or a fallback's
    std::string value;                 // the accepted value as JSON text; "" for text calls
    std::string text;                  // the last reply's text, kept when it was rejected (X7);
                                       // the chat fallback's answer when that stood in
    std::string answer_text;           // X7: the human-readable part of it, without the JSON
    std::vector<ToolCall> tool_calls;  // the accepted reply's tool calls (agent rounds)
    std::string stop_reason;           // of the last reply received
    std::optional<RunError> error;     // the last failure; kept when a fallback stood in
    std::vector<AttemptRecord> attempts;
    Usage usage;                       // the sum over attempts; a fallback adds nothing
    bool fallback_used = false;
    std::string fallback_reason;       // the RunErrorKind name of the failure it replaced
    std::vector<Error> fallback_errors;  // a fallback value the check rejected
    // A3: schema id (when the call has a schema), error class (the X6 class of the last
    // error, e.g. "ValidationFailed", when it has one), error type (the RunErrorKind of the
    // last error), retry count and duration. The hash of the conversation is left to the
    // host, which holds the salt (audit_hash.h).
    AuditRecord audit;
};

}  // namespace sg

// The model call as a state machine (docs/architecture.md, "The model call, without I/O";
// rules R1-R5, R7, A3).
//
//   start()            -> Http (attempt 0) | Done (the call is invalid)
//   response…()        -> Http | Sleep | Done      after the host performed an Http action
//   transport_failed() -> Http | Sleep | Done      the request got no response
//   sleep_done()       -> Http                     after the host slept
//   cancel()           -> Done (Cancelled)         at any point
//   anything else      -> Done (InvalidCall)       an input out of order
//
// Each attempt: send; read the response (JSON or event stream, incrementally); a non-2xx or
// no response is judged by the retry policy; a reply passes the R2 stop checks, then the
// reply check. A failure that may be retried waits (Retry-After or backoff) and tries again,
// up to maxRetries more attempts; a rejected reply is sent back with the correction when
// reask is on. After the last failure the fallback stands in, if there is one (not for an
// invalid call or a cancelled run).
//
// The reply check defaults to the schema validator (schema_reply_check.h) when the call has
// a schema; a text call without a check accepts any normally stopped reply.
#pragma once

#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "run/call_preparation.h"
#include "run/early_stop.h"
#include "run/host_protocol.h"
#include "run/partial_object.h"
#include "run/reply_check.h"
#include "run/run_call.h"
#include "run/run_result.h"
#include "run/wire/response_reader.h"

namespace sg {

enum class RunPhase { Ready, AwaitingResponse, Sleeping, Done };

class Runner : public HostProtocol {
public:
    explicit Runner(RunCall call, ReplyCheck check = nullptr);

    Action start(const HostInput& host) override;
    void response_head(int status, const Headers& headers) override;
    ChunkProgress response_chunk(std::string_view bytes) override;
    Action response_end(const HostInput& host) override;
    Action transport_failed(TransportFailure failure, std::string_view detail, const HostInput& host) override;
    Action sleep_done(const HostInput& host) override;
    Action cancel(const HostInput& host) override;

    RunPhase phase() const { return phase_; }
    const RunResult& result() const { return result_; }
    // While a stream is read: what has arrived so far (text, tool input), else nullptr.
    const ModelReply* partial_reply() const { return reader_ ? reader_->partial_reply() : nullptr; }
    // While a stream of a call with a schema is read: its structured output so far, else nullptr.
    const PartialObject* partial_object() const { return partial_ ? &*partial_ : nullptr; }
    PartialObject* partial_object() { return partial_ ? &*partial_ : nullptr; }

private:
    std::optional<RunError> choose_schema();
    Action send_attempt(const HostInput& host);
    Action judge_reply(ModelReply reply, const HostInput& host);
    Action accept(const ModelReply& reply, const ReplyVerdict& verdict, const HostInput& host);
    Action attempt_failed(RunError error, const Headers* response_headers, const HostInput& host);
    Action give_up(const HostInput& host);
    Action finish(const HostInput& host);
    Action out_of_order(std::string_view what, const HostInput& host);
    void end_attempt(const HostInput& host);
    ReplyPayload payload_of(const ModelReply& reply) const;
    std::string_view streamed_payload(const ModelReply& reply) const;
    Action stopped_early(const HostInput& host);
    bool tool_use_expected() const;

    RunCall call_;
    ReplyCheck check_;
    PreparedCall prepared_;
    RunPhase phase_ = RunPhase::Ready;
    std::int64_t started_ms_ = 0;
    std::optional<ResponseReader> reader_;
    std::optional<PartialObject> partial_;
    std::vector<std::shared_ptr<const CompiledSchema>> judging_schemas_;  // empty: the caller's own check
    std::optional<EarlyStop> early_stop_;
    std::vector<Message> reask_;  // the rejected reply and its correction, for the next attempt
    std::optional<std::int64_t> truncated_output_;
    RunResult result_;
};

}  // namespace sg

#include "run/runner.h"

#include <algorithm>

#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "reply/reask_message.h"
#include "reply/reply_messages.h"
#include "run/call_messages.h"
#include "run/schema_reply_check.h"
#include "prompt/token_estimate.h"
#include "run/stop_check.h"
#include "run/wire/provider_endpoint.h"
#include "run/wire/split_surrogates.h"

namespace sg {
namespace {

Action http_action(HttpRequest request) {
    Action action;
    action.kind = ActionKind::Http;
    action.http = std::move(request);
    return action;
}

Action sleep_action(std::int64_t ms) {
    Action action;
    action.kind = ActionKind::Sleep;
    action.sleep_ms = ms;
    return action;
}

Action done_action() { return Action{}; }

// The host's `detail` (what fetch threw) is added as it came.
std::string transport_message(TransportFailure failure, std::string_view detail, std::int64_t timeout_ms, Language language) {
    std::string message = failure == TransportFailure::Timeout
                              ? fill_message(reading_text(ReadingMessage::NoResponseWithin, language), {std::to_string(timeout_ms)})
                              : std::string(reading_text(ReadingMessage::RequestFailed, language));
    if (!detail.empty()) message += ": " + std::string(detail);
    return message;
}

}  // namespace

Runner::Runner(RunCall call, ReplyCheck check) : call_(std::move(call)), check_(std::move(check)) {
    if (call_.retry.max_retries < 0) call_.retry.max_retries = 0;
    const std::string& schema_id = call_.schema_id.empty() ? call_.schema_name : call_.schema_id;
    if (!call_.schema.empty() || !call_.schema_id.empty()) result_.audit.schema_id = schema_id;
}

Action Runner::start(const HostInput& host) {
    if (phase_ != RunPhase::Ready) return out_of_order("start", host);
    started_ms_ = host.now_ms;
    std::optional<RunError> error = prepare_call(call_, prepared_);
    if (!error) error = choose_schema();
    if (error) {
        result_.error = std::move(error);
        return finish(host);
    }
    return send_attempt(host);
}

// A schema the validator cannot compile is refused as such first; then the provider's lint
// decides what is sent (provider_schema.h), and a strict form sent is read as one.
std::optional<RunError> Runner::choose_schema() {
    prepared_.schema.sent = call_.schema;
    if (call_.schema.empty()) return std::nullopt;
    SchemaCheckBuild own;
    if (!check_) {
        SchemaOptions options;
        options.strict = call_.strict_schema;
        own = schema_reply_check(call_.schema, options, call_.language);
        if (own.error) return own.error;
    }
    if (auto error = provider_schema(call_, prepared_.mode, prepared_.schema)) return error;
    if (check_) return std::nullopt;  // the caller's own check judges the reply
    if (prepared_.schema.strict_form) own = schema_reply_check(call_.schema, prepared_.schema.sent, call_.language);
    check_ = std::move(own.check);
    judging_schemas_ = std::move(own.schemas);
    return own.error;
}

Action Runner::send_attempt(const HostInput& host) {
    const int index = static_cast<int>(result_.attempts.size());
    const std::optional<std::int64_t> previous =
        result_.attempts.empty() ? std::nullopt : result_.attempts.back().max_tokens;
    ModelRequest request;
    request.messages = prepared_.messages;
    request.messages.insert(request.messages.end(), reask_.begin(), reask_.end());
    request.mode = prepared_.mode;
    request.schema = prepared_.schema.sent;
    request.schema_name = call_.schema_name;
    request.tools = prepared_.tools;
    request.tool_choice = call_.tool_choice;
    request.max_tokens = token_limit_for_attempt(call_.tokens, index, previous, truncated_output_);

    AttemptRecord attempt;
    attempt.index = index;
    attempt.started_ms = host.now_ms;
    attempt.max_tokens = request.max_tokens;
    result_.attempts.push_back(std::move(attempt));
    reader_.emplace(call_.provider.wire, call_.provider.stream, call_.max_response_bytes, call_.language);
    partial_.reset();
    if (call_.provider.stream && prepared_.mode != OutputMode::Text) partial_.emplace();
    early_stop_.reset();
    const bool one_value = prepared_.mode == OutputMode::Native || prepared_.mode == OutputMode::Tool;
    if (call_.stop_early && call_.provider.stream && one_value && !judging_schemas_.empty()) {
        early_stop_.emplace(judging_schemas_, call_.language);
    }
    phase_ = RunPhase::AwaitingResponse;
    return http_action(build_http_request(call_.provider, request, call_.timeout_ms));
}

void Runner::response_head(int status, const Headers& headers) {
    if (phase_ != RunPhase::AwaitingResponse) return;
    reader_->head(status, headers);
    result_.attempts.back().status = status;
}

ChunkProgress Runner::response_chunk(std::string_view bytes) {
    if (phase_ != RunPhase::AwaitingResponse) return ChunkProgress{false, 0};
    const ChunkProgress progress = reader_->chunk(bytes);
    const ModelReply* so_far = reader_->partial_reply();
    if (partial_ && so_far) partial_->follow(streamed_payload(*so_far));
    // Certain to fail: the host stops reading (and cancels the body), then ends the response.
    if (early_stop_ && so_far && early_stop_->follow(streamed_payload(*so_far))) return ChunkProgress{false, progress.payload_bytes};
    return progress;
}

Action Runner::response_end(const HostInput& host) {
    if (phase_ != RunPhase::AwaitingResponse) return out_of_order("response_end", host);
    end_attempt(host);
    if (early_stop_ && early_stop_->violation()) return stopped_early(host);
    ReadResult read = reader_->end();
    if (read.error) {
        // Tokens a stream reported before it failed (an error event after the usage) were
        // spent all the same: the attempt counts them (issue 36).
        if (const ModelReply* so_far = reader_->partial_reply()) {
            result_.attempts.back().usage = so_far->usage;
            result_.usage += so_far->usage;
        }
        const bool answered = read.error->status != 0;
        return attempt_failed(std::move(*read.error), answered ? &reader_->headers() : nullptr, host);
    }
    return judge_reply(std::move(*read.reply), host);
}

Action Runner::transport_failed(TransportFailure failure, std::string_view detail, const HostInput& host) {
    if (phase_ != RunPhase::AwaitingResponse) return out_of_order("transport_failed", host);
    end_attempt(host);
    const RunErrorKind kind = failure == TransportFailure::Timeout ? RunErrorKind::Timeout : RunErrorKind::NetworkError;
    return attempt_failed(run_error(kind, transport_message(failure, detail, call_.timeout_ms, call_.language), true), nullptr, host);
}

Action Runner::sleep_done(const HostInput& host) {
    if (phase_ != RunPhase::Sleeping) return out_of_order("sleep_done", host);
    return send_attempt(host);
}

Action Runner::cancel(const HostInput& host) {
    if (phase_ == RunPhase::Done) return done_action();
    if (phase_ == RunPhase::AwaitingResponse) {
        end_attempt(host);
        result_.attempts.back().error = cancelled(call_.language);
    }
    result_.error = cancelled(call_.language);
    return finish(host);
}

void Runner::end_attempt(const HostInput& host) { result_.attempts.back().ended_ms = host.now_ms; }

bool Runner::tool_use_expected() const { return prepared_.mode == OutputMode::Tool || !prepared_.tools.empty(); }

// The forced tool's input when the model called it; otherwise the text, where a model that
// ignored the tool may still have written the JSON (the status-judgment design warns of it).
ReplyPayload Runner::payload_of(const ModelReply& reply) const {
    if (prepared_.mode == OutputMode::Tool) {
        for (const ToolCall& call : reply.tool_calls) {
            if (call.name == call_.schema_name) return ReplyPayload{call.arguments, true};
        }
    }
    return ReplyPayload{reply.text, false};
}

// A schema tool's input once its call has begun; before that (and in other modes) the text.
// Half a character held for its other half (split_surrogates.h) has not arrived yet.
std::string_view Runner::streamed_payload(const ModelReply& reply) const {
    const ReplyPayload payload = payload_of(reply);
    return prepared_.mode == OutputMode::Tool && !payload.from_tool ? std::string_view() : whole_delta_text(payload.text);
}

Action Runner::judge_reply(ModelReply reply, const HostInput& host) {
    AttemptRecord& attempt = result_.attempts.back();
    attempt.stop_reason = reply.stop_reason;
    attempt.usage = reply.usage;
    result_.usage += reply.usage;
    result_.stop_reason = reply.stop_reason;
    result_.text = reply.text;
    result_.answer_text.clear();
    truncated_output_.reset();
    if (std::optional<RunError> stopped = check_stop(reply, tool_use_expected(), call_.language)) {
        if (stopped->kind == RunErrorKind::Truncated) truncated_output_ = reply.usage.output_tokens;
        return attempt_failed(std::move(*stopped), nullptr, host);
    }
    if (!check_) return accept(reply, ReplyVerdict{true, "", reply.text, {}, ""}, host);
    const ReplyPayload payload = payload_of(reply);
    ReplyVerdict verdict = check_->check(payload);
    if (verdict.ok) return accept(reply, verdict, host);

    result_.answer_text = verdict.answer_text;
    RunError rejected = run_error(RunErrorKind::InvalidReply, std::string(reply_text(ReplyMessage::RejectedByCheck, call_.language)), true);
    if (!verdict.errors.empty()) rejected.message += ": " + verdict.errors.front().message;
    rejected.reply_errors = std::move(verdict.errors);
    rejected.payload = std::string(payload.text);
    if (call_.reask) {
        const std::string correction = verdict.reask.empty() ? reask_message(rejected.reply_errors, call_.language) : verdict.reask;
        reask_ = {Message{Role::Assistant, std::string(payload.text), {}, "", false},
                  Message{Role::User, correction, {}, "", false}};
    }
    return attempt_failed(std::move(rejected), nullptr, host);
}

// The attempt fails where the reply was stopped, as a rejected reply (reask, retry) that
// carries the violation. Its usage is what the provider reported before the stop, with output
// tokens no fewer than P3's estimate of the payload streamed.
Action Runner::stopped_early(const HostInput& host) {
    const ModelReply& so_far = *reader_->partial_reply();
    const std::string payload(streamed_payload(so_far));
    const CertainViolation& violation = *early_stop_->violation();
    AttemptRecord& attempt = result_.attempts.back();
    attempt.stopped_early = violation;
    attempt.usage = so_far.usage;
    // A stream reports output tokens at its end (Anthropic's start says 1): what was streamed
    // is at least the payload's estimate.
    const auto streamed = static_cast<std::int64_t>(estimate_tokens(payload));
    attempt.usage.output_tokens = std::max(attempt.usage.output_tokens, streamed);
    result_.usage += attempt.usage;
    result_.text = std::string(whole_delta_text(so_far.text));
    result_.answer_text.clear();

    ValidationError located;
    located.keyword = violation.keyword;
    located.instance_location = violation.instance_location;
    located.message = violation.message;
    const Error error = located.to_error();
    RunError rejected = run_error(RunErrorKind::InvalidReply,
                                  fill_message(reply_text(ReplyMessage::StoppedEarly, call_.language),
                                               {std::to_string(violation.offset), violation.message}),
                                  true);
    rejected.reply_errors = {error};
    rejected.payload = payload;
    if (call_.reask) {
        reask_ = {Message{Role::Assistant, payload, {}, "", false},
                  Message{Role::User, reask_message({ReplyError{error, located}}, call_.language), {}, "", false}};
    }
    return attempt_failed(std::move(rejected), nullptr, host);
}

Action Runner::accept(const ModelReply& reply, const ReplyVerdict& verdict, const HostInput& host) {
    result_.ok = true;
    result_.value = verdict.value;
    result_.answer_text = verdict.answer_text;
    result_.tool_calls = reply.tool_calls;
    result_.error.reset();
    return finish(host);
}

Action Runner::attempt_failed(RunError error, const Headers* response_headers, const HostInput& host) {
    AttemptRecord& attempt = result_.attempts.back();
    attempt.error = error;
    result_.error = std::move(error);
    const int retries_made = static_cast<int>(result_.attempts.size()) - 1;
    if (!result_.error->retryable || retries_made >= call_.retry.max_retries) return give_up(host);
    attempt.delay_ms = retry_delay_ms(call_.retry, retries_made, response_headers, host, result_.error->requested_delay_ms);
    if (attempt.delay_ms <= 0) return send_attempt(host);
    phase_ = RunPhase::Sleeping;
    return sleep_action(attempt.delay_ms);
}

Action Runner::give_up(const HostInput& host) {
    const Fallback& fallback = call_.fallback;
    result_.fallback_reason = std::string(run_error_kind_name(result_.error->kind));
    if (fallback.kind == FallbackKind::ChatAnswer) {
        result_.ok = true;
        result_.fallback_used = true;
        result_.text = fallback.answer_text;
        result_.answer_text = fallback.answer_text;
    } else if (fallback.kind == FallbackKind::Value) {
        ReplyVerdict verdict = check_ ? check_->check(ReplyPayload{fallback.value, true}) : ReplyVerdict{true, fallback.value, "", {}, ""};
        result_.ok = verdict.ok;
        result_.fallback_used = verdict.ok;
        if (verdict.ok) result_.value = std::move(verdict.value);
        else result_.fallback_errors = std::move(verdict.errors);
    } else {
        result_.fallback_reason.clear();
    }
    return finish(host);
}

Action Runner::finish(const HostInput& host) {
    phase_ = RunPhase::Done;
    reader_.reset();
    AuditRecord& audit = result_.audit;
    audit.retry_count = result_.attempts.empty() ? 0 : result_.attempts.size() - 1;
    audit.duration_ms = static_cast<double>(host.now_ms - started_ms_);
    if (result_.error) {
        audit.error_type = std::string(run_error_kind_name(result_.error->kind));
        if (!result_.error->reply_errors.empty()) {
            audit.error_class = std::string(code_name(result_.error->reply_errors.front().code));
        }
    }
    return done_action();
}

Action Runner::out_of_order(std::string_view what, const HostInput& host) {
    if (phase_ == RunPhase::Done) return done_action();
    result_.ok = false;
    result_.error = run_error(RunErrorKind::InvalidCall, call_message(call_.language, CallMessage::OutOfOrder, {what}), false);
    return finish(host);
}

}  // namespace sg

#include "run_result_writer.h"

#include <utility>

namespace sg::boundary {
namespace {

// Writers of the result objects index.d.ts describes, one member a line in its order. Such
// lists look alike to a repeated-code finder (write_attempt ~ write_audit, the usage and error
// members of each result) though each writes its own type's members: left as they are.

// A Usage's token counts, then `reported`.
constexpr std::pair<const char*, std::int64_t Usage::*> kTokenCounts[] = {
    {"inputTokens", &Usage::input_tokens},
    {"outputTokens", &Usage::output_tokens},
    {"totalTokens", &Usage::total_tokens},
    {"cacheReadTokens", &Usage::cache_read_tokens},
    {"cacheWriteTokens", &Usage::cache_write_tokens},
    {"reasoningTokens", &Usage::reasoning_tokens},
};

void write_usage(Writer& out, const Usage& usage) {
    out.StartObject();
    for (const auto& [key, count] : kTokenCounts) write_member(out, key, usage.*count);
    write_member(out, "reported", usage.reported);
    out.EndObject();
}

void write_tool_calls(Writer& out, const std::vector<ToolCall>& calls) {
    write_objects(out, calls, [&](const ToolCall& call) {
        write_string_member(out, "id", call.id);
        write_string_member(out, "name", call.name);
        write_string_member(out, "arguments", call.arguments);
        if (!call.thought_signature.empty()) write_string_member(out, "thoughtSignature", call.thought_signature);
    });
}

void write_errors(Writer& out, const std::vector<Error>& errors, std::string_view source) {
    out.StartArray();
    Utf16Positions positions(source);
    for (const Error& error : errors) write_error(out, error, positions);
    out.EndArray();
}

void write_run_error(Writer& out, const std::optional<RunError>& error) {
    if (!error) {
        out.Null();
        return;
    }
    out.StartObject();
    write_string_member(out, "kind", run_error_kind_name(error->kind));
    write_string_member(out, "message", error->message);
    out.Key("status");
    if (error->status) out.Int(error->status);
    else out.Null();
    write_string_or_null(out, "providerCode", error->provider_code);
    write_member(out, "retryable", error->retryable);
    out.Key("replyErrors");
    write_errors(out, error->reply_errors, error->payload);
    out.Key("reply");
    if (error->reply_errors.empty()) out.Null();
    else write_string(out, error->payload);
    out.EndObject();
}

// {offset, instanceLocation, keyword, message}: the offset in UTF-16 units of the reply's
// payload (the rejected reply the attempt's error carries), where the stop became certain.
void write_stopped_early(Writer& out, const AttemptRecord& attempt) {
    if (!attempt.stopped_early) return static_cast<void>(out.Null());
    const CertainViolation& stop = *attempt.stopped_early;
    Utf16Positions positions(attempt.error ? std::string_view(attempt.error->payload) : std::string_view());
    out.StartObject();
    write_member(out, "offset", attempt.error ? positions.index(stop.offset) : stop.offset);
    write_string_member(out, "instanceLocation", stop.instance_location);
    write_string_member(out, "keyword", stop.keyword);
    write_string_member(out, "message", stop.message);
    out.EndObject();
}

void write_attempt(Writer& out, const AttemptRecord& attempt) {
    out.StartObject();
    write_member(out, "index", attempt.index);
    write_member(out, "startedMs", attempt.started_ms);
    write_member(out, "endedMs", attempt.ended_ms);
    out.Key("status");
    if (attempt.status) out.Int(attempt.status);
    else out.Null();
    write_member(out, "maxTokens", attempt.max_tokens);
    write_string_or_null(out, "finishReason", attempt.stop_reason);
    out.Key("usage");
    write_usage(out, attempt.usage);
    out.Key("error");
    write_run_error(out, attempt.error);
    write_member(out, "delayMs", attempt.delay_ms);
    out.Key("stoppedEarly");
    write_stopped_early(out, attempt);
    out.EndObject();
}

void write_audit(Writer& out, const AuditRecord& audit) {
    out.StartObject();
    write_member(out, "schemaId", audit.schema_id);
    write_member(out, "errorClass", audit.error_class);
    write_member(out, "errorType", audit.error_type);
    write_member(out, "retryCount", audit.retry_count.value_or(0));
    write_member(out, "durationMs", audit.duration_ms.value_or(0));
    out.EndObject();
}

void write_message(Writer& out, const Message& message) {
    out.StartObject();
    write_string_member(out, "role", role_name(message.role));
    write_string_member(out, "content", message.content);
    if (!message.tool_calls.empty()) {
        out.Key("toolCalls");
        write_tool_calls(out, message.tool_calls);
    }
    if (message.role == Role::Tool) {
        write_string_member(out, "toolCallId", message.tool_call_id);
        write_member(out, "isError", message.is_error);
    }
    out.EndObject();
}

}  // namespace

void write_action_members(Writer& out, const Action& action) {
    write_string_member(out, "kind", action_kind_name(action.kind));
    if (action.kind == ActionKind::Http) {
        out.Key("http");
        out.StartObject();
        write_string_member(out, "method", action.http.method);
        write_string_member(out, "url", action.http.url);
        out.Key("headers");
        out.StartArray();
        for (const Header& header : action.http.headers) {
            out.StartArray();
            write_string(out, header.name);
            write_string(out, header.value);
            out.EndArray();
        }
        out.EndArray();
        write_string_member(out, "body", action.http.body);
        write_member(out, "timeoutMs", action.http.timeout_ms);
        write_member(out, "stream", action.http.stream);
        out.EndObject();
    } else if (action.kind == ActionKind::Sleep) {
        write_member(out, "ms", action.sleep_ms);
    } else if (action.kind == ActionKind::Tools) {
        out.Key("tools");
        write_tool_calls(out, action.tools);
    }
}

void write_run_result(Writer& out, const RunResult& result) {
    out.StartObject();
    write_member(out, "ok", result.ok);
    write_string_or_null(out, "json", result.value);
    write_string_member(out, "text", result.text);
    write_string_member(out, "answerText", result.answer_text);
    out.Key("toolCalls");
    write_tool_calls(out, result.tool_calls);
    write_string_or_null(out, "finishReason", result.stop_reason);
    out.Key("error");
    write_run_error(out, result.error);
    out.Key("attempts");
    out.StartArray();
    for (const AttemptRecord& attempt : result.attempts) write_attempt(out, attempt);
    out.EndArray();
    out.Key("usage");
    write_usage(out, result.usage);
    write_member(out, "fallbackUsed", result.fallback_used);
    write_string_or_null(out, "fallbackReason", result.fallback_reason);
    out.Key("fallbackErrors");
    write_errors(out, result.fallback_errors, "");
    out.Key("audit");
    write_audit(out, result.audit);
    out.EndObject();
}

void write_judgment_result(Writer& out, const JudgmentResult& result) {
    out.StartObject();
    write_member(out, "ok", result.ok);
    out.Key("ruleIndex");
    if (result.ok) out.Int(result.rule_index);
    else out.Null();
    out.Key("method");
    if (result.ok) write_string(out, judgment_method_name(result.method));
    else out.Null();
    out.Key("logMethod");
    if (result.ok) write_string(out, judgment_log_method(result.method));
    else out.Null();
    write_string_member(out, "reason", result.reason);
    out.Key("stages");
    write_objects(out, result.stages, [&](const JudgmentStageRun& stage) {
        write_string_member(out, "stage", judgment_stage_name(stage.stage));
        out.Key("result");
        write_run_result(out, stage.run);
    });
    out.Key("usage");
    write_usage(out, result.usage);
    out.Key("error");
    write_run_error(out, result.error);
    out.EndObject();
}

void write_agent_result(Writer& out, const AgentResult& result) {
    out.StartObject();
    write_member(out, "ok", result.ok);
    write_string_member(out, "text", result.text);
    out.Key("rounds");
    write_objects(out, result.rounds, [&](const AgentRound& round) {
        out.Key("result");
        write_run_result(out, round.run);
        out.Key("toolCalls");
        write_tool_calls(out, round.tool_calls);
    });
    out.Key("usage");
    write_usage(out, result.usage);
    write_member(out, "stoppedByLimit", result.stopped_by_limit);
    out.Key("messages");
    out.StartArray();
    for (const Message& message : result.messages) write_message(out, message);
    out.EndArray();
    out.Key("error");
    write_run_error(out, result.error);
    out.EndObject();
}

}  // namespace sg::boundary

#include "run_result_writer.h"

namespace sg::boundary {
namespace {

// Writers of the result objects index.d.ts describes, one member a line in its order: they
// look alike to a repeated-code finder (here and in prompt.cpp) because every such list does.

void write_optional_string(Writer& out, const char* key, const std::optional<std::string>& value) {
    out.Key(key);
    if (value) write_string(out, *value);
    else out.Null();
}

void write_usage(Writer& out, const Usage& usage) {
    out.StartObject();
    out.Key("inputTokens");
    out.Int64(usage.input_tokens);
    out.Key("outputTokens");
    out.Int64(usage.output_tokens);
    out.Key("totalTokens");
    out.Int64(usage.total_tokens);
    out.Key("cacheReadTokens");
    out.Int64(usage.cache_read_tokens);
    out.Key("cacheWriteTokens");
    out.Int64(usage.cache_write_tokens);
    out.Key("reasoningTokens");
    out.Int64(usage.reasoning_tokens);
    out.Key("reported");
    out.Bool(usage.reported);
    out.EndObject();
}

void write_tool_calls(Writer& out, const std::vector<ToolCall>& calls) {
    out.StartArray();
    for (const ToolCall& call : calls) {
        out.StartObject();
        write_string_member(out, "id", call.id);
        write_string_member(out, "name", call.name);
        write_string_member(out, "arguments", call.arguments);
        out.EndObject();
    }
    out.EndArray();
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
    out.Key("retryable");
    out.Bool(error->retryable);
    out.Key("replyErrors");
    write_errors(out, error->reply_errors, error->payload);
    out.Key("reply");
    if (error->reply_errors.empty()) out.Null();
    else write_string(out, error->payload);
    out.EndObject();
}

void write_attempt(Writer& out, const AttemptRecord& attempt) {
    out.StartObject();
    out.Key("index");
    out.Int(attempt.index);
    out.Key("startedMs");
    out.Int64(attempt.started_ms);
    out.Key("endedMs");
    out.Int64(attempt.ended_ms);
    out.Key("status");
    if (attempt.status) out.Int(attempt.status);
    else out.Null();
    out.Key("maxTokens");
    if (attempt.max_tokens) out.Int64(*attempt.max_tokens);
    else out.Null();
    write_string_or_null(out, "finishReason", attempt.stop_reason);
    out.Key("usage");
    write_usage(out, attempt.usage);
    out.Key("error");
    write_run_error(out, attempt.error);
    out.Key("delayMs");
    out.Int64(attempt.delay_ms);
    out.EndObject();
}

void write_audit(Writer& out, const AuditRecord& audit) {
    out.StartObject();
    write_optional_string(out, "schemaId", audit.schema_id);
    write_optional_string(out, "errorClass", audit.error_class);
    write_optional_string(out, "errorType", audit.error_type);
    out.Key("retryCount");
    out.Uint64(audit.retry_count.value_or(0));
    out.Key("durationMs");
    out.Double(audit.duration_ms.value_or(0));
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
        out.Key("isError");
        out.Bool(message.is_error);
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
        out.Key("timeoutMs");
        out.Int64(action.http.timeout_ms);
        out.Key("stream");
        out.Bool(action.http.stream);
        out.EndObject();
    } else if (action.kind == ActionKind::Sleep) {
        out.Key("ms");
        out.Int64(action.sleep_ms);
    } else if (action.kind == ActionKind::Tools) {
        out.Key("tools");
        write_tool_calls(out, action.tools);
    }
}

void write_run_result(Writer& out, const RunResult& result) {
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok);
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
    out.Key("fallbackUsed");
    out.Bool(result.fallback_used);
    write_string_or_null(out, "fallbackReason", result.fallback_reason);
    out.Key("fallbackErrors");
    write_errors(out, result.fallback_errors, "");
    out.Key("audit");
    write_audit(out, result.audit);
    out.EndObject();
}

void write_judgment_result(Writer& out, const JudgmentResult& result) {
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok);
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
    out.StartArray();
    for (const JudgmentStageRun& stage : result.stages) {
        out.StartObject();
        write_string_member(out, "stage", judgment_stage_name(stage.stage));
        out.Key("result");
        write_run_result(out, stage.run);
        out.EndObject();
    }
    out.EndArray();
    out.Key("usage");
    write_usage(out, result.usage);
    out.Key("error");
    write_run_error(out, result.error);
    out.EndObject();
}

void write_agent_result(Writer& out, const AgentResult& result) {
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok);
    write_string_member(out, "text", result.text);
    out.Key("rounds");
    out.StartArray();
    for (const AgentRound& round : result.rounds) {
        out.StartObject();
        out.Key("result");
        write_run_result(out, round.run);
        out.Key("toolCalls");
        write_tool_calls(out, round.tool_calls);
        out.EndObject();
    }
    out.EndArray();
    out.Key("usage");
    write_usage(out, result.usage);
    out.Key("stoppedByLimit");
    out.Bool(result.stopped_by_limit);
    out.Key("messages");
    out.StartArray();
    for (const Message& message : result.messages) write_message(out, message);
    out.EndArray();
    out.Key("error");
    write_run_error(out, result.error);
    out.EndObject();
}

}  // namespace sg::boundary

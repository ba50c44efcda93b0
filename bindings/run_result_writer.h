// Writing a run's actions and results for npm/src/client.js (JSON text, camelCase). Error
// positions leave as UTF-16 indices of the text they point into (the reply that was checked,
// sent along as `reply`).
#pragma once

#include "json_boundary.h"
#include "run/agent_loop.h"
#include "run/host_protocol.h"
#include "run/judgment_chain.h"
#include "run/run_result.h"

namespace sg::boundary {

// {kind:'http', http:{method, url, headers:[[name, value]], body, timeoutMs, stream}} |
// {kind:'sleep', ms} | {kind:'tools', tools:[{id, name, arguments}]} | {kind:'done'}; the
// members only, so that the caller can add `result` to a done action.
void write_action_members(Writer& out, const Action& action);

// {ok, json, text, answerText, toolCalls, finishReason, error, attempts, usage, fallbackUsed,
//  fallbackReason, fallbackErrors, audit}
void write_run_result(Writer& out, const RunResult& result);

// {ok, ruleIndex, method, logMethod, reason, stages:[{stage, result}], usage, error}
void write_judgment_result(Writer& out, const JudgmentResult& result);

// {ok, text, rounds:[{result, toolCalls}], usage, stoppedByLimit, messages, error}
void write_agent_result(Writer& out, const AgentResult& result);

}  // namespace sg::boundary

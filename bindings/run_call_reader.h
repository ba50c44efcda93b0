// Reading what npm/src/client.js sends for a run (JSON text, camelCase, already checked on the
// JS side): the call, the judgment and agent requests, the host's inputs, tool results. A
// field of the wrong type reads as absent, leaving the core's default.
#pragma once

#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "run/agent_loop.h"
#include "run/host_protocol.h"
#include "run/judgment_chain.h"
#include "run/run_call.h"

namespace sg::boundary {

// {provider:{wire, baseUrl, model, stream, tokenField, anthropicVersion, temperature, headers},
//  messages:[{role, content, toolCalls, toolCallId, isError}], schema (JSON text), strict, schemaName,
//  schemaId, mode, instructionTarget, tools:[{name, description, parameters (JSON text)}],
//  toolChoice, maxTokens, tokenEstimate:{base, items, perItem, extra}, maxTokensCap,
//  tokenGrowth, retry:{maxRetries, initialDelayMs, maxDelayMs, jitter, maxRetryAfterMs},
//  timeoutMs, reask, locale, fallback:{value (JSON text)} | {text}, maxResponseBytes}
RunCall read_run_call(const rapidjson::Value& call);

// {call, rules, report, tagName, language, evaluationPrompt}
JudgmentCall read_judgment_call(const rapidjson::Value& request);

// {call, maximumIterations, toolSummaryThreshold, keepLastToolOutputs}
AgentCall read_agent_call(const rapidjson::Value& request);

// {nowMs, random}
HostInput read_host_input(const std::string& json);

// [[name, value], …]
Headers read_headers(const std::string& json);

// [{callId, output, isError}, …]
std::vector<ToolResult> read_tool_results(const std::string& json);

}  // namespace sg::boundary

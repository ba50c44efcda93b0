// The agent loop (rule R9): rounds of model call -> tool calls -> tool results
// appended -> next round, until a round makes no tool call or maximumIterations rounds ran.
//
//   start()         -> Http | Done
//   response…(), transport_failed(), sleep_done()  as for a Runner (each round is one)
//                   -> Http | Sleep | Tools | Done
//   tool_results()  -> Http | Done      after the host ran the calls of a Tools action
//
// The last allowed round still offers the tools but with tool_choice "none", so the model
// must answer in text (Dify's strategy drops the tools in its last iteration; keeping their
// definitions keeps a conversation with tool calls valid on Anthropic). A round that fails
// after its retries ends the loop with that round's error.
// Tool outputs go into the conversation as P7 prescribes: an output over the threshold gets
// a summary line before its content, and only the last keepLast outputs keep their content.
// Usage is reported per round and summed.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "prompt/tool_output.h"
#include "run/host_protocol.h"
#include "run/run_call.h"
#include "run/run_result.h"
#include "run/runner_sequence.h"

namespace sg {

constexpr int kDefaultMaximumIterations = 5;

struct AgentCall {
    RunCall call;  // provider, conversation, tools, limits and retries of every round
    int maximum_iterations = kDefaultMaximumIterations;  // rounds, at least 1
    std::size_t tool_summary_threshold = kDefaultToolSummaryThreshold;  // P7 threshold
    std::size_t keep_last_tool_outputs = kDefaultKeepLastToolOutputs;   // P7 keepLast
};

// What the host sends back for one tool call.
struct ToolResult {
    std::string call_id;
    std::string output;     // the tool's text output
    bool is_error = false;  // the tool failed; `output` says why
};

struct AgentRound {
    RunResult run;                     // the round's model call (usage, attempts, …)
    std::vector<ToolCall> tool_calls;  // the calls the round made, ids filled in
};

struct AgentResult {
    bool ok = false;
    std::string text;               // the final answer
    std::vector<AgentRound> rounds;
    Usage usage;                    // summed over the rounds
    bool stopped_by_limit = false;  // the last round still asked for tools
    std::vector<Message> messages;  // the conversation as it ended, tool exchanges included
    std::optional<RunError> error;
};

// Driven through the host protocol like a Runner, each round one Runner (runner_sequence.h),
// with one input more: tool_results().
class AgentLoop : public RunnerSequence {
public:
    explicit AgentLoop(AgentCall call);

    Action start(const HostInput& host) override;
    // The results of the last Tools action's calls, matched by call id; a call with no
    // result is answered as a failed tool.
    Action tool_results(const std::vector<ToolResult>& results, const HostInput& host);

    const AgentResult& result() const { return result_; }

private:
    Action next_round(const HostInput& host);
    Action after(Action action, const HostInput& host) override;
    Action fail(RunError error) override;
    Language language() const override { return call_.call.language; }
    Action finish(std::optional<RunError> error);
    void append_tool_messages(const std::vector<ToolResult>& results);

    AgentCall call_;
    std::vector<ToolOutput> outputs_;           // every tool output so far, in order
    std::vector<std::size_t> output_messages_;  // where each one sits in result_.messages
    AgentResult result_;
};

}  // namespace sg

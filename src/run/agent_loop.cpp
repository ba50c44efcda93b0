#include "run/agent_loop.h"

#include "run/call_messages.h"

namespace sg {
namespace {

constexpr std::string_view kMissingResult = "the host returned no result for this tool call";

// Some OpenAI-compatible servers send tool calls without ids; the results still need one.
std::vector<ToolCall> with_ids(std::vector<ToolCall> calls, std::size_t round) {
    for (std::size_t i = 0; i < calls.size(); ++i) {
        if (calls[i].id.empty()) calls[i].id = "call_" + std::to_string(round) + "_" + std::to_string(i);
    }
    return calls;
}

const ToolResult* result_for(const std::vector<ToolResult>& results, const std::string& id) {
    for (const ToolResult& result : results) {
        if (result.call_id == id) return &result;
    }
    return nullptr;
}

}  // namespace

AgentLoop::AgentLoop(AgentCall call) : call_(std::move(call)) {
    if (call_.maximum_iterations < 1) call_.maximum_iterations = 1;
    result_.messages = call_.call.messages;
}

Action AgentLoop::start(const HostInput& host) {
    if (started()) return Action{};
    return next_round(host);
}

Action AgentLoop::next_round(const HostInput& host) {
    const bool last = static_cast<int>(result_.rounds.size()) + 1 >= call_.maximum_iterations;
    RunCall round = call_.call;
    round.messages = result_.messages;
    round.schema.clear();
    round.mode = OutputMode::Text;
    round.fallback = Fallback{};
    if (last) round.tool_choice = ToolChoice::None;
    return start_runner(std::move(round), nullptr, host);
}

Action AgentLoop::after(Action action, const HostInput&) {
    if (action.kind != ActionKind::Done) return action;
    const RunResult& run = runner_result();
    const std::size_t index = result_.rounds.size();
    result_.rounds.push_back(AgentRound{run, with_ids(run.tool_calls, index)});
    result_.usage += run.usage;
    if (!run.ok) return finish(run.error);
    result_.text = run.text;
    const std::vector<ToolCall>& calls = result_.rounds.back().tool_calls;
    if (calls.empty()) return finish(std::nullopt);
    if (static_cast<int>(index) + 1 >= call_.maximum_iterations) {
        result_.stopped_by_limit = true;
        return finish(std::nullopt);
    }
    result_.messages.push_back(Message{Role::Assistant, run.text, calls, "", false});
    Action tools;
    tools.kind = ActionKind::Tools;
    tools.tools = calls;
    return tools;
}

Action AgentLoop::tool_results(const std::vector<ToolResult>& results, const HostInput& host) {
    if (done_) return Action{};
    if (!between_runners()) {
        return finish(run_error(RunErrorKind::InvalidCall, call_message(language(), CallMessage::ToolResultsNotAsked), false));
    }
    append_tool_messages(results);
    return next_round(host);
}

void AgentLoop::append_tool_messages(const std::vector<ToolResult>& results) {
    for (const ToolCall& call : result_.rounds.back().tool_calls) {
        const ToolResult* result = result_for(results, call.id);
        const ToolOutput output = tool_output(result ? std::string_view(result->output) : kMissingResult,
                                              call_.tool_summary_threshold);
        output_messages_.push_back(result_.messages.size());
        result_.messages.push_back(
            Message{Role::Tool, tool_result_text(output), {}, call.id, result ? result->is_error : true});
        outputs_.push_back(output);
    }
    PruneResult pruned = prune_tool_outputs(std::move(outputs_), call_.keep_last_tool_outputs);
    for (std::size_t i : pruned.pruned) {
        result_.messages[output_messages_[i]].content = tool_result_text(pruned.outputs[i]);
    }
    outputs_ = std::move(pruned.outputs);
}

Action AgentLoop::fail(RunError error) { return finish(std::move(error)); }

Action AgentLoop::finish(std::optional<RunError> error) {
    done_ = true;
    result_.ok = !error.has_value();
    result_.error = std::move(error);
    return Action{};
}

}  // namespace sg

// The model-call state machines (rules R1-R9) for npm/src/client.js. A run lives in the core
// behind an integer handle from runCreate until runFree; every other function feeds it one
// host event and returns the next action as JSON text, a done action carrying the result.
// Unknown handles answer {kind:'done', result:null}: the JS driver frees a handle only once.
// replyMessage(row, first, second, locale): a row of the reply table (reply_messages.h) with
// its places filled, for the few verdicts the client's JavaScript reaches itself (a redacted
// value, a library schema's issues), so that they too are said in the call's locale.
#include <memory>
#include <variant>

#include "json_boundary.h"
#include "exports.h"
#include "handle_table.h"
#include "repair_fields.h"
#include "run/agent_loop.h"
#include "run/judgment_chain.h"
#include "run/runner.h"
#include "run_call_reader.h"
#include "run_result_writer.h"
#include "core/message_fill.h"
#include "reply/reply_messages.h"

namespace sg {
namespace {

using Machine = std::variant<Runner, JudgmentChain, AgentLoop>;

boundary::HandleTable<Machine>& runs() {
    static boundary::HandleTable<Machine> machines;
    return machines;
}

std::string action_json(Machine* machine, const Action& action) {
    boundary::OutputBuffer buffer;
    boundary::Writer out(buffer);
    out.StartObject();
    boundary::write_action_members(out, action);
    if (action.kind == ActionKind::Done) {
        out.Key("result");
        if (!machine) out.Null();
        else if (auto* runner = std::get_if<Runner>(machine)) boundary::write_run_result(out, runner->result());
        else if (auto* chain = std::get_if<JudgmentChain>(machine)) boundary::write_judgment_result(out, chain->result());
        else boundary::write_agent_result(out, std::get<AgentLoop>(*machine).result());
    }
    out.EndObject();
    return boundary::finish(buffer);
}

template <typename Step>
std::string step(int handle, Step&& event) {
    Machine* machine = runs().find(handle);
    if (!machine) return action_json(nullptr, Action{});
    const Action action = std::visit([&](auto& run) { return event(run); }, *machine);
    return action_json(machine, action);
}

}  // namespace

// kind: "object" (a Runner), "judgment" or "agent".
int run_create(const std::string& kind, const std::string& request_json) {
    const rapidjson::Document request = boundary::read_options(request_json);
    std::unique_ptr<Machine> machine;
    if (kind == "judgment") {
        machine = std::make_unique<Machine>(std::in_place_type<JudgmentChain>, boundary::read_judgment_call(request));
    } else if (kind == "agent") {
        machine = std::make_unique<Machine>(std::in_place_type<AgentLoop>, boundary::read_agent_call(request));
    } else {
        machine = std::make_unique<Machine>(std::in_place_type<Runner>, boundary::read_run_call(request));
    }
    return runs().insert(std::move(machine));
}

std::string run_start(int handle, const std::string& host) {
    return step(handle, [&](auto& run) { return run.start(boundary::read_host_input(host)); });
}

void run_response_head(int handle, int status, const std::string& headers) {
    if (Machine* machine = runs().find(handle)) {
        std::visit([&](auto& run) { run.response_head(status, boundary::read_headers(headers)); }, *machine);
    }
}

// {keepReading, payloadBytes}
std::string run_response_chunk(int handle, const std::string& chunk) {
    Machine* machine = runs().find(handle);
    const ChunkProgress progress =
        machine ? std::visit([&](auto& run) { return run.response_chunk(chunk); }, *machine) : ChunkProgress{false, 0};
    return std::string("{\"keepReading\":") + (progress.keep_reading ? "true" : "false") +
           ",\"payloadBytes\":" + std::to_string(progress.payload_bytes) + "}";
}

// The structured output of the stream being read, as the stream parser has it so far: the
// address of a repair result record (positions in the payload so far), or 0 when there is none.
std::uintptr_t run_partial(int handle) {
    Machine* machine = runs().find(handle);
    const Runner* runner = machine ? std::get_if<Runner>(machine) : nullptr;
    const PartialObject* partial = runner ? runner->partial_object() : nullptr;
    if (!partial) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_repair_result(out, partial->snapshot(), partial->input());
    return out.finish();
}

// The changes to that value since the last call (boundary::write_changes), or 0 when there
// is no stream being read.
std::uintptr_t run_partial_changes(int handle) {
    Machine* machine = runs().find(handle);
    Runner* runner = machine ? std::get_if<Runner>(machine) : nullptr;
    PartialObject* partial = runner ? runner->partial_object() : nullptr;
    if (!partial) return 0;
    boundary::ResultRecord& out = boundary::result_record().begin();
    boundary::write_changes(out, partial->changes());
    return out.finish();
}

std::string run_response_end(int handle, const std::string& host) {
    return step(handle, [&](auto& run) { return run.response_end(boundary::read_host_input(host)); });
}

// failure: "timeout" | "network"
std::string run_transport_failed(int handle, const std::string& failure, const std::string& detail,
                                 const std::string& host) {
    const TransportFailure kind = failure == "timeout" ? TransportFailure::Timeout : TransportFailure::Network;
    return step(handle, [&](auto& run) { return run.transport_failed(kind, detail, boundary::read_host_input(host)); });
}

std::string run_sleep_done(int handle, const std::string& host) {
    return step(handle, [&](auto& run) { return run.sleep_done(boundary::read_host_input(host)); });
}

std::string run_tool_results(int handle, const std::string& results, const std::string& host) {
    Machine* machine = runs().find(handle);
    AgentLoop* loop = machine ? std::get_if<AgentLoop>(machine) : nullptr;
    if (!loop) return action_json(machine, Action{});
    return action_json(machine, loop->tool_results(boundary::read_tool_results(results), boundary::read_host_input(host)));
}

std::string run_cancel(int handle, const std::string& host) {
    return step(handle, [&](auto& run) { return run.cancel(boundary::read_host_input(host)); });
}

void run_free(int handle) { runs().erase(handle); }

std::string reply_message_binding(const std::string& row, const std::string& first, const std::string& second,
                                  const std::string& locale) {
    const std::optional<ReplyMessage> message = enum_from_name<ReplyMessage>(row);
    if (!message) return "";
    return fill_message(reply_text(*message, language_from_code(locale).value_or(Language::English)), {first, second});
}

}  // namespace sg

// The machines made of Runners (issue 18: one host-protocol base, runner_sequence.h): what the
// judgment chain and the agent loop do with the host's inputs between their Runners and once
// they are done, and a response in one piece read as head, body, end.
#include <catch2/catch.hpp>

#include "run/agent_loop.h"
#include "run/judgment_chain.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

AgentCall agent() {
    AgentCall call;
    call.call = openai_call("");
    call.call.messages = {Message{Role::User, "Search for Tokyo.", {}, "", false}};
    call.call.tools = {ToolSpec{"search", "Search the web", R"({"type":"object"})"}};
    return call;
}

JudgmentCall judgment(std::vector<std::string> rules) {
    JudgmentCall call;
    call.call = openai_call("");
    call.call.messages.clear();
    call.call.retry.max_retries = 0;
    call.rules = std::move(rules);
    call.report = "Two tests fail in the parser.";
    return call;
}

}  // namespace

TEST_CASE("issue 18 a response while the host runs tools is ignored; the loop goes on") {
    AgentLoop loop(agent());
    Host<AgentLoop> host;
    std::size_t next = 0;
    const std::vector<Outcome> outcomes = {json_response(200, openai_tool_calls("call_1", "search", R"({"q":"Tokyo"})")),
                                           json_response(200, openai_reply("Tokyo is sunny."))};
    const Action tools = host.run(loop, outcomes, next, host.record(loop.start(host.input())));
    REQUIRE(tools.kind == ActionKind::Tools);

    CHECK(loop.response(200, {}, openai_reply("out of turn"), host.input()).kind == ActionKind::Done);
    CHECK(loop.sleep_done(host.input()).kind == ActionKind::Done);
    CHECK_FALSE(loop.response_chunk("more").keep_reading);
    CHECK_FALSE(loop.done());
    CHECK(loop.result().rounds.size() == 1);

    host.run(loop, outcomes, next, host.record(loop.tool_results({{"call_1", "sunny"}}, host.input())));
    CHECK(join(host.trace) == "http, tools 1, http, done");
    REQUIRE(loop.result().ok);
    CHECK(loop.result().text == "Tokyo is sunny.");
    CHECK(loop.result().rounds.size() == 2);
}

TEST_CASE("issue 18 cancel before start ends either machine as cancelled, without a request") {
    AgentLoop loop(agent());
    JudgmentChain chain(judgment({"Done", "Fixes are needed"}));
    for (HostProtocol* machine : std::vector<HostProtocol*>{&loop, &chain}) {
        CHECK(machine->response_end(HostInput{kStart, kRandom}).kind == ActionKind::Done);
        CHECK(machine->cancel(HostInput{kStart, kRandom}).kind == ActionKind::Done);
        CHECK(machine->start(HostInput{kStart, kRandom}).kind == ActionKind::Done);
    }
    CHECK(loop.done());
    CHECK(loop.result().error->kind == RunErrorKind::Cancelled);
    CHECK(loop.result().rounds.empty());
    CHECK(chain.done());
    CHECK(chain.result().error->kind == RunErrorKind::Cancelled);
    CHECK(chain.result().stages.empty());
}

TEST_CASE("issue 18 once done, the chain ignores every input") {
    JudgmentChain chain(judgment({"The only rule"}));
    CHECK(chain.start(HostInput{kStart, kRandom}).kind == ActionKind::Done);
    REQUIRE(chain.done());
    CHECK(chain.cancel(HostInput{kStart, kRandom}).kind == ActionKind::Done);
    CHECK(chain.transport_failed(TransportFailure::Network, "", HostInput{kStart, kRandom}).kind == ActionKind::Done);
    CHECK(chain.response(500, {}, "", HostInput{kStart, kRandom}).kind == ActionKind::Done);
    CHECK(chain.result().ok);
    CHECK_FALSE(chain.result().error);
    CHECK(chain.result().method == JudgmentMethod::AutoSelect);
}

TEST_CASE("issue 18 a response in one piece is read as its head, its body, its end") {
    JudgmentChain chain(judgment({"Done", "Fixes are needed"}));
    REQUIRE(chain.start(HostInput{kStart, kRandom}).kind == ActionKind::Http);
    const Action action =
        chain.response(200, {}, openai_reply(R"({"step":2,"reason":"two tests fail"})"), HostInput{kStart, kRandom});
    CHECK(action.kind == ActionKind::Done);
    REQUIRE(chain.result().ok);
    CHECK(chain.result().rule_index == 1);
    CHECK(chain.result().stages[0].run.attempts[0].status == 200);
}

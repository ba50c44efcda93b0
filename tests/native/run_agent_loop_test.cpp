// The agent loop (rule R9; P7 tool outputs): rounds of model call, tool calls
// run by the host, results appended, until no tool call or maximumIterations.
#include <catch2/catch.hpp>

#include <rapidjson/document.h>

#include "run/agent_loop.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const char* const kSearchTool = R"({"type":"object","properties":{"q":{"type":"string"}},"required":["q"]})";

AgentCall agent(Wire wire = Wire::OpenAIChat, int iterations = 3) {
    AgentCall call;
    call.call = wire == Wire::OpenAIChat ? openai_call("") : anthropic_call("");
    call.call.tokens.max_tokens.reset();
    call.call.messages = {Message{Role::System, "You are helpful.", {}, "", false},
                          Message{Role::User, "What is the weather in Tokyo and Osaka?", {}, "", false}};
    call.call.tools = {ToolSpec{"search", "Search the web", kSearchTool}};
    call.maximum_iterations = iterations;
    return call;
}

rapidjson::Document body_of(const HttpRequest& request) {
    rapidjson::Document document;
    document.Parse(request.body.c_str());
    return document;
}

std::string two_calls() {
    return R"({"choices":[{"index":0,"message":{"role":"assistant","content":null,"tool_calls":[)"
           R"({"id":"call_t","type":"function","function":{"name":"search","arguments":"{\"q\":\"Tokyo\"}"}},)"
           R"({"id":"call_o","type":"function","function":{"name":"search","arguments":"{\"q\":\"Osaka\"}"}}]},)"
           R"("finish_reason":"tool_calls"}],"usage":{"prompt_tokens":30,"completion_tokens":15,"total_tokens":45}})";
}

}  // namespace

TEST_CASE("R9 one tool round, then the answer; usage per round and summed") {
    AgentLoop loop(agent());
    Host<AgentLoop> host;
    std::size_t next = 0;
    const std::vector<Outcome> outcomes = {json_response(200, two_calls()),
                                           json_response(200, openai_reply("Tokyo is sunny, Osaka rainy.", "stop", 60, 8))};
    Action action = host.run(loop, outcomes, next, host.record(loop.start(host.input())));
    REQUIRE(action.kind == ActionKind::Tools);
    REQUIRE(action.tools.size() == 2);
    CHECK(action.tools[0].id == "call_t");
    CHECK(action.tools[1].arguments == R"({"q":"Osaka"})");
    action = host.record(loop.tool_results({{"call_o", "rainy"}, {"call_t", "sunny"}}, host.input()));
    host.run(loop, outcomes, next, action);
    CHECK(join(host.trace) == "http, tools 2, http, done");

    const AgentResult& r = loop.result();
    REQUIRE(r.ok);
    CHECK(r.text == "Tokyo is sunny, Osaka rainy.");
    CHECK_FALSE(r.stopped_by_limit);
    REQUIRE(r.rounds.size() == 2);
    CHECK(r.rounds[0].run.usage.total_tokens == 45);
    CHECK(r.rounds[1].run.usage.total_tokens == 68);
    CHECK(r.usage.total_tokens == 113);

    const rapidjson::Document second = body_of(host.requests[1]);
    const auto& messages = second["messages"];
    REQUIRE(messages.Size() == 5);
    CHECK(std::string(messages[2]["role"].GetString()) == "assistant");
    CHECK(std::string(messages[3]["tool_call_id"].GetString()) == "call_t");
    CHECK(std::string(messages[3]["content"].GetString()) == "sunny");
    CHECK(std::string(messages[4]["content"].GetString()) == "rainy");
    CHECK(std::string(second["tool_choice"].GetString()) == "auto");
}

TEST_CASE("R9 the last allowed round offers the tools with tool_choice none") {
    AgentLoop loop(agent(Wire::OpenAIChat, 2));
    Host<AgentLoop> host;
    std::size_t next = 0;
    const std::vector<Outcome> outcomes = {json_response(200, two_calls()), json_response(200, two_calls())};
    Action action = host.run(loop, outcomes, next, host.record(loop.start(host.input())));
    action = host.record(loop.tool_results({{"call_t", "sunny"}, {"call_o", "rainy"}}, host.input()));
    host.run(loop, outcomes, next, action);
    CHECK(join(host.trace) == "http, tools 2, http, done");
    CHECK(std::string(body_of(host.requests[0])["tool_choice"].GetString()) == "auto");
    CHECK(std::string(body_of(host.requests[1])["tool_choice"].GetString()) == "none");
    const AgentResult& r = loop.result();
    CHECK(r.ok);
    CHECK(r.stopped_by_limit);
    CHECK(r.rounds.size() == 2);
}

TEST_CASE("R9 a missing tool result is answered as a failed tool") {
    AgentLoop loop(agent(Wire::AnthropicMessages));
    Host<AgentLoop> host;
    std::size_t next = 0;
    const std::string tool_use =
        R"({"content":[{"type":"text","text":"Let me look."},{"type":"tool_use","id":"toolu_1","name":"search","input":{"q":"Tokyo"}}],)"
        R"("stop_reason":"tool_use","usage":{"input_tokens":10,"output_tokens":5}})";
    const std::vector<Outcome> outcomes = {json_response(200, tool_use),
                                           json_response(200, anthropic_text_reply("I could not search."))};
    Action action = host.run(loop, outcomes, next, host.record(loop.start(host.input())));
    REQUIRE(action.kind == ActionKind::Tools);
    action = host.record(loop.tool_results({}, host.input()));
    host.run(loop, outcomes, next, action);
    const rapidjson::Document second = body_of(host.requests[1]);
    const auto& results = second["messages"][2]["content"];
    CHECK(std::string(results[0]["type"].GetString()) == "tool_result");
    CHECK(results[0]["is_error"].GetBool());
    CHECK(std::string(results[0]["content"].GetString()) == "the host returned no result for this tool call");
    CHECK(std::string(second["messages"][1]["content"][0]["text"].GetString()) == "Let me look.");
    CHECK(loop.result().text == "I could not search.");
    CHECK(loop.result().usage.total_tokens == 45);
}

TEST_CASE("P7 large tool outputs get a summary line; older ones lose their content") {
    AgentCall call = agent(Wire::OpenAIChat, 4);
    call.tool_summary_threshold = 16;
    call.keep_last_tool_outputs = 2;
    AgentLoop loop(call);
    Host<AgentLoop> host;
    std::size_t next = 0;
    const std::vector<Outcome> outcomes = {json_response(200, two_calls()), json_response(200, two_calls()),
                                           json_response(200, openai_reply("done"))};
    Action action = host.run(loop, outcomes, next, host.record(loop.start(host.input())));
    action = host.record(loop.tool_results({{"call_t", "line one of tokyo\nline two"}, {"call_o", "short"}}, host.input()));
    action = host.run(loop, outcomes, next, action);
    REQUIRE(action.kind == ActionKind::Tools);
    action = host.record(loop.tool_results({{"call_t", "t2"}, {"call_o", "o2"}}, host.input()));
    host.run(loop, outcomes, next, action);
    CHECK(join(host.trace) == "http, tools 2, http, tools 2, http, done");

    const rapidjson::Document second = body_of(host.requests[1]);
    CHECK(std::string(second["messages"][3]["content"].GetString()) ==
          "2 lines | line one of tokyo\xE2\x80\xA6\nline one of tokyo\nline two");
    const rapidjson::Document third = body_of(host.requests[2]);
    CHECK(std::string(third["messages"][3]["content"].GetString()) == "2 lines | line one of tokyo\xE2\x80\xA6");
    CHECK(std::string(third["messages"][4]["content"].GetString()) == "short");
    CHECK(std::string(third["messages"][6]["content"].GetString()) == "t2");
}

TEST_CASE("R9 a round that fails after its retries ends the loop with its error") {
    AgentCall call = agent();
    call.call.retry.max_retries = 1;
    AgentLoop loop(call);
    Host<AgentLoop> host;
    host.run(loop, {timeout(), timeout()});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK_FALSE(loop.result().ok);
    CHECK(loop.result().error->kind == RunErrorKind::Timeout);
    CHECK(loop.result().rounds.size() == 1);
}

TEST_CASE("R9 tool results that were not asked for end the loop") {
    AgentLoop loop(agent());
    Host<AgentLoop> host;
    host.record(loop.start(host.input()));
    host.record(loop.tool_results({{"x", "y"}}, host.input()));
    CHECK(join(host.trace) == "http, done");
    CHECK(loop.result().error->kind == RunErrorKind::InvalidCall);
}

TEST_CASE("R9 cancelling while the host runs tools") {
    AgentLoop loop(agent());
    Host<AgentLoop> host;
    std::size_t next = 0;
    const Action action = host.run(loop, {json_response(200, two_calls())}, next, host.record(loop.start(host.input())));
    REQUIRE(action.kind == ActionKind::Tools);
    host.record(loop.cancel(host.input()));
    CHECK(loop.result().error->kind == RunErrorKind::Cancelled);
    CHECK(loop.done());
}

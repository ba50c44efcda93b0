// What goes on the wire (rule R1, as the official SDKs send it): URLs, headers without credentials,
// and the exact request bodies of each output mode.
#include <catch2/catch.hpp>

#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const char* const kSmallSchema = R"({"type":"object","properties":{"a":{"type":"integer"}},"required":["a"],"additionalProperties":false})";

RunCall small_call(Wire wire) {
    RunCall call = wire == Wire::OpenAIChat ? openai_call(kSmallSchema) : anthropic_call(kSmallSchema);
    call.messages = {Message{Role::System, "Be brief.", {}, "", false}, Message{Role::User, "Give a.", {}, "", false}};
    call.schema_name = "answer";
    return call;
}

std::string headers_of(const HttpRequest& request) {
    std::string out;
    for (const Header& h : request.headers) out += h.name + ": " + h.value + "\n";
    return out;
}

}  // namespace

TEST_CASE("R1 OpenAI native: response_format json_schema strict and max_completion_tokens") {
    const HttpRequest request = first_request(small_call(Wire::OpenAIChat));
    CHECK(request.method == "POST");
    CHECK(request.url == "https://api.openai.com/v1/chat/completions");
    CHECK(headers_of(request) == "content-type: application/json\n");
    CHECK_FALSE(request.stream);
    CHECK(request.body ==
          R"({"model":"gpt-4o-2024-08-06","messages":[{"role":"system","content":"Be brief."},)"
          R"({"role":"user","content":"Give a."}],"max_completion_tokens":512,)"
          R"("response_format":{"type":"json_schema","json_schema":{"name":"answer","strict":true,"schema":)" +
              std::string(kSmallSchema) + "}}}");
}

TEST_CASE("R1 OpenAI-compatible local server: max_tokens, base URL, temperature, stream with usage") {
    RunCall call = small_call(Wire::OpenAIChat);
    call.provider.base_url = "http://127.0.0.1:11434/v1/";
    call.provider.token_field = TokenField::MaxTokens;
    call.provider.temperature = 0.3;
    call.provider.stream = true;
    call.provider.headers.push_back({"x-trace", "t1"});
    const HttpRequest request = first_request(call);
    CHECK(request.url == "http://127.0.0.1:11434/v1/chat/completions");
    CHECK(headers_of(request) == "content-type: application/json\naccept: text/event-stream\nx-trace: t1\n");
    CHECK(request.stream);
    CHECK(request.body.find(R"("max_tokens":512,"temperature":0.3,"response_format")") != std::string::npos);
    CHECK(request.body.find("max_completion_tokens") == std::string::npos);
    CHECK(request.body.substr(request.body.size() - 57) ==
          R"(}},"stream":true,"stream_options":{"include_usage":true}})");
}

TEST_CASE("R1 Anthropic forced tool: system on top, the tool, tool_choice") {
    const HttpRequest request = first_request(small_call(Wire::AnthropicMessages));
    CHECK(request.url == "https://api.anthropic.com/v1/messages");
    CHECK(headers_of(request) == "content-type: application/json\nanthropic-version: 2023-06-01\n");
    CHECK(request.body ==
          R"({"model":"claude-sonnet-4-5","max_tokens":512,"system":"Be brief.",)"
          R"("messages":[{"role":"user","content":"Give a."}],)"
          R"("tools":[{"name":"answer","description":"Return the answer as this tool's input.","input_schema":)" +
              std::string(kSmallSchema) + R"(}],"tool_choice":{"type":"tool","name":"answer"}})");
}

TEST_CASE("R1 Anthropic native output_config and the default max_tokens") {
    RunCall call = small_call(Wire::AnthropicMessages);
    call.mode = OutputMode::Native;
    call.tokens.max_tokens.reset();
    call.provider.stream = true;
    const HttpRequest request = first_request(call);
    CHECK(request.body ==
          R"({"model":"claude-sonnet-4-5","max_tokens":4096,"system":"Be brief.",)"
          R"("messages":[{"role":"user","content":"Give a."}],)"
          R"("output_config":{"format":{"type":"json_schema","schema":)" +
              std::string(kSmallSchema) + R"(}},"stream":true})");
}

TEST_CASE("P5 prompt-only: the JSON-only instruction ends the last user message") {
    RunCall call = small_call(Wire::OpenAIChat);
    call.mode = OutputMode::PromptOnly;
    const HttpRequest request = first_request(call);
    CHECK(request.body ==
          R"({"model":"gpt-4o-2024-08-06","messages":[{"role":"system","content":"Be brief."},)"
          R"({"role":"user","content":"Give a.\n---\nIMPORTANT: You MUST respond with ONLY a valid JSON object )"
          R"(matching this schema. No other text, no markdown code blocks, no explanation.\n```json\n{\n  \"type\": )"
          R"(\"object\",\n  \"properties\": {\n    \"a\": {\n      \"type\": \"integer\"\n    }\n  },\n  )"
          R"(\"required\": [\n    \"a\"\n  ],\n  \"additionalProperties\": false\n}\n```"}],"max_completion_tokens":512})");
}

TEST_CASE("P5 prompt-only into the system prompt, added when the conversation has none") {
    RunCall call = small_call(Wire::AnthropicMessages);
    call.mode = OutputMode::PromptOnly;
    call.instruction_target = InstructionTarget::SystemPrompt;
    call.messages.erase(call.messages.begin());
    const HttpRequest request = first_request(call);
    CHECK(request.body.find(R"("system":"\n---\nIMPORTANT: You MUST respond with ONLY)") != std::string::npos);
    CHECK(request.body.find("tool_choice") == std::string::npos);
    CHECK(request.body.find(R"("messages":[{"role":"user","content":"Give a."}])") != std::string::npos);
}

TEST_CASE("R9 tool conversations on the OpenAI wire") {
    RunCall call = openai_call("");
    call.tokens.max_tokens.reset();
    call.tools = {ToolSpec{"search", "Search the web", R"({"type":"object","properties":{"q":{"type":"string"}}})"},
                  ToolSpec{"now", "", ""}};
    call.messages = {Message{Role::User, "Weather?", {}, "", false},
                     Message{Role::Assistant, "", {ToolCall{"call_1", "search", R"({"q":"weather"})"}}, "", false},
                     Message{Role::Tool, "sunny", {}, "call_1", false}};
    const HttpRequest request = first_request(call);
    CHECK(request.body ==
          R"({"model":"gpt-4o-2024-08-06","messages":[{"role":"user","content":"Weather?"},)"
          R"({"role":"assistant","content":null,"tool_calls":[{"id":"call_1","type":"function","function":)"
          R"({"name":"search","arguments":"{\"q\":\"weather\"}"}}]},)"
          R"({"role":"tool","tool_call_id":"call_1","content":"sunny"}],)"
          R"("tools":[{"type":"function","function":{"name":"search","description":"Search the web","parameters":)"
          R"({"type":"object","properties":{"q":{"type":"string"}}}}},)"
          R"({"type":"function","function":{"name":"now","parameters":{"type":"object","properties":{}}}}],)"
          R"("tool_choice":"auto"})");
}

TEST_CASE("R9 tool conversations on the Anthropic wire: tool results grouped in one user turn") {
    RunCall call = anthropic_call("");
    call.tools = {ToolSpec{"search", "", R"({"type":"object"})"}};
    call.tool_choice = ToolChoice::None;
    call.messages = {Message{Role::User, "Two searches", {}, "", false},
                     Message{Role::Assistant, "Searching.",
                             {ToolCall{"toolu_1", "search", R"({"q":"a"})"}, ToolCall{"toolu_2", "search", "not json"}},
                             "", false},
                     Message{Role::Tool, "result a", {}, "toolu_1", false},
                     Message{Role::Tool, "boom", {}, "toolu_2", true}};
    const HttpRequest request = first_request(call);
    CHECK(request.body ==
          R"({"model":"claude-sonnet-4-5","max_tokens":512,"messages":[{"role":"user","content":"Two searches"},)"
          R"({"role":"assistant","content":[{"type":"text","text":"Searching."},)"
          R"({"type":"tool_use","id":"toolu_1","name":"search","input":{"q":"a"}},)"
          R"({"type":"tool_use","id":"toolu_2","name":"search","input":{}}]},)"
          R"({"role":"user","content":[{"type":"tool_result","tool_use_id":"toolu_1","content":"result a"},)"
          R"({"type":"tool_result","tool_use_id":"toolu_2","content":"boom","is_error":true}]}],)"
          R"("tools":[{"name":"search","input_schema":{"type":"object"}}],"tool_choice":{"type":"none"}})");
}

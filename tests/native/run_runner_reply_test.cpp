// The runner against replies (rules R2, R3, R5, L6): stop reasons, the pluggable check, the
// reask, the growing token limit and the fallbacks.
#include <catch2/catch.hpp>

#include <rapidjson/document.h>

#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

const std::string kGoodJson = R"({"step":2,"reason":"ok"})";

Outcome reply(std::string_view content, std::string_view finish = "stop") {
    return json_response(200, openai_reply(content, finish));
}

rapidjson::Document body_of(const HttpRequest& request) {
    rapidjson::Document document;
    document.Parse(request.body.c_str());
    return document;
}

std::string message_roles(const rapidjson::Document& body) {
    std::string roles;
    for (const auto& message : body["messages"].GetArray()) roles += std::string(message["role"].GetString()) + " ";
    return roles;
}

}  // namespace

TEST_CASE("R2 length: retried with twice the limit, usage summed over both attempts") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, openai_reply("{\"step\":2,\"rea", "length", 81, 512)), reply(kGoodJson)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.attempts[0].error->kind == RunErrorKind::Truncated);
    CHECK(r.attempts[0].error->provider_code == "length");
    CHECK(r.attempts[0].stop_reason == "length");
    CHECK(body_of(host.requests[0])["max_completion_tokens"].GetInt() == 512);
    CHECK(body_of(host.requests[1])["max_completion_tokens"].GetInt() == 1024);
    CHECK(r.attempts[1].max_tokens == 1024);
    CHECK(r.usage.input_tokens == 162);
    CHECK(r.usage.output_tokens == 524);
    CHECK(r.attempts[0].usage.output_tokens == 512);
}

TEST_CASE("R3 with an estimate each attempt asks for the seed's limit") {
    RunCall call = openai_call();
    call.tokens.estimate = TokenEstimate{500, 15, 150, 400};
    Runner runner(call, step_check());
    Host<Runner> host;
    host.run(runner, {reply("{\"step\":2,\"rea", "length"), reply("{\"step\":2,\"reason\":", "length"), reply(kGoodJson)});
    CHECK(join(host.trace) == "http, sleep 438, http, sleep 875, http, done");
    CHECK(body_of(host.requests[0])["max_completion_tokens"].GetInt() == 4095);
    CHECK(body_of(host.requests[1])["max_completion_tokens"].GetInt() == 4725);
    CHECK(body_of(host.requests[2])["max_completion_tokens"].GetInt() == 5356);
}

TEST_CASE("R2 Anthropic max_tokens with a partial tool input is a truncation") {
    Runner runner(anthropic_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, anthropic_tool_reply("choose_step", R"({"step": 2})", "max_tokens")),
                      json_response(200, anthropic_tool_reply("choose_step", R"({"step": 2, "reason": "ok"})"))});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::Truncated);
    CHECK(body_of(host.requests[1])["max_tokens"].GetInt() == 1024);
}

TEST_CASE("R2 an OpenAI refusal is a Refused error, retried, then the run fails") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    const Outcome refused = json_response(200, openai_refusal("I can't help with that."));
    host.run(runner, {refused, refused, refused});
    CHECK(join(host.trace) == "http, sleep 438, http, sleep 875, http, done");
    const RunResult& r = runner.result();
    CHECK_FALSE(r.ok);
    CHECK(r.error->kind == RunErrorKind::Refused);
    CHECK(r.error->message == "the model refused: I can't help with that.");
    CHECK(r.error->provider_code == "refusal");
    CHECK(r.audit.error_type == "Refused");
}

TEST_CASE("R2 an Anthropic refusal stop reason is a Refused error") {
    Runner runner(anthropic_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, anthropic_text_reply("", "refusal")),
                      json_response(200, anthropic_tool_reply("choose_step", kGoodJson))});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::Refused);
    CHECK(runner.result().attempts[0].error->provider_code == "refusal");
}

TEST_CASE("R2 content_filter is a ContentFiltered error, retried") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    host.run(runner, {reply("{\"step\":", "content_filter"), reply(kGoodJson)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::ContentFiltered);
    CHECK(runner.result().ok);
}

TEST_CASE("R2 any other stop reason is an UnexpectedStop, even with good JSON") {
    Runner runner(anthropic_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, anthropic_tool_reply("choose_step", kGoodJson, "pause_turn")),
                      json_response(200, anthropic_tool_reply("choose_step", kGoodJson, "tool_use"))});
    CHECK(runner.result().attempts[0].error->kind == RunErrorKind::UnexpectedStop);
    CHECK(runner.result().attempts[0].error->message ==
          "the model stopped for an unexpected reason (stop reason \"pause_turn\")");
}

TEST_CASE("R2 why a reply was not read is said in the call's language") {
    RunCall call = openai_call();
    call.language = Language::Japanese;
    Runner refusing(call, step_check());
    Host<Runner> host;
    const Outcome refused = json_response(200, openai_refusal("I can't help with that."));
    host.run(refusing, {refused, refused, refused});
    CHECK(refusing.result().error->message == "モデルが回答を拒否しました: I can't help with that.");
    Runner cut(call, step_check());
    Host<Runner> again;
    again.run(cut, {reply("{\"step\":", "length"), reply(kGoodJson)});
    CHECK(cut.result().attempts[0].error->message == "出力トークンの上限で回答が途中で切れました（停止理由 \"length\"）");
}

TEST_CASE("L6 a reply that fails the check is sent back with the correction") {
    Runner runner(openai_call(), step_check(3));
    Host<Runner> host;
    host.run(runner, {reply(R"({"step":7,"reason":"ok"})"), reply(kGoodJson)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    const RunError& first = *r.attempts[0].error;
    CHECK(first.kind == RunErrorKind::InvalidReply);
    REQUIRE(first.reply_errors.size() == 1);
    CHECK(first.reply_errors[0].code == ErrorCode::ValidationFailed);
    CHECK(first.message == "the reply was rejected by the check: /step must be an integer from 1 to 3");
    CHECK(first.payload == R"({"step":7,"reason":"ok"})");
    const rapidjson::Document second = body_of(host.requests[1]);
    CHECK(message_roles(second) == "system user assistant user ");
    CHECK(std::string(second["messages"][2]["content"].GetString()) == R"({"step":7,"reason":"ok"})");
    CHECK(std::string(second["messages"][3]["content"].GetString()) == "Set \"step\" to a rule number from 1 to 3.");
}

TEST_CASE("L6 only the latest rejected reply is sent back; reask off sends none") {
    SECTION("latest only") {
        Runner runner(openai_call(), step_check(3));
        Host<Runner> host;
        host.run(runner, {reply(R"({"step":7,"reason":"a"})"), reply(R"({"step":8,"reason":"b"})"), reply(kGoodJson)});
        const rapidjson::Document third = body_of(host.requests[2]);
        CHECK(message_roles(third) == "system user assistant user ");
        CHECK(std::string(third["messages"][2]["content"].GetString()) == R"({"step":8,"reason":"b"})");
    }
    SECTION("reask off") {
        RunCall call = openai_call();
        call.reask = false;
        Runner runner(call, step_check(3));
        Host<Runner> host;
        host.run(runner, {reply(R"({"step":7,"reason":"a"})"), reply(kGoodJson)});
        CHECK(message_roles(body_of(host.requests[1])) == "system user ");
        CHECK(runner.result().ok);
    }
}

TEST_CASE("X6 malformed JSON in a fence is a JsonParseError reask with the default correction") {
    Runner runner(openai_call(), step_check());
    Host<Runner> host;
    const std::string fenced = "Here you go:\n```json\n{\"step\": 2, \"reason\": \"ok\",}\n```";
    host.run(runner, {reply(fenced), reply("```json\n" + kGoodJson + "\n```")});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.value == kGoodJson);
    const RunError& first = *r.attempts[0].error;
    REQUIRE(first.reply_errors.size() == 1);
    CHECK(first.reply_errors[0].code == ErrorCode::JsonParseError);
    CHECK(first.reply_errors[0].position->line == 3);
    const rapidjson::Document second = body_of(host.requests[1]);
    CHECK(std::string(second["messages"][3]["content"].GetString()) ==
          "Your previous reply could not be used:\n- invalid JSON on line 3: a trailing comma before '}' is not "
          "allowed in strict JSON\nReply again with only the JSON object, following the schema exactly.");
}

TEST_CASE("X1 the Anthropic model that ignores the forced tool still has its text read") {
    Runner runner(anthropic_call(), step_check());
    Host<Runner> host;
    host.run(runner, {json_response(200, anthropic_text_reply("Rule 2 fits.\n{\"step\": 2, \"reason\": \"fits\"}"))});
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.value == R"({"step": 2, "reason": "fits"})");
    CHECK(r.answer_text == "Rule 2 fits.");
}

TEST_CASE("R5 after the last attempt a valid fallback value stands in, and says why") {
    RunCall call = openai_call();
    call.fallback.kind = FallbackKind::Value;
    call.fallback.value = R"({"step":1,"reason":"fallback"})";
    Runner runner(call, step_check());
    Host<Runner> host;
    const Outcome down = json_response(503, openai_error("server_error", "", "The server is overloaded or not ready yet."));
    host.run(runner, {down, down, down});
    CHECK(join(host.trace) == "http, sleep 438, http, sleep 875, http, done");
    const RunResult& r = runner.result();
    CHECK(r.ok);
    CHECK(r.fallback_used);
    CHECK(r.fallback_reason == "ProviderUnavailable");
    CHECK(r.value == R"({"step":1,"reason":"fallback"})");
    CHECK(r.error->kind == RunErrorKind::ProviderUnavailable);
    CHECK(r.audit.error_type == "ProviderUnavailable");
    CHECK(r.usage.total_tokens == 0);
}

TEST_CASE("R5 a fallback value that fails the same check is not used") {
    RunCall call = openai_call();
    call.retry.max_retries = 0;
    call.fallback.kind = FallbackKind::Value;
    call.fallback.value = R"({"step":9,"reason":"fallback"})";
    Runner runner(call, step_check(3));
    Host<Runner> host;
    host.run(runner, {reply("{\"step\":", "length")});
    const RunResult& r = runner.result();
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.fallback_used);
    CHECK(r.fallback_reason == "Truncated");
    REQUIRE(r.fallback_errors.size() == 1);
    CHECK(r.fallback_errors[0].message == "/step must be an integer from 1 to 3");
    CHECK(r.value.empty());
}

TEST_CASE("R5 chat fallback: the fixed answer, no JSON, no usage") {
    RunCall call = openai_call("");
    call.retry.max_retries = 1;
    call.fallback.kind = FallbackKind::ChatAnswer;
    call.fallback.answer_text = "申し訳ありません。現在応答できません。しばらくしてから再度お試しください。";
    Runner runner(call);
    Host<Runner> host;
    host.run(runner, {timeout(), timeout()});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    CHECK(r.ok);
    CHECK(r.fallback_used);
    CHECK(r.fallback_reason == "Timeout");
    CHECK(r.text == call.fallback.answer_text);
    CHECK(r.value.empty());
    CHECK(r.usage.total_tokens == 0);
    CHECK_FALSE(r.audit.schema_id.has_value());
    CHECK(r.audit.error_type == "Timeout");
}

TEST_CASE("R1 a text call accepts any normally stopped reply as text") {
    Runner runner(openai_call(""));
    Host<Runner> host;
    host.run(runner, {reply("こんにちは。三つの手順があります。")});
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.text == "こんにちは。三つの手順があります。");
    CHECK(r.value.empty());
    CHECK_FALSE(body_of(host.requests[0]).HasMember("response_format"));
}

TEST_CASE("R1 invalid calls end before any request, with no fallback") {
    struct Case {
        const char* name;
        void (*change)(RunCall&);
        const char* message;
    };
    const Case cases[] = {
        {"credential header", [](RunCall& c) { c.provider.headers.push_back({"Authorization", "Bearer sk-x"}); },
         "the header \"Authorization\" carries a credential; credentials are added by the host's fetch, never by the core"},
        {"no model", [](RunCall& c) { c.provider.model.clear(); }, "no model is set"},
        {"no message", [](RunCall& c) { c.messages.clear(); }, "the conversation has no message"},
        {"schema not JSON", [](RunCall& c) { c.schema = "{type: object}"; },
         "the schema is not valid JSON: invalid JSON on line 1: Missing a name for object member."},
        {"schema not an object", [](RunCall& c) { c.schema = "[]"; }, "the schema must be a JSON object"},
        {"bad schema name", [](RunCall& c) { c.schema_name = "step choice"; },
         "the schema name \"step choice\" must be 1 to 64 of A-Z a-z 0-9 _ -"},
        {"tool mode on OpenAI", [](RunCall& c) { c.mode = OutputMode::Tool; },
         "output mode tool is for Anthropic, Gemini and openai-responses; OpenAI chat enforces a schema with mode native"},
        {"native without schema", [](RunCall& c) { c.schema.clear(); c.mode = OutputMode::Native; },
         "output mode native needs a schema"},
        {"bad tool parameters", [](RunCall& c) { c.tools.push_back(ToolSpec{"search", "", "[1]"}); },
         "the parameters of tool search must be a JSON object"},
    };
    for (const Case& c : cases) {
        INFO(c.name);
        RunCall call = openai_call();
        call.fallback.kind = FallbackKind::ChatAnswer;
        call.fallback.answer_text = "fallback";
        c.change(call);
        Runner runner(call, step_check());
        Host<Runner> host;
        host.run(runner, {});
        CHECK(join(host.trace) == "done");
        const RunResult& r = runner.result();
        CHECK_FALSE(r.ok);
        CHECK_FALSE(r.fallback_used);
        CHECK(r.error->kind == RunErrorKind::InvalidCall);
        CHECK(r.error->message == c.message);
        CHECK(r.attempts.empty());
    }
}

TEST_CASE("S1 without a check of its own the runner validates against the call's schema") {
    Runner runner(openai_call());
    Host<Runner> host;
    host.run(runner, {reply(R"({"step":"two","reason":"ok","extra":1})"), reply(kGoodJson)});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.value == kGoodJson);
    const RunError& first = *r.attempts[0].error;
    REQUIRE(first.reply_errors.size() == 2);
    CHECK(first.reply_errors[0].code == ErrorCode::ValidationFailed);
    CHECK(first.reply_errors[0].position->offset == 8);
    CHECK(std::string(body_of(host.requests[1])["messages"][3]["content"].GetString()) ==
          "Your previous reply did not match the required JSON schema:\n"
          "- at /step: 'step' must be integer; got string\n"
          "- at /extra: property 'extra' is not allowed\n"
          "Reply again with the corrected JSON only, as one ```json fence, with no other text.");
}

TEST_CASE("L6 a call in Japanese sends its correction, and the validation messages in it, in Japanese") {
    RunCall call = openai_call();
    call.language = Language::Japanese;
    Runner runner(call);
    Host<Runner> host;
    host.run(runner, {reply(R"({"step":"two","reason":"ok","extra":1})"), reply(kGoodJson)});
    const RunResult& r = runner.result();
    REQUIRE(r.ok);
    CHECK(r.attempts[0].error->reply_errors[0].message == "'step' は integer でなければなりません（実際: string）");
    CHECK(std::string(body_of(host.requests[1])["messages"][3]["content"].GetString()) ==
          "前回の回答は、指定された JSON スキーマに合っていませんでした：\n"
          "- /step: 'step' は integer でなければなりません（実際: string）\n"
          "- /extra: プロパティ 'extra' は許可されていません\n"
          "修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。");
}

TEST_CASE("S1 a schema the validator cannot compile is refused before any request") {
    Runner runner(openai_call(R"({"type":"object","properties":{"a":{"type":5}}})"));
    Host<Runner> host;
    host.run(runner, {});
    CHECK(join(host.trace) == "done");
    CHECK(runner.result().error->kind == RunErrorKind::InvalidCall);
    CHECK(runner.result().error->message.rfind("the schema cannot be compiled at /properties/a/type: ", 0) == 0);
}

TEST_CASE("S1 a call's schema compiled in strict mode refuses a misspelt keyword before any request") {
    const std::string schema = R"({"type":"object","properties":{"a":{"type":"string","minLenght":1}}})";
    RunCall call = openai_call(schema);
    call.strict_schema = true;
    Runner strict(call);
    Host<Runner> host;
    host.run(strict, {});
    CHECK(join(host.trace) == "done");
    CHECK(strict.result().error->kind == RunErrorKind::InvalidCall);
    CHECK(strict.result().error->message ==
          "the schema cannot be compiled at /properties/a/minLenght: \"minLenght\" is not a keyword of JSON Schema 2020-12; "
          "did you mean \"minLength\"? (strict mode: name annotations of your own x-…, or compile with strict: false)");
    // Without strict mode the keyword is ignored, as the specification allows: the request is sent.
    Runner lenient(openai_call(schema));
    Host<Runner> sent;
    sent.run(lenient, {reply(R"({"a":"x"})")});
    CHECK(lenient.result().ok);
}

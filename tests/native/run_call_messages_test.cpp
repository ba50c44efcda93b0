// The client's refusals of the call itself and its cancelling, in the call's language: every
// row of the table (run/call_messages.h) has both texts, and a call without a model, a schema
// that cannot be compiled, a judgment without rules and a cancelled call or machine are said in
// Japanese when the call asks for it, names and pointers as written.
#include <catch2/catch.hpp>

#include "message_table_support.h"
#include "run/agent_loop.h"
#include "run/call_messages.h"
#include "run/judgment_chain.h"
#include "run/runner.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

// The error of a call refused before any request, said in `language`.
RunError refusal(RunCall call, Language language) {
    call.language = language;
    Runner runner(call, nullptr);
    Host<Runner> host;
    host.run(runner, {});
    REQUIRE(runner.result().error.has_value());
    CHECK(runner.result().error->kind == RunErrorKind::InvalidCall);
    return *runner.result().error;
}

RunCall without_model() {
    RunCall call = openai_call();
    call.provider.model.clear();
    return call;
}

RunCall with_schema(std::string schema) {
    RunCall call = openai_call();
    call.schema = std::move(schema);
    return call;
}

}  // namespace

TEST_CASE("R1 every message of the call's refusals has an English and a Japanese text, with the same places") {
    check_both_texts<CallMessage>(call_text);
}

TEST_CASE("R1 a call the client refuses is said in the call's language") {
    CHECK(refusal(without_model(), Language::English).message == "no model is set");
    CHECK(refusal(without_model(), Language::Japanese).message == "モデルが指定されていません");
    RunCall named = openai_call();
    named.schema_name = "step choice";
    CHECK(refusal(named, Language::Japanese).message ==
          "スキーマ名 \"step choice\" は A-Z a-z 0-9 _ - の 1〜64 文字でなければなりません");
    RunCall tool = openai_call();
    tool.tools.push_back(ToolSpec{"search", "", "[1]"});
    CHECK(refusal(tool, Language::Japanese).message == "ツール search の parameters は JSON オブジェクトでなければなりません");
}

TEST_CASE("R1 a schema the client cannot compile is refused in the call's language, the schema's own message too") {
    const RunCall call = with_schema(R"({"type":"object","properties":{"a":{"minLength":"x"}}})");
    CHECK(refusal(call, Language::English).message ==
          "the schema cannot be compiled at /properties/a/minLength: minLength must be a non-negative integer");
    CHECK(refusal(call, Language::Japanese).message ==
          "スキーマを /properties/a/minLength でコンパイルできません: minLength は 0 以上の整数でなければなりません");
    CHECK(refusal(with_schema("[]"), Language::Japanese).message == "スキーマは JSON オブジェクトでなければなりません");
}

TEST_CASE("R6 a judgment without rules is refused in the call's language") {
    JudgmentCall call;
    call.call = openai_call();
    call.call.language = Language::Japanese;
    call.report = "done";
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {});
    REQUIRE(chain.result().error.has_value());
    CHECK(chain.result().error->kind == RunErrorKind::InvalidCall);
    CHECK(chain.result().error->message == "ステータス判定には少なくとも 1 つのルールが必要です");
}

TEST_CASE("R1 a cancelled call, and a machine cancelled before its first runner, are said in the call's language") {
    for (const Language language : {Language::English, Language::Japanese}) {
        const char* expected = language == Language::English ? "cancelled by the host" : "ホストが取り消しました";
        RunCall call = openai_call();
        call.language = language;
        Runner runner(call, step_check());
        Host<Runner> host;
        host.record(runner.start(host.input()));
        host.record(runner.cancel(host.input()));
        CHECK(runner.result().error->message == expected);
        CHECK(runner.result().attempts[0].error->message == expected);
        JudgmentCall judgment;
        judgment.call = call;
        judgment.rules = {"Done", "Fixes are needed"};
        JudgmentChain chain(judgment);
        CHECK(chain.cancel(host.input()).kind == ActionKind::Done);
        CHECK(chain.result().error->message == expected);
    }
}

TEST_CASE("R1 a schema the provider would reject and that has no strict form is refused in the call's language") {
    const RunCall call = with_schema(R"({"type":"object","additionalProperties":{"type":"string"}})");
    const std::string japanese = refusal(call, Language::Japanese).message;
    CHECK(japanese.rfind("openai はこのスキーマを受け付けません（/additionalProperties: OpenAI strict mode ではすべての"
                         "オブジェクトに \"additionalProperties\": false が必要です",
                         0) == 0);
    CHECK(japanese.find("strict な形にもできません（#: マップ（キーが前もって分からないもの）は OpenAI strict mode 向けに"
                        "表せません") != std::string::npos);
    CHECK(refusal(call, Language::English).message.rfind("openai would reject the schema (/additionalProperties: "
                                                         "OpenAI strict mode needs",
                                                         0) == 0);
}

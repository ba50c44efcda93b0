// Status judgment (rule R6): the three-stage chain, each stage its own call, and the
// method mapping.
#include <catch2/catch.hpp>

#include <rapidjson/document.h>

#include "run/judgment_chain.h"
#include "run/rule_tag.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

JudgmentCall judgment(Wire wire = Wire::OpenAIChat) {
    JudgmentCall call;
    call.call = wire == Wire::OpenAIChat ? openai_call("") : anthropic_call("");
    call.call.messages.clear();
    call.call.retry.max_retries = 0;
    call.rules = {"The review found no problem", "Fixes are needed", "The task is blocked"};
    call.report = "Two tests fail in the parser.";
    return call;
}

Outcome openai_text(std::string_view text) { return json_response(200, openai_reply(text)); }

rapidjson::Document body_of(const HttpRequest& request) {
    rapidjson::Document document;
    document.Parse(request.body.c_str());
    return document;
}

std::string last_user_content(const HttpRequest& request) {
    const rapidjson::Document body = body_of(request);
    const auto& messages = body["messages"];
    return messages[messages.Size() - 1]["content"].GetString();
}

// The call in Japanese, with one retry in each stage.
JudgmentCall in_japanese(JudgmentCall call) {
    call.call.retry.max_retries = 1;
    call.call.language = Language::Japanese;
    return call;
}

}  // namespace

TEST_CASE("R6 the rule tag: the last one counts, case-insensitive; the first JUDGE tag") {
    CHECK(find_rule_tag("[movement:1] then [MOVEMENT:2]", "MOVEMENT", TagPick::Last) == 2u);
    CHECK(find_rule_tag("[JUDGE:3] or [JUDGE:1]", "JUDGE", TagPick::First) == 3u);
    CHECK(find_rule_tag("[MOVEMENT:] [MOVEMENT:x] [MOVEMENT:2", "MOVEMENT", TagPick::Last) == std::nullopt);
    CHECK(find_rule_tag("[MOVEMENTS:1] [MOVE:1]", "MOVEMENT", TagPick::Last) == std::nullopt);
    CHECK(find_rule_tag("[MOVEMENT:12345678901] [MOVEMENT:3]", "MOVEMENT", TagPick::Last) == 3u);
    CHECK(find_rule_tag("[[MOVEMENT:4]]", "MOVEMENT", TagPick::Last) == 4u);
}

TEST_CASE("R6 the method mapping of the status-judgment design") {
    CHECK(judgment_log_method(JudgmentMethod::StructuredOutput) == "structured_output");
    CHECK(judgment_log_method(JudgmentMethod::Phase3Tag) == "tag_fallback");
    CHECK(judgment_log_method(JudgmentMethod::Phase1Tag) == "tag_fallback");
    CHECK(judgment_log_method(JudgmentMethod::AiJudge) == "ai_judge");
    CHECK(judgment_log_method(JudgmentMethod::AiJudgeFallback) == "ai_judge");
    CHECK(judgment_method_name(JudgmentMethod::AiJudgeFallback) == "ai_judge_fallback");
}

TEST_CASE("R6 stage 1: the judgment schema, a 1-based step, a 0-based rule index") {
    JudgmentChain chain(judgment());
    Host<JudgmentChain> host;
    host.run(chain, {openai_text(R"({"step":2,"reason":"two tests fail"})")});
    CHECK(join(host.trace) == "http, done");
    const JudgmentResult& r = chain.result();
    REQUIRE(r.ok);
    CHECK(r.rule_index == 1);
    CHECK(r.method == JudgmentMethod::StructuredOutput);
    CHECK(r.reason == "two tests fail");
    CHECK(r.usage.total_tokens == 93);
    REQUIRE(r.stages.size() == 1);
    CHECK(r.stages[0].run.audit.schema_id == "judgment");
    const rapidjson::Document body = body_of(host.requests[0]);
    CHECK(std::string(body["response_format"]["json_schema"]["name"].GetString()) == "judgment");
    CHECK(last_user_content(host.requests[0]).rfind("Decide which rule below matches", 0) == 0);
    CHECK(last_user_content(host.requests[0]).find("Return the number of the matching rule") != std::string::npos);
}

TEST_CASE("R6 stage 2: after stage 1 fails, a plain call and the tag in its reply") {
    JudgmentChain chain(judgment());
    Host<JudgmentChain> host;
    host.run(chain, {openai_text(R"({"step":9,"reason":"?"})"), openai_text("Fixes are needed.\n[MOVEMENT:2]")});
    CHECK(join(host.trace) == "http, http, done");
    const JudgmentResult& r = chain.result();
    REQUIRE(r.ok);
    CHECK(r.rule_index == 1);
    CHECK(r.method == JudgmentMethod::Phase3Tag);
    CHECK(judgment_log_method(r.method) == "tag_fallback");
    CHECK(r.stages.size() == 2);
    CHECK(r.stages[0].run.error->reply_errors[0].message == "/step must be the number of a rule, from 1 to 3");
    CHECK_FALSE(body_of(host.requests[1]).HasMember("response_format"));
    CHECK(last_user_content(host.requests[1]).find("Output the tag of the matching rule on one line") != std::string::npos);
    CHECK(r.usage.total_tokens == 186);
}

TEST_CASE("R6 phase1_tag: no usable reply from stages 1 and 2, but the report carries a tag") {
    JudgmentCall call = judgment();
    call.report = "All done. [MOVEMENT:1]";
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {openai_text("no json"), openai_text("no tag")});
    CHECK(join(host.trace) == "http, http, done");
    CHECK(chain.result().rule_index == 0);
    CHECK(chain.result().method == JudgmentMethod::Phase1Tag);
}

TEST_CASE("R6 stage 3: AI condition evaluation with the evaluation schema") {
    JudgmentChain chain(judgment());
    Host<JudgmentChain> host;
    host.run(chain, {openai_text("no json"), openai_text("no tag"),
                     openai_text(R"({"matched_index":3,"reason":"blocked on review"})")});
    CHECK(join(host.trace) == "http, http, http, done");
    const JudgmentResult& r = chain.result();
    REQUIRE(r.ok);
    CHECK(r.rule_index == 2);
    CHECK(r.method == JudgmentMethod::AiJudge);
    CHECK(judgment_log_method(r.method) == "ai_judge");
    CHECK(r.reason == "blocked on review");
    CHECK(std::string(body_of(host.requests[2])["response_format"]["json_schema"]["name"].GetString()) == "evaluation");
}

TEST_CASE("R6 ai_judge_fallback: stage 3 gave no value but a JUDGE tag") {
    JudgmentCall call = judgment();
    call.evaluation_prompt = "Which condition matches? Answer [JUDGE:N].";
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {openai_text("no json"), openai_text("no tag"), openai_text("[JUDGE:2]")});
    const JudgmentResult& r = chain.result();
    REQUIRE(r.ok);
    CHECK(r.rule_index == 1);
    CHECK(r.method == JudgmentMethod::AiJudgeFallback);
    CHECK(last_user_content(host.requests[2]) == "Which condition matches? Answer [JUDGE:N].");
}

TEST_CASE("R6 no stage finds a rule: the chain fails with every stage recorded") {
    JudgmentChain chain(judgment());
    Host<JudgmentChain> host;
    host.run(chain, {openai_text("no json"), openai_text("no tag"), openai_text(R"({"matched_index":0,"reason":"none"})")});
    const JudgmentResult& r = chain.result();
    CHECK_FALSE(r.ok);
    CHECK(r.rule_index == -1);
    CHECK(r.error->message == "no stage of the status judgment found a matching rule");
    CHECK(r.stages.size() == 3);
    CHECK(judgment_stage_name(r.stages[2].stage) == "evaluation");
}

TEST_CASE("R6 a single rule is selected without any call") {
    JudgmentCall call = judgment();
    call.rules = {"Always proceed"};
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {});
    CHECK(join(host.trace) == "done");
    CHECK(chain.result().rule_index == 0);
    CHECK(chain.result().method == JudgmentMethod::AutoSelect);
}

TEST_CASE("R6 retries happen inside a stage: a 500 then the structured answer") {
    JudgmentCall call = judgment();
    call.call.retry.max_retries = 2;
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {json_response(500, openai_error("server_error", "", "oops")),
                     openai_text(R"({"step":3,"reason":"blocked"})")});
    CHECK(join(host.trace) == "http, sleep 438, http, done");
    CHECK(chain.result().method == JudgmentMethod::StructuredOutput);
    CHECK(chain.result().rule_index == 2);
}

TEST_CASE("R6 stage 2 reasks for the tag within its attempts") {
    JudgmentCall call = judgment();
    call.call.retry.max_retries = 1;
    JudgmentChain chain(call);
    Host<JudgmentChain> host;
    host.run(chain, {openai_text("x"), openai_text("y"), openai_text("I think rule 2."), openai_text("[MOVEMENT:2]")});
    CHECK(join(host.trace) == "http, sleep 438, http, http, sleep 438, http, done");
    CHECK(chain.result().method == JudgmentMethod::Phase3Tag);
    CHECK(last_user_content(host.requests[3]) ==
          "Your reply has no rule tag. Output only the tag of the matching rule, such as [MOVEMENT:1], on one line.");
}

TEST_CASE("R6 on Anthropic stage 1 is a forced tool named judgment") {
    JudgmentChain chain(judgment(Wire::AnthropicMessages));
    Host<JudgmentChain> host;
    host.run(chain, {json_response(200, anthropic_tool_reply("judgment", R"({"step":1,"reason":"clean"})"))});
    CHECK(chain.result().method == JudgmentMethod::StructuredOutput);
    CHECK(chain.result().rule_index == 0);
    CHECK(std::string(body_of(host.requests[0])["tool_choice"]["name"].GetString()) == "judgment");
}

TEST_CASE("R6 a custom tag name, and a bad one refused before any call") {
    SECTION("custom") {
        JudgmentCall call = judgment();
        call.tag_name = "STATUS";
        JudgmentChain chain(call);
        Host<JudgmentChain> host;
        host.run(chain, {openai_text("x"), openai_text("[status:3]")});
        CHECK(chain.result().rule_index == 2);
        CHECK(last_user_content(host.requests[1]).find("[STATUS:3]") != std::string::npos);
    }
    SECTION("bad") {
        JudgmentCall call = judgment();
        call.tag_name = "NO SPACES";
        JudgmentChain chain(call);
        Host<JudgmentChain> host;
        host.run(chain, {});
        CHECK(join(host.trace) == "done");
        CHECK(chain.result().error->kind == RunErrorKind::InvalidCall);
    }
}

TEST_CASE("R6 cancelling the chain ends it in the current stage") {
    JudgmentChain chain(judgment());
    Host<JudgmentChain> host;
    host.record(chain.start(host.input()));
    host.record(chain.cancel(host.input()));
    CHECK(join(host.trace) == "http, done");
    CHECK(chain.result().error->kind == RunErrorKind::Cancelled);
    CHECK(chain.result().stages.size() == 1);
}

TEST_CASE("L6 stage 1 in Japanese: the judgment schema's correction and its messages are Japanese") {
    JudgmentChain chain(in_japanese(judgment()));
    Host<JudgmentChain> host;
    host.run(chain, {openai_text(R"({"step":2})"), openai_text(R"({"step":2,"reason":"two tests fail"})")});
    REQUIRE(chain.result().ok);
    CHECK(last_user_content(host.requests[1]) ==
          "前回の回答は、指定された JSON スキーマに合っていませんでした：\n"
          "- 最上位: 必須プロパティ 'reason' がありません\n"
          "修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。");
}

TEST_CASE("R6 the judgment's own checks and corrections speak the call's language") {
    JudgmentChain chain(in_japanese(judgment()));
    Host<JudgmentChain> host;
    host.run(chain, {openai_text(R"({"step":9,"reason":"?"})"), openai_text(R"({"step":9,"reason":"?"})"), openai_text("x"),
                     openai_text("y"), openai_text(R"({"matched_index":0,"reason":"none"})"),
                     openai_text(R"({"matched_index":0,"reason":"none"})")});
    const JudgmentResult& r = chain.result();
    REQUIRE_FALSE(r.ok);
    CHECK(r.stages[0].run.error->reply_errors[0].message == "/step はルールの番号（1 から 3）でなければなりません");
    CHECK(last_user_content(host.requests[1]) ==
          "\"step\" に当てはまるルールの番号（1 から 3）を入れ、JSON オブジェクトだけで回答してください。");
    CHECK(r.stages[1].run.error->reply_errors[0].message == "[MOVEMENT:1] のような、1 から 3 のルール番号を持つルールタグがありません");
    CHECK(last_user_content(host.requests[3]) ==
          "回答にルールタグがありません。当てはまるルールのタグだけを、[MOVEMENT:1] のように 1 行で出力してください。");
    CHECK(r.error->message == "状況判定のどの段階でも、当てはまるルールが見つかりませんでした");
}

// A provider's own failures as the client reports them, in the call's language: every row of
// the table (run/wire/provider_messages.h) has both texts, and an error status, an error event,
// a body that is not JSON, a malformed event and a malformed Gemini argument piece are said in
// Japanese when the call asks for it, what the provider said quoted as it came.
#include <catch2/catch.hpp>

#include <rapidjson/document.h>

#include "message_table_support.h"
#include "run/runner.h"
#include "run/wire/gemini_partial_args.h"
#include "run/wire/provider_messages.h"
#include "run_test_support.h"

using namespace sg;
using namespace sg::test;

namespace {

// The error of a call's one attempt, said in `language`.
RunError only_error(RunCall call, const Outcome& outcome, Language language) {
    call.language = language;
    call.retry.max_retries = 0;
    Runner runner(call, step_check());
    Host<Runner> host;
    host.run(runner, {outcome});
    REQUIRE(runner.result().error.has_value());
    return *runner.result().error;
}

RunCall streaming(RunCall call) {
    call.provider.stream = true;
    return call;
}

const Outcome kServerError = json_response(500, openai_error("server_error", "", "The server had an error."));

}  // namespace

TEST_CASE("R4 every provider message has an English and a Japanese text, with the same places") {
    check_both_texts<ProviderMessage>(provider_text);
}

TEST_CASE("R4 an error status is said in the call's language, the provider's code and message as they came") {
    CHECK(only_error(openai_call(), kServerError, Language::English).message ==
          "HTTP 500 server_error: The server had an error.");
    CHECK(only_error(openai_call(), kServerError, Language::Japanese).message ==
          "HTTP 500 エラー: server_error: The server had an error.");
    CHECK(only_error(openai_call(), json_response(503, "upstream down"), Language::English).message == "HTTP 503");
    CHECK(only_error(openai_call(), json_response(503, "upstream down"), Language::Japanese).message == "HTTP 503 エラー");
}

TEST_CASE("R4 an error event mid-stream is said in the call's language") {
    const Outcome overloaded = stream_response(anthropic_tool_stream("choose_step", {"{\"step\": 2", ", \"reason\": \"ok\"}"}, 1), 16);
    const RunError english = only_error(streaming(anthropic_call()), overloaded, Language::English);
    CHECK(english.kind == RunErrorKind::StreamError);
    CHECK(english.message == "error event in the stream: overloaded_error: Overloaded");
    CHECK(only_error(streaming(anthropic_call()), overloaded, Language::Japanese).message ==
          "ストリームでエラーイベントを受け取りました: overloaded_error: Overloaded");
}

TEST_CASE("R4 a body that is not the wire's format is said in the call's language") {
    const Outcome html = json_response(200, "<html>gateway</html>");
    CHECK(only_error(openai_call(), html, Language::English).message ==
          "the response is not JSON: invalid JSON on line 1: Invalid value.");
    CHECK(only_error(openai_call(), html, Language::Japanese).message ==
          "応答が JSON ではありません: 1 行目の JSON が正しくありません: 値が正しくありません。");
    const Outcome no_choices = json_response(200, R"({"id":"x"})");
    CHECK(only_error(openai_call(), no_choices, Language::English).message == "the response has no choices[0]");
    CHECK(only_error(openai_call(), no_choices, Language::Japanese).message == "応答に choices[0] がありません");
}

TEST_CASE("R4 a malformed event and a stream cut before its stop are said in the call's language") {
    const Outcome broken = stream_response("data: {broken\n\n", 64);
    CHECK(only_error(streaming(openai_call()), broken, Language::Japanese).message.rfind(
              "ストリームのイベントの形式が正しくありません: JSON ではない data 行です（", 0) == 0);
    const Outcome cut = stream_response("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"x\"}}]}\n\n", 64);
    CHECK(only_error(streaming(openai_call()), cut, Language::English).message ==
          "the event stream ended before the model's stop reason arrived");
    CHECK(only_error(streaming(openai_call()), cut, Language::Japanese).message ==
          "モデルの停止理由が届く前にイベントストリームが終わりました");
}

TEST_CASE("R9 a Gemini argument piece that does not fit is said in Japanese, the jsonPath as written") {
    const auto error = [](const char* text) {
        rapidjson::Document piece;
        piece.Parse(text);
        PartialArgs args(Language::Japanese);
        const Result<std::size_t, std::string> added = args.add(piece);
        REQUIRE_FALSE(added.ok());
        return added.error();
    };
    CHECK(error(R"({"jsonPath":"location","stringValue":"x"})") == "jsonPath \"location\" が $ で始まっていません（バイト 0）");
    CHECK(error(R"({"jsonPath":"$.items[2]","numberValue":1})") ==
          "jsonPath \"$.items[2]\" が要素数 0 の配列のインデックス 2 に飛んでいます");
    CHECK(error(R"({"stringValue":"x"})") == "jsonPath のない partialArgs の断片です");
}

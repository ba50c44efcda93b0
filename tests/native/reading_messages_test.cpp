// What reading a reply says when it cannot, in both languages: every row of the table
// (core/reading_messages.h) has an English and a Japanese text with the same places, and each
// family of errors (no JSON, strict JSON refused, a limit, lenient reading that recovers
// nothing, stopping early) is said in Japanese when asked for, in English otherwise.
#include <string>

#include <catch2/catch.hpp>

#include "core/reading_messages.h"
#include "extract/extractor.h"
#include "repair/json_repair.h"
#include "repair/stream_parser.h"
#include "schema/prefix_check.h"
#include "message_table_support.h"
#include "schema_test_support.h"

using namespace sg;

namespace {

std::string extraction_error(std::string_view reply, ExtractOptions options) {
    const Extraction result = extract_json(reply, options);
    REQUIRE(result.error);
    return result.error->message;
}

ExtractOptions in_language(Language language) {
    ExtractOptions options;
    options.language = language;
    return options;
}

RepairOptions repair_in(Language language) {
    RepairOptions options;
    options.language = language;
    return options;
}

std::string stop_message(const char* schema, std::string_view payload, Language language) {
    const CompiledSchema compiled = compile_ok(schema);
    PrefixCheck check(compiled, language);
    check.push(payload);
    REQUIRE(check.violation());
    return check.violation()->message;
}

}  // namespace

TEST_CASE("X6 every reading message has an English and a Japanese text, with the same places") {
    check_both_texts<ReadingMessage>(reading_text);
}

TEST_CASE("X6 no JSON in the reply, and a json fence without JSON, said in Japanese") {
    CHECK(extraction_error("I cannot help with that.", in_language(Language::Japanese)) ==
          "回答に JSON がありません（コードフェンスも {…} もありません）。最後に ```json フェンスで答えるようモデルに指示してください");
    CHECK(extraction_error("I cannot help with that.", in_language(Language::English)) ==
          "no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence");
    CHECK(extraction_error("```json\nsorry\n```", in_language(Language::Japanese)) ==
          "```json フェンスが { か [ で始まっていません。JSON のオブジェクトか配列が入っているはずです");
    CHECK(extraction_error("```json\nsorry\n```", in_language(Language::English)) ==
          "the ```json fence does not start with { or [; expected a JSON object or array in it");
}

TEST_CASE("X5 a strict parse error in Japanese keeps its line, and RapidJSON's reasons come from our table") {
    const std::string reply = "Here:\n```json\n{\"a\": 1,}\n```";
    CHECK(extraction_error(reply, in_language(Language::Japanese)) ==
          "3 行目の JSON が正しくありません: 厳密な JSON では '}' の前の末尾のカンマは使えません");
    CHECK(extraction_error(reply, in_language(Language::English)) ==
          "invalid JSON on line 3: a trailing comma before '}' is not allowed in strict JSON");
    CHECK(extraction_error(R"({"a" 1})", in_language(Language::Japanese)) ==
          "1 行目の JSON が正しくありません: オブジェクトのメンバー名の後にコロンがありません。");
    CHECK(extraction_error(R"({"a" 1})", in_language(Language::English)) ==
          "invalid JSON on line 1: Missing a colon after a name of object member.");
}

TEST_CASE("L7 limits said in Japanese: maxInputBytes, maxFenceBytes, maxDepth") {
    ExtractOptions small = in_language(Language::Japanese);
    small.max_input_bytes = 5;
    CHECK(extraction_error(R"({"a": 1})", small) ==
          "回答は 8 バイトで、maxInputBytes（5）を超えています。読み取るには maxInputBytes を引き上げてください");
    ExtractOptions fence = in_language(Language::Japanese);
    fence.max_fence_bytes = 4;
    CHECK(extraction_error("```json\n{\"a\": 1}\n```", fence) ==
          "```json フェンスの中身は 9 バイトで、maxFenceBytes（4）を超えています。読み取るには maxFenceBytes を引き上げてください");
    ExtractOptions shallow = in_language(Language::Japanese);
    shallow.max_depth = 2;
    const std::string deep =
        "JSON の入れ子が maxDepth（2）より深くなっています。この深さが想定どおりなら maxDepth を引き上げてください";
    CHECK(extraction_error("[[[1]]]", shallow) == deep);
    RepairOptions lenient = repair_in(Language::Japanese);
    lenient.max_depth = 2;
    CHECK(repair_json("[[[1]]]", lenient).error->message == deep);
    lenient.max_input_bytes = 3;
    StreamParser stream(lenient);
    CHECK(stream.push("[1, 2]").error->message ==
          "回答は 6 バイトで、maxInputBytes（3）を超えています。読み取るには maxInputBytes を引き上げてください");
    shallow.language = Language::English;
    CHECK(extraction_error("[[[1]]]", shallow) == "JSON nesting is deeper than maxDepth (2); raise maxDepth if such depth is expected");
}

TEST_CASE("L1 lenient reading that recovers nothing says why in Japanese, the byte it found as written") {
    const std::string reply = "Use {x} or {the user's name} here.";
    CHECK(repair_json(reply, repair_in(Language::Japanese)).error->message ==
          "JSON を復元できませんでした: キーの後に ':' があるはずですが、'u' がありました");
    CHECK(repair_json(reply, repair_in(Language::English)).error->message ==
          "no JSON could be recovered: expected ':' after the key, found 'u'");
    CHECK(repair_json("I cannot help with that.", repair_in(Language::Japanese)).error->message ==
          extraction_error("I cannot help with that.", in_language(Language::Japanese)));
    const std::string repaired = "Result: {\"a\": 1e400, 'b': 2}";
    CHECK(repair_json(repaired, repair_in(Language::Japanese)).error->message ==
          "修復した JSON を読み取れません: 1 行目の JSON が正しくありません: 数値が double の範囲（約 1.8e308）を超えています");
}

TEST_CASE("L4 stopping early says the certain violation in the check's language") {
    const char* const nudges =
        R"({"type":"object","properties":{"nudges":{"type":"array","maxItems":2,"items":{"type":"string"}},"n":{"type":"integer"}}})";
    CHECK(stop_message(nudges, R"({"nudges": ["a", "b", "c")", Language::Japanese) ==
          "'nudges' の要素は 2 個以下でなければなりません（要素 2 が始まっています）");
    CHECK(stop_message(nudges, R"({"nudges": ["a", "b", "c")", Language::English) ==
          "'nudges' must have at most 2 items; item 2 has begun");
    CHECK(stop_message(nudges, R"({"n": "seven")", Language::Japanese) == "'n' は integer でなければなりません（実際: string）");
    CHECK(stop_message(R"({"type":"integer","minimum":1})", "0 ", Language::Japanese) ==
          "値 は 1 以上でなければなりません（実際: 0）");
    CHECK(stop_message(R"({"properties":{"level":{"enum":["high","low"]}}})", R"({"level": "ho)", Language::Japanese) ==
          "'level' はスキーマが挙げる値のいずれかでなければなりません（\"ho\" で始まる値はありません）");
}

// A schema's refusals in both languages: every row of the table has an English and a Japanese
// text, and a schema compiled in Japanese is refused in Japanese, its keywords and values as
// written.
#include <string>

#include <catch2/catch.hpp>

#include "message_table_support.h"
#include "schema/schema_error_messages.h"
#include "schema_test_support.h"

using namespace sg;
using schema::SchemaErrorMessage;

namespace {

std::string japanese_refusal(const char* schema, bool strict = false) {
    SchemaOptions options;
    options.language = Language::Japanese;
    options.strict = strict;
    return compile_error(schema, options).message;
}

}  // namespace

TEST_CASE("S7 every schema refusal has an English and a Japanese text, and they differ") {
    check_both_texts<SchemaErrorMessage>(schema::schema_error_text);
}

TEST_CASE("S7 a schema compiled in Japanese is refused in Japanese, the keyword as written") {
    CHECK(japanese_refusal(R"({"items": {"minLength": -1}})") == "minLength は 0 以上の整数でなければなりません");
    CHECK(japanese_refusal(R"({"type": "strnig"})") ==
          "type は null、boolean、object、array、number、string、integer のいずれか、またはそれらの配列でなければなりません");
    CHECK(japanese_refusal(R"({"$id": "https://x.test/a#frag"})") ==
          "$id にフラグメントがあってはなりません（実際: 'https://x.test/a#frag'）（$anchor を使ってください）");
}

TEST_CASE("S7 an unresolvable $ref in Japanese says why in Japanese") {
    CHECK(japanese_refusal(R"({"$ref": "#/$defs/missing"})") ==
          "$ref '#/$defs/missing' を解決できません: JSON Pointer の指す値がありません");
}

TEST_CASE("S7 strict mode refuses an unknown keyword in Japanese, with its hint") {
    CHECK(japanese_refusal(R"({"type": "object", "requird": ["a"]})", true) ==
          "\"requird\" は JSON Schema 2020-12 のキーワードではありません。\"required\" のことですか？"
          "（strict モード: 独自の注釈は x-… と名付けるか、strict: false でコンパイルしてください）");
}

TEST_CASE("S7 a pattern's syntax error in Japanese names the pattern and the offset") {
    CHECK(japanese_refusal(R"({"pattern": "a{2,1}"})") == "パターン /a{2,1}/ のオフセット 1: 量指定子 {2,1} の数の順序が逆です");
    CHECK(compile_error(R"({"pattern": "a{2,1}"})").message == "pattern /a{2,1}/ at offset 1: numbers out of order in quantifier {2,1}");
}

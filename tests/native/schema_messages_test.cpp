// Validation messages in both languages (issue 38): every row of the table has an English and a
// Japanese text, and a validation asked for Japanese says each failure in Japanese.
#include <set>
#include <string>

#include <catch2/catch.hpp>

#include "message_table_support.h"
#include "schema/validation_messages.h"
#include "schema_test_support.h"

using namespace sg;
using schema::ValidationMessage;

namespace {

// Every error message of a validation of `instance`, all errors, in `language`.
std::vector<std::string> messages(const char* schema, const char* instance, Language language) {
    ValidateOptions options;
    options.mode = ErrorMode::AllErrors;
    options.language = language;
    std::vector<std::string> out;
    for (const ValidationError& error : validate_text(compile_ok(schema), instance, options).errors) out.push_back(error.message);
    return out;
}

const char* const kStep = R"({
  "type": "object",
  "properties": {
    "seq": {"type": "integer", "minimum": 1},
    "basis": {"enum": ["goal", "prev"]},
    "title": {"type": "string", "minLength": 3},
    "tags": {"type": "array", "maxItems": 2, "uniqueItems": true}
  },
  "required": ["seq", "basis", "owner"],
  "additionalProperties": false
})";

const char* const kBroken = R"({"seq": 0, "basis": "start", "title": "ab", "tags": ["a", "a", "b"], "extra": 1})";

}  // namespace

TEST_CASE("S7 every validation message has an English and a Japanese text, and they differ") {
    check_both_texts<ValidationMessage>(schema::validation_text);
}

TEST_CASE("S7 validation messages are English by default") {
    CHECK(messages(kStep, kBroken, Language::English) == std::vector<std::string>{
              "'seq' must be >= 1; got 0",
              "'basis' must be one of goal, prev; got 'start'",
              "'title' must be at least 3 characters long; got 2",
              "'tags' must have at most 2 items; got 3",
              "'tags' must not contain duplicates; items 0 and 1 are equal",
              "property 'extra' is not allowed",
              "missing required property 'owner'",
          });
}

TEST_CASE("S7 validation messages in Japanese name the same places and values") {
    CHECK(messages(kStep, kBroken, Language::Japanese) == std::vector<std::string>{
              "'seq' は 1 以上でなければなりません（実際: 0）",
              "'basis' は goal、prev のいずれかでなければなりません（実際: 'start'）",
              "'title' は 3 文字以上でなければなりません（実際: 2）",
              "'tags' の要素は 2 個以下でなければなりません（実際: 3）",
              "'tags' に重複があってはなりません（要素 0 と 1 が同じです）",
              "プロパティ 'extra' は許可されていません",
              "必須プロパティ 'owner' がありません",
          });
}

TEST_CASE("S7 a value no property names is called 値 in Japanese, and type names stay as JSON Schema writes them") {
    CHECK(messages(R"({"type": ["string", "null"]})", "3", Language::Japanese) ==
          std::vector<std::string>{"値 は string または null でなければなりません（実際: integer）"});
    CHECK(messages(R"({"items": {"required": ["id"]}})", "[{}]", Language::Japanese) ==
          std::vector<std::string>{"必須プロパティ 'id' がありません（値[0] 内）"});
}

TEST_CASE("S7 a validation limit is reported in the language asked for") {
    ValidateOptions options;
    options.max_steps = 1;
    options.language = Language::Japanese;
    const ValidationResult result = validate_text(compile_ok(R"({"allOf": [{"type": "object"}, {"required": ["a"]}]})"), "{}", options);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].code == ErrorCode::LimitExceeded);
    CHECK(result.errors[0].message ==
          "検証が maxSteps（1）回のサブスキーマ評価を超えました。スキーマの計算量が指数的に増えています");
}

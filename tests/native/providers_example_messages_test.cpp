// exampleInstance's errors in the call's language (ExampleOptions::language): every row of the
// table (providers/example_messages.h) has both texts, and what no value can be built for, a
// limit passed, a schema that does not compile and a value built that does not validate are
// said in Japanese when asked for, the compiler's and validator's own messages included;
// keywords, `$ref`s and instance locations as written; English is unchanged.
#include "message_table_support.h"
#include "providers/example_instance.h"
#include "providers/example_messages.h"
#include "providers_test_support.h"

using namespace sg;

namespace {

// "reason @pointer: message" of the failure.
std::string failure(std::string_view schema, Language language, std::string_view tmpl = "",
                    ExampleOptions options = {}) {
    options.language = language;
    rapidjson::Document t;
    if (!tmpl.empty()) t = json(tmpl);
    const SchemaResult<rapidjson::Document> r = example_instance(json(schema), tmpl.empty() ? nullptr : &t, options);
    REQUIRE_FALSE(r.ok());
    return r.error().reason + " @" + r.error().pointer + ": " + r.error().error.message;
}

constexpr std::string_view kStep =
    R"({"type":"object","properties":{"step":{"type":"integer","minimum":1}},"required":["step"]})";

}  // namespace

TEST_CASE("R5 every exampleInstance message has an English and a Japanese text, with the same places") {
    check_both_texts<providers::ExampleMessage>(providers::example_text);
}

TEST_CASE("R5 what no value can be built for is said in the call's language") {
    const std::string_view bounds = R"({"type":"integer","minimum":10,"maximum":5})";
    CHECK(failure(bounds, Language::English) ==
          "unsatisfiable @: no integer satisfies minimum/maximum/multipleOf here");
    CHECK(failure(bounds, Language::Japanese) ==
          "unsatisfiable @: ここでは minimum/maximum/multipleOf を満たす整数がありません");
    CHECK(failure(R"({"type":"string","minLength":3,"maxLength":2})", Language::Japanese) ==
          "unsatisfiable @: ここでは minLength/maxLength を満たす文字列がありません");
    CHECK(failure("false", Language::Japanese) == "unsatisfiable @: `false` はどんな値も受け付けません");
    CHECK(failure(R"({"enum":[]})", Language::Japanese) == "unsatisfiable @/enum: 空の enum はどんな値も受け付けません");
    CHECK(failure(R"({"$ref":"#name","$defs":{"n":{"$anchor":"name","type":"string"}}})", Language::Japanese) ==
          "unsupported-ref @: `$ref` \"#name\" はたどれません（たどるのはこのスキーマの中の参照だけ"
          "です）。この値をテンプレートで与えてください");
    ExampleOptions shallow;
    shallow.max_depth = 3;
    const std::string_view endless = R"({"type":"object","properties":{"next":{"$ref":"#"}},"required":["next"]})";
    CHECK(failure(endless, Language::Japanese, "", shallow) ==
          "unsatisfiable @: スキーマが 3 段より深く入れ子になった値を求めています（必須の"
          "再帰が終わらないのではありませんか）");
}

TEST_CASE("R5 a limit passed is said in the call's language, the option's name and value as written") {
    ExampleOptions few;
    few.max_steps = 10;
    CHECK(failure(R"({"type":"array","minItems":20})", Language::English, "", few) ==
          "limit-exceeded @/minItems: minItems is above maxSteps (10)");
    CHECK(failure(R"({"type":"array","minItems":20})", Language::Japanese, "", few) ==
          "limit-exceeded @/minItems: minItems が maxSteps（10）を超えています");
    CHECK(failure(R"({"type":"array","contains":{"type":"integer"},"minContains":20})", Language::English, "", few) ==
          "limit-exceeded @/minContains: minContains is above maxSteps (10)");
    CHECK(failure(R"({"type":"array","contains":{"type":"integer"},"minContains":20})", Language::Japanese, "", few) ==
          "limit-exceeded @/minContains: minContains が maxSteps（10）を超えています");
    CHECK(failure(R"({"type":"array","items":{"type":"integer"},"minItems":10})", Language::Japanese, "", few) ==
          "limit-exceeded @/items: 値を作るのに maxSteps（10）ステップを超えました");
}

TEST_CASE("R5 a schema that does not compile and a value that does not validate are said in the call's language") {
    CHECK(failure(R"({"minLength":"one"})", Language::Japanese) ==
          "invalid-schema @/minLength: スキーマをコンパイルできません: minLength は 0 以上の整数でなければなりません");
    CHECK(failure(kStep, Language::English, R"({"step":0})") ==
          "does-not-validate @/step: the value built does not validate at \"/step\" (minimum): 'step' must be >= 1; "
          "got 0; check the template's value there");
    CHECK(failure(kStep, Language::Japanese, R"({"step":0})") ==
          "does-not-validate @/step: 作った値が \"/step\" で検証に通りません（minimum）: 'step' は 1 以上でなければなりません"
          "（実際: 0）。テンプレートのそこの値を確かめてください");
    CHECK(failure(R"({"type":"string","pattern":"^[A-Z]+$"})", Language::Japanese) ==
          "does-not-validate @: 作った値が \"\" で検証に通りません（pattern）: 値 はパターン ^[A-Z]+$ に一致しなければ"
          "なりません（実際: ''）。そこの値をテンプレートで与えてください");
}

// lintSchema's findings in the call's language (LintOptions::language): every row of the table
// (providers/lint_messages.h) has both texts, and a profile's own words, a structural rule's,
// a site rule's with what it found and a budget's are said in Japanese when asked for, the
// keywords, pointers and the provider's title as written; English is unchanged.
#include "message_table_support.h"
#include "providers/lint_messages.h"
#include "providers_test_support.h"

using namespace sg;

namespace {

LintOptions in(Language language) {
    LintOptions options;
    options.language = language;
    return options;
}

// "message | fix" of the finding `code`.
std::string said(std::string_view schema, Provider provider, std::string_view code, Language language) {
    const LintReport report = lint(schema, provider, in(language));
    const Diagnostic* found = find_diagnostic(report, code);
    REQUIRE(found != nullptr);
    return found->message + " | " + found->fix;
}

constexpr std::string_view kOpenObject = R"({"type":"object","properties":{"a":{"type":"string"}}})";

}  // namespace

TEST_CASE("S3 every lint message has an English and a Japanese text, with the same places") {
    check_both_texts<providers::LintMessage>(providers::lint_text);
}

TEST_CASE("S3 a structural rule's finding and fix are said in the call's language, English unchanged") {
    CHECK(said(kOpenObject, Provider::OpenAI, "additional-properties-required", Language::English) ==
          "OpenAI strict mode needs \"additionalProperties\": false on every object; this one has none | add "
          "\"additionalProperties\": false");
    CHECK(said(kOpenObject, Provider::OpenAI, "additional-properties-required", Language::Japanese) ==
          "OpenAI strict mode ではすべてのオブジェクトに \"additionalProperties\": false が必要ですが、このオブジェクトには"
          "ありません | \"additionalProperties\": false を加えてください");
    CHECK(said(kOpenObject, Provider::OpenAI, "property-not-required", Language::Japanese) ==
          "プロパティ `a` が `required` にありません。OpenAI strict mode ではすべてのプロパティをそこに挙げる必要があります"
          "（省略できるプロパティは null になりうるプロパティとして書きます） | \"a\" を required に加え、そのスキーマで "
          "null を許してください");
    CHECK(said(R"({"type":"array","items":{"type":"string"}})", Provider::OpenAI, "root-not-object", Language::Japanese)
              .rfind("ルートの type が \"array\" です。OpenAI strict mode ではルートが type \"object\" の 1 つのスキーマでなければ"
                     "なりません | ",
                     0) == 0);
}

TEST_CASE("S3 a profile's own words for a keyword it rejects are said in the call's language") {
    const std::string_view one_of = R"({"type":"object","properties":{},"oneOf":[{"type":"object"}]})";
    CHECK(said(one_of, Provider::OpenAI, "unsupported-keyword", Language::English) ==
          "OpenAI strict mode does not support `oneOf` | use anyOf");
    CHECK(said(one_of, Provider::OpenAI, "unsupported-keyword", Language::Japanese) ==
          "OpenAI strict mode は `oneOf` に対応していません | anyOf を使ってください");
}

TEST_CASE("S3 a site rule's finding names what it found in the call's language") {
    const std::string_view min_items =
        R"({"type":"object","properties":{"a":{"type":"array","items":{"type":"string"},"minItems":3}},)"
        R"("required":["a"],"additionalProperties":false})";
    CHECK(said(min_items, Provider::Anthropic, "unsupported-value", Language::English) ==
          "Anthropic accepts minItems 0 or 1 only; this is 3 | state it in `description` (the SDK moves it there) and "
          "check it after parsing");
    CHECK(said(min_items, Provider::Anthropic, "unsupported-value", Language::Japanese) ==
          "Anthropic が受け付ける minItems は 0 か 1 だけです（実際: 3） | `description` に書き（SDK はそこへ移します）、"
          "解析した後で確かめてください");
}

TEST_CASE("S3 a budget's finding is said in the call's language, its counts as numbers") {
    const std::string_view small = R"({"type":"object","properties":{"a":{"type":"string"}},"required":["a"]})";
    CHECK(said(small, Provider::Gemini, "unpublished-limit", Language::Japanese) ==
          "Gemini はサイズの上限を公開していません（「非常に大きいスキーマや深く入れ子になったスキーマは拒否されることがある」と"
          "しています）。このスキーマにはプロパティが 1 個、オブジェクトの段が 1 段、省略できるプロパティが 0 個、union 型の"
          "プロパティが 0 個あります | ");
    const Result<LintReport> not_a_schema = lint_schema(json("3"), Provider::OpenAI, in(Language::Japanese));
    REQUIRE_FALSE(not_a_schema.ok());
    CHECK(not_a_schema.error().message == "スキーマは JSON オブジェクト（または真偽値）でなければなりません");
}

TEST_CASE("S3 S4 subschemas nested past maxDepth are refused in the call's language, by lint and conversion alike") {
    const rapidjson::Document nested =
        json(R"({"type":"object","properties":{"a":{"type":"object","properties":{"b":{"type":"string"}}}}})");
    LintOptions lint_options = in(Language::Japanese);
    lint_options.max_depth = 1;
    const Result<LintReport> linted = lint_schema(nested, Provider::OpenAI, lint_options);
    REQUIRE_FALSE(linted.ok());
    CHECK(linted.error().code == ErrorCode::LimitExceeded);
    CHECK(linted.error().message == "サブスキーマの入れ子が /properties/a/properties/b で maxDepth（1）より深くなっています");
    StrictOptions strict_options;
    strict_options.max_depth = 1;
    const SchemaResult<StrictSchema> english = to_strict_schema(nested, Provider::OpenAI, strict_options);
    REQUIRE_FALSE(english.ok());
    CHECK(english.error().error.message == "subschemas nest deeper than maxDepth (1) at /properties/a/properties/b");
    strict_options.language = Language::Japanese;
    const SchemaResult<StrictSchema> japanese = to_strict_schema(nested, Provider::OpenAI, strict_options);
    REQUIRE_FALSE(japanese.ok());
    CHECK(japanese.error().reason == "too-deep-to-convert");
    CHECK(japanese.error().error.message == "サブスキーマの入れ子が /properties/a/properties/b で maxDepth（1）より深くなっています");
}

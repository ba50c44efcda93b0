// toStrictSchema's report in the call's language (StrictOptions::language): every row of the
// table (providers/strict_messages.h) has both texts, and a change's detail, a schema with no
// strict form and allOf's conflict are said in Japanese when asked for, keywords, property
// names and the provider's title as written; English is unchanged.
#include "message_table_support.h"
#include "providers/strict_messages.h"
#include "providers_test_support.h"

using namespace sg;

namespace {

StrictOptions in(Language language) {
    StrictOptions options;
    options.language = language;
    return options;
}

// The detail of the change `action` at `pointer`.
std::string detail(std::string_view schema, std::string_view action, std::string_view pointer, Language language) {
    const StrictSchema result = strict(schema, Provider::OpenAI, in(language));
    for (const StrictChange& change : result.changes) {
        if (change.action == action && change.pointer == pointer) return change.detail;
    }
    FAIL("no change " << action << " at " << pointer);
    return "";
}

// "reason: message" of the conversion's failure.
std::string failure(std::string_view schema, Language language) {
    const SchemaResult<StrictSchema> result = to_strict_schema(json(schema), Provider::OpenAI, in(language));
    REQUIRE_FALSE(result.ok());
    return result.error().reason + ": " + result.error().error.message;
}

constexpr std::string_view kOpenObject = R"({"type":"object","properties":{"a":{"type":"string"}}})";

}  // namespace

TEST_CASE("S4 every strict-conversion message has an English and a Japanese text, with the same places") {
    check_both_texts<providers::StrictMessage>(providers::strict_text);
}

TEST_CASE("S4 a change's detail is said in the call's language, English unchanged") {
    CHECK(detail(kOpenObject, "add-additional-properties", "", Language::English) == "\"additionalProperties\": false added");
    CHECK(detail(kOpenObject, "add-additional-properties", "", Language::Japanese) ==
          "\"additionalProperties\": false を加えました");
    CHECK(detail(kOpenObject, "require-property", "/properties/a", Language::English) ==
          "optional property `a` is now required and may be null; a null stands for \"absent\"");
    CHECK(detail(kOpenObject, "require-property", "/properties/a", Language::Japanese) ==
          "省略できるプロパティ `a` を必須にし、null になりうるようにしました。null は「ない」ことを表します");
}

TEST_CASE("S4 a schema with no strict form, and allOf's conflict, are said in the call's language") {
    const std::string_view map = R"({"type":"object","additionalProperties":{"type":"string"}})";
    CHECK(failure(map, Language::English) ==
          "map-object: a map (keys not known in advance) cannot be expressed for OpenAI strict mode; list its properties "
          "(a map can be an array of {key, value} objects)");
    CHECK(failure(map, Language::Japanese) ==
          "map-object: マップ（キーが前もって分からないもの）は OpenAI strict mode 向けに表せません。プロパティを列挙して"
          "ください（マップは {key, value} オブジェクトの配列にできます）");
    const std::string_view conflict =
        R"({"type":"object","properties":{"a":{"allOf":[{"type":"string"},{"type":"integer"}]}},"required":["a"]})";
    CHECK(failure(conflict, Language::English) ==
          "all-of-conflict: allOf cannot be merged into one schema: `type` — the branches allow no type in common");
    CHECK(failure(conflict, Language::Japanese) ==
          "all-of-conflict: allOf を 1 つのスキーマにまとめられません: `type` — 分岐に共通する型がありません");
}

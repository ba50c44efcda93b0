// withExactItems's errors in the call's language: every row of the table
// (providers/exact_items_messages.h) has both texts, and a pointer that is not one, that names
// nothing or names no array schema, and a closed tuple too short, are said in Japanese when
// asked for, type names and counts as written; English is unchanged.
#include "message_table_support.h"
#include "providers/exact_items.h"
#include "providers/exact_items_messages.h"
#include "providers_test_support.h"

using namespace sg;

namespace {

const std::string kList =
    R"({"type":"object","properties":{"n":{"type":"integer"},"r":{"$ref":"#/$defs/l"},"b":true,
    "t":{"type":"array","prefixItems":[{"type":"string"},{"type":"string"}],"items":false}},
    "$defs":{"l":{"type":"array"}}})";

// "reason: message" of the failure at `pointer`.
std::string failure(std::string_view pointer, Language language, std::size_t n = 3) {
    const SchemaResult<rapidjson::Document> r = with_exact_items(json(kList), pointer, n, language);
    REQUIRE_FALSE(r.ok());
    return r.error().reason + ": " + r.error().error.message;
}

}  // namespace

TEST_CASE("S5 every withExactItems message has an English and a Japanese text, with the same places") {
    check_both_texts<providers::ExactItemsMessage>(providers::exact_items_text);
}

TEST_CASE("S5 a pointer at no array schema is said in the call's language, the type as written") {
    CHECK(failure("/properties/n", Language::English) ==
          "not-an-array-schema: the pointer must name an array schema; it names a schema of type \"integer\"");
    CHECK(failure("/properties/n", Language::Japanese) ==
          "not-an-array-schema: ポインターは配列のスキーマを指さなければなりませんが、type が \"integer\" のスキーマを"
          "指しています");
    CHECK(failure("/properties/r", Language::Japanese) ==
          "not-an-array-schema: ポインターは配列のスキーマを指さなければなりませんが、$ref を指しています。参照先の配列の"
          "スキーマを指す（それを使うすべての箇所が変わります）か、展開してください");
    CHECK(failure("/properties/b", Language::Japanese) ==
          "not-an-array-schema: ポインターは配列のスキーマを指さなければなりませんが、真偽値のスキーマを指しています");
}

TEST_CASE("S5 a bad pointer, a pointer at nothing and a closed tuple too short are said in the call's language") {
    CHECK(failure("properties", Language::English) ==
          "bad-pointer: not a JSON Pointer: it must be empty or start with '/'");
    CHECK(failure("properties", Language::Japanese) ==
          "bad-pointer: JSON Pointer ではありません: 空にするか、'/' で始めてください");
    CHECK(failure("#/properties/%zz", Language::Japanese) == "bad-pointer: フラグメントの %-エスケープが不正です");
    CHECK(failure("/properties/missing", Language::Japanese) ==
          "pointer-not-found: ポインターはこのスキーマの何も指していません");
    CHECK(failure("/properties/t", Language::English) == "unsatisfiable: the tuple is closed at length 2, shorter than 3");
    CHECK(failure("/properties/t", Language::Japanese) ==
          "unsatisfiable: タプルは 2 個の要素で閉じていて、3 個に足りません");
}

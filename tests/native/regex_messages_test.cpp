// A refused pattern in both languages: every row of the regex table has an English and a
// Japanese text, and a pattern compiled in Japanese is refused in Japanese.
#include <catch2/catch.hpp>

#include "message_table_support.h"
#include "regex/regex.h"
#include "regex/regex_messages.h"

using namespace sg;

TEST_CASE("S7 every refused pattern's message has an English and a Japanese text, and they differ") {
    check_both_texts<RegexMessage>(regex_text);
}

TEST_CASE("S7 a pattern's syntax error in Japanese keeps the pattern's own text as written") {
    const RegexResult range = compile_regex("[z-a]", {}, Language::Japanese);
    REQUIRE_FALSE(range.ok());
    CHECK(range.error().kind == RegexErrorKind::Syntax);
    CHECK(range.error().message == "文字クラスの範囲の順序が逆です");
    CHECK(compile_regex(R"(a\q)", {}, Language::Japanese).error().message == R"(不正なエスケープ \q です)");
    CHECK(compile_regex(R"(a\q)").error().message == R"(invalid escape \q)");
}

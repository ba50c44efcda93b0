// Regexes match UTF-8 text code point by code point, with ECMA-262's Unicode semantics
// (rules S1, L7: malformed text never stops a search).
#include "regex_test_support.h"

namespace {
const std::string kDragon = "\xF0\x9F\x90\xB2";  // U+1F432
const std::string kDragonFace = "\xF0\x9F\x90\x89";  // U+1F409
}  // namespace

TEST_CASE("S1 regex dot and counted repetition count code points, not bytes") {
    check_regex_cases({
        {"^.{3}$", "日本語", true},
        {"^.{9}$", "日本語", false},
        {"^.$", kDragon, true},
        {"^.{2}$", kDragon, false},
        {"^" + kDragon + "*$", kDragon + kDragon, true},
    });
}

TEST_CASE("S1 regex non-BMP literals, escapes and ranges") {
    check_regex_cases({
        {R"(^\u{1F432}$)", kDragon, true},
        {R"(^\uD83D\uDC32$)", kDragon, true},  // a surrogate pair written as two escapes
        {R"(^[\u{1F409}-\u{1F432}]+$)", kDragonFace + kDragon, true},
        {R"(^[^\u{1F432}]$)", kDragon, false},
        {R"(^[^\u{1F432}]$)", kDragonFace, true},
    });
}

TEST_CASE("S1 regex \\p{...} general categories, with long names and aliases") {
    check_regex_cases({
        {R"(^\p{L}+$)", "Héllo日本", true},
        {R"(^\p{Letter}+$)", "π", true},
        {R"(^\p{Letter}+$)", "123", false},
        {R"(^\p{Lu}$)", "É", true},
        {R"(^\p{Lu}$)", "é", false},
        {R"(^\p{Ll}$)", "é", true},
        {R"(^\p{Uppercase_Letter}$)", "Ω", true},
        {R"(^\p{N}+$)", "1½Ⅻ", true},
        {R"(^\p{Nd}+$)", "৪২", true},
        {R"(^\p{Nd}$)", "½", false},
        {R"(^\p{digit}+$)", "٣3", true},
        {R"(^\p{Decimal_Number}$)", "7", true},
        {R"(^\p{gc=Lu}$)", "A", true},
        {R"(^\p{General_Category=Decimal_Number}$)", "9", true},
        {R"(^\p{P}+$)", "!、。", true},
        {R"(^\p{Zs}$)", "\xE3\x80\x80", true},  // U+3000 IDEOGRAPHIC SPACE
        {R"(^\p{Cn}$)", "\xF4\x8F\xBF\xBF", true},  // U+10FFFF is unassigned
        {R"(^\P{L}$)", "1", true},
        {R"(^\P{L}$)", "a", false},
        {R"(^[\p{L}\d]+$)", "ab12", true},
        {R"(^[^\p{L}]$)", "a", false},
        {R"(^[^\P{L}]$)", "a", true},
    });
}

TEST_CASE("S1 regex \\p{Script=...} for the scripts of Japanese text and others") {
    check_regex_cases({
        {R"(^\p{Script=Han}+$)", "漢字", true},
        {R"(^\p{sc=Hani}+$)", "漢字", true},
        {R"(^\p{sc=Hiragana}+$)", "ひらがな", true},
        {R"(^\p{sc=Hira}+$)", "カタカナ", false},
        {R"(^\p{Script=Katakana}+$)", "カタカナ", true},
        {R"(^[\p{sc=Hira}\p{sc=Kana}ー]+$)", "ラーメンとおすし", true},
        {R"(^\p{sc=Latin}+$)", "Café", true},
        {R"(^\p{sc=Greek}+$)", "αβγ", true},
        {R"(^\p{sc=Cyrl}+$)", "Привет", true},
        {R"(^\p{sc=Zyyy}$)", "1", true},  // digits are Common
    });
}

TEST_CASE("S1 regex \\p{...} binary properties: ASCII, Any, Assigned, White_Space, Emoji") {
    check_regex_cases({
        {R"(^\p{ASCII}+$)", "plain text", true},
        {R"(^\p{ASCII}+$)", "café", false},
        {R"(^\p{Any}$)", "\xF4\x8F\xBF\xBF", true},
        {R"(^\p{Assigned}$)", "a", true},
        {R"(^\p{Assigned}$)", "\xF4\x8F\xBF\xBF", false},
        {R"(^\p{White_Space}$)", "\xE3\x80\x80", true},
        {R"(^\p{space}$)", "x", false},
        {R"(\p{Emoji_Presentation})", "done " + kDragon, true},
        {R"(\p{Extended_Pictographic})", "no emoji here", false},
        {R"(^\p{AHex}+$)", "c0ffee", true},
    });
}

TEST_CASE("S1 regex \\d \\w stay ASCII and \\s follows ECMA white space") {
    check_regex_cases({
        {R"(^\d$)", "\xDF\x80", false},  // U+07C0 NKO DIGIT ZERO
        {R"(^\w$)", "é", false},
        {R"(^\s$)", "\xC2\xA0", true},          // NBSP
        {R"(^\s$)", "\xEF\xBB\xBF", true},      // U+FEFF
        {R"(^\s$)", "\xE2\x80\x83", true},      // EM SPACE
        {R"(^\s$)", "\xE3\x80\x80", true},      // IDEOGRAPHIC SPACE
        {R"(^\s$)", "\xE2\x80\xA9", true},      // PARAGRAPH SEPARATOR
        {R"(^\s$)", "\xE2\x80\x93", false},     // EN DASH
        {R"(^\s$)", "\x01", false},
        {R"(^\s$)", "\xE2\x80\x8B", false},     // ZERO WIDTH SPACE is Cf, not white space
    });
}

TEST_CASE("L7 regex malformed UTF-8 text reads one U+FFFD per bad byte and never stops a search") {
    check_regex_cases({
        {"^.$", "\xFF", true},
        {"a.b", "a\xFF" "b", true},
        {R"(^\uFFFD$)", "\xFF", true},
        {"^.{2}$", "\xE6\x97", true},             // a truncated 3-byte sequence: two bad bytes
        {"^.{3}$", "\xED\xA0\x80", true},         // an encoded surrogate is not UTF-8
        {"^.{2}$", "\xC0\xAF", true},             // an overlong '/'
        {"^.$", "\xF4\x90\x80\x80", false},       // above U+10FFFF: four bad bytes
        {"b$", "\x80\x80" "b", true},
        {R"(\p{L})", "\xFF\xFE", false},
    });
}

TEST_CASE("L7 regex a pattern that is not well-formed UTF-8 is a syntax error at the bad byte") {
    const sg::RegexError error = regex_error("ab\xFF");
    CHECK(error.kind == sg::RegexErrorKind::Syntax);
    CHECK(error.message == "invalid UTF-8 in pattern");
    CHECK(error.offset == 2);
}

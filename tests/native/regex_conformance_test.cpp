// The regex cases of JSON-Schema-Test-Suite (draft2020-12 and draft7): optional/ecmascript-regex,
// optional/non-bmp-regex, pattern, patternProperties, and format "regex", restated as a pattern
// and a text each, so that the schema validator's conformance run can rely on them (rule S1).
#include "regex_test_support.h"

namespace {
const std::string kEcole = "Les hivers de mon enfance étaient des saisons longues, longues. Nous vivions en "
                           "trois lieux: l'école, l'église et la patinoire; mais la vraie vie était sur la patinoire.";
const std::string kEcoleAscii = "Les hivers de mon enfance etaient des saisons longues, longues. Nous vivions en "
                                "trois lieux: l'ecole, l'eglise et la patinoire; mais la vraie vie etait sur la patinoire.";
const std::string kEcoleUpper = "LES HIVERS DE MON ENFANCE ÉTAIENT DES SAISONS LONGUES, LONGUES. NOUS VIVIONS EN "
                                "TROIS LIEUX: L'ÉCOLE, L'ÉGLISE ET LA PATINOIRE; MAIS LA VRAIE VIE ÉTAIT SUR LA PATINOIRE.";
}  // namespace

TEST_CASE("S1 suite ecmascript-regex: anchors, escapes and ASCII class escapes") {
    check_regex_cases({
        {"^abc$", "abc\n", false},
        {"^abc$", "abc", true},
        {R"(^\t$)", "\\t", false},
        {R"(^\t$)", "\t", true},
        {R"(^\cC$)", "\\cC", false},
        {R"(^\cC$)", "\x03", true},
        {R"(^\cc$)", "\\cc", false},
        {R"(^\cc$)", "\x03", true},
        {R"(^\d$)", "0", true},
        {R"(^\d$)", "\xDF\x80", false},  // NKO DIGIT ZERO
        {R"(^\D$)", "0", false},
        {R"(^\D$)", "\xDF\x80", true},
        {R"(^\w$)", "a", true},
        {R"(^\w$)", "\xC3\xA9", false},  // latin-1 e-acute
        {R"(^\W$)", "a", false},
        {R"(^\W$)", "\xC3\xA9", true},
    });
}

TEST_CASE("S1 suite ecmascript-regex: \\s and \\S follow ECMA white space and line terminators") {
    const std::vector<std::string> spaces = {
        " ", "\t", "\v", "\f", "\xC2\xA0", "\xEF\xBB\xBF", "\n", "\xE2\x80\xA9", "\xE2\x80\x83",
    };
    const std::vector<std::string> others = {"\x01", "\xE2\x80\x93"};
    std::vector<RegexCase> cases;
    for (const std::string& space : spaces) {
        cases.push_back({R"(^\s$)", space, true});
        cases.push_back({R"(^\S$)", space, false});
    }
    for (const std::string& other : others) {
        cases.push_back({R"(^\s$)", other, false});
        cases.push_back({R"(^\S$)", other, true});
    }
    check_regex_cases(cases);
}

TEST_CASE("S1 suite ecmascript-regex: patterns always use Unicode semantics") {
    check_regex_cases({
        {R"(\p{Letter}cole)", kEcoleAscii, true},
        {R"(\p{Letter}cole)", kEcole, true},
        {R"(\p{Letter}cole)", kEcoleUpper, false},
        {R"(\wcole)", kEcoleAscii, true},
        {R"(\wcole)", kEcole, false},
        {R"(\wcole)", kEcoleUpper, false},
        {"[a-z]cole", kEcole, false},
        {"[a-z]cole", kEcoleAscii, true},
        {R"(^\d+$)", "42", true},
        {R"(^\d+$)", "-%#", false},
        {R"(^\d+$)", "\xE0\xA7\xAA\xE0\xA7\xA8", false},  // BENGALI DIGIT FOUR, TWO
        {R"(^\p{digit}+$)", "42", true},
        {R"(^\p{digit}+$)", "-%#", false},
        {R"(^\p{digit}+$)", "\xE0\xA7\xAA\xE0\xA7\xA8", true},
    });
}

TEST_CASE("S1 suite ecmascript-regex: the same patterns as patternProperties keys") {
    check_regex_cases({
        {R"(\p{Letter}cole)", "l'ecole", true},
        {R"(\p{Letter}cole)", "l'école", true},
        {R"(\p{Letter}cole)", "L'ÉCOLE", false},
        {R"(\wcole)", "l'ecole", true},
        {R"(\wcole)", "l'école", false},
        {"[a-z]cole", "l'école", false},
        {"[a-z]cole", "l'ecole", true},
        {R"(^\d+$)", "\xE0\xA7\xAA\xE0\xA7\xA8", false},
        {R"(^\p{digit}+$)", "\xE0\xA7\xAA\xE0\xA7\xA8", true},
    });
}

TEST_CASE("S1 suite non-bmp-regex: a non-BMP literal is one code point") {
    const std::string dragon = "\xF0\x9F\x90\xB2";
    const std::string dragon_face = "\xF0\x9F\x90\x89";
    const std::string pattern = "^" + dragon + "*$";
    check_regex_cases({
        {pattern, "", true},
        {pattern, dragon, true},
        {pattern, dragon + dragon, true},
        {pattern, dragon_face, false},
        {pattern, dragon_face + dragon_face, false},
        {pattern, "D", false},
        {pattern, "DD", false},
    });
}

TEST_CASE("S1 suite pattern and patternProperties: unanchored, case-sensitive, Unicode letters") {
    check_regex_cases({
        {"^a*$", "aaa", true},
        {"^a*$", "abc", false},
        {"a+", "xxaayy", true},
        {R"(^\p{Letter}+$)", "Hello", true},
        {R"(^\p{Letter}+$)", "\xCF\x80", true},  // π
        {R"(^\p{Letter}+$)", "123", false},
        {"f.*o", "foo", true},
        {"f.*o", "foooooo", true},
        {"a*", "a", true},
        {"aaa*", "a", false},
        {"aaa*", "aaaa", true},
        {"[0-9]{2,}", "answer 1", false},
        {"[0-9]{2,}", "a31b", true},
        {"X_", "a_x_3", false},
        {"X_", "a_X_3", true},
        {"b.*", "foo", false},
        {"^.*bar$", "foobar", true},
        {"^\xC3\xA1", "\xC3\xA1rbol", true},  // ^á
    });
}

TEST_CASE("S1 suite format regex: a valid pattern compiles, an unclosed group does not") {
    CHECK(sg::compile_regex(R"(([abc])+\s+$)").ok());
    const sg::RegexError error = regex_error("^(abc]");
    CHECK(error.kind == sg::RegexErrorKind::Syntax);
    CHECK(error.message == "lone ']' (write \\] for a bracket)");
    CHECK(error.offset == 5);
}

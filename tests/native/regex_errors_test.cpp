// What the regex compiler refuses, and how it says so (rule L7: typed errors, never a wrong
// answer; issue 3: an unsupported construct is a compile error that names it).
#include "regex_test_support.h"

namespace {

struct ErrorCase {
    const char* pattern;
    sg::RegexErrorKind kind;
    const char* message;
    std::size_t offset;
};

void check_error_cases(const std::vector<ErrorCase>& cases) {
    for (const ErrorCase& c : cases) {
        INFO("pattern " << c.pattern);
        const sg::RegexError error = regex_error(c.pattern);
        CHECK(error.kind == c.kind);
        CHECK(error.message == c.message);
        CHECK(error.offset == c.offset);
    }
}

constexpr auto kUnsupported = sg::RegexErrorKind::Unsupported;
constexpr auto kSyntax = sg::RegexErrorKind::Syntax;
constexpr auto kTooLarge = sg::RegexErrorKind::TooLarge;

}  // namespace

TEST_CASE("L7 regex backreferences and lookbehind are unsupported and named, never guessed") {
    check_error_cases({
        {"x(?<=a)b", kUnsupported, "lookbehind (?<=...) is not supported", 1},
        {"(?<!a)b", kUnsupported, "negative lookbehind (?<!...) is not supported", 0},
        {R"((a)\1)", kUnsupported, R"(backreference \1 is not supported)", 3},
        {R"((a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10)", kUnsupported, R"(backreference \10 is not supported)", 30},
        {R"((?<q>['"]).*\k<q>)", kUnsupported, R"(named backreference \k<q> is not supported)", 12},
        {"(?i:abc)", kUnsupported, "modifiers (?i:...) are not supported", 0},
        {R"(\p{Alphabetic})", kUnsupported, R"(Unicode property \p{Alphabetic} is not supported)", 0},
        {R"([\P{ID_Start}])", kUnsupported, R"(Unicode property \P{ID_Start} is not supported)", 1},
        {R"(\p{scx=Hira})", kUnsupported, R"(Unicode property \p{scx=Hira} is not supported)", 0},
        {R"(\p{Script_Extensions=Latin})", kUnsupported,
         R"(Unicode property \p{Script_Extensions=Latin} is not supported)", 0},
    });
}

TEST_CASE("L7 regex a syntax error wins over an unsupported construct before it") {
    check_error_cases({
        {"(?=a)(", kSyntax, "unterminated group", 5},
        {R"((?<=a)\p{Foo})", kSyntax, R"(unknown Unicode property \p{Foo})", 6},
        {"(?=a)*", kSyntax, "nothing to repeat: a lookaround cannot take a quantifier", 5},
        {R"(\2(a))", kSyntax, "backreference to a group that does not exist", 0},
        {R"(\k<b>(?<a>x))", kSyntax, "backreference to a group that does not exist", 0},
    });
}

TEST_CASE("L7 regex a group name may repeat only in another alternative (ECMA-262 2025)") {
    check_error_cases({
        {"(?<a>x)(?<a>y)", kSyntax, "duplicate group name 'a'", 10},
        {"(?<a>(?<a>x))", kSyntax, "duplicate group name 'a'", 8},
        {"(?:(?<a>x)|(?<a>y))(?<a>z)", kSyntax, "duplicate group name 'a'", 22},
    });
    CHECK(compiled_regex("^(?:(?<a>x)|(?<a>y))$").search("y"));
    CHECK(compiled_regex("^(?<year>\\d{4})-(?<month>\\d{2})|(?<year>\\d{4})$").search("2024"));
}

TEST_CASE("L7 regex syntax errors name the fault and its byte offset") {
    check_error_cases({
        {"(ab", kSyntax, "unterminated group", 0},
        {"ab)", kSyntax, "unmatched ')'", 2},
        {"[ab", kSyntax, "unterminated character class", 0},
        {"*a", kSyntax, "nothing to repeat before '*'", 0},
        {"a|+", kSyntax, "nothing to repeat before '+'", 2},
        {"a**", kSyntax, "nothing to repeat before '*'", 2},
        {"a{2}{3}", kSyntax, "nothing to repeat before '{'", 4},
        {"^*", kSyntax, "nothing to repeat: the assertion ^ cannot take a quantifier", 1},
        {R"(\b+)", kSyntax, R"(nothing to repeat: the assertion \b cannot take a quantifier)", 2},
        {"a{3,2}", kSyntax, "numbers out of order in quantifier {3,2}", 1},
        {"a{", kSyntax, "incomplete quantifier '{'", 1},
        {"a{1,x}", kSyntax, "incomplete quantifier '{'", 1},
        {"{", kSyntax, "lone '{' (write \\{ for a brace)", 0},
        {"a}", kSyntax, "lone '}' (write \\} for a brace)", 1},
        {"]", kSyntax, "lone ']' (write \\] for a bracket)", 0},
        {"[z-a]", kSyntax, "range out of order in character class", 2},
        {R"([\d-z])", kSyntax, R"(a class escape such as \d cannot bound a range)", 3},
        {R"([\B])", kSyntax, R"(\B is not allowed in a character class)", 1},
        {R"([\1])", kSyntax, R"(\1 is not allowed in a character class)", 1},
        {R"(\a)", kSyntax, R"(invalid escape \a)", 0},
        {R"(x\é)", kSyntax, R"(invalid escape \é)", 1},
        {R"(\c1)", kSyntax, R"(\c must be followed by a letter)", 0},
        {R"(\x4)", kSyntax, R"(\x must be followed by two hex digits)", 0},
        {R"(\u12)", kSyntax, R"(\u must be followed by four hex digits or {hex digits})", 0},
        {R"(\u{110000})", kSyntax, R"(\u{...} escape above 10FFFF)", 0},
        {R"(\u{})", kSyntax, R"(invalid \u{...} escape)", 0},
        {R"(\01)", kSyntax, R"(octal escapes are not allowed (\0 followed by a digit))", 0},
        {R"(\k)", kSyntax, R"(\k must be followed by <name>)", 0},
        {R"(\p{Foo})", kSyntax, R"(unknown Unicode property \p{Foo})", 0},
        {R"(\p{letter})", kSyntax, R"(unknown Unicode property \p{letter})", 0},
        {R"(\p{L)", kSyntax, R"(unterminated \p{...})", 0},
        {R"(\pL)", kSyntax, R"(\p must be followed by {property})", 0},
        {"(?<>a)", kSyntax, "empty group name", 3},
        {"(?<1a>a)", kSyntax, "invalid character in group name", 3},
        {"(?<a", kSyntax, "unterminated group name", 3},
        {"(?x)", kSyntax, "invalid group: '(?' must be followed by ':', '=', '!', '<=', '<!' or '<name>'", 0},
        {"a\\", kSyntax, "'\\' at the end of the pattern", 1},
    });
}

TEST_CASE("L7 regex program size is bounded: expanded repetitions over the limit are TooLarge") {
    check_error_cases({
        {"(?:a{1000}){1000}", kTooLarge,
         "regex program larger than 20000 (instructions plus class ranges; counted repetitions are expanded)", 0},
        {"a{4294967296}", kTooLarge,
         "regex program larger than 20000 (instructions plus class ranges; counted repetitions are expanded)", 0},
        {"(?:^){100000}", kTooLarge,
         "regex program larger than 20000 (instructions plus class ranges; counted repetitions are expanded)", 0},
    });
    CHECK(compiled_regex("(?:){1000000000}").search(""));  // repeats nothing: no instruction
}

TEST_CASE("L7 regex program size counts instructions, Match and class ranges") {
    CHECK(compiled_regex("abc").program_size() == 4);
    CHECK(compiled_regex("a{3}").program_size() == 4);
    CHECK(compiled_regex("a{1,3}").program_size() == 6);  // a, then two optional copies
    CHECK(compiled_regex("a*").program_size() == 4);      // split, a, jump, match
    CHECK(compiled_regex("a|b").program_size() == 5);     // split, a, jump, b, match
    CHECK(compiled_regex("[ac-e]").program_size() == 4);  // set, match, and two ranges

    sg::RegexLimits limits;
    limits.max_program_size = 10;
    CHECK(sg::compile_regex("a{9}", limits).ok());
    const sg::RegexError error = regex_error("a{10}", limits);
    CHECK(error.kind == kTooLarge);
    CHECK(error.message ==
          "regex program larger than 10 (instructions plus class ranges; counted repetitions are expanded)");
}

TEST_CASE("L7 regex group nesting is bounded, so parsing never recurses without limit") {
    sg::RegexLimits limits;
    limits.max_nesting = 2;
    CHECK(sg::compile_regex("((a))", limits).ok());
    const sg::RegexError error = regex_error("(((a)))", limits);
    CHECK(error.kind == kTooLarge);
    CHECK(error.message == "groups nested deeper than 2");
    CHECK(error.offset == 2);

    const std::string deep = std::string(100000, '(') + "a" + std::string(100000, ')');
    const sg::RegexError deep_error = regex_error(deep);
    CHECK(deep_error.kind == kTooLarge);
    CHECK(deep_error.offset == sg::kMaxRegexNesting);

    const std::string allowed = std::string(sg::kMaxRegexNesting, '(') + "a" +
                                std::string(sg::kMaxRegexNesting, ')');
    CHECK(compiled_regex(allowed).search("a"));
}

TEST_CASE("L7 regex a long flat pattern compiles without recursion") {
    std::string alternatives = "^(?:";
    for (int i = 0; i < 2000; ++i) alternatives += "w" + std::to_string(i) + "|";
    alternatives += "end)$";
    const sg::Regex regex = compiled_regex(alternatives);
    CHECK(regex.search("w1999"));
    CHECK_FALSE(regex.search("w2000"));
}

// Lookahead (?=...) and (?!...): run exactly, each searched anchored from where it stands, its
// work bounded by the step budget (issue 38: Zod's own formats and password rules use them).
#include "regex_test_support.h"

#include <limits>

namespace {

constexpr std::size_t kUnlimited = std::numeric_limits<std::size_t>::max();

// Zod 4.6's own patterns (node_modules/zod/v4/core/regexes.js), as z.toJSONSchema writes them.
const char* const kZodEmoji =
    R"(^(?=[\s\S]*[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3])[\p{Extended_Pictographic}\p{Emoji_Component}]+$)";
const char* const kZodHostname =
    R"(^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$)";
const char* const kZodDuration =
    R"(^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$)";

std::string labels(std::size_t count) {  // "a.a.…a": 2 × count - 1 characters
    std::string text = "a";
    for (std::size_t i = 1; i < count; ++i) text += ".a";
    return text;
}

}  // namespace

TEST_CASE("S1 regex lookahead and negative lookahead match as RegExp.test does") {
    check_regex_cases({
        {"a(?=b)", "ab", true},
        {"a(?=b)", "ac", false},
        {"a(?!b)", "ab", false},
        {"a(?!b)", "abac", true},
        {"^(?=abc)a", "abc", true},
        {"^(?=abc)a", "abd", false},
        {"(?=a)", "xa", true},       // empty match where a follows
        {"(?!)", "anything", false},  // the empty body always matches
        {"x(?=y$)", "xy", true},     // $ inside a lookahead is the end of the text
        {"x(?=y$)", "xyz", false},
        {R"(a(?=\b))", "a b", true},  // \b inside looks at both sides of where it stands
        {R"(a(?=\b))", "ab", false},
        {"(?=(?!b)a)a", "a", true},  // nested
        {"(?=(?!b)a)a", "b", false},
        {"^(?:(?=a).)+$", "aaa", true},  // reached again at every position
        {"^(?:(?=a).)+$", "aab", false},
        {"^(?=.*\xE6\x97\xA5).+$", "x\xE6\x97\xA5", true},  // code points, not bytes
    });
}

TEST_CASE("S1 regex a password rule written with lookaheads is checked exactly") {
    check_regex_cases({
        {R"(^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?!.*\s).{8,}$)", "Passw0rdX", true},
        {R"(^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?!.*\s).{8,}$)", "password1", false},  // no capital
        {R"(^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?!.*\s).{8,}$)", "Password", false},   // no digit
        {R"(^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?!.*\s).{8,}$)", "Pass w0rd", false},  // a space
        {R"(^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?!.*\s).{8,}$)", "Pa55w", false},      // too short
    });
}

TEST_CASE("S1 issue 38 Zod's emoji, hostname and ISO duration patterns compile and judge as Zod does") {
    check_regex_cases({
        {kZodEmoji, "\xF0\x9F\x98\x80", true},                                  // 😀
        {kZodEmoji, "\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD", true},                  // 👍🏽
        {kZodEmoji, "\xF0\x9F\x87\xAF\xF0\x9F\x87\xB5", true},                  // 🇯🇵
        {kZodEmoji, "#\xEF\xB8\x8F\xE2\x83\xA3", true},                         // #️⃣ keycap
        {kZodEmoji, "12", false},         // Emoji_Component alone, no pictograph
        {kZodEmoji, "a\xF0\x9F\x98\x80", false},
        {kZodEmoji, "", false},
        {kZodHostname, "example.com", true},
        {kZodHostname, "localhost", true},
        {kZodHostname, "example.com.", true},
        {kZodHostname, "a-.com", false},
        {kZodHostname, "-a.com", false},
        {kZodHostname, "a..com", false},
        {kZodHostname, labels(127), true},  // 253 characters
        {kZodHostname, labels(128), false},  // 255: over the lookahead's 253
        {kZodDuration, "P3Y6M4DT12H30M5S", true},
        {kZodDuration, "P1W", true},
        {kZodDuration, "PT1.5S", true},
        {kZodDuration, "P", false},
        {kZodDuration, "PT", false},
        {kZodDuration, "P1YT", false},
        {kZodDuration, "P1Y2W", false},  // (?!.*W): weeks stand alone
    });
}

TEST_CASE("L7 regex a lookahead reached at every position is bounded by the step budget") {
    // Each of 100,000 positions searches to the end for a '!' that is not there: 5 × 10^9
    // steps unbounded. The budget stops it, typed, with memory that does not grow.
    const sg::Regex regex = compiled_regex("(?=.*!)");
    const std::string text(100000, 'a');
    const sg::RegexSearch stopped = regex.search_within(text, 1000000);
    CHECK(stopped.budget_exhausted);
    CHECK_FALSE(stopped.matched);
    CHECK(stopped.steps > 1000000);
    CHECK(stopped.steps <= 1000000 + 4 * regex.program_size());

    const sg::RegexSearch found = regex.search_within(text + "!", kUnlimited);
    CHECK(found.matched);
    // found from the first position: linear work
    CHECK(found.steps <= 2 * (text.size() + 3) * regex.program_size());
}

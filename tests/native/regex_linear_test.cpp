// Matching time is linear in the text for every pattern (rule L7: `pattern` matching cannot
// backtrack catastrophically on a model's text). Work is asserted through the step counter
// that search_within reports: states visited plus threads tested, never above
// 2 × (code points + 1) × program size.
#include "regex_test_support.h"

#include <limits>

namespace {

constexpr std::size_t kUnlimited = std::numeric_limits<std::size_t>::max();

std::size_t step_bound(const sg::Regex& regex, std::size_t code_points) {
    return 2 * (code_points + 1) * regex.program_size();
}

}  // namespace

TEST_CASE("L7 (a+)+$ on 100 KB of a finishes in linear time") {
    const sg::Regex regex = compiled_regex("(a+)+$");
    const std::string text(100 * 1024, 'a');
    const sg::RegexSearch found = regex.search_within(text, kUnlimited);
    CHECK(found.matched);
    CHECK(found.steps <= step_bound(regex, text.size()));

    const sg::RegexSearch missed = regex.search_within(text + "!", kUnlimited);
    CHECK_FALSE(missed.matched);
    CHECK_FALSE(missed.budget_exhausted);
    CHECK(missed.steps <= step_bound(regex, text.size() + 1));
}

TEST_CASE("L7 regex classic catastrophic-backtracking patterns stay within the linear bound") {
    const std::string as(20000, 'a');
    struct Adversary {
        const char* pattern;
        std::string text;
        bool matches;
    };
    const std::vector<Adversary> adversaries = {
        {"^(a|a)*b$", as, false},
        {"^(a*)*b$", as, false},
        {"^(a|aa)+$", as + "b", false},
        {"^(?:a+){10}b", as, false},
        {"(.*a){12}x", as, false},
        {"^(\\w+\\s?)*$", std::string(5000, 'w') + "!", false},
        {"^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$",
         std::string(5000, 'a') + "!", false},
        {"^(a?){25}a{25}$", std::string(25, 'a'), true},
        {"^(?:a|aa){1,200}$", std::string(2000, 'a') + "b", false},  // too big for a DFA
        {"^(?:\\b\\w+\\b\\s?)*!$", std::string(3000, 'w'), false},   // \b keeps the NFA
    };
    for (const Adversary& adversary : adversaries) {
        INFO("pattern " << adversary.pattern);
        const sg::Regex regex = compiled_regex(adversary.pattern);
        const sg::RegexSearch result = regex.search_within(adversary.text, kUnlimited);
        CHECK(result.matched == adversary.matches);
        CHECK(result.steps <= step_bound(regex, adversary.text.size()));
    }
}

TEST_CASE("L7 regex work doubles, not squares, when the text doubles") {
    const sg::Regex regex = compiled_regex("(x+x+)+y");
    const std::size_t once = regex.search_within(std::string(10000, 'x'), kUnlimited).steps;
    const std::size_t twice = regex.search_within(std::string(20000, 'x'), kUnlimited).steps;
    CHECK(twice <= 2 * once + regex.program_size() * 2);
    CHECK(twice >= 2 * once - regex.program_size() * 2);
}

TEST_CASE("L7 regex search_within stops at the step budget and says so") {
    const std::string text(100000, 'a');
    // the second pattern's \B keeps it off the DFA: both matchers honour the budget
    for (const char* pattern : {"(a|a)*b", "(a|a)*\\Bb"}) {
        INFO("pattern " << pattern);
        const sg::Regex regex = compiled_regex(pattern);
        const sg::RegexSearch stopped = regex.search_within(text, 1000);
        CHECK(stopped.budget_exhausted);
        CHECK_FALSE(stopped.matched);
        CHECK(stopped.steps > 1000);
        CHECK(stopped.steps <= 1000 + 2 * regex.program_size());

        const sg::RegexSearch finished = regex.search_within(text + "b", kUnlimited);
        CHECK(finished.matched);
        CHECK_FALSE(finished.budget_exhausted);
    }
}

TEST_CASE("L7 regex a pattern anchored with ^ stops as soon as no thread is alive") {
    const sg::Regex regex = compiled_regex("^abc");
    const std::string text = "abx" + std::string(1000000, 'z');
    const sg::RegexSearch result = regex.search_within(text, kUnlimited);
    CHECK_FALSE(result.matched);
    CHECK(result.steps < 20);
}

TEST_CASE("L7 regex an unanchored search skips code points that cannot start a match") {
    const sg::Regex regex = compiled_regex("needle");
    const std::string haystack = std::string(1000000, 'h') + "needle";
    const sg::RegexSearch result = regex.search_within(haystack, kUnlimited);
    CHECK(result.matched);
    CHECK(result.steps <= 4 * regex.program_size());  // the work of the last six code points

    // \b is checked against the code point before the first candidate, although it was skipped
    CHECK_FALSE(compiled_regex(R"(\bneedle)").search(std::string(1000, 'h') + "needle"));
    CHECK(compiled_regex(R"(\bneedle)").search(std::string(1000, 'h') + " needle"));
}

TEST_CASE("L7 regex a 4 MB text of malformed bytes is searched to the end without a crash") {
    const std::string text(4 * 1024 * 1024, '\xFF');
    CHECK_FALSE(compiled_regex("a").search(text));
    CHECK(compiled_regex("\\uFFFD$").search(text));
    CHECK(compiled_regex("^.*$").search(text));
}

TEST_CASE("L7 regex copies share one program and search independently") {
    const sg::Regex original = compiled_regex("^[a-z]+$");
    const sg::Regex copy = original;  // NOLINT(performance-unnecessary-copy-initialization)
    CHECK(copy.program_size() == original.program_size());
    CHECK(copy.search("abc"));
    CHECK_FALSE(original.search("ab1"));
    CHECK(original.search("abc"));
}

// Issue 36: the NFA clears a mark per instruction before each search; that work is counted,
// so a budget bounds a large pattern run on many short texts as it bounds a long text.
TEST_CASE("L7 regex a search on the NFA is charged the program size it clears") {
    const sg::Regex regex = compiled_regex("^(?:a|aa){1,200}$");  // too large for a DFA
    REQUIRE(regex.program_size() > 1000);
    const sg::RegexSearch short_text = regex.search_within("b", kUnlimited);
    CHECK_FALSE(short_text.matched);
    CHECK(short_text.steps >= regex.program_size());
    const sg::RegexSearch stopped = regex.search_within("b", 1000);
    CHECK(stopped.budget_exhausted);
}

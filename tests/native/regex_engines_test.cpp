// The two matchers behind Regex::search must agree: the DFA built for small programs and the
// NFA simulation that every program can use (rule L7: both are linear, neither backtracks).
#include "regex_test_support.h"

#include <cstdint>
#include <limits>

#include "regex/regex_program.h"
#include "regex/regex_syntax.h"

namespace {

constexpr std::size_t kUnlimited = std::numeric_limits<std::size_t>::max();

sg::RegexProgram program_of(const std::string& pattern) {
    sg::ParsedRegex parsed = sg::parse_regex(pattern, {});
    REQUIRE_FALSE(parsed.error);
    sg::RegexProgram program;
    REQUIRE_FALSE(sg::compile_program(std::move(parsed.syntax), {}, program));
    return program;
}

// A fixed pseudo-random sequence (xorshift), so that every run checks the same cases.
class Sequence {
public:
    std::size_t below(std::size_t n) {
        state_ ^= state_ << 13;
        state_ ^= state_ >> 7;
        state_ ^= state_ << 17;
        return static_cast<std::size_t>(state_ % n);
    }
    template <typename T, std::size_t N>
    const T& pick(const T (&items)[N]) { return items[below(N)]; }

private:
    std::uint64_t state_ = 0x9E3779B97F4A7C15u;
};

std::string random_pattern(Sequence& random, int depth) {
    static const char* const kAtoms[] = {"a", "b", ".", "\\d", "\\w", "\\s", "[ab]", "[^a]",
                                         "\\p{L}", "\\P{L}", "é", "日", "[\\s\\S]", "[]", "\\n"};
    static const char* const kQuantifiers[] = {"", "", "*", "+", "?", "{2}", "{1,3}", "{2,}", "*?"};
    static const char* const kAssertions[] = {"^", "$", "\\b", "\\B"};
    std::string pattern;
    const std::size_t terms = 1 + random.below(4);
    for (std::size_t i = 0; i < terms; ++i) {
        const std::size_t kind = random.below(10);
        if (kind == 0) {
            pattern += random.pick(kAssertions);
        } else if (kind == 1 && depth < 3) {
            pattern += "(?:" + random_pattern(random, depth + 1) + ")" + random.pick(kQuantifiers);
        } else if (kind == 2 && depth < 3) {
            pattern += random_pattern(random, depth + 1) + "|" + random_pattern(random, depth + 1);
        } else {
            pattern += std::string(random.pick(kAtoms)) + random.pick(kQuantifiers);
        }
    }
    return pattern;
}

std::string random_text(Sequence& random) {
    static const char* const kPieces[] = {"a", "b", " ", "\n", "1", "_", "é", "日", "\xF0\x9F\x90\xB2", "\xFF"};
    std::string text;
    const std::size_t length = random.below(12);
    for (std::size_t i = 0; i < length; ++i) text += random.pick(kPieces);
    return text;
}

}  // namespace

TEST_CASE("L7 regex DFA and NFA give the same answer on 3000 generated patterns") {
    Sequence random;
    std::size_t with_dfa = 0;
    std::vector<std::string> disagreements;
    for (int i = 0; i < 3000; ++i) {
        const std::string pattern = random_pattern(random, 0);
        const sg::RegexProgram program = program_of(pattern);
        if (program.dfa) ++with_dfa;
        for (int j = 0; j < 6; ++j) {
            const std::string text = random_text(random);
            if (sg::run_program(program, text, kUnlimited).matched !=
                sg::run_nfa(program, text, kUnlimited).matched) {
                disagreements.push_back("pattern " + pattern + " on text '" + text + "'");
            }
        }
    }
    CHECK(disagreements == std::vector<std::string>{});
    CHECK(with_dfa > 1500);  // both matchers were really exercised
    CHECK(with_dfa < 3000);
}

TEST_CASE("L7 regex word boundaries and large programs stay on the linear NFA") {
    CHECK_FALSE(program_of(R"(\bword\b)").dfa);
    CHECK_FALSE(program_of("^.{0,300}$").dfa);  // beyond the DFA's bounds
    CHECK(program_of("^[a-z]+$").dfa);

    const sg::Regex regex = compiled_regex(R"(^(?:\b\w+\b\s?)*!$)");
    std::string words;
    for (int i = 0; i < 2000; ++i) words += "word ";
    const sg::RegexSearch result = regex.search_within(words, kUnlimited);
    CHECK_FALSE(result.matched);
    CHECK(result.steps <= 2 * (words.size() + 1) * regex.program_size());
}

TEST_CASE("L7 regex the DFA counts one step per code point and honours the budget") {
    const sg::RegexProgram program = program_of("^[a-z]+$");
    REQUIRE(program.dfa);
    const std::string text(1000, 'q');
    const sg::RegexSearch full = sg::run_program(program, text, kUnlimited);
    CHECK(full.matched);
    CHECK(full.steps == 1000);
    const sg::RegexSearch cut = sg::run_program(program, text, 10);
    CHECK(cut.budget_exhausted);
    CHECK(cut.steps == 11);
}

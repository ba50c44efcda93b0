#include <catch2/catch.hpp>

#include "prompt/judgment_prompt.h"

using namespace sg;

namespace {

JudgmentPromptRequest request(std::vector<std::string_view> rules, JudgmentMode mode = JudgmentMode::Structured,
                              std::string_view tag_name = kDefaultJudgmentTagName,
                              Language language = Language::English, std::string_view report = {}) {
    JudgmentPromptRequest made;
    made.rules = std::move(rules);
    made.mode = mode;
    made.tag_name = tag_name;
    made.language = language;
    made.report = report;
    return made;
}

std::string judgment(const JudgmentPromptRequest& made) {
    Result<std::string> prompt = build_judgment_prompt(made);
    REQUIRE(prompt.ok());
    return prompt.value();
}

std::size_t occurrences(const std::string& text, std::string_view needle) {
    std::size_t count = 0;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++count;
    return count;
}

const std::vector<std::string_view> kRules = {"No problems", "Fixes needed", "Unclear requirements"};

}  // namespace

TEST_CASE("P4 structured mode asks for the 1-based rule number first and offers the tags once, plainly") {
    const std::string prompt = judgment(request(kRules, JudgmentMode::Structured));
    const std::size_t table = prompt.find("| # | Condition |\n|---|---|\n| 1 | No problems |\n| 2 | Fixes needed |\n| 3 | Unclear requirements |");
    const std::size_t ask = prompt.find("Return the number of the matching rule (the # column, counting from 1) and a short reason.");
    const std::size_t fallback = prompt.find("If you cannot return them that way");
    const std::size_t tags = prompt.find("- [MOVEMENT:1] — rule 1\n- [MOVEMENT:2] — rule 2\n- [MOVEMENT:3] — rule 3");
    REQUIRE(table != std::string::npos);
    REQUIRE(ask != std::string::npos);
    REQUIRE(fallback != std::string::npos);
    REQUIRE(tags != std::string::npos);
    CHECK(table < ask);
    CHECK(ask < fallback);
    CHECK(fallback < tags);
    CHECK(tags + std::string("- [MOVEMENT:1] — rule 1\n- [MOVEMENT:2] — rule 2\n- [MOVEMENT:3] — rule 3").size() == prompt.size());
    // Seed 000: stressing the tags makes the model print one and skip the structured channel.
    for (std::string_view loud : {"MUST", "IMPORTANT", "**", "!", "ONLY", "only"}) {
        INFO(loud);
        CHECK(prompt.find(loud) == std::string::npos);
    }
    for (int rule = 1; rule <= 3; ++rule) CHECK(occurrences(prompt, judgment_tag("MOVEMENT", rule)) == 1);
}

TEST_CASE("P4 tag mode asks for the one matching tag on one line, with the same table") {
    const std::string structured = judgment(request(kRules, JudgmentMode::Structured));
    const std::string tag = judgment(request(kRules, JudgmentMode::Tag));
    CHECK(tag.find("Output the tag of the matching rule on one line, exactly as written below, and nothing else:\n\n"
                   "- [MOVEMENT:1] — rule 1") != std::string::npos);
    CHECK(tag.find("Return the number") == std::string::npos);
    const std::string table = "| # | Condition |\n|---|---|\n| 1 | No problems |";
    CHECK(tag.find(table) != std::string::npos);
    CHECK(structured.find(table) != std::string::npos);
}

TEST_CASE("P4 the tag name is configurable and MOVEMENT by default") {
    CHECK(JudgmentPromptRequest{}.tag_name == "MOVEMENT");
    CHECK(judgment_tag("MOVEMENT", 2) == "[MOVEMENT:2]");
    const std::string prompt = judgment(request(kRules, JudgmentMode::Tag, "ai-review_2"));
    CHECK(prompt.find("- [ai-review_2:3] — rule 3") != std::string::npos);
    CHECK(prompt.find("MOVEMENT") == std::string::npos);
}

TEST_CASE("P4 a rule is one table cell: line breaks become spaces, pipes are escaped") {
    const std::string prompt = judgment(request({"  tests | lint pass ", "needs\r\nfixes\nnow\rplease"}, JudgmentMode::Tag));
    CHECK(prompt.find("| 1 | tests \\| lint pass |\n| 2 | needs fixes now please |") != std::string::npos);
}

TEST_CASE("P4 the report to judge gets its own section before the rules; a blank one is left out") {
    const std::string with_report =
        judgment(request(kRules, JudgmentMode::Structured, "MOVEMENT", Language::English, "\nAll 42 tests pass.\n"));
    CHECK(with_report.find("Do no further work.\n\n## Outcome to judge\n\nAll 42 tests pass.\n\n## Rules\n") !=
          std::string::npos);
    const std::string blank = judgment(request(kRules, JudgmentMode::Structured, "MOVEMENT", Language::English, " \n "));
    CHECK(blank == judgment(request(kRules, JudgmentMode::Structured)));
    CHECK(blank.find("## Outcome to judge") == std::string::npos);
}

TEST_CASE("P4 Japanese prompts keep the numbers and the tags as they are") {
    const std::string prompt = judgment(request({"問題なし", "修正が必要"}, JudgmentMode::Structured, "MOVEMENT", Language::Japanese));
    CHECK(prompt.find("| # | 条件 |\n|---|---|\n| 1 | 問題なし |\n| 2 | 修正が必要 |") != std::string::npos);
    CHECK(prompt.find("- [MOVEMENT:2] — ルール 2") != std::string::npos);
}

TEST_CASE("P4 requests that cannot make a usable prompt are ValidationFailed") {
    struct Case {
        JudgmentPromptRequest made;
        const char* message;
    };
    const Case cases[] = {
        {request({}), "there are no rules to judge against"},
        {request({"ok", "  \n"}), "rule 2 is blank"},
        {request(kRules, JudgmentMode::Tag, ""), "the tag name \"\" must be one or more of A-Z a-z 0-9 _ -"},
        {request(kRules, JudgmentMode::Tag, "NEXT STEP"), "the tag name \"NEXT STEP\" must be one or more of A-Z a-z 0-9 _ -"},
        {request(kRules, JudgmentMode::Tag, "A:B"), "the tag name \"A:B\" must be one or more of A-Z a-z 0-9 _ -"},
        {request(kRules, JudgmentMode::Tag, "[X]"), "the tag name \"[X]\" must be one or more of A-Z a-z 0-9 _ -"},
    };
    for (const Case& c : cases) {
        INFO(c.message);
        Result<std::string> prompt = build_judgment_prompt(c.made);
        REQUIRE_FALSE(prompt.ok());
        CHECK(prompt.error().code == ErrorCode::ValidationFailed);
        CHECK(prompt.error().message == c.message);
    }
}

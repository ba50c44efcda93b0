#include <catch2/catch.hpp>

#include <string>

#include "prompt/tool_output.h"

using namespace sg;

namespace {

const std::string kEllipsis = "\xE2\x80\xA6";

std::string repeat(std::string_view piece, std::size_t times) {
    std::string out;
    for (std::size_t i = 0; i < times; ++i) out += piece;
    return out;
}

}  // namespace

TEST_CASE("P7 lines are counted as Rust's str::lines() counts them") {
    struct Case {
        std::string_view text;
        std::size_t lines;
    };
    const Case cases[] = {{"", 0},      {"a", 1},        {"a\n", 1},        {"\n", 1},      {"\n\n", 2},
                          {"a\nb", 2},  {"a\nb\n", 2},   {"a\n\nb", 3},     {"a\r\nb\r\n", 2}, {"a\rb", 1},
                          {"a\r", 1},   {"\r\n", 1},     {"a\nb\n\n", 3}};
    for (const Case& c : cases) {
        INFO(c.text);
        CHECK(count_lines(c.text) == c.lines);
    }
}

TEST_CASE("P7 an output at or below the threshold is its own summary, with no content") {
    const std::string below(255, 'x');
    const std::string at(256, 'x');
    CHECK(tool_output(below).summary == below);
    CHECK_FALSE(tool_output(below).content);
    CHECK(tool_output(at).summary == at);
    CHECK_FALSE(tool_output(at).content);
    CHECK(kDefaultToolSummaryThreshold == 256);
    CHECK_FALSE(tool_output("", 0).content);
}

TEST_CASE("P7 an output above the threshold keeps its content under a lines-and-first-line summary") {
    const std::string text = "Compiling structguard v0.1.0\r\nwarning: unused variable\nFinished in 2.1s\n";
    const ToolOutput output = tool_output(text, 20);
    CHECK(output.summary == "3 lines | Compiling structguard v0.1.0" + kEllipsis);
    REQUIRE(output.content);
    CHECK(*output.content == text);
    const std::string one_more(257, 'y');
    CHECK(tool_output(one_more).summary == "1 lines | " + std::string(80, 'y') + kEllipsis);
}

TEST_CASE("P7 the first line is cut after 80 characters, never inside a UTF-8 sequence") {
    SECTION("ASCII") {
        const ToolOutput output = tool_output(repeat("0123456789", 12) + "\nmore", 10);
        CHECK(output.summary == "2 lines | " + repeat("0123456789", 8) + kEllipsis);
    }
    SECTION("Japanese, 3 bytes a character: 80 characters are 240 bytes") {
        const ToolOutput output = tool_output(repeat("日", 100), 10);
        CHECK(output.summary == "1 lines | " + repeat("日", 80) + kEllipsis);
    }
    SECTION("a 4-byte character as the 80th is kept whole; as the 81st it is left out whole") {
        CHECK(tool_output(std::string(79, 'a') + "\xF0\x9F\x98\x80" + "bbb", 10).summary ==
              "1 lines | " + std::string(79, 'a') + "\xF0\x9F\x98\x80" + kEllipsis);
        CHECK(tool_output(std::string(80, 'a') + "\xF0\x9F\x98\x80" + "bbb", 10).summary ==
              "1 lines | " + std::string(80, 'a') + kEllipsis);
    }
    SECTION("a first line of exactly 80 characters, or shorter, is whole and still followed by …") {
        CHECK(tool_output(std::string(80, 'a') + "\nb", 10).summary == "2 lines | " + std::string(80, 'a') + kEllipsis);
        CHECK(tool_output("short\n" + std::string(300, 'b'), 10).summary == "2 lines | short" + kEllipsis);
    }
    SECTION("a blank first line gives an empty excerpt") {
        CHECK(tool_output("\n" + std::string(300, 'b'), 10).summary == "2 lines | " + kEllipsis);
    }
}

TEST_CASE("P7 the text sent to the model is summary, newline, content; or the summary alone") {
    CHECK(tool_result_text(ToolOutput{"read_file: src/main.rs — 42 lines", std::string("fn main() {}")}) ==
          "read_file: src/main.rs — 42 lines\nfn main() {}");
    CHECK(tool_result_text(ToolOutput{"bash: cargo test — exit 0", std::nullopt}) == "bash: cargo test — exit 0");
    CHECK(tool_result_text(ToolOutput{"s", std::string()}) == "s\n");
}

TEST_CASE("P7 prunable tokens are content bytes / 4, rounded down, summaries not counted") {
    const std::vector<ToolOutput> outputs = {
        {std::string(100, 's'), std::nullopt},
        {"s", std::string(7, 'c')},
        {"s", std::string("日本語")},  // 9 bytes
        {"s", std::string(400, 'c')},
    };
    CHECK(prunable_tokens(outputs[0]) == 0);
    CHECK(prunable_tokens(outputs[1]) == 1);
    CHECK(prunable_tokens(outputs[2]) == 2);
    CHECK(prunable_tokens(outputs) == 103);
}

TEST_CASE("P7 pruning drops the content of all but the last outputs and keeps every summary") {
    const std::vector<ToolOutput> outputs = {
        {"grep: 128 hits", std::string(40, 'g')},
        {"ls: 3 entries", std::nullopt},
        {"read_file: a.rs", std::string(80, 'r')},
        {"read_file: b.rs", std::string(12, 'r')},
        {"bash: exit 0", std::string(8, 'b')},
    };
    const PruneResult result = prune_tool_outputs(outputs, 2);
    CHECK(result.pruned == std::vector<std::size_t>{0, 2});
    CHECK(result.freed_tokens == 10 + 20);
    REQUIRE(result.outputs.size() == 5);
    for (std::size_t i = 0; i < outputs.size(); ++i) CHECK(result.outputs[i].summary == outputs[i].summary);
    CHECK_FALSE(result.outputs[0].content);
    CHECK_FALSE(result.outputs[2].content);
    CHECK(*result.outputs[3].content == std::string(12, 'r'));
    CHECK(*result.outputs[4].content == std::string(8, 'b'));
    CHECK(prunable_tokens(result.outputs) == 3 + 2);

    CHECK(prune_tool_outputs(outputs, 0).pruned == std::vector<std::size_t>{0, 2, 3, 4});
    CHECK(prune_tool_outputs(outputs, 9).pruned.empty());
    CHECK(prune_tool_outputs(outputs).pruned == std::vector<std::size_t>{0});
    CHECK(kDefaultKeepLastToolOutputs == 3);
}

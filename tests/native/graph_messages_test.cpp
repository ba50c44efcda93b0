// What checking and resolving a plan says, in both languages: every row of the table
// (graph/graph_messages.h) has an English and a Japanese text with the same places, and each
// family of errors (a step of the wrong shape, a gap, a reference, a cycle, an id missing from
// idsBySeq) is said in Japanese when asked for, its seqs, fields and places as written.
#include <catch2/catch.hpp>

#include "graph/dependency_resolution.h"
#include "graph/graph_messages.h"
#include "graph_test_support.h"
#include "message_table_support.h"

using namespace sg;

namespace {

DependencyOptions in_japanese() {
    DependencyOptions options;
    options.language = Language::Japanese;
    return options;
}

std::vector<std::string> messages_of(const std::vector<DependencyError>& errors) {
    std::vector<std::string> messages;
    for (const DependencyError& error : errors) messages.push_back(error.error.message);
    return messages;
}

}  // namespace

TEST_CASE("G5 every graph message has an English and a Japanese text, with the same places") {
    check_both_texts<GraphMessage>(graph_text);
}

TEST_CASE("G1 a gap, a repeated seq and a step of the wrong shape are said in Japanese") {
    CHECK(messages_of(check_plan(R"([{"seq": 1}, {"seq": 2}, {"seq": 4}])", in_japanese()).errors) ==
          std::vector<std::string>{"seq 3 がありません。3 個のステップには 1 から 3 までの番号を付けなければなりません。"
                                   "番号が 2 から 4 に飛んでいます"});
    CHECK(messages_of(check_plan(R"([{"seq": 1}, {"seq": 1}])", in_japanese()).errors) ==
          std::vector<std::string>{"seq 1 が重複しています。/0 のステップがすでに使っています",
                                   "seq 2 がありません。2 個のステップには 1 から 2 までの番号を付けなければなりません"});
    CHECK(messages_of(check_plan(R"([{"seq": "1"}, 7, {"step": 3, "dependsOn": {}}])", in_japanese()).errors) ==
          std::vector<std::string>{"\"seq\" は 1 以上の整数でなければなりません（実際: \"1\"）",
                                   "ステップは \"seq\" を持つオブジェクトでなければなりません（実際: 7）",
                                   "ステップに \"seq\" がありません。ステップはこれで 1、2、3、… と番号付けします",
                                   "\"dependsOn\" は seq の配列でなければなりません（実際: オブジェクト）",
                                   "seq 1 から 3 がありません。3 個のステップには 1 から 3 までの番号を付けなければなりません"});
}

TEST_CASE("G2 G3 references and a cycle are said in Japanese, and in English by default") {
    const char* plan = R"([{"seq": 1, "dependsOn": [2]}, {"seq": 2, "dependsOn": [2, 9]}])";
    CHECK(messages_of(check_plan(plan, in_japanese()).errors) ==
          std::vector<std::string>{"seq 1 が後のステップの seq 2 に依存しています。ステップは前のステップにだけ依存できます",
                                   "seq 2 が自分自身に依存しています",
                                   "seq 2 が seq 9 に依存していますが、その seq のステップはありません"});
    CHECK(messages_of(check_plan(plan).errors) ==
          std::vector<std::string>{"seq 1 depends on seq 2, which comes later; a step may depend only on earlier steps",
                                   "seq 2 depends on itself", "seq 2 depends on seq 9, which no step has"});
    DependencyOptions forward = in_japanese();
    forward.allow_forward = true;
    CHECK(messages_of(check_plan(R"([{"seq": 1, "dependsOn": [2]}, {"seq": 2, "dependsOn": [1]}])", forward).errors) ==
          std::vector<std::string>{"ステップが循環して依存しています: 1 → 2 → 1（各ステップは 1 つ前のステップに依存しています）"});
}

TEST_CASE("G4 ids missing from idsBySeq or given twice are said in Japanese") {
    const DependencyResolution resolution =
        resolve_dependencies(plan_json(R"([{"seq": 1}, {"seq": 2}, {"seq": 3}])"), plan_json(R"({"1": "a", "2": "a", "3": [1]})"),
                             in_japanese());
    CHECK(messages_of(resolution.errors) ==
          std::vector<std::string>{"seq 1 と 2 の idsBySeq での id が同じ \"a\" です",
                                   "seq 3 の id が文字列でも数値でもありません: 配列"});
}

#include <catch2/catch.hpp>

#include <string>

#include "prompt/history_budget.h"
#include "prompt/token_estimate.h"

using namespace sg;

namespace {

// Alternating user/assistant messages, user first; message i holds `bytes[i]` bytes of 'x'.
struct Conversation {
    std::vector<std::string> contents;
    std::vector<HistoryMessage> messages;

    void add(std::string_view role, std::string content, std::optional<std::size_t> tokens = std::nullopt) {
        contents.push_back(std::move(content));
        messages.push_back(HistoryMessage{role, {}, tokens});
        for (std::size_t i = 0; i < messages.size(); ++i) messages[i].content = contents[i];
    }
};

Conversation alternating(std::initializer_list<std::size_t> bytes) {
    Conversation conversation;
    std::size_t i = 0;
    for (std::size_t size : bytes) conversation.add(i++ % 2 == 0 ? "user" : "assistant", std::string(size, 'x'));
    return conversation;
}

std::vector<std::size_t> kept_indexes(const HistorySelection& selection) {
    std::vector<std::size_t> indexes;
    for (const KeptMessage& kept : selection.kept) indexes.push_back(kept.index);
    return indexes;
}

std::vector<std::string> dropped(const HistorySelection& selection) {
    std::vector<std::string> out;
    for (const DroppedMessage& message : selection.dropped) {
        out.push_back(std::to_string(message.index) + ":" + std::string(drop_reason_name(message.reason)));
    }
    return out;
}

HistoryOptions budget_of(std::size_t tokens) {
    HistoryOptions options;
    options.max_tokens_budget = tokens;
    return options;
}

}  // namespace

TEST_CASE("P6 tokens are estimated as ceil(utf8 bytes / 4)") {
    struct Case {
        std::string_view text;
        std::size_t tokens;
    };
    const Case cases[] = {{"", 0}, {"a", 1}, {"abcd", 1}, {"abcde", 2}, {"日", 1}, {"日本語", 3}, {"日本語です", 4},
                          {"こんにちは、世界", 6}, {"\xF0\x9F\x98\x80", 1}};
    for (const Case& c : cases) {
        INFO(c.text);
        CHECK(estimate_tokens(c.text) == c.tokens);
    }
}

TEST_CASE("P6 the window keeps the last 12 user/assistant messages by default") {
    Conversation conversation;
    for (int i = 0; i < 20; ++i) conversation.add(i % 2 == 0 ? "user" : "assistant", "m" + std::to_string(i));
    const HistorySelection selection = assemble_history(conversation.messages, {});
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19});
    CHECK(dropped(selection) ==
          std::vector<std::string>{"0:window", "1:window", "2:window", "3:window", "4:window", "5:window", "6:window", "7:window"});
    CHECK_FALSE(selection.budget);
    CHECK(selection.used_tokens == 12);  // "m8" … "m19": 2 or 3 bytes, 1 token each
}

TEST_CASE("P6 only user and assistant messages count, and other roles do not use the window") {
    Conversation conversation;
    conversation.add("system", "You are helpful.");
    conversation.add("user", "q1");
    conversation.add("tool", "result");
    conversation.add("assistant", "a1");
    conversation.add("developer", "note");
    conversation.add("user", "q2");
    conversation.add("assistant", "a2");
    HistoryOptions options;
    options.window_size = 3;
    const HistorySelection selection = assemble_history(conversation.messages, options);
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{3, 5, 6});
    CHECK(dropped(selection) == std::vector<std::string>{"0:role", "1:window", "2:role", "4:role"});
}

TEST_CASE("P6 history_window names the messages assemble_history may keep: what a caller's tokenizer counts (issue 18)") {
    Conversation conversation;
    conversation.add("system", "You are helpful.");
    for (int i = 0; i < 14; ++i) conversation.add(i % 2 == 0 ? "user" : "assistant", "m" + std::to_string(i));
    conversation.add("tool", "result");
    CHECK(history_window(conversation.messages, kDefaultHistoryWindow) ==
          std::vector<std::size_t>{3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14});
    CHECK(history_window(conversation.messages, 3) == std::vector<std::size_t>{12, 13, 14});
    CHECK(history_window(conversation.messages, 0).empty());
    CHECK(history_window(conversation.messages, 100).size() == 14);
    const HistorySelection selection = assemble_history(conversation.messages, {});
    CHECK(kept_indexes(selection) == history_window(conversation.messages, kDefaultHistoryWindow));
}

TEST_CASE("P6 a budget that fits everything keeps everything") {
    const Conversation conversation = alternating({40, 40, 40, 40});
    const HistorySelection selection = assemble_history(conversation.messages, budget_of(40));
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{0, 1, 2, 3});
    CHECK(selection.dropped.empty());
    CHECK(selection.used_tokens == 40);
    CHECK(*selection.budget == 40);
    CHECK_FALSE(selection.over_budget);
}

TEST_CASE("P6 a budget that fits nothing still keeps the latest user/assistant pair, flagged over budget") {
    const Conversation conversation = alternating({40, 40, 40, 40});
    const HistorySelection selection = assemble_history(conversation.messages, budget_of(0));
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{2, 3});
    CHECK(selection.kept[0].forced);
    CHECK(selection.kept[1].forced);
    CHECK(dropped(selection) == std::vector<std::string>{"0:budget", "1:budget"});
    CHECK(selection.used_tokens == 20);
    CHECK(selection.over_budget);
}

TEST_CASE("P6 a budget of exactly the last pair keeps exactly the last pair") {
    const Conversation conversation = alternating({40, 40, 40, 36});  // 10, 10, 10, 9 tokens
    const HistorySelection exact = assemble_history(conversation.messages, budget_of(19));
    CHECK(kept_indexes(exact) == std::vector<std::size_t>{2, 3});
    CHECK(exact.used_tokens == 19);
    CHECK_FALSE(exact.over_budget);
    CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(28))) == std::vector<std::size_t>{2, 3});
    CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(29))) == std::vector<std::size_t>{1, 2, 3});
}

TEST_CASE("P6 messages are taken newest first while they fit; one too large stops the stretch") {
    const Conversation conversation = alternating({4, 4, 400, 4, 4, 4});  // 1, 1, 100, 1, 1, 1 tokens
    const HistorySelection selection = assemble_history(conversation.messages, budget_of(50));
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{3, 4, 5});
    CHECK(dropped(selection) == std::vector<std::string>{"0:budget", "1:budget", "2:budget"});
    CHECK(selection.kept[0].forced == false);
    CHECK(selection.used_tokens == 3);
}

TEST_CASE("P6 a single message larger than the whole budget") {
    SECTION("as the latest message it is kept with its pair, over budget") {
        const Conversation conversation = alternating({8, 8, 8, 4000});
        const HistorySelection selection = assemble_history(conversation.messages, budget_of(100));
        CHECK(kept_indexes(selection) == std::vector<std::size_t>{2, 3});
        CHECK(selection.used_tokens == 1002);
        CHECK(selection.over_budget);
        CHECK(dropped(selection) == std::vector<std::string>{"0:budget", "1:budget"});
    }
    SECTION("as an older message it is dropped with everything before it") {
        const Conversation conversation = alternating({8, 4000, 8, 8});
        const HistorySelection selection = assemble_history(conversation.messages, budget_of(100));
        CHECK(kept_indexes(selection) == std::vector<std::size_t>{2, 3});
        CHECK(dropped(selection) == std::vector<std::string>{"0:budget", "1:budget"});
        CHECK_FALSE(selection.over_budget);
    }
}

TEST_CASE("P6 Japanese text counts 3 bytes a character") {
    Conversation conversation;
    conversation.add("user", "工程表を作ってください");          // 11 characters, 33 bytes: 9 tokens
    conversation.add("assistant", "はい、目標日を教えてください。");  // 15 characters, 45 bytes: 12 tokens
    conversation.add("user", "十二月一日です");                  // 7 characters, 21 bytes: 6 tokens
    conversation.add("assistant", "承知しました");                // 6 characters, 18 bytes: 5 tokens
    const HistorySelection all = assemble_history(conversation.messages, budget_of(32));
    CHECK(kept_indexes(all) == std::vector<std::size_t>{0, 1, 2, 3});
    CHECK(all.used_tokens == 32);
    CHECK(all.kept[1].tokens == 12);
    CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(31))) == std::vector<std::size_t>{1, 2, 3});
}

TEST_CASE("P6 the budget formula: context limit minus reply, margin and system prompt") {
    const Conversation conversation = alternating({4, 4});
    HistoryOptions options;
    options.model_context_limit = 8000;
    options.system_tokens = 600;
    CHECK(*assemble_history(conversation.messages, options).budget == 8000 - (1200 + 200) - 600);
    options.response_max_tokens = 4000;
    options.safety_margin_tokens = 0;
    CHECK(*assemble_history(conversation.messages, options).budget == 3400);
    options.max_tokens_budget = 1000;
    CHECK(*assemble_history(conversation.messages, options).budget == 1000);
    options.max_tokens_budget = 5000;
    CHECK(*assemble_history(conversation.messages, options).budget == 3400);
}

TEST_CASE("P6 a negative budget is reported as computed and keeps only the latest pair") {
    const Conversation conversation = alternating({4, 4, 4, 4});
    HistoryOptions options;
    options.model_context_limit = 1000;
    options.system_tokens = 500;
    const HistorySelection selection = assemble_history(conversation.messages, options);
    CHECK(*selection.budget == 1000 - (1200 + 200) - 500);
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{2, 3});
    CHECK(selection.over_budget);
}

TEST_CASE("P6 the latest pair when the history does not end with an assistant reply") {
    SECTION("assistant then user: both") {
        const Conversation conversation = alternating({8, 8, 8, 8, 8});  // ends with a user message
        CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(0))) == std::vector<std::size_t>{3, 4});
    }
    SECTION("two user messages in a row: back to the last assistant reply") {
        Conversation conversation;
        conversation.add("user", "q1");
        conversation.add("assistant", "a1");
        conversation.add("user", "q2");
        conversation.add("user", "q2, again");
        CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(0))) == std::vector<std::size_t>{1, 2, 3});
    }
    SECTION("one role only: the last message") {
        Conversation conversation;
        conversation.add("user", "q1");
        conversation.add("user", "q2");
        CHECK(kept_indexes(assemble_history(conversation.messages, budget_of(0))) == std::vector<std::size_t>{1});
    }
    SECTION("the pair is looked for inside the window") {
        const Conversation conversation = alternating({8, 8, 8});
        HistoryOptions options = budget_of(0);
        options.window_size = 1;
        CHECK(kept_indexes(assemble_history(conversation.messages, options)) == std::vector<std::size_t>{2});
        options.window_size = 0;
        const HistorySelection none = assemble_history(conversation.messages, options);
        CHECK(none.kept.empty());
        CHECK(dropped(none) == std::vector<std::string>{"0:window", "1:window", "2:window"});
    }
    SECTION("an empty history") {
        const HistorySelection none = assemble_history({}, budget_of(0));
        CHECK(none.kept.empty());
        CHECK(none.dropped.empty());
        CHECK_FALSE(none.over_budget);
    }
}

TEST_CASE("P6 token counts supplied with the messages replace the estimate") {
    Conversation conversation;
    conversation.add("user", "short", 30);
    conversation.add("assistant", "short", 30);
    conversation.add("user", std::string(400, 'x'), 5);
    conversation.add("assistant", std::string(400, 'x'), 5);
    const HistorySelection selection = assemble_history(conversation.messages, budget_of(40));
    CHECK(kept_indexes(selection) == std::vector<std::size_t>{1, 2, 3});
    CHECK(selection.used_tokens == 40);
    CHECK(selection.kept[1].tokens == 5);
}

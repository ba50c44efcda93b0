// Replies as models really write them (rules X1-X7 together).
#include <catch2/catch.hpp>

#include "extract_test_support.h"

using namespace sg;

TEST_CASE("X1 Japanese prose before and after the json fence") {
    const std::string reply =
        "承知しました。以下がプロセステンプレートです。\n\n```json\n"
        "{\"schema\": \"ai_chat_process_template.v1\", \"answer\": \"三つの手順です\"}\n```\n\nご確認ください。";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(r.candidate->start == 79);  // 23 three-byte characters, a blank line, the fence line
    CHECK(r.answer_text == "承知しました。以下がプロセステンプレートです。\n\nご確認ください。");
}

TEST_CASE("X1 a leading <think> block with braces and fences in it is skipped") {
    const std::string reply =
        "<think>\nMaybe {\"step\": 1}? No.\n```json\n{\"step\": 9}\n```\n</think>\n"
        "The rule that matches is 2.\n{\"step\": 2, \"reason\": \"done\"}";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == "{\"step\": 2, \"reason\": \"done\"}");
    CHECK(r.answer_text == "The rule that matches is 2.");
}

// The closing tag is looked for 16 bytes at a time: it is found at every place in a block,
// past a `<` and a tag cut short before it.
TEST_CASE("X1 a <think> block is skipped wherever its closing tag falls") {
    for (std::size_t length = 0; length < 40; ++length) {
        const std::string thought = std::string(length, 'x') + " a < b, </thin";
        const std::string reply = "<think>" + thought + "</think>\n```json\n{\"a\": 1}\n```\nDone.";
        const Extraction r = extract_json(reply);
        INFO(length);
        REQUIRE(r.ok());
        CHECK(r.candidate->start == reply.find("{\"a\""));
        CHECK(r.answer_text == "Done.");
    }
}

TEST_CASE("X2 a fence is found wherever its marker falls, past ` and ~ inside lines") {
    for (std::size_t length = 0; length < 40; ++length) {
        const std::string reply = std::string(length, 'p') + " `code` and ~x~\n~~~json\n{\"a\": 1}\n~~~\n";
        const Extraction r = extract_json(reply);
        INFO(length);
        REQUIRE(r.ok());
        CHECK(r.candidate->strategy == Strategy::Fence);
        CHECK(r.candidate->start == reply.find("{\"a\""));
    }
}

// The wasm boundary sends the answer as the reply's ranges only (JavaScript slices its own
// string): the same ranges, without the joined text.
TEST_CASE("X7 without the answer's text the answer's parts are the same") {
    const std::string reply = "<think>t</think>\nBefore.\n```json\n{\"a\": 1}\n```\n  After.  ";
    ExtractOptions parts_only;
    parts_only.with_answer_text = false;
    const Extraction full = extract_json(reply);
    const Extraction r = extract_json(reply, parts_only);
    REQUIRE(r.ok());
    CHECK(full.answer_text == "Before.\n\nAfter.");
    CHECK(r.answer_text.empty());
    REQUIRE(r.answer_parts.size() == 2);
    CHECK(r.answer_parts[0].start == full.answer_parts[0].start);
    CHECK(r.answer_parts[0].end == full.answer_parts[0].end);
    CHECK(r.answer_parts[1].start == full.answer_parts[1].start);
    CHECK(r.answer_parts[1].end == full.answer_parts[1].end);
    CHECK(reply.substr(r.answer_parts[1].start, r.answer_parts[1].end - r.answer_parts[1].start) == "After.");
}

TEST_CASE("X1 a <thinking> block then direct JSON") {
    const std::string reply = "<thinking>plan</thinking>\n{\"a\": 1}";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Direct);
}

TEST_CASE("X7 a reply that ends inside <think> is MissingFence at the tag, with no answer") {
    const std::string reply = "\n<think>\nLet me work out {\"a\":";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::MissingFence);
    CHECK(r.error->position->offset == 1);
    CHECK(r.error->position->line == 2);
    CHECK(r.answer_text.empty());
}

TEST_CASE("X1 a byte-order mark before direct JSON") {
    const std::string reply = "\xEF\xBB\xBF{\"a\": 1}";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Direct);
    CHECK(r.candidate->start == 3);
}

TEST_CASE("X6 a reply without any JSON is MissingFence without a position") {
    const std::string reply = "I could not find any matching rule.";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::MissingFence);
    CHECK_FALSE(r.error->position.has_value());
    CHECK(r.answer_text == reply);
}

TEST_CASE("X7 an empty reply keeps an empty answer and is MissingFence") {
    const Extraction r = extract_json("");
    CHECK(r.error->code == ErrorCode::MissingFence);
    CHECK(r.answer_text.empty());
}

TEST_CASE("X6 unbalanced braces are a JsonParseError, not a crash") {
    const std::string reply = "Result: {{{{{\"a\": [[[[ }";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.candidate->strategy == Strategy::Brace);
}

TEST_CASE("X6 invalid UTF-8 inside a JSON string is a JsonParseError at the bad sequence") {
    const std::string reply = "```json\n{\"a\": \"ok\xC3\x28\"}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.error->position->offset == 17);  // the 0xC3 that 0x28 cannot continue
}

TEST_CASE("X6 invalid UTF-8 outside the JSON does no harm") {
    const std::string reply = "caf\xE9 \xFF\n```json\n{\"a\": 1}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.answer_text == "caf\xE9 \xFF");
}

TEST_CASE("X6 nesting deeper than maxDepth is LimitExceeded at the opening bracket") {
    ExtractOptions options;
    options.max_depth = 3;
    const std::string reply = "```json\n[[[[1]]]]\n```";
    const Extraction r = extract_json(reply, options);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::LimitExceeded);
    CHECK(r.error->position->offset == 11);
}

TEST_CASE("X6 100,000 nested brackets get a typed error, not a stack overflow") {
    const std::string reply = "```json\n" + std::string(100000, '[') + std::string(100000, ']') + "\n```";
    ExtractOptions options;
    options.max_fence_bytes = reply.size();
    const Extraction r = extract_json(reply, options);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("X6 a reply over maxInputBytes is LimitExceeded and keeps the text") {
    ExtractOptions options;
    options.max_input_bytes = 10;
    const std::string reply = "{\"a\": \"0123456789\"}";
    const Extraction r = extract_json(reply, options);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::LimitExceeded);
    CHECK(r.answer_text == reply);
}

TEST_CASE("X6 10 MB of text is LimitExceeded under the default 4 MiB input limit") {
    const std::string reply(10 * 1000 * 1000, 'x');
    CHECK(extract_json(reply).error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("X6 a 1 MB fence is LimitExceeded under the default fence limit") {
    const std::string reply = "```json\n{\"a\": \"" + std::string(1000 * 1000, 'y') + "\"}\n```";
    CHECK(extract_json(reply).error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("X1 4 MB of unclosed braces and quotes is read in one pass with a typed error") {
    std::string reply;
    for (int i = 0; i < 400000; ++i) reply += "{\"a\": \"";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::MissingFence);
}

TEST_CASE("X1 a CandidateCheck sees each candidate the chain tries, in order") {
    const std::string reply = "{bad} ```json\n{\"a\": 1}\n```";
    // Records each candidate; takes {"a": 1} alone.
    struct Recording final : CandidateCheck {
        mutable std::vector<std::string> seen;
        std::optional<Error> check(std::string_view json) const override {
            seen.emplace_back(json);
            if (json == "{\"a\": 1}") return std::nullopt;
            return error_without_position(ErrorCode::JsonParseError, "rejected");
        }
    } recording;
    const Extraction r = extract_json(reply, ExtractOptions{}, recording);
    const std::vector<std::string>& seen = recording.seen;
    REQUIRE(r.ok());
    // direct (the whole reply), then brace first-to-last, then whether a block before the last
    // balanced one is JSON too, then that last block: the ```json is not at the start of a
    // line, so it opens no fence.
    CHECK(seen == std::vector<std::string>{reply, "{bad} ```json\n{\"a\": 1}", "{bad}", "{\"a\": 1}"});
}

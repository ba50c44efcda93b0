// L7 and X6 in lenient mode: typed errors with positions, limits, and adversarial input that
// must stay linear (a 35 KB unclosed string, 100,000 nested brackets, a megabyte of commas).
#include <catch2/catch.hpp>

#include "repair_test_support.h"

using namespace sg;

namespace {

ErrorCode code_of(const RepairResult& result) { return result.error->code; }

}  // namespace

TEST_CASE("L2 a reply without any JSON is MissingFence, without a position") {
    const RepairResult result = repair_json("I cannot help with that.");
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::MissingFence);
    CHECK_FALSE(result.error->position);
}

TEST_CASE("L2 braces that never read as JSON are a JsonParseError where reading went furthest") {
    const std::string reply = "Use {x} or {the user's name} here.";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::JsonParseError);
    CHECK(result.error->position->offset == reply.find("user"));
    CHECK(result.error->message == "no JSON could be recovered: expected ':' after the key, found 'u'");
}

TEST_CASE("L2 a number past a double's range is refused with the strict parser's reason, in every reading") {
    const std::string reply = "Result: {\"a\": 1e400, 'b': 2}";
    const RepairResult repaired = repair_json(reply);
    REQUIRE_FALSE(repaired.ok());
    CHECK(repaired.error->code == ErrorCode::JsonParseError);
    CHECK(repaired.error->message ==
          "the repaired JSON does not parse: invalid JSON on line 1: the number is beyond the range of a double (about 1.8e308)");
    CHECK(repaired.error->position->offset == 8);
    const RepairResult streamed = stream_in_chunks(reply, 1);
    REQUIRE_FALSE(streamed.ok());
    CHECK(streamed.error->message == repaired.error->message);
    CHECK(repair_json("{\"a\": 0e400, 'b': 2}").ok());  // zero, whatever its exponent (X5)
}

TEST_CASE("X2 a json fence with no JSON in it is NonJsonFence at its content") {
    const std::string reply = "{\"a\": 1}\n```json\nI am sorry.\n```";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::NonJsonFence);
    CHECK(result.error->position->offset == reply.find("I am"));
    CHECK(result.error->position->line == 3);
}

TEST_CASE("X2 a json fence whose braces never read as JSON is a JsonParseError inside it") {
    const std::string reply = "```json\n{the answer}\n```";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::JsonParseError);
    CHECK(result.error->position->offset == reply.find("answer"));
}

TEST_CASE("L1 a reply that ends inside a reasoning block is MissingFence at the tag") {
    const std::string reply = "Sure.\n<think>Let me consider {a: 1}";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::MissingFence);
    CHECK(result.error->position->offset == 6);
}

TEST_CASE("L7 a reply over maxInputBytes is LimitExceeded") {
    RepairOptions options;
    options.max_input_bytes = 7;
    const RepairResult result = repair_json("{\"a\": 1}", options);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::LimitExceeded);
    CHECK(result.error->message == "the reply is 8 bytes, over maxInputBytes (7); raise maxInputBytes to read it");
}

TEST_CASE("X4 the fence holding the answer over maxFenceBytes is LimitExceeded, not a fall-through") {
    RepairOptions options;
    options.max_fence_bytes = 8;
    const std::string reply = "{\"x\": 0}\n```json\n{\"a\": [1, 2, 3]}\n```";
    const RepairResult result = repair_json(reply, options);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::LimitExceeded);
    CHECK(result.error->position->offset == reply.find("{\"a\""));
}

TEST_CASE("L7 nesting deeper than maxDepth is LimitExceeded at the first bracket too deep") {
    RepairOptions options;
    options.max_depth = 4;
    CHECK(repair_json("[[[[1]]]]", options).ok());
    const RepairResult result = repair_json("x [[[[[1]]]]]", options);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::LimitExceeded);
    CHECK(result.error->position->offset == 6);
}

TEST_CASE("L7 100,000 nested brackets stop at the default depth limit") {
    const RepairResult result = repair_json(std::string(100000, '['));
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::LimitExceeded);
    CHECK(result.error->position->offset == limits::kMaxDepth);
}

TEST_CASE("L7 a 35 KB unclosed string is closed as truncated") {
    const std::string reply = "{\"text\": \"" + std::string(35 * 1024, 'a');
    const RepairResult result = repair_json(reply);
    REQUIRE(result.ok());
    CHECK(dom_of(result)["text"].GetStringLength() == 35 * 1024);
    CHECK_FALSE(result.complete);
    CHECK(repair_list(result.repairs) == "truncated@" + std::to_string(reply.size()));
}

TEST_CASE("L7 a megabyte of commas is one repair") {
    const std::string reply = "[1" + std::string(1024 * 1024, ',') + "2]";
    const RepairResult result = repair_json(reply);
    REQUIRE(result.ok());
    CHECK(result.json == "[1,2]");
    CHECK(repair_list(result.repairs) == "extra_comma@3");
    CHECK(result.repairs[0].removed.size() == 1024 * 1024 - 1);
}

TEST_CASE("L7 a megabyte of prose braces that never read as JSON stays linear and typed") {
    std::string reply;
    while (reply.size() < 1024 * 1024) reply += "{a} [b] ";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(code_of(result) == ErrorCode::LimitExceeded);  // past limits::kMaxCandidates places JSON may start
    std::string fewer;
    while (fewer.size() < 8 * 4096) fewer += "{a} [b] ";
    const RepairResult few = repair_json(fewer);
    REQUIRE_FALSE(few.ok());
    CHECK(code_of(few) == ErrorCode::JsonParseError);
}

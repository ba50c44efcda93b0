#include <catch2/catch.hpp>

#include "extract_test_support.h"

using namespace sg;

TEST_CASE("X1 direct: the whole trimmed reply is a JSON object") {
    const std::string reply = "  \n{\"step\": 2, \"reason\": \"done\"}\n";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Direct);
    CHECK(extracted(reply, r) == "{\"step\": 2, \"reason\": \"done\"}");
    CHECK(r.candidate->start == 3);
    CHECK(r.answer_text.empty());
}

TEST_CASE("X1 direct: a top-level array is taken as it is") {
    const std::string reply = "[1, 2, 3]";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Direct);
}

TEST_CASE("X1 direct: a fence string inside the JSON does not turn it into a fence reply") {
    const std::string reply = "{\"code\": \"```json\\n{\\\"a\\\":1}\\n```\"}";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Direct);
    CHECK(extracted(reply, r) == reply);
}

TEST_CASE("X1 fence: prose, then a json fence") {
    const std::string reply = "Here is the plan.\n\n```json\n{\"a\": 1}\n```\n\nLet me know.";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(extracted(reply, r) == "{\"a\": 1}");
    CHECK(r.candidate->start == 27);
    CHECK(r.answer_text == "Here is the plan.\n\nLet me know.");
}

TEST_CASE("X1 brace: JSON written into prose without a fence") {
    const std::string reply = "Sure! The result is {\"ok\": true} as requested.";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == "{\"ok\": true}");
    CHECK(r.answer_text == "Sure! The result is\n\nas requested.");
}

TEST_CASE("X1 brace: prose braces before the JSON fall back to the last complete block") {
    const std::string reply = "Fill in {name} for each user: {\"name\": \"Ann\"}";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == "{\"name\": \"Ann\"}");
}

TEST_CASE("X1 brace: an object left open after the last block is not skipped over") {
    const std::string reply = "Example {\"a\": 1}. Answer: {\"b\": 2, \"c\": }";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(r.candidate->start == 8);
}

TEST_CASE("X1 brace: braces inside JSON strings do not unbalance the block") {
    const std::string reply = "Use {x}. Output: {\"template\": \"Hello {name}}\", \"n\": 1} ok";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"template\": \"Hello {name}}\", \"n\": 1}");
}

TEST_CASE("X1 direct text that fails strictly falls through to the next strategies") {
    const std::string reply = "{\"a\": 1} and then {\"b\": 2} ok";
    const Extraction r = extract_json(reply.substr(9));
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
}

TEST_CASE("L2 X1 brace: two JSON objects are refused, not one of them dropped") {
    const std::string reply = "{\"a\": 1} and then {\"b\": 2}";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == reply);
}

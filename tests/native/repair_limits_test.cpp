// Rule L7 for lenient reading: bounded work and typed limits on the inputs that used to blow
// up: a truncated reply of long keys (the incomplete list grew quadratically), deep unclosed
// brackets under a raised maxDepth, and nesting past maxDepth in every entry.
#include <catch2/catch.hpp>

#include <string>

#include "extract/extractor.h"
#include "repair_test_support.h"
#include "core/limits.h"

using namespace sg;

namespace {

std::size_t pointer_bytes(const std::vector<std::string>& pointers) {
    std::size_t bytes = 0;
    for (const std::string& pointer : pointers) bytes += pointer.size();
    return bytes;
}

}  // namespace

TEST_CASE("L4 L7 a reply cut inside deep objects with long keys lists a bounded number of open pointers") {
    std::string reply;
    const std::string key(1000, 'k');
    for (int i = 0; i < 400; ++i) reply += "{\"" + key + "\": ";
    reply += "\"cut";
    const RepairResult result = repair_json(reply);
    REQUIRE(result.ok());
    CHECK_FALSE(result.complete);
    CHECK_FALSE(result.lossless);
    CHECK(result.incomplete.size() <= limits::kMaxIncompletePointers);
    CHECK(result.incomplete.front().empty());
    CHECK(pointer_bytes(result.incomplete) <= limits::kMaxIncompletePointerBytes + 64 * 1024);
    CHECK(result.incomplete[1] == "/" + key);
}

TEST_CASE("L4 L7 twenty thousand unclosed brackets under a raised maxDepth close with 64 pointers") {
    const std::string reply(20000, '[');
    RepairOptions options;
    options.max_depth = 30000;
    const RepairResult result = repair_json(reply, options);
    REQUIRE(result.ok());
    CHECK(result.json == reply + std::string(20000, ']'));
    CHECK(result.incomplete.size() == limits::kMaxIncompletePointers);
    CHECK(result.incomplete[2] == "/0/0");
    const RepairResult streamed = stream_in_chunks(reply, 4096, options);
    CHECK(streamed.incomplete == result.incomplete);
}

TEST_CASE("X6 L7 an array nested past maxDepth is LimitExceeded in strict and lenient reading alike") {
    const std::string reply = std::string(513, '[') + std::string(513, ']');
    const Extraction strict = extract_json(reply);
    REQUIRE_FALSE(strict.ok());
    CHECK(strict.error->code == ErrorCode::LimitExceeded);
    CHECK(strict.error->position->offset == 512);
    const RepairResult lenient = repair_json(reply);
    REQUIRE_FALSE(lenient.ok());
    CHECK(lenient.error->code == ErrorCode::LimitExceeded);
    CHECK(lenient.error->position->offset == 512);
}

TEST_CASE("L7 lenient reading stops at limits::kMaxRepairs repairs in a reply with LimitExceeded where it stopped") {
    const std::string reply = "[" + std::string(2 * limits::kMaxRepairs + 100, '"') + "]";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error->code == ErrorCode::LimitExceeded);
    CHECK(result.error->message ==
          "the reply needs more than 100000 repairs: it is not JSON with a few mistakes; ask the model again");
    CHECK(result.error->position->offset < reply.size());
    const RepairResult streamed = stream_in_chunks(reply, 4096);
    REQUIRE_FALSE(streamed.ok());
    CHECK(streamed.error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("L7 repairs up to the limit are read: a reply of 20,000 single-quoted pairs") {
    std::string reply = "{";
    for (int i = 0; i < 20000; ++i) reply += (i ? ", 'k" : "'k") + std::to_string(i) + "': 'v'";
    reply += "}";
    const RepairResult result = repair_json(reply);
    REQUIRE(result.ok());
    CHECK(result.repairs.size() == 80000);
    CHECK(result.lossless);
}

TEST_CASE("L7 lenient reading stops at limits::kMaxCandidates JSON values in a reply") {
    std::string reply;
    for (std::size_t i = 0; i <= limits::kMaxCandidates; ++i) reply += "x{ ";
    const RepairResult result = repair_json(reply);
    REQUIRE_FALSE(result.ok());
    CHECK(result.error->code == ErrorCode::LimitExceeded);
    CHECK(result.error->message ==
          "the reply has more than 10000 places where JSON may start ('{' or '['): send fewer, or split the text");
    CHECK(result.error->position->offset == reply.size() - 2);
}

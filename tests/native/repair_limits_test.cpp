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

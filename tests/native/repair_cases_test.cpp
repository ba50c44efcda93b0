// The malformed-reply table (repair_cases.inc): each reply's value and repair list, and for
// every reply the two laws of L2 and L4: the repairs replay to the JSON text, and streaming
// in chunks of 1, 7 and 4096 bytes gives the batch result.
#include <catch2/catch.hpp>

#include "repair_test_support.h"
#include "written_tape.h"

using namespace sg;

TEST_CASE("L1 L2 malformed replies: recovered value and exact repair list") {
    REQUIRE(repair_cases().size() >= 300);
    for (const RepairCase& c : repair_cases()) {
        INFO(c.name << "\nreply: " << c.input);
        const RepairResult result = repair_json(c.input);
        INFO(describe_result(result));
        CHECK(result.ok());
        if (!result.ok()) continue;
        CHECK(dom_of(result) == parse_expected(c.value));
        CHECK(repair_list(result.repairs) == expected_list(c.input, c.repairs));
        CHECK(result.complete == c.complete);
        CHECK(result.incomplete.empty() == c.complete);
    }
}

// L2: lossless is exactly "whole, and no repair that may lose content".
TEST_CASE("L2 a repaired reply is lossless exactly when it is whole and no repair lost content") {
    for (const RepairCase& c : repair_cases()) {
        INFO(c.name << "\nreply: " << c.input);
        const RepairResult result = repair_json(c.input);
        if (!result.ok()) continue;
        bool lossy_repair = false;
        for (const ExpectedRepair& repair : c.repairs) {
            for (const char* lossy : {"truncated", "unclosed", "unterminated_string", "broken_escape", "unpaired_quote", "lone_sign", "glued_values", "stray_bracket", "content_removed"}) {
                lossy_repair = lossy_repair || repair.kind == lossy;
            }
        }
        CHECK(result.lossless == (c.complete && !lossy_repair));
    }
}

TEST_CASE("L2 the repairs of every reply replay over its span to exactly the repaired JSON") {
    for (const RepairCase& c : repair_cases()) {
        INFO(c.name << "\nreply: " << c.input);
        const RepairResult result = repair_json(c.input);
        if (!result.ok()) continue;
        CHECK(replay_repairs(c.input, result) == result.json);
    }
}

TEST_CASE("L1 L4 a repaired value carries the tape its reader wrote, at every cut, read whole or streamed") {
    for (const RepairCase& c : repair_cases()) {
        for (std::size_t cut = 0; cut <= c.input.size(); ++cut) {
            const std::string reply = c.input.substr(0, cut);
            INFO(c.name << "\nreply: " << reply);
            const RepairResult batch = repair_json(reply);
            if (batch.ok()) CHECK(testing::wrote_its_tape(batch));
            const RepairResult streamed = stream_in_chunks(reply, 3);
            if (streamed.ok()) CHECK(testing::wrote_its_tape(streamed));
        }
    }
}

TEST_CASE("L4 streaming every reply in chunks of 1, 7 and 4096 bytes equals the batch result") {
    for (const RepairCase& c : repair_cases()) {
        INFO(c.name << "\nreply: " << c.input);
        const std::string batch = describe_result(repair_json(c.input));
        for (const std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{4096}}) {
            INFO("chunk " << chunk);
            CHECK(describe_result(stream_in_chunks(c.input, chunk)) == batch);
        }
    }
}

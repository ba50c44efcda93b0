#include <catch2/catch.hpp>

#include "extract/fence_scanner.h"
#include "repair/json_repair.h"
#include "extract_test_support.h"

using namespace sg;

TEST_CASE("X2 last json fence wins over an earlier one") {
    const std::string reply =
        "Draft:\n```json\n{\"v\": 1}\n```\nFinal:\n```json\n{\"v\": 2}\n```\n";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(extracted(reply, r) == "{\"v\": 2}");
    CHECK(r.answer_text == "Draft:\n```json\n{\"v\": 1}\n```\nFinal:");
}

TEST_CASE("X2 JSON on a fence's opening line is the fence's content, strict and lenient alike (issue 36)") {
    const std::string reply = "Here:\n```json{\"v\": 1}\n```\nDone.";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(extracted(reply, r) == "{\"v\": 1}");
    const std::vector<Fence> fences = scan_fences(reply, 0);
    REQUIRE(fences.size() == 1);
    CHECK(fences[0].label == "json");
    CHECK(reply.substr(fences[0].open_start, fences[0].open_end - fences[0].open_start) == "```json");
    CHECK(fences[0].content_start == reply.find('{'));
    const RepairResult repaired = repair_json(reply);
    REQUIRE(repaired.ok());
    CHECK(repaired.json == "{\"v\": 1}");
}

TEST_CASE("X2 a json fence is preferred over a later unlabelled one") {
    const std::string reply = "```json\n{\"v\": 1}\n```\nand\n```\n{\"v\": 2}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"v\": 1}");
}

TEST_CASE("X2 the json label is matched in any letter case") {
    const std::string reply = "```JSON\n{\"v\": 1}\n```\n```python\nprint(1)\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"v\": 1}");
}

TEST_CASE("X3 without a json fence the last block counts when it reads {...}") {
    const std::string reply = "```\nnot this\n```\n```\n{\"v\": 3}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(extracted(reply, r) == "{\"v\": 3}");
}

TEST_CASE("X3 a last block that is not {...} is passed over for the brace strategy") {
    const std::string reply = "Result {\"v\": 4}\n```bash\nnpm install structguard\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == "{\"v\": 4}");
}

TEST_CASE("X3 a last block that is not JSON and no braces elsewhere is NonJsonFence") {
    const std::string reply = "Run this:\n```bash\nnpm test\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::NonJsonFence);
    CHECK(r.error->position->offset == 18);
    CHECK(r.error->position->line == 3);
    CHECK(r.error->position->column == 1);
    CHECK_FALSE(r.candidate.has_value());
    CHECK(r.answer_text == reply);
}

TEST_CASE("X6 a json fence holding prose is NonJsonFence at its content") {
    const std::string reply = "```json\nSorry, I cannot do that.\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::NonJsonFence);
    CHECK(r.error->position->offset == 8);
    CHECK(r.answer_text.empty());
}

TEST_CASE("X6 an empty json fence is NonJsonFence") {
    const std::string reply = "Here:\n```json\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::NonJsonFence);
    CHECK(r.error->message == "the ```json fence is empty; expected a JSON object or array in it");
}

TEST_CASE("X4 a json fence over maxFenceBytes is LimitExceeded, not a fall-through") {
    ExtractOptions options;
    options.max_fence_bytes = 16;
    const std::string reply = "{\"a\": 0} text\n```json\n{\"long\": \"abcdefghijklmnop\"}\n```";
    const Extraction r = extract_json(reply, options);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::LimitExceeded);
    CHECK(r.error->position->offset == 22);
    CHECK(r.candidate->strategy == Strategy::Fence);
}

TEST_CASE("X4 a fence exactly at maxFenceBytes is read") {
    ExtractOptions options;
    options.max_fence_bytes = 9;  // "{\"a\": 1}\n" is 9 bytes
    const std::string reply = "```json\n{\"a\": 1}\n```";
    CHECK(extract_json(reply, options).ok());
    options.max_fence_bytes = 8;
    CHECK(extract_json(reply, options).error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("X4 the default fence limit is 32 KiB") {
    const std::string value(32 * 1024, 'x');
    const std::string reply = "```json\n\"" + value + "\"\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::LimitExceeded);
}

TEST_CASE("X5 a trailing comma in a json fence is a JsonParseError at the exact byte") {
    const std::string reply = "Plan:\n```json\n{\n  \"a\": [1, 2,]\n}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.error->position->offset == 29);  // the ']' where a value was expected
    CHECK(r.error->position->line == 4);
    CHECK(r.error->position->column == 14);
    CHECK(r.error->message == "invalid JSON on line 4: a trailing comma before ']' is not allowed in strict JSON");
    CHECK(extracted(reply, r) == "{\n  \"a\": [1, 2,]\n}");
    CHECK(r.answer_text == "Plan:");
}

TEST_CASE("X5 comments are not JSON in strict mode") {
    const std::string reply = "```json\n{\"a\": 1 // one\n}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
}

TEST_CASE("X1 fences: ~~~ fences and longer backtick runs") {
    const std::string tilde = "~~~json\n{\"t\": 1}\n~~~";
    CHECK(extracted(tilde, extract_json(tilde)) == "{\"t\": 1}");
    const std::string four = "````json\n{\"t\": 2}\n````";
    CHECK(extracted(four, extract_json(four)) == "{\"t\": 2}");
}

TEST_CASE("X1 fences: a ``` line does not close a ```` fence, so nested fences stay content") {
    const std::string reply =
        "````markdown\nUse:\n```json\n{\"inner\": 1}\n```\n````\nDone.";
    const std::vector<Fence> fences = scan_fences(reply, 0);
    REQUIRE(fences.size() == 1);
    CHECK(fences[0].label == "markdown");
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Brace);
    CHECK(extracted(reply, r) == "{\"inner\": 1}");
}

TEST_CASE("X1 fences: an inline ``` with backticks in its info string is not a fence") {
    const std::vector<Fence> fences = scan_fences("``` `code` ```\ntext", 0);
    CHECK(fences.empty());
}

TEST_CASE("X1 fences: CRLF line ends") {
    const std::string reply = "Answer:\r\n```json\r\n{\"a\": 1}\r\n```\r\nThanks.\r\n";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"a\": 1}");
    CHECK(r.answer_text == "Answer:\n\nThanks.");
}

TEST_CASE("X1 fences: an indented fence inside a list item") {
    const std::string reply = "1. Output:\n    ```json\n    {\"a\": 1}\n    ```\n";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(r.candidate->strategy == Strategy::Fence);
    CHECK(extracted(reply, r) == "{\"a\": 1}");
}

TEST_CASE("X1 fences: an unterminated last json fence is read to the end") {
    const std::string reply = "Here:\n```json\n{\"a\": 1}\n";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"a\": 1}");
}

TEST_CASE("X1 fences: output truncated inside the json fence is a JsonParseError at the end") {
    const std::string reply = "Here:\n```json\n{\"steps\": [{\"seq\": 1";
    const Extraction r = extract_json(reply);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error->code == ErrorCode::JsonParseError);
    CHECK(r.error->position->offset == reply.size());
}

TEST_CASE("X1 fences: a fence string inside a JSON string value is not a fence") {
    const std::string reply =
        "Example:\n```json\n{\"snippet\": \"```python\\nprint(1)\\n```\", \"n\": 2}\n```";
    const Extraction r = extract_json(reply);
    REQUIRE(r.ok());
    CHECK(extracted(reply, r) == "{\"snippet\": \"```python\\nprint(1)\\n```\", \"n\": 2}");
}

TEST_CASE("X5 strict-mode messages name what models get wrong") {
    struct Case {
        const char* reply;
        const char* message;
    };
    const Case cases[] = {
        {"```json\n{\"a\": 1,}\n```", "invalid JSON on line 2: a trailing comma before '}' is not allowed in strict JSON"},
        {"```json\n{'a': 1}\n```", "invalid JSON on line 2: strings and names must use double quotes in strict JSON"},
        {"```json\n{\"a\": 1 /* x */}\n```", "invalid JSON on line 2: comments are not allowed in strict JSON"},
        {"```json\n{\"a\": [1, 2\n", "invalid JSON on line 2: the JSON ends too early (truncated output?)"},
        {"```json\n{\"a\": tru}\n```", "invalid JSON on line 2: Invalid value."},
    };
    for (const Case& c : cases) {
        const Extraction r = extract_json(c.reply);
        REQUIRE_FALSE(r.ok());
        CHECK(r.error->message == c.message);
    }
}

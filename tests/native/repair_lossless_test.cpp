// Rule L2 as a law: a lenient reading never returns a different value while calling it
// lossless. Valid documents are broken the ways model output breaks (a quote, a comma or a
// bracket deleted, the reply cut off) and every reading of every broken copy must be the
// original value, a result marked lossless: false, or a typed error.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "repair_test_support.h"

using namespace sg;

namespace {

const std::vector<std::string>& documents() {
    static const std::vector<std::string> documents = {
        R"j({"name": "Ann Lee", "age": 30, "tags": ["a", "b c"], "active": true, "note": null})j",
        R"j({"address": {"city": "New York", "zip": "10001"}, "score": 4.5, "ids": [1, 2, 3]})j",
        R"j([{"id": 1, "title": "Buy milk, eggs"}, {"id": 2, "title": "Call: Bob"}])j",
        R"j({"steps": [{"seq": 1, "dependsOn": []}, {"seq": 2, "dependsOn": [1]}], "done": false})j",
        R"j({"quote": "He said \"hi\", then left", "path": "C:\\tmp", "emoji": "日本 🙂"})j",
        R"j(["x", "y, z", "", "w"])j",
        R"j({"a": {"b": {"c": [true, false, null, -1.5e3]}}, "d": "e"})j",
        "{\n  \"judgment\": \"success\",\n  \"reason\": \"All steps done.\",\n  \"next\": [\"report\", \"close\"]\n}",
    };
    return documents;
}

// Every copy of `document` with one of its syntax bytes in `targets` deleted: a delimiting
// quote or a `,` `:` `[` `]` `{` `}` outside strings. (Deleting a byte inside a string gives
// another valid document, which no reading can tell from the original.)
std::vector<std::string> deletions(const std::string& document, std::string_view targets) {
    std::vector<std::string> copies;
    bool in_string = false;
    for (std::size_t at = 0; at < document.size(); ++at) {
        const char c = document[at];
        const bool syntax = c == '"' || !in_string;
        if (c == '\\' && in_string) {
            ++at;
            continue;
        }
        if (c == '"') in_string = !in_string;
        if (!syntax || targets.find(c) == std::string_view::npos) continue;
        copies.push_back(document.substr(0, at) + document.substr(at + 1));
    }
    return copies;
}

std::vector<std::string> prefixes(const std::string& document) {
    std::vector<std::string> copies;
    for (std::size_t length = 1; length < document.size(); ++length) copies.push_back(document.substr(0, length));
    return copies;
}

void check_law(const std::string& original, const std::vector<std::string>& copies) {
    const rapidjson::Document expected = parse_expected(original.c_str());
    for (const std::string& copy : copies) {
        const RepairResult result = repair_json(copy);
        if (!result.ok() || !result.lossless) continue;
        INFO("broken copy: " << copy << "\nread as: " << describe_result(result));
        CHECK(dom_of(result) == expected);
    }
}

}  // namespace

TEST_CASE("L2 law: deleting one quote never gives a different value reported as lossless") {
    for (const std::string& document : documents()) check_law(document, deletions(document, "\""));
}

TEST_CASE("L2 law: deleting one comma or colon never gives a different value reported as lossless") {
    for (const std::string& document : documents()) check_law(document, deletions(document, ",:"));
}

TEST_CASE("L2 law: deleting one bracket never gives a different value reported as lossless") {
    for (const std::string& document : documents()) check_law(document, deletions(document, "[]{}"));
}

TEST_CASE("L2 law: a reply cut off anywhere is lossy, never a different lossless value") {
    for (const std::string& document : documents()) check_law(document, prefixes(document));
}

TEST_CASE("L2 the law holds when the broken copies stream in one byte at a time") {
    for (const std::string& document : documents()) {
        const rapidjson::Document expected = parse_expected(document.c_str());
        for (const std::string& copy : deletions(document, "\",[]{}")) {
            const RepairResult result = stream_in_chunks(copy, 1);
            if (!result.ok() || !result.lossless) continue;
            INFO("broken copy: " << copy << "\nread as: " << describe_result(result));
            CHECK(dom_of(result) == expected);
        }
    }
}

namespace {

struct Shape {
    const char* input;
    const char* json;  // the value read
    bool lossless;
    const char* kind;  // the repair that says how it was read
};

// docs/rules.md, L2: the shapes that read more than one way.
const Shape kShapes[] = {
    {R"({1: "a", 2.17: "e", 3: "f"})", R"({"1": "a", "2.17": "e", "3": "f"})", true, "unquoted_key"},
    {R"({1: "a", -2.5: "e"})", R"({"1": "a", "-2.5": "e"})", true, "unquoted_key"},
    {"{\"code\": \"```\nx\n```\n\"\n\",\n \"b\": 1}", "{\"code\": \"```\\nx\\n```\\n\\\"\\n\", \"b\": 1}", false,
     "unpaired_quote"},
    {R"j({"a": (1, 2)})j", R"j({"a": "(1, 2)"})j", false, "ambiguous_value"},
    {R"j({"a": ()})j", R"j({"a": "()"})j", false, "ambiguous_value"},
    {R"j([(1)])j", R"j(["(1)"])j", false, "ambiguous_value"},
    {R"({"a": 1, """", "b": 2})", R"({"a": 1, "": "", "b": 2})", false, "glued_values"},
    {R"({"a"1})", R"({"a": 1})", false, "glued_values"},
};

}  // namespace

TEST_CASE("L2 shapes that read two ways: one reading, and lossless only when it is the only one") {
    for (const Shape& shape : kShapes) {
        for (const std::size_t chunk : {std::size_t{0}, std::size_t{1}}) {
            const RepairResult result = chunk == 0 ? repair_json(shape.input) : stream_in_chunks(shape.input, chunk);
            INFO(shape.input << (chunk == 0 ? " (whole)" : " (one byte at a time)") << "\nread as: " << describe_result(result));
            REQUIRE(result.ok());
            CHECK(dom_of(result) == parse_expected(shape.json));
            CHECK(result.lossless == shape.lossless);
            CHECK(repair_list(result.repairs).find(shape.kind) != std::string::npos);
        }
    }
}

TEST_CASE("L2 a value in parentheses inside text stays lossless text (`max(a, b)`)") {
    const RepairResult result = repair_json(R"j({"f": max(a, b)})j");
    REQUIRE(result.ok());
    CHECK(result.json == R"j({"f": "max(a, b)"})j");
    CHECK(result.lossless);
}

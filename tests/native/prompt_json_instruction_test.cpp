#include <catch2/catch.hpp>

#include "prompt/indented_json.h"
#include "prompt/json_instruction.h"

using namespace sg;

namespace {

std::string indented(std::string_view json) {
    Result<std::string> out = indent_json(json);
    REQUIRE(out.ok());
    return out.value();
}

}  // namespace

TEST_CASE("P5 the instruction is appended in exactly the seed's form") {
    Result<std::string> prompt = inject_json_instruction("Judge the review.", R"({"type":"object","required":["step"]})");
    REQUIRE(prompt.ok());
    CHECK(prompt.value() ==
          "Judge the review.\n"
          "---\n"
          "IMPORTANT: You MUST respond with ONLY a valid JSON object matching this schema. No other text, no "
          "markdown code blocks, no explanation.\n"
          "```json\n"
          "{\n"
          "  \"type\": \"object\",\n"
          "  \"required\": [\n"
          "    \"step\"\n"
          "  ]\n"
          "}\n"
          "```");
}

TEST_CASE("P5 the prompt is kept byte for byte, trailing blank space included") {
    Result<std::string> prompt = inject_json_instruction("  line one\n\n", "{}");
    REQUIRE(prompt.ok());
    CHECK(prompt.value().rfind("  line one\n\n\n---\nIMPORTANT:", 0) == 0);
    CHECK(prompt.value().substr(prompt.value().size() - 14) == "```json\n{}\n```");
}

TEST_CASE("P5 a schema that is not strict JSON is a positioned JsonParseError") {
    Result<std::string> prompt = inject_json_instruction("p", "{\"type\": \"object\",}");
    REQUIRE_FALSE(prompt.ok());
    CHECK(prompt.error().code == ErrorCode::JsonParseError);
    CHECK(prompt.error().position->offset == 18);
}

TEST_CASE("P5 a schema that is not an object is a SchemaMismatch") {
    for (std::string_view schema : {"true", " [1]", "\"object\""}) {
        INFO(schema);
        Result<std::string> prompt = inject_json_instruction("p", schema);
        REQUIRE_FALSE(prompt.ok());
        CHECK(prompt.error().code == ErrorCode::SchemaMismatch);
        CHECK(prompt.error().position->offset == (schema[0] == ' ' ? 1u : 0u));
    }
}

TEST_CASE("P5 the schema is laid out as JSON.stringify(schema, null, 2) does") {
    CHECK(indented("{}") == "{}");
    CHECK(indented("[]") == "[]");
    CHECK(indented(" 42 ") == "42");
    CHECK(indented(R"({"a":[],"b":{},"c":[{}]})") == "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    {}\n  ]\n}");
    CHECK(indented(R"([[1,[2]],3])") == "[\n  [\n    1,\n    [\n      2\n    ]\n  ],\n  3\n]");
}

TEST_CASE("P5 numbers keep their spelling and strings are escaped as JSON.stringify escapes them") {
    CHECK(indented("[1.0, 1e5, -0, 0.1, 123456789012345678901234567890]") ==
          "[\n  1.0,\n  1e5,\n  -0,\n  0.1,\n  123456789012345678901234567890\n]");
    CHECK(indented(R"(["a\"b\\c\/d", "\b\f\n\r\t", "\u001f\u007f", "\u65e5本", "\ud83d\ude00"])") ==
          "[\n  \"a\\\"b\\\\c/d\",\n  \"\\b\\f\\n\\r\\t\",\n  \"\\u001f\x7f\",\n  \"日本\",\n  \"\xF0\x9F\x98\x80\"\n]");
}

TEST_CASE("P5 schemas deeper than the depth limit are LimitExceeded, not a deep recursion") {
    Result<std::string> out = indent_json(std::string(100000, '['));
    REQUIRE_FALSE(out.ok());
    CHECK(out.error().code == ErrorCode::LimitExceeded);
}

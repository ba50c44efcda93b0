// Issue 17: one reading of lone surrogates. An escaped lone surrogate in JSON text reads as
// U+FFFD (the README's rule, as TextEncoder reads one in a JavaScript string), whichever half
// it is and whichever entry reads the text.
#include <string>

#include <catch2/catch.hpp>

#include "extract/extractor.h"
#include "json/lone_surrogates.h"
#include "json/strict_parser.h"
#include "reply/reply_parser.h"
#include "schema_test_support.h"
#include "tape/tape_dom.h"

using namespace sg;

namespace {

const std::string kReplacement = "\xEF\xBF\xBD";

std::string member_a(const std::string& json) {
    Result<rapidjson::Document> parsed = parse_strict(json, json);
    INFO(json);
    REQUIRE(parsed.ok());
    REQUIRE(parsed.value()["a"].IsString());
    return std::string(parsed.value()["a"].GetString(), parsed.value()["a"].GetStringLength());
}

}  // namespace

TEST_CASE("issue 17 strict parsing reads a lone high or low surrogate escape as one U+FFFD") {
    CHECK(member_a(R"({"a":"\ud800"})") == kReplacement);
    CHECK(member_a(R"({"a":"\udc00"})") == kReplacement);
    CHECK(member_a(R"({"a":"\uDBFF\u0041"})") == kReplacement + "A");       // high, then no low
    CHECK(member_a(R"({"a":"x\udc00\ud800y"})") == "x" + kReplacement + kReplacement + "y");  // reversed pair
    CHECK(member_a(R"({"a":"\ud83d\ude00"})") == "\xF0\x9F\x98\x80");      // a pair stays one code point
    CHECK(member_a(R"({"a":"\\ud800"})") == "\\ud800");                     // an escaped backslash, not an escape
    CHECK_FALSE(check_strict(R"({"a":"\ud800"})", R"({"a":"\ud800"})").has_value());
}

TEST_CASE("issue 17 replacing a lone surrogate keeps every offset: errors stay where they were") {
    const std::string json = R"({"a":"\ud800" "b"})";
    CHECK(replace_lone_surrogate_escapes(json)->size() == json.size());
    CHECK_FALSE(replace_lone_surrogate_escapes(R"({"a":"\ud83d\ude00"})").has_value());
    Result<rapidjson::Document> parsed = parse_strict(json, json);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().position->offset == 14);
}

TEST_CASE("issue 17 pattern and maxLength agree on a lone surrogate: one character") {
    for (const char* text : {R"("\udc00")", R"("\ud800")"}) {
        INFO(text);
        const Result<rapidjson::Document> value = parse_strict(text, text);
        REQUIRE(value.ok());
        CHECK(compile_ok(R"({"pattern": "^.$"})").is_valid(value.value()));
        CHECK(compile_ok(R"({"maxLength": 1, "minLength": 1})").is_valid(value.value()));
        CHECK(compile_ok(R"({"const": "\ufffd"})").is_valid(value.value()));
    }
}

TEST_CASE("issue 17 extraction and parseReply take a reply whose JSON holds a lone surrogate") {
    for (const std::string reply : {"Here:\n```json\n{\"a\":\"\\ud800\"}\n```", "Here: {\"a\":\"\\udc00\"} done"}) {
        INFO(reply);
        CHECK(extract_json(reply).ok());
        const CompiledSchema schema =
            compile_ok(R"({"type":"object","properties":{"a":{"type":"string","pattern":"^.$","maxLength":1}}})");
        const ParsedReply parsed = parse_reply(reply, schema);
        CHECK(parsed.ok());
        CHECK(std::string(value_of(parsed.tape)["a"].GetString()) == kReplacement);
    }
}

TEST_CASE("issue 17 a schema holding a lone surrogate compiles, and its const is U+FFFD") {
    const std::string text = R"({"const": "\ud800"})";
    const Result<rapidjson::Document> schema = parse_strict(text, text);
    REQUIRE(schema.ok());
    SchemaCompileResult compiled = compile_schema(schema.value());
    REQUIRE(compiled.ok());
    const std::string other = R"("\udc00")";
    CHECK(compiled.value().is_valid(parse_strict(other, other).value()));
}

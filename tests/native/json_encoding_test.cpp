#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <rapidjson/error/en.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include "core/utf8_decoder.h"
#include "json/strict_parser.h"

using namespace sg;

namespace {

// The error RapidJSON itself gives with its per-byte encoding check: what the strict parser
// gave before it checked the text up front, and must still give.
std::optional<std::pair<std::size_t, std::string>> rapidjson_checked(const std::string& json) {
    constexpr unsigned kFlags = rapidjson::kParseIterativeFlag | rapidjson::kParseValidateEncodingFlag |
                                rapidjson::kParseNumbersAsStringsFlag;
    rapidjson::BaseReaderHandler<> ignore;
    rapidjson::MemoryStream bytes(json.data(), json.size());
    rapidjson::Reader reader;
    const rapidjson::ParseResult parsed = reader.Parse<kFlags>(bytes, ignore);
    if (parsed) return std::nullopt;
    return std::make_pair(parsed.Offset(), std::string(rapidjson::GetParseError_En(parsed.Code())));
}

}  // namespace

TEST_CASE("X6 encoding: a malformed byte inside a string is a JsonParseError at that byte") {
    const std::string json = "{\"name\": \"caf\xE9\", \"n\": 1}";
    Result<rapidjson::Document> parsed = parse_strict(json, json);
    REQUIRE_FALSE(parsed.ok());
    CHECK(parsed.error().code == ErrorCode::JsonParseError);
    CHECK(parsed.error().position->offset == 13);
    CHECK(parsed.error().message == "invalid JSON on line 1: Invalid encoding in string.");
}

TEST_CASE("X6 encoding: a malformed byte in a key, and outside any string") {
    const std::string in_key = "{\"k\xC0\xAF\": 1}";
    Result<rapidjson::Document> key = parse_strict(in_key, in_key);
    REQUIRE_FALSE(key.ok());
    CHECK(key.error().position->offset == 3);
    CHECK(key.error().message == "invalid JSON on line 1: Invalid encoding in string.");

    const std::string outside = "[1, \xFF]";
    Result<rapidjson::Document> bare = parse_strict(outside, outside);
    REQUIRE_FALSE(bare.ok());
    CHECK(bare.error().position->offset == 4);
    CHECK(bare.error().message == "invalid JSON on line 1: Invalid value.");
}

TEST_CASE("X6 encoding: the strict parser reports what RapidJSON's own check reports") {
    const std::vector<std::string> cases = {
        "\"ok \xE6\x97\xA5\xE6\x9C\xAC\"",           // well-formed Japanese
        "\"\xF0\x9F\x98\x80 emoji\"",                // well-formed 4-byte sequence
        "\"cut \xE6\x97\"",                          // a sequence cut by the closing quote
        "\"\xED\xA0\x80 surrogate\"",                // an encoded surrogate
        "\"\xE0\x80\xAF overlong\"",                 // an overlong form
        "\"\xF4\x90\x80\x80 past U+10FFFF\"",        // beyond Unicode
        "\"\x80 lone continuation\"",
        "[\"a\", \"b\xFE\", \"c\"]",
        "{\"a\": [1, 2, {\"b\": \"\xC3\"}]}",
        "{\"a\": 1,, \"b\": \"\xFF\"}",              // a syntax error before the bad byte
        "{\"a\": \"\xFF\", \"b\": 1,,}",             // a syntax error after it
        "\xEF\xBB\xBF{}",                            // a byte order mark: well-formed, not JSON
        "\"ends in \xE6",                            // unterminated, malformed at the end
    };  // a NUL byte is said as one, not as RapidJSON's end of text (tape_reader_test.cpp)
    for (const std::string& json : cases) {
        INFO(json);
        Result<rapidjson::Document> ours = parse_strict(json, json);
        const auto theirs = rapidjson_checked(json);
        REQUIRE(ours.ok() == !theirs.has_value());
        if (!theirs) continue;
        CHECK(ours.error().position->offset == theirs->first);
        CHECK(ours.error().message == "invalid JSON on line 1: " + theirs->second);
    }
}

TEST_CASE("X6 encoding: a malformed byte before a limit the reader meets later is the error") {
    const std::string deep = "[\"\xFF\", [[[1]]]]";
    Result<rapidjson::Document> nested = parse_strict(deep, deep, StrictParseOptions{2});
    REQUIRE_FALSE(nested.ok());
    CHECK(nested.error().code == ErrorCode::JsonParseError);
    CHECK(nested.error().position->offset == 2);
    CHECK(nested.error().message == "invalid JSON on line 1: Invalid encoding in string.");

    const std::string huge = "[\"\xFF\", 1e999]";
    Result<rapidjson::Document> number = parse_strict(huge, huge);
    REQUIRE_FALSE(number.ok());
    CHECK(number.error().position->offset == 2);
    CHECK(number.error().message == "invalid JSON on line 1: Invalid encoding in string.");
}

TEST_CASE("X6 encoding: first_malformed_utf8 past runs of ASCII") {
    CHECK(first_malformed_utf8("") == std::string_view::npos);
    CHECK(first_malformed_utf8(std::string(1000, 'a') + "\xE6\x97\xA5") == std::string_view::npos);
    CHECK(first_malformed_utf8(std::string(17, 'a') + "\xFF" + std::string(20, 'b')) == 17);
    CHECK(first_malformed_utf8(std::string(16, 'a') + "\xE6\x97") == 16);
}

// Issue 19, Gemini function-call arguments streamed in pieces (Vertex AI's
// streamFunctionCallArguments): PartialArgs builds the object from jsonPath pieces (nested
// objects, arrays, strings continued across pieces, numbers, booleans, null), and a malformed
// path or piece is an error saying what and where, never a crash. The recorded streams are
// replayed in tests/js/client-gemini.test.js.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "run/wire/gemini_partial_args.h"

using namespace sg;

namespace {

// Adds each piece (JSON text); the first error, or "" when every piece was taken.
std::string add_all(PartialArgs& args, const std::vector<std::string>& pieces) {
    for (const std::string& text : pieces) {
        rapidjson::Document piece;
        piece.Parse(text.c_str());
        REQUIRE(!piece.HasParseError());
        Result<std::size_t, std::string> added = args.add(piece);
        if (!added.ok()) return added.error();
    }
    return "";
}

std::string built(const std::vector<std::string>& pieces) {
    PartialArgs args;
    const std::string error = add_all(args, pieces);
    REQUIRE(error.empty());
    return args.text();
}

std::string first_error(const std::vector<std::string>& pieces) {
    PartialArgs args;
    return add_all(args, pieces);
}

}  // namespace

TEST_CASE("issue 19 R9 partialArgs: nested objects and arrays, strings continued across pieces") {
    CHECK(built({
              R"({"jsonPath":"$.recipe.ingredients[0].amount","stringValue":"16","willContinue":true})",
              R"({"jsonPath":"$.recipe.ingredients[0].amount","stringValue":" oz","willContinue":true})",
              R"({"jsonPath":"$.recipe.ingredients[0].amount","stringValue":""})",
              R"({"jsonPath":"$.recipe.ingredients[0].name","stringValue":"Noodles"})",
              R"({"jsonPath":"$.recipe.ingredients[1].name","stringValue":"Beef"})",
              R"({"jsonPath":"$.recipe.name","stringValue":"Lasagna"})",
              R"({"jsonPath":"$.recipe.steps[0]","stringValue":"Bake","willContinue":true})",
              R"({"jsonPath":"$.recipe.steps[0]","stringValue":"."})",
              R"({"jsonPath":"$.recipe.steps[1]","stringValue":"Rest"})",
              R"({"jsonPath":"$.grid[0][0]","numberValue":1})",
              R"({"jsonPath":"$.grid[0][1]","numberValue":2})",
          }) == R"({"recipe":{"ingredients":[{"amount":"16 oz","name":"Noodles"},{"name":"Beef"}],"name":"Lasagna",)"
                 R"("steps":["Bake.","Rest"]},"grid":[[1,2]]})");
}

TEST_CASE("issue 19 R9 partialArgs: numbers, booleans, null, quoted names with escapes") {
    CHECK(built({
              R"({"jsonPath":"$.price","numberValue":0.5})",
              R"({"jsonPath":"$.count","numberValue":3})",
              R"({"jsonPath":"$.ok","boolValue":true})",
              R"({"jsonPath":"$.off","boolValue":false})",
              R"({"jsonPath":"$.none","nullValue":"NULL_VALUE"})",
              R"({"jsonPath":"$['a.b']","stringValue":"dot"})",
              R"({"jsonPath":"$[\"q\\\"\\u00e9\\ud83d\\ude00\"]","stringValue":"esc"})",
              R"({"jsonPath":"$.count","numberValue":4})",
          }) == "{\"price\":0.5,\"count\":4,\"ok\":true,\"off\":false,\"none\":null,\"a.b\":\"dot\",\"q\\\"\xC3\xA9\xF0\x9F\x98\x80\":\"esc\"}");
}

TEST_CASE("issue 19 R9 partialArgs: no pieces is {}; a string still open at the end keeps what came") {
    PartialArgs none;
    CHECK(none.text() == "{}");
    PartialArgs args;
    REQUIRE(add_all(args, {R"({"jsonPath":"$.city","stringValue":"San Fran","willContinue":true})"}).empty());
    CHECK(args.string_open());
    CHECK(args.text() == R"({"city":"San Fran"})");
    // A piece for another path ends the open string; a later string for its path replaces it.
    CHECK(built({
              R"({"jsonPath":"$.a","stringValue":"x","willContinue":true})",
              R"({"jsonPath":"$.b","numberValue":1})",
              R"({"jsonPath":"$.a","stringValue":"y"})",
          }) == R"({"a":"y","b":1})");
}

TEST_CASE("issue 19 R9 partialArgs: a malformed path or piece is an error naming the path and the byte") {
    CHECK(first_error({R"({"jsonPath":"$.items[x]","numberValue":1})"}) ==
          R"(the jsonPath "$.items[x]" has an index that is not a whole number up to 9 digits (byte 8))");
    CHECK(first_error({R"({"jsonPath":"location","stringValue":"x"})"}) == R"(the jsonPath "location" does not start with $ (byte 0))");
    CHECK(first_error({R"({"jsonPath":"$","stringValue":"x"})"}) ==
          R"(the jsonPath "$" names the whole arguments object, not a value in it (byte 0))");
    CHECK(first_error({R"({"jsonPath":"$[0]","stringValue":"x"})"}) ==
          R"(the jsonPath "$[0]" indexes the arguments, which are an object (byte 1))");
    CHECK(first_error({R"({"jsonPath":"$..a","stringValue":"x"})"}) == R"(the jsonPath "$..a" has an empty name (byte 2))");
    CHECK(first_error({R"({"jsonPath":"$.*","stringValue":"x"})"}) == R"(the jsonPath "$.*" has a wildcard (byte 2))");
    CHECK(first_error({R"({"jsonPath":"$.a[01]","stringValue":"x"})"}).find("not a whole number") != std::string::npos);
    CHECK(first_error({R"({"jsonPath":"$.a[?(@.b)]","stringValue":"x"})"}).find("not a whole number") != std::string::npos);
    CHECK(first_error({R"({"jsonPath":"$['a","stringValue":"x"})"}) == R"(the jsonPath "$['a" has an unclosed quoted name (byte 4))");
    CHECK(first_error({R"({"jsonPath":"$['\\x']","stringValue":"x"})"}) == R"(the jsonPath "$['\x']" has a bad escape (byte 3))");
    CHECK(first_error({R"({"jsonPath":"$['\\ud800']","stringValue":"x"})"}).find("has a bad escape") != std::string::npos);
    CHECK(first_error({R"({"jsonPath":"$.a(","stringValue":"x"})", R"({"jsonPath":"$.a[","stringValue":"x"})"}) ==
          R"(the jsonPath "$.a[" has a step other than .name, ['name'] or [index] (byte 3))");
    CHECK(first_error({R"({"jsonPath":"$.items[2]","numberValue":1})"}) ==
          R"(the jsonPath "$.items[2]" skips to index 2 of an array of 0)");
    CHECK(first_error({R"({"jsonPath":"$.a","stringValue":"x"})", R"({"jsonPath":"$.a.b","numberValue":1})"}) ==
          R"(the jsonPath "$.a.b" steps into a string with a name)");
    CHECK(first_error({R"({"jsonPath":"$.a.b","numberValue":1})", R"({"jsonPath":"$.a[0]","numberValue":1})"}) ==
          R"(the jsonPath "$.a[0]" steps into an object with an index)");
    CHECK(first_error({R"({"jsonPath":"$.a.b","numberValue":1})", R"({"jsonPath":"$.a","numberValue":1})"}) ==
          R"(the jsonPath "$.a" sets a value where an object is)");
    const std::string no_value =
        R"(the piece for "$.a" does not hold exactly one of a string stringValue, number numberValue, bool boolValue or nullValue)";
    CHECK(first_error({R"({"jsonPath":"$.a","willContinue":true})"}) == no_value);
    CHECK(first_error({R"({"jsonPath":"$.a","stringValue":"x","numberValue":1})"}) == no_value);
    CHECK(first_error({R"({"jsonPath":"$.a","stringValue":7})"}) == no_value);
    CHECK(first_error({R"({"stringValue":"x"})"}) == "a partialArgs piece without a jsonPath");
    CHECK(first_error({R"("x")"}) == "a partialArgs piece without a jsonPath");
}

TEST_CASE("issue 19 R9 partialArgs limits: path length, steps, index digits") {
    std::string deep = "$";
    for (int i = 0; i < 65; ++i) deep += ".a";
    CHECK(first_error({R"({"jsonPath":")" + deep + R"(","numberValue":1})"}) ==
          "the jsonPath \"" + deep + "\" has more than 64 steps (byte 129)");
    std::string depth64 = "$";
    for (int i = 0; i < 64; ++i) depth64 += ".a";
    CHECK(first_error({R"({"jsonPath":")" + depth64 + R"(","numberValue":1})"}).empty());
    const std::string long_path = "$." + std::string(1100, 'k');
    CHECK(first_error({R"({"jsonPath":")" + long_path + R"(","numberValue":1})"}) ==
          "the jsonPath \"" + long_path.substr(0, 64) + "\" is longer than 1024 bytes (byte 1024)");
    CHECK(first_error({R"({"jsonPath":"$.a[1234567890]","numberValue":1})"}).find("up to 9 digits") != std::string::npos);
}

TEST_CASE("issue 19 R9 partialArgs: many members and elements, each piece one lookup") {
    PartialArgs args;
    std::string expected_members;
    for (int i = 0; i < 20000; ++i) {
        rapidjson::Document piece;
        const std::string path = "$.m" + std::to_string(i);
        piece.Parse((R"({"jsonPath":")" + path + R"(","numberValue":)" + std::to_string(i) + "}").c_str());
        REQUIRE(args.add(piece).ok());
        piece.Parse((R"({"jsonPath":"$.list[)" + std::to_string(i) + R"(]","boolValue":true})").c_str());
        REQUIRE(args.add(piece).ok());
    }
    const std::string text = args.text();
    CHECK(text.rfind(R"({"m0":0,"list":[true,true,)", 0) == 0);
    CHECK(text.find(R"("m19999":19999})") != std::string::npos);
}

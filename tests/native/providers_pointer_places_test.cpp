#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "providers/pointer_places.h"

using namespace sg;

namespace {

// {pointer index, byte offset, line, column} of every place found, in the order returned.
std::vector<std::vector<std::size_t>> places(std::string_view json, const std::vector<std::string_view>& pointers) {
    std::vector<std::vector<std::size_t>> out;
    for (const PointerPlace& p : locate_pointers(json, pointers)) out.push_back({p.pointer, p.at.offset, p.at.line, p.at.column});
    return out;
}

}  // namespace

TEST_CASE("issue 18 many pointers are located in one walk, in text order") {
    const std::string json = "{\n  \"type\": \"object\",\n  \"properties\": {\"a~b\": {\"minimum\": 1},\n"
                             "    \"x/y\": [10, {\"k\": null}]}\n}";
    const auto found = places(json, {"/properties/x~1y/1/k", "", "/properties/a~0b/minimum", "/type",
                                     "/properties/a~0b/minimum", "/properties/x~1y/1"});
    CHECK(found == std::vector<std::vector<std::size_t>>{
                       {1, 0, 1, 1}, {3, 12, 2, 11}, {2, 58, 3, 37}, {4, 58, 3, 37}, {5, 78, 4, 17}, {0, 84, 4, 23}});
}

TEST_CASE("issue 18 escaped member names are read as the parser reads them") {
    const std::string json = R"({"\u00e9t\u00e9": 1, "\ud83d\ude00": [true, "]\"}"], "lone\ud800": 2})";
    const auto found = places(json, {"/\xC3\xA9t\xC3\xA9", "/\xF0\x9F\x98\x80/1", "/lone\xEF\xBF\xBD"});
    REQUIRE(found.size() == 3);
    CHECK(json.substr(found[0][1], 1) == "1");
    CHECK(json.substr(found[1][1], 6) == R"("]\"}")");
    CHECK(json.substr(found[2][1], 1) == "2");
}

TEST_CASE("issue 18 pointers that name nothing are left out; a repeated name is read at each occurrence") {
    const std::string json = R"({"a": [1, 2], "a": {"b": 3}, "s": "x"})";
    const auto found = places(json, {"/b", "/a/2", "/a/01", "/a/b", "/s/0", "no-slash", "/a/~2", "/a/1"});
    CHECK(found == std::vector<std::vector<std::size_t>>{{7, 10, 1, 11}, {3, 25, 1, 26}});
}

TEST_CASE("issue 18 a scalar root and an empty container") {
    CHECK(places("  true ", {"", "/0"}) == std::vector<std::vector<std::size_t>>{{0, 2, 1, 3}});
    CHECK(places("{\"a\": {}, \"b\": []}", {"/a", "/b", "/a/x", "/b/0"}) ==
          std::vector<std::vector<std::size_t>>{{0, 6, 1, 7}, {1, 15, 1, 16}});
}

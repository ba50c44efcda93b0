#include <catch2/catch.hpp>

#include "reply/value_locator.h"

using namespace sg;

TEST_CASE("S7 an instanceLocation is found again in the JSON text") {
    const std::string json = R"({"a": {"b~c": [10, {"x/y": "v"}, 30]}, "日本": [true, "\u00e9"], "e\u0301": 1})";
    CHECK(locate_value(json, "") == 0u);
    CHECK(locate_value(json, "/a") == 6u);
    CHECK(locate_value(json, "/a/b~0c") == 14u);
    CHECK(locate_value(json, "/a/b~0c/0") == 15u);
    CHECK(locate_value(json, "/a/b~0c/1/x~1y") == 27u);
    CHECK(locate_value(json, "/a/b~0c/2") == 33u);
    CHECK(json.substr(*locate_value(json, "/日本/1"), 8) == "\"\\u00e9\"");
    CHECK(json.substr(*locate_value(json, "/e\xCC\x81"), 1) == "1");
}

TEST_CASE("S7 a pointer to nothing is located nowhere") {
    const std::string json = R"({"a": [1, 2]})";
    CHECK_FALSE(locate_value(json, "/b").has_value());
    CHECK_FALSE(locate_value(json, "/a/2").has_value());
    CHECK_FALSE(locate_value(json, "/a/01x").has_value());
    CHECK_FALSE(locate_value(json, "/a/0/deeper").has_value());
    CHECK_FALSE(locate_value(json, "no-slash").has_value());
}

TEST_CASE("S7 strings holding brackets and escaped quotes are skipped whole") {
    const std::string json = R"([" ] } \" [ ", {"k": "}"}, 3])";
    CHECK(json.substr(*locate_value(json, "/2"), 1) == "3");
    CHECK(json.substr(*locate_value(json, "/1/k"), 3) == "\"}\"");
}

#include <catch2/catch.hpp>

#include <string>

#include "json/strict_parser.h"

using namespace sg;

namespace {

rapidjson::Document parsed_ok(const std::string& json) {
    Result<rapidjson::Document> parsed = parse_strict(json, json);
    REQUIRE(parsed.ok());
    return std::move(parsed.value());
}

}  // namespace

TEST_CASE("X5 numbers: a long mantissa with a negative exponent parses (fuzz regression)") {
    // RapidJSON 1.1.0's full-precision strtod read out of bounds on this token.
    const rapidjson::Document value =
        parsed_ok("0.000003330030003333300033330333330421008e-00333");
    REQUIRE(value.IsDouble());
    CHECK(value.GetDouble() == 0.0);
}

TEST_CASE("X5 numbers: decimals are the nearest double, as JSON.parse gives") {
    CHECK(parsed_ok("0.1").GetDouble() == 0.1);
    CHECK(parsed_ok("2.2250738585072011e-308").GetDouble() == 2.2250738585072011e-308);
    CHECK(parsed_ok("1.7976931348623157e308").GetDouble() == 1.7976931348623157e308);
    CHECK(parsed_ok("-1.5E+3").GetDouble() == -1500.0);
    const std::string thousand_digits = "0." + std::string(998, '3') + "e-5";
    CHECK(parsed_ok(thousand_digits).GetDouble() == 3.3333333333333333e-6);
}

TEST_CASE("X5 numbers: integers that fit 64 bits stay exact") {
    const rapidjson::Document above_2_53 = parsed_ok("9007199254740993");
    REQUIRE(above_2_53.IsUint64());
    CHECK(above_2_53.GetUint64() == 9007199254740993ULL);
    const rapidjson::Document lowest = parsed_ok("-9223372036854775808");
    REQUIRE(lowest.IsInt64());
    CHECK(lowest.GetInt64() == INT64_MIN);
    CHECK(parsed_ok("18446744073709551615").GetUint64() == UINT64_MAX);
    CHECK(parsed_ok("7").IsInt());
    CHECK(parsed_ok("-0").IsInt());
}

TEST_CASE("X5 numbers: integers beyond 64 bits become the nearest double") {
    const rapidjson::Document beyond = parsed_ok("18446744073709551616");
    REQUIRE(beyond.IsDouble());
    CHECK(beyond.GetDouble() == 18446744073709551616.0);
    CHECK(parsed_ok("-9223372036854775809").GetDouble() == -9223372036854775808.0);
}

TEST_CASE("X6 numbers: beyond the double range is a JsonParseError at the number") {
    for (const std::string json : {"[1, 1.8e308]", "[1, 1e400]"}) {
        const Result<rapidjson::Document> parsed = parse_strict(json, json);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().code == ErrorCode::JsonParseError);
        REQUIRE(parsed.error().position);
        CHECK(parsed.error().position->offset == 4);
        CHECK(parsed.error().message ==
              "invalid JSON on line 1: the number is beyond the range of a double (about 1.8e308)");
        CHECK(check_strict(json, json).has_value());
    }
}

TEST_CASE("X6 numbers: an exponent underflowing to zero is zero, not an error") {
    CHECK(parsed_ok("1e-400").GetDouble() == 0.0);
    CHECK(parsed_ok("1e-99999999999999999999").GetDouble() == 0.0);
}

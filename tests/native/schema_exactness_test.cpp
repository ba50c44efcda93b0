#include <string>
#include <utility>

#include <catch2/catch.hpp>

#include "schema/json_equality.h"
#include "schema/number_compare.h"
#include "schema/program.h"
#include "schema_test_support.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"
#include "tape/tape_value.h"

using namespace sg;

namespace {

// How many stored values one membership test or one search for duplicates may compare: those
// that share the value's hash, one unless two hashes collide. A scan compares thousands.
constexpr std::size_t kHandful = 4;

// 2,000 of each kind, each distinct: n, n.5, "s<n>" + newline and quote, {"k": n, "v": [n, null]}, [n, true].
std::string ten_thousand_values() {
    std::string values = "[";
    for (int i = 0; i < 2000; ++i) {
        const std::string n = std::to_string(i);
        values += (i ? "," : "") + n + ", " + n + ".5, \"s" + n + "\\n\\\"\", {\"k\": " + n + ", \"v\": [" + n +
                  ", null]}, [" + n + ", true]";
    }
    return values + "]";
}

}  // namespace

TEST_CASE("S1 integers: 1.0 and 1e3 are integers, 1.5 is not") {
    const CompiledSchema schema = compile_ok(R"({"type": "integer"})");
    CHECK(validate_text(schema, "1.0").valid);
    CHECK(validate_text(schema, "1e3").valid);
    CHECK(validate_text(schema, "-0.0").valid);
    CHECK_FALSE(validate_text(schema, "1.5").valid);
    CHECK_FALSE(validate_text(schema, "\"1\"").valid);
}

TEST_CASE("S1 big integers compare exactly at the edge of uint64") {
    CHECK(valid(R"({"maximum": 18446744073709551615})", "18446744073709551600"));
    CHECK_FALSE(valid(R"({"maximum": 18446744073709551600})", "18446744073709551615"));
    CHECK(valid(R"({"minimum": -9223372036854775808})", "-9223372036854775808"));
    CHECK_FALSE(valid(R"({"exclusiveMaximum": 9007199254740993})", "9007199254740993"));
    CHECK(valid(R"({"exclusiveMaximum": 9007199254740993})", "9007199254740992"));
    CHECK(valid(R"({"type": "integer"})", "12345678910111213141516171819202122232425262728293031"));
}

TEST_CASE("S1 numbers of different representations compare by value") {
    const NumberToken values[] = {decode_number("1"), decode_number("1.0"), decode_number("18446744073709551615"),
                                  decode_number("1.8446744073709552e19"), decode_number("-1"), decode_number("0.5")};
    CHECK(schema::compare_numbers(values[0], values[1]) == 0);
    CHECK(schema::compare_numbers(values[2], values[3]) == -1);  // 2^64 - 1 < 2^64
    CHECK(schema::compare_numbers(values[4], values[2]) == -1);
    CHECK(schema::compare_numbers(values[5], values[0]) == -1);
    CHECK(schema::compare_numbers(values[0], values[5]) == 1);
}

TEST_CASE("S1 multipleOf is exact for decimals") {
    struct Case {
        const char* divisor;
        const char* value;
        bool multiple;
    };
    const Case cases[] = {
        {"0.1", "0.3", true},      {"0.1", "0.35", false},   {"0.01", "0.07", true},  {"0.01", "19.99", true},
        {"0.01", "0.075", false},  {"0.0001", "0.0075", true}, {"0.0001", "0.00751", false},
        {"1.5", "4.5", true},      {"1.5", "35", false},     {"2", "10", true},       {"2", "7", false},
        {"0.5", "1e308", true},    {"0.123456789", "1e308", false}, {"3", "0", true},
        {"1e-8", "0.00000003", true}, {"1e20", "3e21", true}, {"1e20", "3e19", false},
    };
    for (const Case& c : cases) {
        INFO(c.value << " multipleOf " << c.divisor);
        CHECK(valid(std::string("{\"multipleOf\": ") + c.divisor + "}", c.value) == c.multiple);
    }
}

TEST_CASE("S1 string lengths count code points, not bytes") {
    const CompiledSchema schema = compile_ok(R"({"minLength": 2, "maxLength": 2})");
    CHECK(validate_text(schema, "\"日本\"").valid);         // 6 bytes, 2 code points
    CHECK(validate_text(schema, "\"\\ud83d\\ude00a\"").valid);  // an emoji (4 bytes) and 'a'
    CHECK_FALSE(validate_text(schema, "\"日本語\"").valid);
    const ValidationResult result = validate_text(schema, "\"日\"");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "value must be at least 2 characters long; got 1");
}

TEST_CASE("S1 enum and const: deep equality with 1 == 1.0 and objects in any order") {
    CHECK(valid(R"({"const": 1})", "1.0"));
    CHECK(valid(R"({"enum": [[1, {"a": 2.0, "b": null}]]})", R"([1.0, {"b": null, "a": 2}])"));
    CHECK_FALSE(valid(R"({"enum": [[1, {"a": 2, "b": null}]]})", R"([1, {"a": 2}])"));
    CHECK_FALSE(valid(R"({"const": false})", "0"));
    CHECK_FALSE(valid(R"({"const": [1]})", "[true]"));
    CHECK_FALSE(valid(R"({"enum": ["a", null]})", "\"A\""));
}

// Issue 36: enum membership goes through a hash index built at compile time; over 10,000
// members of every kind it keeps `enum`'s equality exactly.
TEST_CASE("S1 issue 36 a 10,000-member enum answers by hash with enum's own equality") {
    std::string members = "[";
    for (int i = 0; i < 2000; ++i) {
        const std::string n = std::to_string(i);
        members += n + ", " + n + ".5, \"s" + n + "\", {\"k\": " + n + ", \"v\": [" + n + ", null]}, [" + n + ", true],";
    }
    members += "null, false, \"\"]";
    const CompiledSchema schema = compile_ok(R"({"enum": )" + members + "}");
    for (const char* in : {"1999", "1999.0", "17.5", "\"s0\"", R"({"v": [7.0, null], "k": 7})", "[3, true]", "null", "false", "\"\""}) {
        INFO("member " << in);
        CHECK(validate_text(schema, in).valid);
    }
    for (const char* out : {"2000", "17.25", "\"S0\"", "\"s2000\"", R"({"k": 7, "v": [7]})", "[true, 3]", "[3, 1]", "true", "0.0001", "{}", "[]"}) {
        INFO("not a member " << out);
        CHECK_FALSE(validate_text(schema, out).valid);
    }
    const ValidationResult result = validate_text(schema, "true");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "value must be one of 0, 0.5, s0, {\"k\":0,\"v\":[0,null]}, [0,true], 1, 1.5, s1, {\"k\":1,\"v\":[1,null]}, [1,true], … (10003 values); got true");
}

// Issue 36: a scan compared a value with every member, 10,000 for each item of a reply; the
// index compares it only with the members of its hash, whatever the value and however written.
TEST_CASE("S1 issue 36 enum membership compares a handful of a 10,000-value enum's members, not all") {
    const CompiledSchema compiled = compile_ok(R"({"enum": )" + ten_thousand_values() + "}");
    const schema::Program& program = compiled.program();
    REQUIRE(program.enum_indexes.size() == 1);
    const auto look_up = [&](const std::string& instance, bool member) {
        INFO(instance);
        // As the evaluator reads it: on the instance's tape.
        Tape tape;
        REQUIRE(read_tape(instance, instance, 512, tape));
        const schema::EnumIndex::Membership found = program.enum_indexes[0].membership(tape_root(tape), program.constants);
        CHECK(found.member == member);
        CHECK(found.compared <= kHandful);
        CHECK(compiled.validate(tape).valid == member);
    };
    for (const char* member : {"1999", "1999.0", "1.999e3", "19990e-1", "1", "1.0", "1e0", "0", "-0.0", "0e5", "17.5",
                               "1.75e1", "175e-1", R"("\u007342\n\"")", R"("s1234\u000a\u0022")", R"({"v": [7.0, null], "k": 7})",
                               R"({"k": 1e3, "v": [1000.0, null]})", "[3.0e0, true]", "[1999, true]"}) {
        look_up(member, true);
    }
    for (const char* other : {"2000", "2000.5", "17.25", "-1", "0.0001", "1e300", R"("s0")", R"("s42\n\"x")", R"("S42\n\"")",
                              R"("s42\n'")", R"({"k": 7, "v": [7]})", R"({"k": 7, "v": [7, null], "w": 1})", R"({"v": [7, null]})",
                              "{}", "[]", "[true, 3]", "[3, false]", "[[3, true]]", "true", "false", "null"}) {
        look_up(other, false);
    }
}

TEST_CASE("S1 uniqueItems compares objects regardless of key order") {
    const CompiledSchema schema = compile_ok(R"({"uniqueItems": true})");
    const ValidationResult result = validate_text(schema, R"([{"a": 1, "b": [2]}, 3, {"b": [2.0], "a": 1.0}])");
    REQUIRE_FALSE(result.valid);
    CHECK(result.errors[0].message == "value must not contain duplicates; items 0 and 2 are equal");
    CHECK(validate_text(schema, R"([{"a": 1}, {"a": 1, "b": 1}, [1], [1, 1], 1, "1", true])").valid);
}

TEST_CASE("S1 uniqueItems on a long array finds the equal pair through hashing") {
    std::string items = "[";
    for (int i = 0; i < 500; ++i) items += "{\"k\": " + std::to_string(i) + ", \"v\": [" + std::to_string(i) + "]},";
    const CompiledSchema schema = compile_ok(R"({"uniqueItems": true})");
    CHECK(validate_text(schema, items + "0.5]").valid);
    const ValidationResult result = validate_text(schema, items + "{\"v\": [17.0], \"k\": 17}]");
    REQUIRE_FALSE(result.valid);
    CHECK(result.errors[0].message == "value must not contain duplicates; items 17 and 500 are equal");
}

// Every pair of a 10,000-item array is 50 million comparisons; hashing compares only the pairs
// that share a hash, so a long array costs what its items' hashes and their sort cost.
TEST_CASE("S1 uniqueItems compares a handful of a 10,000-item array's pairs, not every pair") {
    const auto search = [](const std::string& items) {
        Tape tape;
        REQUIRE(read_tape(items, items, 512, tape));
        return schema::find_equal_elements(tape_root(tape));
    };
    const std::string distinct = ten_thousand_values();
    const schema::EqualElements none = search(distinct);
    CHECK_FALSE(none.pair);
    CHECK(none.compared <= kHandful);
    const std::string items = distinct.substr(0, distinct.size() - 1);
    const std::pair<const char*, std::size_t> repeats[] = {
        {R"({"v": [17.0, null], "k": 1.7e1})", 88}, {"85e-1", 41}, {R"("\u0073250\u000a\"")", 1252}, {"[1.999e3, true]", 9999}};
    for (const auto& [again, first] : repeats) {
        INFO(again);
        const schema::EqualElements repeated = search(items + ", " + again + "]");
        REQUIRE(repeated.pair);
        CHECK(*repeated.pair == std::make_pair(first, std::size_t{10000}));
        CHECK(repeated.compared <= kHandful);
    }
}

TEST_CASE("S1 equal values hash equal") {
    const std::string text = R"([{"a": [1, 2.0], "b": {"c": null}}, {"b": {"c": null}, "a": [1.0, 2]}])";
    Tape tape;
    REQUIRE(read_tape(text, text, 512, tape));
    const TapeValue values = tape_root(tape);
    CHECK(schema::json_equal(values.item(0), values.item(1)));
    CHECK(schema::json_hash(values.item(0)) == schema::json_hash(values.item(1)));
    CHECK_FALSE(schema::json_equal(values.item(0), values.item(0).member("a")));
}

// Issue 17: multipleOf, the bounds and `type: integer` decided on the decimal an instance's
// number was written as, when the double it reads as cannot decide: the validator reads a
// strictly read value's numbers from its tape, where the tokens are.
#include <string>

#include <catch2/catch.hpp>

#include "json/exact_decimal.h"
#include "json/strict_parser.h"
#include "reply/reply_parser.h"
#include "schema_test_support.h"
#include "tape/tape_reader.h"

using namespace sg;

namespace {

// Validates `instance` as the text it is, read into a tape; `exact` false validates its DOM,
// which reads every number as its double, as before issue 17.
bool valid_exactly(const std::string& schema, const std::string& instance, bool exact = true) {
    INFO(instance);
    const CompiledSchema compiled = compile_ok(schema);
    if (!exact) {
        Result<rapidjson::Document> value = parse_strict(instance, instance);
        REQUIRE(value.ok());
        return compiled.validate(value.value()).valid;
    }
    Tape tape;
    REQUIRE(read_tape(instance, instance, 512, tape));
    return compiled.validate(tape).valid;
}

const std::string kNines(100, '9');

}  // namespace

TEST_CASE("issue 17 multipleOf decides on the decimal written: a run of 100 nines is a multiple of 3") {
    CHECK(valid_exactly(R"({"multipleOf": 3})", kNines));
    CHECK_FALSE(valid_exactly(R"({"multipleOf": 3})", kNines, false));  // read as 1e100
    CHECK(valid_exactly(R"({"multipleOf": 9})", "[" + kNines + "]"));
    CHECK_FALSE(valid_exactly(R"({"multipleOf": 7})", kNines));
    CHECK_FALSE(valid_exactly(R"({"multipleOf": 2})", "1" + std::string(30, '0') + "1"));
    CHECK(valid_exactly(R"({"multipleOf": 0.5})", "12345678901234567890.5"));
    CHECK_FALSE(valid_exactly(R"({"multipleOf": 0.5})", "12345678901234567890.25"));
}

TEST_CASE("issue 17 bounds decide on the decimal written: 9007199254740992.5 is above 9007199254740992") {
    CHECK_FALSE(valid_exactly(R"({"maximum": 9007199254740992})", "9007199254740992.5"));
    CHECK(valid_exactly(R"({"maximum": 9007199254740992})", "9007199254740992.5", false));  // the double is equal
    CHECK(valid_exactly(R"({"maximum": 9007199254740992})", "9007199254740992.0000"));
    CHECK(valid_exactly(R"({"exclusiveMaximum": 9007199254740992})", "9007199254740991.9999999999"));
    CHECK_FALSE(valid_exactly(R"({"exclusiveMaximum": 9007199254740992})", "9007199254740991.9999999999", false));
    CHECK(valid_exactly(R"({"exclusiveMinimum": 0})", "1e-400"));
    CHECK_FALSE(valid_exactly(R"({"maximum": 0})", "1e-400"));
    // The schema's own numbers are read as doubles: its -1e-400 is -0, and -1e-401 is below it.
    CHECK_FALSE(valid_exactly(R"({"minimum": -1e-400})", "-1e-401"));
    CHECK_FALSE(valid_exactly(R"({"minimum": 0.1})", "0.09999999999999999999"));
    CHECK_FALSE(valid_exactly(R"({"maximum": 18446744073709551615})", "18446744073709551615.0000000001"));
}

TEST_CASE("issue 17 type integer decides on the decimal written: 1e-400 is not an integer") {
    CHECK_FALSE(valid_exactly(R"({"type": "integer"})", "1e-400"));
    CHECK(valid_exactly(R"({"type": "integer"})", "1e-400", false));  // read as 0
    CHECK_FALSE(valid_exactly(R"({"type": "integer"})", "1.0000000000000000001"));
    CHECK_FALSE(valid_exactly(R"({"type": "integer"})", "123456789012345678901234567890.5"));
    CHECK(valid_exactly(R"({"type": "integer"})", "123456789012345678901234567890"));
    CHECK(valid_exactly(R"({"type": "number"})", "1e-400"));
    // Inside a document, through properties and items.
    CHECK_FALSE(valid_exactly(R"({"properties": {"a": {"items": {"type": "integer"}}}})", R"({"a": [1, 2, 1e-400]})"));
}

TEST_CASE("issue 17 exact decimals: tokens, doubles and what needs keeping") {
    CHECK_FALSE(double_differs_from_token("0.1", 0.1));
    CHECK_FALSE(double_differs_from_token("1.000000000000000000000", 1.0));
    CHECK(double_differs_from_token("9007199254740992.5", 9007199254740992.0));
    CHECK(double_differs_from_token("1e-400", 0.0));
    CHECK_FALSE(double_differs_from_token("0e-400", 0.0));
    const ExactDecimal d = decimal_of_token("-0.012300e2");
    CHECK(d.negative);
    CHECK(d.digits == "123");
    CHECK(d.exponent == -2);
    CHECK(compare_decimals(decimal_of_token("1e-400"), decimal_of_token("0")) == 1);
    CHECK(compare_decimals(decimal_of_token("-2"), decimal_of_token("-1e-400")) == -1);
    CHECK(is_multiple_of_decimal(decimal_of_token("1e1000000000"), decimal_of_token("1024")));
    CHECK_FALSE(is_multiple_of_decimal(decimal_of_token("1e1000000000"), decimal_of_token("3")));
}

namespace {

// Compiles `schema` from its text (the decimals of its own numbers kept), and validates
// `instance` with the instance's kept too.
bool valid_both_exact(const std::string& schema, const std::string& instance) {
    Tape schema_tape;
    REQUIRE(read_tape(schema, schema, 512, schema_tape));
    SchemaCompileResult compiled = compile_schema(schema_tape);
    REQUIRE(compiled.ok());
    Tape tape;
    REQUIRE(read_tape(instance, instance, 512, tape));
    return compiled.value().validate(tape).valid;
}

}  // namespace

TEST_CASE("issue 17 the schema's bounds hold the decimals written too") {
    CHECK(valid_both_exact(R"({"exclusiveMaximum": 9007199254740992.5})", "9007199254740992"));
    CHECK(valid_both_exact(R"({"maximum": 9007199254740992.5})", "9007199254740992.25"));
    CHECK_FALSE(valid_both_exact(R"({"maximum": 9007199254740992.5})", "9007199254740992.75"));
    CHECK(valid_both_exact(R"({"exclusiveMinimum": -1e-400})", "0"));
    CHECK_FALSE(valid_both_exact(R"({"exclusiveMinimum": 1e-400})", "0"));
    CHECK(valid_both_exact(R"({"multipleOf": 0.3000000000000000001})", "0.6000000000000000002"));
    CHECK_FALSE(valid_both_exact(R"({"multipleOf": 0.3000000000000000001})", "0.6"));
    // The suite's optional bignum case, its bound written out in full.
    CHECK_FALSE(valid_both_exact(R"({"exclusiveMaximum": 972783798187987123879878123.18878137})",
                                 "972783798187987123879878123.188781371"));
    CHECK(valid_both_exact(R"({"exclusiveMaximum": 972783798187987123879878123.18878137})",
                           "972783798187987123879878123.188781369"));
}

TEST_CASE("issue 17 parseReply judges a reply's numbers on the decimals written, read strictly or repaired") {
    const CompiledSchema schema = compile_ok(R"({"properties": {"n": {"maximum": 9007199254740992}, "k": {"multipleOf": 3}}})");
    const std::string nines(100, '9');
    const ParsedReply above = parse_reply("Here: ```json\n{\"n\": 9007199254740992.5}\n```", schema);
    REQUIRE(above.errors.size() == 1);
    CHECK(above.errors[0].validation->keyword == "maximum");
    CHECK(parse_reply("{\"k\": " + nines + "}", schema).ok());
    ReplyOptions lenient;
    lenient.mode = ReplyMode::Lenient;
    // Issue 35: a repaired value is the tape of the repaired text, its decimals as written.
    const ParsedReply repaired = parse_reply("{\"n\": 9007199254740992.5,}", schema, lenient);
    REQUIRE(repaired.errors.size() == 1);
    CHECK(repaired.errors[0].validation->keyword == "maximum");
    REQUIRE(repaired.repairs.size() == 1);
    CHECK(repaired.repairs[0].kind == RepairKind::TrailingComma);
}

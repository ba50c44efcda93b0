#include <string>

#include <catch2/catch.hpp>

#include "schema_test_support.h"

using namespace sg;

namespace {

// An array nested `depth` deep, built without a parser (the strict parser stops at 512).
rapidjson::Document nested_arrays(int depth) {
    rapidjson::Document document;
    rapidjson::Value value(rapidjson::kArrayType);
    for (int i = 1; i < depth; ++i) {
        rapidjson::Value outer(rapidjson::kArrayType);
        outer.PushBack(value, document.GetAllocator());
        value = outer;
    }
    document.SetArray().PushBack(value, document.GetAllocator());
    return document;
}

std::string nested_schema(int depth) {
    std::string text;
    for (int i = 0; i < depth; ++i) text += R"({"items": )";
    text += "true";
    for (int i = 0; i < depth; ++i) text += "}";
    return text;
}

}  // namespace

TEST_CASE("L7 a 10,000-deep instance against a recursive schema stops at maxDepth with a typed error") {
    const rapidjson::Document deep = nested_arrays(10000);
    const CompiledSchema schema = compile_ok(R"({"type": "array", "items": {"$ref": "#"}})");
    const ValidationResult result = schema.validate(deep);
    CHECK_FALSE(result.valid);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].code == ErrorCode::LimitExceeded);
    CHECK(result.errors[0].to_error().code == ErrorCode::LimitExceeded);
    CHECK(result.errors[0].message ==
          "validation nested deeper than maxDepth (512) subschema applications; the value is too deep or the schema loops");
    CHECK_FALSE(schema.is_valid(deep));
    ValidateOptions verdict;
    verdict.mode = ErrorMode::VerdictOnly;
    CHECK(schema.validate(deep, verdict).errors.size() == 1);
}

TEST_CASE("L7 a 10,000-deep instance is fine where the schema does not follow it down") {
    const rapidjson::Document deep = nested_arrays(10000);
    CHECK(compile_ok(R"({"type": "array", "minItems": 1})").validate(deep).valid);
    const ValidationResult constant = compile_ok(R"({"const": [[[1]]]})").validate(deep);
    REQUIRE(constant.errors.size() == 1);
    CHECK(constant.errors[0].message == "value must be [[[1]]]; got [[[[[[[[[…]]]]]]]]]");
    rapidjson::Document pair;
    pair.SetArray();
    rapidjson::Value first(deep, pair.GetAllocator());
    rapidjson::Value second(deep, pair.GetAllocator());
    pair.PushBack(first, pair.GetAllocator()).PushBack(second, pair.GetAllocator());
    CHECK_FALSE(compile_ok(R"({"uniqueItems": true})").validate(pair).valid);
}

TEST_CASE("L7 a 10,000-deep schema is refused before it is walked") {
    const SchemaError error = compile_error(nested_schema(10000));
    CHECK(error.kind == SchemaErrorKind::LimitExceeded);
    CHECK(error.message == "schema nesting is deeper than maxDepth (512)");
    CHECK(error.pointer.size() == std::string("/items").size() * 512);
    SchemaRegistry registry;
    const rapidjson::Document deep = parse_json(nested_schema(600));
    const auto refused = registry.add("https://example.test/deep", deep);
    REQUIRE(refused);
    CHECK(refused->kind == SchemaErrorKind::LimitExceeded);
    compile_ok(nested_schema(500));
}

TEST_CASE("L7 a $dynamicRef loop that never moves into the instance ends at maxDepth") {
    const CompiledSchema schema = compile_ok(R"({"$dynamicAnchor": "a", "anyOf": [{"$dynamicRef": "#a"}, {"$dynamicRef": "#a"}]})");
    const ValidationResult result = validate_text(schema, "1");
    CHECK_FALSE(result.valid);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].code == ErrorCode::LimitExceeded);
}

TEST_CASE("L7 a schema doing exponential work stops at maxSteps") {
    // Each level applies the next one twice to the same value: 2^40 evaluations unbounded.
    std::string defs;
    for (int i = 0; i < 40; ++i) {
        const std::string next = "#/$defs/n" + std::to_string(i + 1);
        defs += "\"n" + std::to_string(i) + R"(": {"allOf": [{"$ref": ")" + next + R"("}, {"$ref": ")" + next + "\"}]},";
    }
    const CompiledSchema schema = compile_ok(R"({"$ref": "#/$defs/n0", "$defs": {)" + defs + R"("n40": {"type": "integer"}}})");
    ValidateOptions options;
    options.max_steps = 100000;
    const ValidationResult result = schema.validate(parse_json("1"), options);
    CHECK_FALSE(result.valid);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].code == ErrorCode::LimitExceeded);
    CHECK(result.errors[0].message ==
          "validation took more than maxSteps (100000) subschema evaluations; the schema does exponential work");
}

TEST_CASE("L7 (a+)+$ against 100 KB of 'a' answers in linear time, and the pattern budget is enforced") {
    const CompiledSchema schema = compile_ok(R"({"pattern": "(a+)+$"})");
    rapidjson::Document text;
    const std::string hostile = std::string(100 * 1024, 'a') + "!";
    text.SetString(hostile.data(), static_cast<rapidjson::SizeType>(hostile.size()), text.GetAllocator());
    CHECK_FALSE(schema.validate(text).valid);
    CHECK_FALSE(schema.validate(text).errors.at(0).code == ErrorCode::LimitExceeded);
    ValidateOptions tight;
    tight.max_pattern_steps = 10000;
    const ValidationResult limited = schema.validate(text, tight);
    REQUIRE(limited.errors.size() == 1);
    CHECK(limited.errors[0].code == ErrorCode::LimitExceeded);
}

// Issue 36: a pattern too large for the DFA cleared its whole program before each search,
// uncounted: 80,000 short names under it took 10 s at maxPatternSteps 1,000. That work is
// counted now, so the limit bounds it.
TEST_CASE("L7 issue 36 maxPatternSteps bounds a large pattern over many names, set-up included") {
    // Unanchored, and no name holds an 'a': every search skips to the end without a step.
    const CompiledSchema schema = compile_ok(R"({"patternProperties": {"(?:a|aa){1,200}": {"type": "integer"}}})");
    std::string json = "{";
    for (int i = 0; i < 80000; ++i) json += (i ? ",\"k" : "\"k") + std::to_string(i) + "\": 0";
    json += "}";
    const rapidjson::Document names = parse_json(json);
    ValidateOptions tight;
    tight.max_pattern_steps = 1000;
    const ValidationResult limited = schema.validate(names, tight);
    REQUIRE(limited.errors.size() == 1);
    CHECK(limited.errors[0].code == ErrorCode::LimitExceeded);
    CHECK(limited.errors[0].message ==
          "pattern matching took more than maxPatternSteps (1000) regex steps; the strings are too long for these patterns");
    CHECK(schema.validate(names).valid);  // within the default budget
}

// Issue 38: a lookahead searched from every position is quadratic; the budget stops it with
// the same typed error.
TEST_CASE("L7 issue 38 a pathological lookahead pattern hits maxPatternSteps with the typed error") {
    const CompiledSchema schema = compile_ok(R"j({"pattern": "(?=.*!)"})j");
    rapidjson::Document text;
    const std::string hostile(100 * 1024, 'a');
    text.SetString(hostile.data(), static_cast<rapidjson::SizeType>(hostile.size()), text.GetAllocator());
    const ValidationResult limited = schema.validate(text);
    REQUIRE(limited.errors.size() == 1);
    CHECK(limited.errors[0].code == ErrorCode::LimitExceeded);
    CHECK(limited.errors[0].message ==
          "pattern matching took more than maxPatternSteps (100000000) regex steps; the strings are too long for these patterns");
    CHECK(schema.validate(parse_json(R"("abc!")")).valid);
}

TEST_CASE("L7 a 5 MB string is measured in code points without trouble") {
    rapidjson::Document text;
    std::string big;
    for (int i = 0; i < 5 * 1024 * 1024 / 3; ++i) big += "語";
    text.SetString(big.data(), static_cast<rapidjson::SizeType>(big.size()), text.GetAllocator());
    const ValidationResult result = compile_ok(R"({"maxLength": 10})").validate(text);
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "value must be at most 10 characters long; got " + std::to_string(big.size() / 3));
    CHECK(compile_ok(R"({"minLength": 1000000})").validate(text).valid);
}

TEST_CASE("L7 a schema of 40,000 nested subschemas compiles; pointers are written out only for errors") {
    // Scan locations form a tree: 100 chains 400 deep cost 40,000 links, not the ~100 MB of
    // JSON Pointer text that one string per subschema would take.
    std::string text = R"({"anyOf": [)";
    for (int c = 0; c < 100; ++c) text += (c > 0 ? "," : "") + nested_schema(400);
    text += "]}";
    CHECK(validate_text(compile_ok(text), R"([[["deep"]]])").valid);
    const CompiledSchema nested = compile_ok(
        R"({"$id": "https://example.test/n", "items": {"items": {"items": {"items": {"type": "string"}}}}})");
    const ValidationResult result = validate_text(nested, "[[[[1]]]]");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].absolute_keyword_location == "https://example.test/n#/items/items/items/items/type");
    CHECK(result.errors[0].instance_location == "/0/0/0/0");
}

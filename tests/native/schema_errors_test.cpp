#include <catch2/catch.hpp>

#include "schema_test_support.h"
#include "templates/builtin_schemas.h"

using namespace sg;

namespace {

const char* const kStepSchema = R"({
  "$id": "https://example.com/plan.json",
  "type": "object",
  "properties": {
    "steps": { "type": "array", "items": { "$ref": "#/$defs/step" } }
  },
  "required": ["steps"],
  "$defs": {
    "step": {
      "type": "object",
      "properties": {
        "seq": { "type": "integer", "minimum": 1 },
        "basis": { "enum": ["goal", "prev"] },
        "note": { "type": "string", "maxLength": 5 }
      },
      "required": ["seq", "basis"],
      "additionalProperties": false
    }
  }
})";

ValidateOptions all_errors(std::size_t cap = limits::kMaxValidationErrors) {
    ValidateOptions options;
    options.mode = ErrorMode::AllErrors;
    options.max_errors = cap;
    return options;
}

}  // namespace

TEST_CASE("S7 basic output: an enum failure behind $ref names its property, value and both locations") {
    const CompiledSchema schema = compile_ok(kStepSchema);
    const ValidationResult result = validate_text(schema, R"({"steps": [{"seq": 1, "basis": "start"}]})");
    REQUIRE_FALSE(result.valid);
    REQUIRE(result.errors.size() == 1);
    const ValidationError& error = result.errors[0];
    CHECK(error.code == ErrorCode::ValidationFailed);
    CHECK(error.keyword == "enum");
    CHECK(error.keyword_location == "/properties/steps/items/$ref/properties/basis/enum");
    CHECK(error.instance_location == "/steps/0/basis");
    CHECK(error.absolute_keyword_location == "https://example.com/plan.json#/$defs/step/properties/basis/enum");
    CHECK(error.message == "'basis' must be one of goal, prev; got 'start'");
    CHECK(error.to_error().code == ErrorCode::ValidationFailed);
}

TEST_CASE("S7 a missing required property is named, with where it was missing") {
    const CompiledSchema schema = compile_ok(kStepSchema);
    ValidationResult result = validate_text(schema, R"({})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "missing required property 'steps'");
    CHECK(result.errors[0].keyword_location == "/required");
    CHECK(result.errors[0].instance_location == "");
    result = validate_text(schema, R"({"steps": [{"basis": "goal"}]})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "missing required property 'seq' in 'steps[0]'");
    CHECK(result.errors[0].instance_location == "/steps/0");
}

TEST_CASE("S7 all-errors mode lists every failure (missing properties after the members); first-error mode stops at one") {
    const CompiledSchema schema = compile_ok(kStepSchema);
    const std::string reply = R"({"steps": [{"seq": 0, "basis": "goal", "note": "too long", "extra": 1}, {"seq": "2"}]})";
    const ValidationResult all = validate_text(schema, reply, all_errors());
    REQUIRE(all.errors.size() == 5);
    CHECK(all.errors[0].message == "'seq' must be >= 1; got 0");
    CHECK(all.errors[1].message == "'note' must be at most 5 characters long; got 8");
    CHECK(all.errors[2].message == "property 'extra' is not allowed");
    CHECK(all.errors[2].keyword == "additionalProperties");
    CHECK(all.errors[2].keyword_location == "/properties/steps/items/$ref/additionalProperties");
    CHECK(all.errors[2].instance_location == "/steps/0/extra");
    CHECK(all.errors[3].message == "'seq' must be integer; got string");
    CHECK(all.errors[3].instance_location == "/steps/1/seq");
    CHECK(all.errors[4].message == "missing required property 'basis' in 'steps[1]'");
    CHECK(all.errors[4].keyword_location == "/properties/steps/items/$ref/required");
    CHECK(all.errors[4].absolute_keyword_location == "https://example.com/plan.json#/$defs/step/required");
    CHECK_FALSE(all.truncated);

    const ValidationResult first = validate_text(schema, reply);
    REQUIRE(first.errors.size() == 1);
    CHECK(first.errors[0].message == all.errors[0].message);
    CHECK_FALSE(first.truncated);
}

TEST_CASE("S7 the error cap stops collecting and says the list is truncated") {
    const CompiledSchema schema = compile_ok(R"({"items": {"type": "string"}})");
    const ValidationResult result = validate_text(schema, "[1, 2, 3, 4, 5]", all_errors(3));
    CHECK_FALSE(result.valid);
    REQUIRE(result.errors.size() == 3);
    CHECK(result.truncated);
    CHECK(result.errors[2].instance_location == "/2");
    CHECK(result.errors[2].message == "value[2] must be string; got integer");
}

TEST_CASE("S7 verdict-only mode reports no errors for an ordinary failure") {
    const CompiledSchema schema = compile_ok(R"({"type": "string"})");
    ValidateOptions options;
    options.mode = ErrorMode::VerdictOnly;
    const ValidationResult result = validate_text(schema, "1", options);
    CHECK_FALSE(result.valid);
    CHECK(result.errors.empty());
}

TEST_CASE("S7 messages for each kind of failure") {
    struct Case {
        const char* schema;
        const char* instance;
        const char* message;
    };
    const Case cases[] = {
        {R"({"type": ["string", "null"]})", "1.5", "value must be string or null; got number"},
        {R"({"properties": {"schema": {"const": "v1"}}})", R"({"schema": "v2"})", "'schema' must be 'v1'; got 'v2'"},
        {R"({"exclusiveMaximum": 365})", "365", "value must be < 365; got 365"},
        {R"({"multipleOf": 0.25})", "0.3", "value must be a multiple of 0.25; got 0.3"},
        {R"({"minItems": 1})", "[]", "value must have at least 1 item; got 0"},
        {R"({"maxProperties": 1})", R"({"a": 1, "b": 2})", "value must have at most 1 property; got 2"},
        {R"({"pattern": "^[a-z]+$"})", "\"A1\"", "value must match the pattern ^[a-z]+$; got 'A1'"},
        {R"({"contains": {"type": "integer"}, "minContains": 2})", "[1, \"a\"]",
         "value must contain at least 2 items matching the contains schema; got 1"},
        {R"({"dependentRequired": {"a": ["b"]}})", R"({"a": 1})", "missing property 'b', required when 'a' is present"},
        {R"({"propertyNames": {"maxLength": 3}})", R"({"long": 1})", "property name 'long' does not match the propertyNames schema"},
        {R"({"not": {"type": "null"}})", "null", "value must not match the schema in not"},
        {R"({"anyOf": [{"type": "string"}, {"type": "null"}]})", "1", "value must match at least one schema in anyOf"},
        {R"({"oneOf": [{"type": "integer"}, {"minimum": 0}]})", "1", "value must match exactly one schema in oneOf; it matches 0 and 1"},
        {R"({"prefixItems": [true], "items": false})", "[1, 2]", "item 1 is not allowed (too many items)"},
        {R"({"unevaluatedProperties": false})", R"({"x": 1})", "property 'x' is not allowed (unevaluatedProperties)"},
        {R"(false)", "1", "no value is allowed here (the schema is false)"},
        {R"({"enum": ["a", 1, null, {"k": [1]}]})", "2", "value must be one of a, 1, null, {\"k\":[1]}; got 2"},
    };
    for (const Case& c : cases) {
        INFO(c.schema << " with " << c.instance);
        const ValidationResult result = validate_text(compile_ok(c.schema), c.instance);
        REQUIRE(result.errors.size() == 1);
        CHECK(result.errors[0].message == c.message);
    }
}

TEST_CASE("S7 long values are cut short in messages") {
    const ValidationResult result = validate_text(compile_ok(R"({"const": "x"})"), "\"" + std::string(100, 'a') + "\"");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "value must be 'x'; got '" + std::string(40, 'a') + "…'");
}

TEST_CASE("S7 absoluteKeywordLocation of a schema without $id is a fragment") {
    const ValidationResult result = validate_text(compile_ok(R"({"properties": {"a/b": {"type": "string"}}})"), R"({"a/b": 1})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].keyword_location == "/properties/a~1b/type");
    CHECK(result.errors[0].absolute_keyword_location == "#/properties/a~1b/type");
    CHECK(result.errors[0].instance_location == "/a~1b");
}

TEST_CASE("S2 process template: the seed's example errors read as the lead's examples") {
    const CompiledSchema schema = compile_ok(std::string(*builtin_schema(kProcessTemplateSchemaName)));
    const ValidationResult result = validate_text(schema, R"({
      "schema": "ai_chat_process_template.v1", "answer": "ok",
      "process_template_draft": {"stepTemplates": [{"name": "a", "basis": "start", "offsetDays": 0}]}})",
                                                  all_errors());
    REQUIRE(result.errors.size() == 2);
    CHECK(result.errors[0].message == "'basis' must be one of goal, prev; got 'start'");
    CHECK(result.errors[1].message == "missing required property 'seq' in 'stepTemplates[0]'");
}

// Issue 17: schemas of any width. Compilation, validation, lintSchema, toStrictSchema and
// exampleInstance do work linear in the schema; these tests hold 100,000-property schemas to
// their results (the quadratic versions took minutes here; speed itself lives in bench/).
#include <string>

#include <catch2/catch.hpp>

#include "json/strict_parser.h"
#include "providers/example_instance.h"
#include "providers/lint.h"
#include "providers/strict_converter.h"
#include "schema/schema.h"

using namespace sg;

namespace {

constexpr int kWide = 100000;

// {"type":"object","properties":{"p0":{"type":"integer"},…},"required":[…]}: every property
// required when `required`, none otherwise.
std::string wide_schema(int count, bool required) {
    std::string text = R"({"type":"object","properties":{)";
    for (int i = 0; i < count; ++i) text += (i ? ",\"p" : "\"p") + std::to_string(i) + R"(":{"type":"integer"})";
    text += "}";
    if (required) {
        text += R"(,"required":[)";
        for (int i = 0; i < count; ++i) text += (i ? ",\"p" : "\"p") + std::to_string(i) + "\"";
        text += "]";
    }
    return text + "}";
}

// {"p0":0,…} with every property, one of them ("p<wrong>") a string.
std::string wide_instance(int count, int wrong) {
    std::string text = "{";
    for (int i = 0; i < count; ++i) {
        text += (i ? ",\"p" : "\"p") + std::to_string(i) + "\":" + (i == wrong ? std::string("\"x\"") : "0");
    }
    return text + "}";
}

rapidjson::Document parsed(const std::string& text) {
    Result<rapidjson::Document> document = parse_strict(text, text);
    REQUIRE(document.ok());
    return std::move(document.value());
}

}  // namespace

TEST_CASE("issue 17 a 100,000-property schema compiles and validates every member") {
    const rapidjson::Document schema = parsed(wide_schema(kWide, true));
    SchemaCompileResult compiled = compile_schema(schema);
    REQUIRE(compiled.ok());
    CHECK(compiled.value().is_valid(parsed(wide_instance(kWide, -1))));
    ValidateOptions all;
    all.mode = ErrorMode::AllErrors;
    const ValidationResult wrong = compiled.value().validate(parsed(wide_instance(kWide, 99999)), all);
    REQUIRE(wrong.errors.size() == 1);
    CHECK(wrong.errors[0].instance_location == "/p99999");
    CHECK(wrong.errors[0].keyword == "type");
    // One missing property out of 100,000 is named.
    std::string short_by_one = wide_instance(kWide - 1, -1);
    const ValidationResult missing = compiled.value().validate(parsed(short_by_one), all);
    REQUIRE(missing.errors.size() == 1);
    CHECK(missing.errors[0].keyword == "required");
    CHECK(missing.errors[0].message.find("p99999") != std::string::npos);
}

TEST_CASE("issue 17 exampleInstance builds a 100,000-property object within a generous maxSteps") {
    const rapidjson::Document schema = parsed(wide_schema(kWide, true));
    ExampleOptions options;
    options.max_steps = 200000;
    const SchemaResult<rapidjson::Document> example = example_instance(schema, nullptr, options);
    REQUIRE(example.ok());
    REQUIRE(example.value().IsObject());
    CHECK(example.value().MemberCount() == kWide);
    CHECK(example.value()["p99999"] == 0);
    // With the default maxSteps (100,000 values) the same schema is a typed limit, not a hang.
    const SchemaResult<rapidjson::Document> limited = example_instance(schema, nullptr);
    REQUIRE_FALSE(limited.ok());
    CHECK(limited.error().reason == "limit-exceeded");
}

TEST_CASE("issue 17 lintSchema and toStrictSchema take a 100,000-property schema whole") {
    const rapidjson::Document schema = parsed(wide_schema(kWide, false));
    const Result<LintReport> openai = lint_schema(schema, Provider::OpenAI);
    REQUIRE(openai.ok());
    bool over_budget = false;
    for (const Diagnostic& d : openai.value().diagnostics) over_budget = over_budget || d.code == "too-many-properties";
    CHECK(over_budget);
    const SchemaResult<StrictSchema> gemini = to_strict_schema(schema, Provider::Gemini);
    REQUIRE(gemini.ok());
    CHECK(gemini.value().schema["properties"].MemberCount() == kWide);
    CHECK(gemini.value().schema["propertyOrdering"].Size() == kWide);
    const SchemaResult<StrictSchema> anthropic = to_strict_schema(schema, Provider::Anthropic);
    REQUIRE(anthropic.ok());
    CHECK(anthropic.value().schema["required"].Size() == kWide);
}

namespace {

// {"properties":{"p0":{"$ref":"#/$defs/d0"},…},"$defs":{"d0":{"type":"integer"},…}}, or with
// `anchors` each reference names an `$anchor` instead of a pointer.
std::string referencing_schema(int count, bool anchors) {
    std::string properties, defs;
    for (int i = 0; i < count; ++i) {
        const std::string n = std::to_string(i);
        properties += (i ? ",\"p" : "\"p") + n + (anchors ? R"(":{"$ref":"#a)" : R"(":{"$ref":"#/$defs/d)") + n + "\"}";
        defs += (i ? ",\"d" : "\"d") + n + "\":{" + (anchors ? R"("$anchor":"a)" + n + "\"," : "") + R"("type":"integer"})";
    }
    return R"({"type":"object","properties":{)" + properties + R"(},"$defs":{)" + defs + "}}";
}

}  // namespace

TEST_CASE("issue 17 100,000 references into one $defs resolve in linear time, by pointer or by anchor") {
    for (const bool anchors : {false, true}) {
        INFO("anchors " << anchors);
        const rapidjson::Document schema = parsed(referencing_schema(kWide, anchors));
        SchemaCompileResult compiled = compile_schema(schema);
        REQUIRE(compiled.ok());
        ValidateOptions all;
        all.mode = ErrorMode::AllErrors;
        const ValidationResult wrong = compiled.value().validate(parsed(wide_instance(kWide, 77777)), all);
        REQUIRE(wrong.errors.size() == 1);
        CHECK(wrong.errors[0].instance_location == "/p77777");
    }
    const rapidjson::Document schema = parsed(referencing_schema(kWide, false));
    const Result<LintReport> lint = lint_schema(schema, Provider::Gemini);
    REQUIRE(lint.ok());
    const SchemaResult<StrictSchema> gemini = to_strict_schema(schema, Provider::Gemini);
    REQUIRE(gemini.ok());
    CHECK(gemini.value().schema["$defs"].MemberCount() == kWide);
}

TEST_CASE("issue 17 exampleInstance picks among 100,000 anyOf branches in linear time") {
    std::string branches;
    for (int i = 0; i < kWide; ++i) branches += (i ? ",{\"const\":" : "{\"const\":") + std::to_string(i) + "}";
    const rapidjson::Document schema = parsed(R"({"anyOf":[)" + branches + "]}");
    const rapidjson::Document given = parsed("99999");
    const SchemaResult<rapidjson::Document> example = example_instance(schema, &given);
    REQUIRE(example.ok());
    CHECK(example.value() == 99999);
}

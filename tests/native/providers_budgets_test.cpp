// Rule S3 budgets: OpenAI's five published limits computed exactly (at the limit accepted, one
// past it rejected, whole-schema budgets at the root pointer naming their largest
// contributors); Anthropic and Gemini publish none, so their counts are information.
#include "providers_test_support.h"

using namespace sg;

namespace {

std::string closed_object(const std::string& properties, const std::string& required) {
    return R"({"type":"object","properties":{)" + properties + R"(},"required":[)" + required +
           R"(],"additionalProperties":false})";
}

// An object with `count` string properties p0, p1, …
std::string wide_object(std::size_t count) {
    std::string properties, required;
    for (std::size_t i = 0; i < count; ++i) {
        const std::string name = "\"p" + std::to_string(i) + "\"";
        properties += (i ? "," : "") + name + R"(:{"type":"string"})";
        required += (i ? "," : "") + name;
    }
    return closed_object(properties, required);
}

// `levels` objects nested through the property "c".
std::string nested(std::size_t levels) {
    if (levels == 1) return closed_object(R"("v":{"type":"string"})", R"("v")");
    return closed_object(R"("c":)" + nested(levels - 1), R"("c")");
}

std::string nested_pointer(std::size_t depth) {
    std::string p;
    for (std::size_t i = 0; i < depth; ++i) p += "/properties/c";
    return p;
}

// `count` distinct strings of `length` characters each.
std::string string_enum(std::size_t count, std::size_t length, std::size_t last_length) {
    std::string values;
    for (std::size_t i = 0; i < count; ++i) {
        std::string v = std::to_string(i);
        v.resize(i + 1 == count ? last_length : length, 'x');
        values += (i ? "," : "") + ("\"" + v + "\"");
    }
    return "[" + values + "]";
}

}  // namespace

TEST_CASE("S3 openai budget: 5,000 object properties pass, 5,001 fail at the root naming the largest objects") {
    CHECK(lint(closed_object(R"("a":)" + wide_object(2500) + R"(,"b":)" + wide_object(2498), R"("a","b")"),
               Provider::OpenAI)
              .diagnostics.empty());
    const LintReport r = lint(
        closed_object(R"("a":)" + wide_object(2501) + R"(,"b":)" + wide_object(2500), R"("a","b")"), Provider::OpenAI);
    CHECK(findings(r) == Strings{"too-many-properties@"});
    CHECK(r.diagnostics[0].message ==
          "the schema has 5003 object properties (limit 5000); largest contributors: /properties/a (2501), "
          "/properties/b (2500), (root) (2)");
}

TEST_CASE("S3 openai budget: 120,000 characters of names, enum and const values pass, 120,001 fail") {
    // "e" + 200 enum values of 599 characters + "c" + a const of 198 characters = 120,000.
    auto schema = [](std::size_t const_length) {
        return closed_object(R"("e":{"type":"string","enum":)" + string_enum(200, 599, 599) +
                                 R"(},"c":{"type":"string","const":")" + std::string(const_length, 'k') + R"("})",
                             R"("e","c")");
    };
    CHECK(lint(schema(198), Provider::OpenAI).diagnostics.empty());
    const LintReport r = lint(schema(199), Provider::OpenAI);
    CHECK(findings(r) == Strings{"string-budget@"});
    CHECK(r.diagnostics[0].message ==
          "property names, definition names, enum and const values total 120001 characters (limit 120000); "
          "largest contributors: /properties/e/enum (119800), /properties/c/const (199), /properties (2)");
}

TEST_CASE("S3 openai budget: characters are code points; definition names and non-string values count") {
    // Names "a" 1 + "名前だ" 3 (not 9 bytes) + "p" 1; enum [10,true] 2 + 4; definition "node" 4;
    // a const of 119,986 characters: 120,001 in all.
    const std::string schema = R"({"$defs":{"node":{"type":"string"}},"type":"object","properties":{
        "a":{"type":"integer","enum":[10,true]},"名前だ":{"$ref":"#/$defs/node"},
        "p":{"type":"string","const":")" +
                               std::string(119986, 'z') + R"("}},
        "required":["a","名前だ","p"],"additionalProperties":false})";
    const LintReport r = lint(schema, Provider::OpenAI);
    CHECK(findings(r) == Strings{"string-budget@"});
    CHECK(r.diagnostics[0].message ==
          "property names, definition names, enum and const values total 120001 characters (limit 120000); "
          "largest contributors: /properties/p/const (119986), /properties/a/enum (6), /properties (5)");
}

TEST_CASE("S3 openai budget: 1,000 enum values pass, 1,001 fail naming the largest enums") {
    auto schema = [](std::size_t second) {
        return closed_object(R"("a":{"type":"string","enum":)" + string_enum(600, 4, 4) +
                                 R"(},"b":{"type":"string","enum":)" + string_enum(second, 4, 4) + "}",
                             R"("a","b")");
    };
    CHECK(lint(schema(400), Provider::OpenAI).diagnostics.empty());
    const LintReport r = lint(schema(401), Provider::OpenAI);
    CHECK(findings(r) == Strings{"enum-budget@"});
    CHECK(r.diagnostics[0].message ==
          "the schema has 1001 enum values (limit 1000); largest contributors: /properties/a/enum (600), "
          "/properties/b/enum (401)");
}

TEST_CASE("S3 openai budget: a string enum of more than 250 values is limited to 15,000 characters") {
    auto schema = [](const std::string& values) {
        return closed_object(R"("a":{"type":"string","enum":)" + values + "}", R"("a")");
    };
    CHECK(lint(schema(string_enum(251, 60, 0)), Provider::OpenAI).diagnostics.empty());  // 250 × 60 + 0 = 15,000
    const LintReport over = lint(schema(string_enum(251, 60, 1)), Provider::OpenAI);     // 15,001
    CHECK(findings(over) == Strings{"large-string-enum@/properties/a/enum"});
    CHECK(over.diagnostics[0].message ==
          "this string enum has 251 values totalling 15001 characters; OpenAI limits an enum of more than 250 "
          "string values to 15000 characters");
    CHECK(lint(schema(string_enum(250, 80, 80)), Provider::OpenAI).diagnostics.empty());  // 250 values: no limit
}

TEST_CASE("S3 openai depth: 10 nested objects pass, the 11th is reported where it is") {
    CHECK(lint(nested(10), Provider::OpenAI).diagnostics.empty());
    const LintReport r = lint(nested(11), Provider::OpenAI);
    CHECK(findings(r) == Strings{"too-deep@" + nested_pointer(10)});
    CHECK(r.diagnostics[0].message ==
          "objects nest 11 levels deep here (limit 10 object levels, the root object being 1); the schema's deepest "
          "object is 11 levels down, at " +
              nested_pointer(10));
}

TEST_CASE("S3 openai depth: arrays and anyOf branches add no level") {
    // root > a (array of arrays of anyOf[object, null]) > … : 10 objects, many more schemas.
    std::string inner = nested(9);
    inner = R"({"type":"array","items":{"type":"array","items":{"anyOf":[)" + inner + R"(,{"type":"null"}]}}})";
    CHECK(lint(closed_object(R"("a":)" + inner, R"("a")"), Provider::OpenAI).diagnostics.empty());
}

TEST_CASE("S3 openai depth: a $ref counts its target's levels where it is used; recursion adds none") {
    auto with_def = [](std::size_t levels) {
        std::string s = closed_object(R"("a":{"$ref":"#/$defs/deep"})", R"("a")");
        s.pop_back();
        return s + R"(,"$defs":{"deep":)" + nested(levels) + "}}";
    };
    CHECK(lint(with_def(9), Provider::OpenAI).diagnostics.empty());
    const LintReport r = lint(with_def(10), Provider::OpenAI);
    CHECK(findings(r) == Strings{"too-deep@/properties/a"});
    CHECK(r.diagnostics[0].message.rfind("through `$ref` \"#/$defs/deep\", objects nest 11 levels deep here", 0) == 0);

    const LintReport recursive =
        lint(R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},"required":["tree"],
        "additionalProperties":false,"$defs":{"node":{"type":"object","properties":{"kids":{"type":"array",
        "items":{"$ref":"#/$defs/node"}}},"required":["kids"],"additionalProperties":false}}})",
             Provider::OpenAI);
    CHECK(recursive.diagnostics.empty());
}

TEST_CASE("S3 openai depth: an unreferenced definition is measured from the root level") {
    std::string s = closed_object(R"("a":{"type":"string"})", R"("a")");
    s.pop_back();
    const LintReport r = lint(s + R"(,"$defs":{"unused":)" + nested(11) + "}}", Provider::OpenAI);
    CHECK(findings(r) == Strings{"too-deep@/$defs/unused" + nested_pointer(10)});
}

TEST_CASE("S3 anthropic publishes no limits: the counts are information, past the unverified hearsay a warning") {
    const LintReport small = lint(closed_object(R"("a":{"type":"string"})", R"("a")"), Provider::Anthropic);
    CHECK(small.ok);
    CHECK(findings(small, Severity::Info) == Strings{"unpublished-limit@"});
    CHECK(small.diagnostics[0].message ==
          "Anthropic publishes no size limits; schemas that are too large fail with \"The compiled grammar is too "
          "large\" or \"Schema is too complex for compilation\"; this schema has 1 properties, 1 object levels, 0 "
          "optional properties and 0 properties with union types");

    std::string optional;
    for (int i = 0; i < 25; ++i) optional += (i ? "," : "") + ("\"o" + std::to_string(i) + "\":{\"type\":\"string\"}");
    const LintReport many = lint(closed_object(optional, ""), Provider::Anthropic);
    CHECK(many.ok);
    CHECK(findings(many, Severity::Warning) == Strings{"unpublished-limit@"});
    CHECK(many.diagnostics[0].message.find("Third-party code caps strict tools at 24 optional properties and 16 "
                                           "union-typed parameters (unverified)") != std::string::npos);
}

TEST_CASE("S3 gemini publishes no limits: a deep wide schema is information only") {
    const LintReport r = lint(nested(12), Provider::Gemini);
    CHECK(r.ok);
    const Diagnostic* d = find_diagnostic(r, "unpublished-limit");
    REQUIRE(d != nullptr);
    CHECK(d->severity == Severity::Info);
    CHECK(d->message ==
          "Gemini publishes no size limits (it \"may reject very large or deeply nested schemas\"); "
          "this schema has 12 properties, 12 object levels, 0 optional properties and 0 properties with "
          "union types");
}

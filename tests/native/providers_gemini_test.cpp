// Rule S3 for Gemini: responseJsonSchema ("gemini") and the legacy OpenAPI subset
// responseSchema ("gemini-legacy"), each rule accepted and rejected with its pointer.
#include "providers_test_support.h"

using namespace sg;

namespace {

constexpr Provider kGemini = Provider::Gemini;
constexpr Provider kLegacy = Provider::GeminiLegacy;

std::string with_property(const std::string& property) {
    return R"({"type":"object","properties":{"a":)" + property + R"(},"required":["a"]})";
}

}  // namespace

TEST_CASE("S3 gemini: the root may be an array or a primitive; optional properties and open objects pass") {
    CHECK(findings(lint(R"({"type":"array","items":{"type":"string"}})", kGemini)) == Strings{});
    CHECK(findings(lint(R"({"type":"string"})", kGemini)) == Strings{});
    CHECK(findings(lint(R"({"type":"object","properties":{"a":{"type":"string"}},
        "additionalProperties":{"type":"integer"}})",
                        kGemini)) == Strings{});
}

TEST_CASE("S3 gemini: minimum/maximum, minItems/maxItems, prefixItems, $ref and type arrays with null pass") {
    const LintReport r = lint(R"({"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":9},
        "l":{"type":"array","items":{"type":"string"},"minItems":1,"maxItems":3},
        "t":{"type":"array","prefixItems":[{"type":"string"}]},"r":{"$ref":"#/$defs/x"},"u":{"type":["string","null"]}},
        "propertyOrdering":["n","l","t","r","u"],"$defs":{"x":{"type":"boolean"}}})",
                              kGemini);
    CHECK(r.ok);
    CHECK(findings(r) == Strings{});
    CHECK(findings(r, Severity::Warning) == Strings{});
}

TEST_CASE("S3 gemini: pattern, lengths, exclusive bounds and multipleOf are rejected") {
    for (const std::string keyword : {"pattern", "minLength", "maxLength"}) {
        INFO(keyword);
        const std::string value = keyword == "pattern" ? "\"^a\"" : "2";
        CHECK(findings(lint(with_property(R"({"type":"string",")" + keyword + "\":" + value + "}"), kGemini)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
    for (const std::string keyword : {"exclusiveMinimum", "exclusiveMaximum", "multipleOf"}) {
        INFO(keyword);
        CHECK(findings(lint(with_property(R"({"type":"number",")" + keyword + "\":2}"), kGemini)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
    CHECK(findings(lint(with_property(R"({"oneOf":[{"type":"string"}]})"), kGemini)) ==
          Strings{"unsupported-keyword@/properties/a/oneOf"});
}

TEST_CASE("S3 gemini: allOf is ignored, which is a warning") {
    const LintReport r = lint(with_property(R"({"allOf":[{"type":"string"}]})"), kGemini);
    CHECK(r.ok);
    CHECK(findings(r, Severity::Warning) == Strings{"ignored-keyword@/properties/a/allOf"});
}

TEST_CASE("S3 gemini: propertyOrdering is information for objects of two or more properties") {
    const LintReport r =
        lint(R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}}})", kGemini);
    CHECK(r.ok);
    const Diagnostic* d = find_diagnostic(r, "property-ordering");
    REQUIRE(d != nullptr);
    CHECK(d->pointer == "");
    CHECK(d->severity == Severity::Info);
}

TEST_CASE("S3 gemini: no published rule on recursion, said as information") {
    const LintReport r =
        lint(R"({"type":"object","properties":{"next":{"anyOf":[{"$ref":"#"},{"type":"null"}]}}})", kGemini);
    CHECK(r.ok);
    const Diagnostic* d = find_diagnostic(r, "recursive-ref");
    REQUIRE(d != nullptr);
    CHECK(d->severity == Severity::Info);
    CHECK(d->pointer == "/properties/next/anyOf/0/$ref");
}

TEST_CASE("S3 gemini-legacy: additionalProperties, $ref and $defs are rejected") {
    CHECK(findings(lint(R"({"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false})",
                        kLegacy)) == Strings{"unsupported-keyword@/additionalProperties"});
    const LintReport refs =
        lint(R"({"type":"object","properties":{"a":{"$ref":"#/$defs/x"}},"$defs":{"x":{"type":"string"}}})", kLegacy);
    CHECK(findings(refs) == Strings{"unsupported-keyword@/$defs", "unsupported-keyword@/properties/a/$ref"});
}

TEST_CASE("S3 gemini-legacy: null is nullable: true; type arrays and the null type are rejected") {
    CHECK(lint(with_property(R"({"type":"string","nullable":true})"), kLegacy).ok);
    CHECK(findings(lint(with_property(R"({"type":["string","null"]})"), kLegacy)) ==
          Strings{"type-array@/properties/a/type"});
    CHECK(findings(lint(with_property(R"({"type":"null"})"), kLegacy)) ==
          Strings{"unsupported-type@/properties/a/type"});
}

TEST_CASE("S3 gemini-legacy: enum takes strings only; const is not a field") {
    CHECK(lint(with_property(R"({"type":"string","enum":["a","b"]})"), kLegacy).ok);
    CHECK(findings(lint(with_property(R"({"type":"integer","enum":[1,2]})"), kLegacy)) ==
          Strings{"enum-not-string@/properties/a/enum/0", "enum-not-string@/properties/a/enum/1"});
    CHECK(findings(lint(with_property(R"({"type":"string","const":"a"})"), kLegacy)) ==
          Strings{"unsupported-keyword@/properties/a/const"});
}

TEST_CASE("S3 gemini-legacy: pattern and lengths pass (the Vertex Schema has them); formats depend on the type") {
    CHECK(lint(with_property(R"({"type":"string","pattern":"^a","minLength":1,"maxLength":3,"format":"date-time"})"),
               kLegacy)
              .ok);
    CHECK(lint(with_property(R"({"type":"integer","format":"int64"})"), kLegacy).ok);
    CHECK(findings(lint(with_property(R"({"type":"string","format":"email"})"), kLegacy)) ==
          Strings{"unsupported-format@/properties/a/format"});
}

TEST_CASE("S3 gemini-legacy: an unknown field is an error (the Schema object rejects it); capital type names pass") {
    CHECK(lint(with_property(R"({"type":"STRING"})"), kLegacy).ok);
    const LintReport r = lint(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"})", kLegacy);
    CHECK(findings(r) == Strings{"unknown-keyword@/$schema"});
}

TEST_CASE("S3 gemini: array and object constraints it lacks are rejected; any format passes; const is undocumented") {
    const std::vector<std::pair<std::string, std::string>> rows = {
        {"uniqueItems", R"({"type":"array","items":{"type":"string"},"uniqueItems":true})"},
        {"contains", R"({"type":"array","items":{"type":"string"},"contains":{"const":"a"}})"},
        {"patternProperties", R"({"type":"object","patternProperties":{"^y":{"type":"string"}}})"},
        {"propertyNames", R"({"type":"object","propertyNames":{"type":"string"}})"},
        {"minProperties", R"({"type":"object","minProperties":1})"},
        {"not", R"({"type":"string","not":{"enum":["x"]}})"},
        {"if", R"({"type":"string","if":{"enum":["a"]}})"},
    };
    for (const auto& [keyword, property] : rows) {
        INFO(keyword);
        CHECK(findings(lint(with_property(property), kGemini)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
    CHECK(lint(with_property(R"({"type":"string","format":"uri"})"), kGemini).ok);
    const LintReport constant = lint(with_property(R"({"type":"string","const":"a"})"), kGemini);
    CHECK(constant.ok);
    CHECK(findings(constant, Severity::Warning) == Strings{"unknown-keyword@/properties/a/const"});
}

TEST_CASE("S3 gemini-legacy: min/maxProperties pass (the Vertex Schema has them); uniqueItems does not") {
    CHECK(lint(with_property(
                   R"({"type":"object","properties":{"x":{"type":"string"}},"minProperties":1,"maxProperties":2})"),
               kLegacy)
              .ok);
    CHECK(findings(lint(with_property(R"({"type":"array","items":{"type":"string"},"uniqueItems":true})"), kLegacy)) ==
          Strings{"unsupported-keyword@/properties/a/uniqueItems"});
}

// Rule S3 for Anthropic structured outputs and strict tools: each rule with a schema Anthropic
// accepts and one it rejects, and the pointer of the finding
// (https://docs.claude.com/en/docs/build-with-claude/structured-outputs).
#include "providers_test_support.h"

using namespace sg;

namespace {

constexpr Provider kAnthropic = Provider::Anthropic;

std::string with_property(const std::string& property, const std::string& required = R"("a")") {
    return R"({"type":"object","properties":{"a":)" + property + R"(},"required":[)" + required +
           R"(],"additionalProperties":false})";
}

}  // namespace

TEST_CASE("S3 anthropic: a closed object with optional properties is accepted") {
    const LintReport r = lint(with_property(R"({"type":"string"})", ""), kAnthropic);
    CHECK(r.ok);
    CHECK(findings(r) == Strings{});
    CHECK(findings(r, Severity::Warning) == Strings{});
}

TEST_CASE("S3 anthropic: the root must be an object") {
    CHECK(findings(lint(R"({"type":"string"})", kAnthropic)) == Strings{"root-not-object@"});
}

TEST_CASE("S3 anthropic: additionalProperties must be false on every object") {
    CHECK(findings(lint(with_property(R"({"type":"object","properties":{"x":{"type":"string"}}})"), kAnthropic)) ==
          Strings{"additional-properties-required@/properties/a"});
}

TEST_CASE("S3 anthropic: allOf and anyOf are accepted; oneOf is not") {
    CHECK(lint(with_property(R"({"allOf":[{"type":"string"}]})"), kAnthropic).ok);
    CHECK(lint(with_property(R"({"anyOf":[{"type":"string"},{"type":"null"}]})"), kAnthropic).ok);
    const LintReport r = lint(with_property(R"({"oneOf":[{"type":"string"},{"type":"null"}]})"), kAnthropic);
    CHECK(findings(r) == Strings{"unsupported-keyword@/properties/a/oneOf"});
    CHECK(r.diagnostics[0].fix == "use anyOf (the SDK maps oneOf to anyOf)");
}

TEST_CASE("S3 anthropic: numeric, string-length and pattern constraints are not supported") {
    for (const std::string keyword : {"pattern", "minLength", "maxLength"}) {
        INFO(keyword);
        const std::string value = keyword == "pattern" ? "\"^a\"" : "2";
        CHECK(findings(lint(with_property(R"({"type":"string",")" + keyword + "\":" + value + "}"), kAnthropic)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
    for (const std::string keyword : {"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"}) {
        INFO(keyword);
        CHECK(findings(lint(with_property(R"({"type":"integer",")" + keyword + "\":2}"), kAnthropic)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
}

TEST_CASE("S3 anthropic: minItems only 0 or 1, maxItems not at all") {
    CHECK(lint(with_property(R"({"type":"array","items":{"type":"string"},"minItems":1})"), kAnthropic).ok);
    const LintReport two =
        lint(with_property(R"({"type":"array","items":{"type":"string"},"minItems":2})"), kAnthropic);
    CHECK(findings(two) == Strings{"unsupported-value@/properties/a/minItems"});
    CHECK(two.diagnostics[0].message == "Anthropic accepts minItems 0 or 1 only; this is 2");
    CHECK(findings(lint(with_property(R"({"type":"array","items":{"type":"string"},"maxItems":2})"), kAnthropic)) ==
          Strings{"unsupported-keyword@/properties/a/maxItems"});
}

TEST_CASE("S3 anthropic: enum values must be primitives") {
    CHECK(lint(with_property(R"({"enum":["a",1,true,null]})"), kAnthropic).ok);
    CHECK(findings(lint(with_property(R"({"enum":["a",{"b":1}]})"), kAnthropic)) ==
          Strings{"enum-not-primitive@/properties/a/enum/1"});
}

TEST_CASE("S3 anthropic: the SDK's string formats pass, others do not") {
    CHECK(lint(with_property(R"({"type":"string","format":"uri"})"), kAnthropic).ok);
    CHECK(findings(lint(with_property(R"({"type":"string","format":"regex"})"), kAnthropic)) ==
          Strings{"unsupported-format@/properties/a/format"});
}

TEST_CASE("S3 anthropic: local references pass; recursive ones are errors at each recursive $ref") {
    const std::string defs = R"(,"$defs":{"name":{"type":"string"}}})";
    std::string flat = with_property(R"({"$ref":"#/$defs/name"})");
    flat.pop_back();
    CHECK(lint(flat + defs, kAnthropic).ok);

    const LintReport r = lint(R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},"required":["tree"],
        "additionalProperties":false,"$defs":{"node":{"type":"object","properties":{"kids":{"type":"array",
        "items":{"$ref":"#/$defs/node"}}},"required":["kids"],"additionalProperties":false}}})",
                              kAnthropic);
    CHECK(findings(r) == Strings{"recursive-ref@/$defs/node/properties/kids/items/$ref"});
    CHECK(r.diagnostics[0].message ==
          "`$ref` \"#/$defs/node\" is recursive (following it leads back here); "
          "Anthropic does not support recursive schemas");

    const LintReport external = lint(with_property(R"({"$ref":"other.json#/x"})"), kAnthropic);
    CHECK(findings(external) == Strings{"external-ref@/properties/a/$ref"});
}

TEST_CASE("S3 anthropic: a self-reference through the root is recursive too") {
    CHECK(findings(lint(with_property(R"({"anyOf":[{"$ref":"#"},{"type":"null"}]})"), kAnthropic)) ==
          Strings{"recursive-ref@/properties/a/anyOf/0/$ref"});
}

TEST_CASE("S3 anthropic: type arrays are undocumented (a warning); anyOf with null is the documented form") {
    const LintReport r = lint(with_property(R"({"type":["string","null"]})"), kAnthropic);
    CHECK(r.ok);
    CHECK(findings(r, Severity::Warning) == Strings{"type-array@/properties/a/type"});
}

TEST_CASE("S3 anthropic: prefixItems and uniqueItems are not supported") {
    CHECK(findings(lint(with_property(R"({"type":"array","prefixItems":[{"type":"string"}]})"), kAnthropic)) ==
          Strings{"unsupported-keyword@/properties/a/prefixItems"});
    CHECK(findings(lint(with_property(R"({"type":"array","items":{"type":"string"},"uniqueItems":true})"),
                        kAnthropic)) == Strings{"unsupported-keyword@/properties/a/uniqueItems"});
}

TEST_CASE("S3 anthropic: conditional, dependent and object-shape keywords are not supported") {
    const std::string object =
        R"("type":"object","properties":{"x":{"type":"string"}},"required":["x"],"additionalProperties":false)";
    const std::vector<std::pair<std::string, std::string>> rows = {
        {"not", R"({"type":"string","not":{"const":"x"}})"},
        {"if", R"({"type":"string","if":{"const":"a"}})"},
        {"dependentRequired", "{" + object + R"(,"dependentRequired":{"x":["x"]}})"},
        {"patternProperties", "{" + object + R"(,"patternProperties":{"^y":{"type":"string"}}})"},
        {"propertyNames", "{" + object + R"(,"propertyNames":{"pattern":"^x"}})"},
        {"unevaluatedProperties", "{" + object + R"(,"unevaluatedProperties":false})"},
        {"minProperties", "{" + object + R"(,"minProperties":1})"},
        {"contains", R"({"type":"array","items":{"type":"string"},"contains":{"const":"a"}})"},
    };
    for (const auto& [keyword, property] : rows) {
        INFO(keyword);
        CHECK(findings(lint(with_property(property), kAnthropic)) ==
              Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
}

// Rule S3 for OpenAI strict mode: each rule with a schema OpenAI accepts and one it rejects,
// and the pointer of the finding
// (https://platform.openai.com/docs/guides/structured-outputs#supported-schemas).
#include "providers_test_support.h"

using namespace sg;

namespace {

constexpr Provider kOpenAI = Provider::OpenAI;

// A closed object with one property `a` described by `property`.
std::string with_property(const std::string& property) {
    return R"({"type":"object","properties":{"a":)" + property + R"(},"required":["a"],"additionalProperties":false})";
}

}  // namespace

TEST_CASE("S3 openai: the seed's judgment schema is accepted without any finding") {
    const LintReport r =
        lint(R"J({"type":"object","properties":{"step":{"type":"integer","description":"Matched rule number (1-based)"},
        "reason":{"type":"string"}},"required":["step","reason"],"additionalProperties":false})J",
             kOpenAI);
    CHECK(r.ok);
    CHECK(r.diagnostics.empty());
}

TEST_CASE("S3 openai: the root must be one object, not an array or an anyOf") {
    const LintReport array = lint(R"({"type":"array","items":{"type":"string"}})", kOpenAI);
    CHECK_FALSE(array.ok);
    CHECK(findings(array) == Strings{"root-not-object@"});
    CHECK(find_diagnostic(array, "root-not-object")->message ==
          "the root has type \"array\"; OpenAI strict mode needs the root to be one schema of type \"object\"");

    const std::string closed = R"({"type":"object","properties":{},"required":[],"additionalProperties":false})";
    const LintReport any = lint(R"({"anyOf":[)" + closed + "," + closed + "]}", kOpenAI);
    CHECK(findings(any) == Strings{"root-not-object@"});
    CHECK(find_diagnostic(any, "root-not-object")->message.rfind("the root is an anyOf", 0) == 0);
}

TEST_CASE("S3 openai: additionalProperties must be false on every object, nested ones included") {
    CHECK(lint(with_property(R"({"type":"object","properties":{"x":{"type":"string"}},"required":["x"],
        "additionalProperties":false})"),
               kOpenAI)
              .ok);

    const LintReport missing =
        lint(with_property(R"({"type":"object","properties":{"x":{"type":"string"}},"required":["x"]})"), kOpenAI);
    CHECK(findings(missing) == Strings{"additional-properties-required@/properties/a"});
    CHECK(find_diagnostic(missing, "additional-properties-required")->fix == "add \"additionalProperties\": false");

    const LintReport open = lint(R"({"type":"object","properties":{"x":{"type":"string"}},"required":["x"],
        "additionalProperties":true})",
                                 kOpenAI);
    CHECK(findings(open) == Strings{"additional-properties-required@/additionalProperties"});

    const LintReport map =
        lint(with_property(R"({"type":"object","additionalProperties":{"type":"string"}})"), kOpenAI);
    CHECK(findings(map) == Strings{"additional-properties-required@/properties/a/additionalProperties"});
}

TEST_CASE("S3 openai: every property must be listed in required; optional is written as nullable") {
    const LintReport optional = lint(R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},
        "required":["a"],"additionalProperties":false})",
                                     kOpenAI);
    CHECK(findings(optional) == Strings{"property-not-required@/properties/b"});
    CHECK(find_diagnostic(optional, "property-not-required")->fix ==
          "add \"b\" to required and allow null in its schema");

    CHECK(lint(R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":["string","null"]}},
        "required":["a","b"],"additionalProperties":false})",
               kOpenAI)
              .diagnostics.empty());
}

TEST_CASE("S3 openai: unsupported keywords are errors at the keyword") {
    const std::string object =
        R"("type":"object","properties":{"x":{"type":"string"}},"required":["x"],"additionalProperties":false)";
    const std::vector<std::pair<std::string, std::string>> rows = {
        {"allOf", R"({"allOf":[{"type":"string"}]})"},
        {"oneOf", R"({"oneOf":[{"type":"string"},{"type":"integer"}]})"},
        {"not", R"({"type":"string","not":{"const":"x"}})"},
        {"if", R"({"type":"string","if":{"const":"a"}})"},
        {"dependentRequired", "{" + object + R"(,"dependentRequired":{"x":["x"]}})"},
        {"minLength", R"({"type":"string","minLength":1})"},
        {"maxLength", R"({"type":"string","maxLength":280})"},
        {"uniqueItems", R"({"type":"array","items":{"type":"string"},"uniqueItems":true})"},
        {"contains", R"({"type":"array","items":{"type":"string"},"contains":{"const":"a"}})"},
        {"patternProperties", "{" + object + R"(,"patternProperties":{"^y":{"type":"string"}}})"},
        {"propertyNames", "{" + object + R"(,"propertyNames":{"pattern":"^x"}})"},
        {"unevaluatedProperties", "{" + object + R"(,"unevaluatedProperties":false})"},
        {"minProperties", "{" + object + R"(,"minProperties":1})"},
        {"maxProperties", "{" + object + R"(,"maxProperties":1})"},
    };
    for (const auto& [keyword, property] : rows) {
        INFO(keyword);
        const LintReport r = lint(with_property(property), kOpenAI);
        CHECK_FALSE(r.ok);
        CHECK(findings(r) == Strings{"unsupported-keyword@/properties/a/" + keyword});
    }
    CHECK(
        find_diagnostic(lint(with_property(R"({"oneOf":[{"type":"string"}]})"), kOpenAI), "unsupported-keyword")->fix ==
        "use anyOf");
}

TEST_CASE("S3 openai: the supported constraints pass") {
    const LintReport r = lint(R"({"type":"object","properties":{
        "s":{"type":"string","pattern":"^[a-z]+$","format":"email"},
        "n":{"type":"number","minimum":0,"maximum":1,"exclusiveMinimum":-1,"exclusiveMaximum":2,"multipleOf":0.5},
        "l":{"type":"array","items":{"type":"string"},"minItems":2,"maxItems":2},
        "t":{"type":"array","prefixItems":[{"type":"string"}],"items":{"type":"integer"}},
        "c":{"type":"string","const":"x"},"e":{"type":"string","enum":["a","b"]},
        "u":{"anyOf":[{"type":"string"},{"type":"null"}]}},
        "required":["s","n","l","t","c","e","u"],"additionalProperties":false})",
                              kOpenAI);
    CHECK(r.diagnostics.empty());
}

TEST_CASE("S3 openai: fine-tuned models also reject string, number and array constraints") {
    const std::string schema = with_property(R"({"type":"string","pattern":"^a"})");
    CHECK(lint(schema, kOpenAI).ok);
    LintOptions tuned;
    tuned.fine_tuned = true;
    const LintReport r = lint(schema, kOpenAI, tuned);
    CHECK(findings(r) == Strings{"unsupported-keyword@/properties/a/pattern"});
    CHECK(r.diagnostics[0].message == "OpenAI strict mode (fine-tuned models) does not support `pattern`");
}

TEST_CASE("S3 openai: only the documented formats are accepted") {
    CHECK(lint(with_property(R"({"type":"string","format":"date-time"})"), kOpenAI).ok);
    const LintReport r = lint(with_property(R"({"type":"string","format":"uri"})"), kOpenAI);
    CHECK(findings(r) == Strings{"unsupported-format@/properties/a/format"});
    CHECK(r.diagnostics[0].message ==
          "OpenAI strict mode does not support format `uri` here (supported: date-time, "
          "time, date, duration, email, hostname, ipv4, ipv6, uuid)");
}

TEST_CASE("S3 openai: a keyword OpenAI does not document is a warning, not an error") {
    const LintReport r = lint(with_property(R"({"type":"string","default":"x"})"), kOpenAI);
    CHECK(r.ok);
    CHECK(findings(r, Severity::Warning) == Strings{"unknown-keyword@/properties/a/default"});
}

TEST_CASE("S3 openai: $ref to a definition or to the root is accepted, recursion included") {
    const LintReport r = lint(R"({"type":"object","properties":{"root":{"$ref":"#/$defs/node"}},"required":["root"],
        "additionalProperties":false,"$defs":{"node":{"type":"object","properties":{"name":{"type":"string"},
        "children":{"type":"array","items":{"$ref":"#/$defs/node"}},"parent":{"anyOf":[{"$ref":"#"},{"type":"null"}]}},
        "required":["name","children","parent"],"additionalProperties":false}}})",
                              kOpenAI);
    CHECK(r.diagnostics.empty());
}

TEST_CASE("S3 openai: complex, external and unresolved references are rejected at the $ref") {
    const std::string defs = R"(,"$defs":{"n":{"type":"string"}})";
    auto two = [&](const std::string& b) {
        return R"({"type":"object","properties":{"a":{"type":"string"},"b":)" + b +
               R"(},"required":["a","b"],"additionalProperties":false)" + defs + "}";
    };
    CHECK(findings(lint(two(R"({"$ref":"#/properties/a"})"), kOpenAI)) == Strings{"complex-ref@/properties/b/$ref"});
    CHECK(findings(lint(two(R"({"$ref":"https://example.com/s.json"})"), kOpenAI)) ==
          Strings{"external-ref@/properties/b/$ref"});
    CHECK(findings(lint(two(R"({"$ref":"#/$defs/missing"})"), kOpenAI)) ==
          Strings{"unresolved-ref@/properties/b/$ref"});
    CHECK(findings(lint(two(R"({"$ref":"#n"})"), kOpenAI)) == Strings{"unresolved-ref@/properties/b/$ref"});
    CHECK(lint(two(R"({"$ref":"#/$defs/n","description":"a name"})"), kOpenAI).diagnostics.empty());
    CHECK(findings(lint(two(R"({"$ref":"#/$defs/n","maxItems":1})"), kOpenAI)) ==
          Strings{"ref-with-siblings@/properties/b"});
}

TEST_CASE("S3 openai: type arrays are documented only as [type, null]") {
    CHECK(lint(with_property(R"({"type":["string","null"]})"), kOpenAI).diagnostics.empty());
    const LintReport r = lint(with_property(R"({"type":["string","integer"]})"), kOpenAI);
    CHECK(r.ok);
    CHECK(findings(r, Severity::Warning) == Strings{"type-array-union@/properties/a/type"});
}

TEST_CASE("S3 openai: a schema that accepts any value cannot be expressed") {
    CHECK(findings(lint(with_property("{}"), kOpenAI)) == Strings{"untyped-schema@/properties/a"});
    CHECK(findings(lint(with_property(R"({"type":"array","items":{"description":"anything"}})"), kOpenAI)) ==
          Strings{"untyped-schema@/properties/a/items"});
    CHECK(findings(lint(with_property("true"), kOpenAI)) == Strings{"untyped-schema@/properties/a"});
}

TEST_CASE("S3 openai: an unknown type name is an error at type") {
    CHECK(findings(lint(with_property(R"({"type":"date"})"), kOpenAI)) ==
          Strings{"unsupported-type@/properties/a/type"});
}

TEST_CASE("S3 lint: a value that is not a schema is SchemaMismatch; too deep a document is LimitExceeded") {
    const rapidjson::Document number = json("42");
    const Result<LintReport> r = lint_schema(number, kOpenAI);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == ErrorCode::SchemaMismatch);

    std::string deep = R"({"type":"string"})";
    for (int i = 0; i < 40; ++i) deep = R"({"type":"array","items":)" + deep + "}";
    LintOptions shallow;
    shallow.max_depth = 10;
    const Result<LintReport> limited = lint_schema(json(deep), kOpenAI, shallow);
    REQUIRE_FALSE(limited.ok());
    CHECK(limited.error().code == ErrorCode::LimitExceeded);
}

// Rule S3, the profiles as data (issue 18): each provider's keyword table names a keyword once,
// and the findings at one schema come in the order its profile lists its site rules, with the
// provider's words and what the check found.
#include <set>

#include "providers/provider_profile.h"
#include "providers_test_support.h"

using namespace sg;

namespace {

// "code@pointer" for every diagnostic, whatever its severity, in order.
Strings every_finding(const LintReport& report) {
    Strings out;
    for (const Diagnostic& d : report.diagnostics) out.push_back(d.code + "@" + d.pointer);
    return out;
}

}  // namespace

TEST_CASE("S3 each profile lists a keyword once, in its own rules and in the fine-tuned ones") {
    for (const Provider provider : {Provider::OpenAI, Provider::Anthropic, Provider::Gemini, Provider::GeminiLegacy}) {
        const providers::ProviderProfile& profile = providers::profile_for(provider);
        CHECK(profile.provider == provider);
        for (const auto* rules : {&profile.keywords, &profile.fine_tuned_keywords}) {
            std::set<std::string_view> seen;
            for (const providers::KeywordRule& rule : *rules) {
                INFO(provider_name(provider) << " lists " << rule.keyword << " twice");
                CHECK(seen.insert(rule.keyword).second);
            }
        }
    }
}

TEST_CASE("S3 openai: format, a reference inside a schema, its siblings and a type union, in that order") {
    const LintReport r = lint(R"({"type":"object","properties":{"a":{"$ref":"#/properties/b","title":"t","minimum":1,
        "type":["string","number","null"],"format":"foo"},"b":{"type":"string"}},"required":["a","b"],
        "additionalProperties":false})",
                              Provider::OpenAI);
    CHECK(every_finding(r) == Strings{"unsupported-format@/properties/a/format", "complex-ref@/properties/a/$ref",
                                      "ref-with-siblings@/properties/a", "type-array-union@/properties/a/type"});
    CHECK(r.diagnostics[1].message ==
          "`$ref` \"#/properties/b\" points inside a schema; OpenAI strict mode accepts references to the root "
          "(\"#\") or to a definition (\"#/$defs/name\")");
    CHECK(r.diagnostics[2].message ==
          "keywords beside `$ref` (minimum, type, format); OpenAI strict mode takes only description and title next "
          "to a reference");
    CHECK(r.diagnostics[3].message == "OpenAI documents type arrays only as [type, \"null\"]; this one names 2 types");
}

TEST_CASE("S3 anthropic: format, enum values, minItems and a type array, in that order") {
    const LintReport r = lint(R"({"type":"object","properties":{"a":{"type":["string","integer","null"],
        "format":"foo","enum":[{"x":1},"s"],"minItems":3}},"required":["a"],"additionalProperties":false})",
                              Provider::Anthropic);
    CHECK(every_finding(r) == Strings{"unsupported-format@/properties/a/format",
                                      "enum-not-primitive@/properties/a/enum/0",
                                      "unsupported-value@/properties/a/minItems", "type-array@/properties/a/type",
                                      "unpublished-limit@"});
    CHECK(r.diagnostics[1].message ==
          "Anthropic accepts only strings, numbers, booleans and null in `enum`; this value is an object");
    CHECK(r.diagnostics[2].message == "Anthropic accepts minItems 0 or 1 only; this is 3");
}

TEST_CASE("S3 gemini-legacy: ordering, the format for the type, a type array and enum values, in that order") {
    // "STRING" is a type name here: OpenAPI's enum spells them in capitals.
    const LintReport r = lint(R"({"type":"object","properties":{"a":{"type":["STRING"],"format":"int32","enum":[1,"s"],
        "properties":{"x":{"type":"string"},"y":{"type":"string"}}}},"propertyOrdering":["a"]})",
                              Provider::GeminiLegacy);
    CHECK(every_finding(r) == Strings{"property-ordering@/properties/a", "unsupported-format@/properties/a/format",
                                      "type-array@/properties/a/type", "enum-not-string@/properties/a/enum/0",
                                      "unpublished-limit@"});
    CHECK(r.diagnostics[1].message ==
          "Gemini responseSchema does not support format `int32` here (supported: enum, date-time)");
    CHECK(r.diagnostics[3].message == "Gemini responseSchema accepts only strings in `enum`; this is 1");
}

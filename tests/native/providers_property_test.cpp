// Rule S4 laws over a corpus of ordinary schemas, for every provider:
// - toStrictSchema's result passes lintSchema for that provider;
// - exampleInstance builds a value for it (R5);
// - an instance valid under the strict schema, with nulls for the optional fields or without,
//   maps back (drop the nulls that stand for "absent") to one valid under the original,
//   unless the conversion reported a change that loosens the schema.
// Validation is the schema module's (schema/schema.h).
#include <algorithm>

#include "providers_test_support.h"
#include "providers/example_instance.h"
#include "providers/ref_graph.h"
#include "providers/schema_facts.h"
#include "providers/strict_round_trip.h"
#include "schema/schema.h"

using namespace sg;

namespace {

struct CorpusEntry {
    std::string name;
    std::string schema;
    std::vector<Provider> converts;  // the others must fail with `failure_reason`
    std::string failure_reason;
    std::string example_template = "null";  // "null": none
};

const std::vector<Provider> kAll = {Provider::OpenAI, Provider::Anthropic, Provider::Gemini, Provider::GeminiLegacy};

const std::vector<CorpusEntry> kCorpus = {
    {"optional scalars",
     R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"integer"}},"required":["a"]})", kAll, ""},
    {"nested optional object",
     R"({"type":"object","properties":{"user":{"type":"object","properties":{"name":{"type":"string"},
        "email":{"type":"string","format":"email"}},"required":["name"]},"tags":{"type":"array","items":{"type":"string"}}}})",
     kAll, ""},
    {"enums and const",
     R"({"type":"object","properties":{"tone":{"enum":["a","b"]},"level":{"type":"integer","enum":[1,2,3]},
        "flag":{"const":true}},"required":["tone"]})",
     kAll, ""},
    {"shared definitions",
     R"({"type":"object","properties":{"home":{"$ref":"#/$defs/addr"},"work":{"$ref":"#/$defs/addr"}},
        "required":["home"],"$defs":{"addr":{"type":"object","properties":{"city":{"type":"string"},"zip":{"type":"string"}},
        "required":["city"]}}})",
     kAll, ""},
    {"union of objects",
     R"({"type":"object","properties":{"shape":{"anyOf":[{"type":"object","properties":{"kind":{"const":"circle"},
        "r":{"type":"number"}},"required":["kind","r"]},{"type":"object","properties":{"kind":{"const":"square"},
        "side":{"type":"number"}},"required":["kind","side"]}]}},"required":["shape"]})",
     kAll, ""},
    {"type arrays",
     R"({"type":"object","properties":{"v":{"type":["string","integer"]},"n":{"type":["number","null"]}},"required":["v"]})",
     kAll, ""},
    {"allOf extension", R"({"type":"object","properties":{"item":{"allOf":[{"$ref":"#/$defs/base"},{"type":"object",
        "properties":{"price":{"type":"number","minimum":0}},"required":["price"]}]}},"required":["item"],
        "$defs":{"base":{"type":"object","properties":{"id":{"type":"string"},"label":{"type":"string"}},"required":["id"]}}})",
     kAll, ""},
    {"disjoint oneOf",
     R"({"type":"object","properties":{"id":{"oneOf":[{"type":"string"},{"type":"integer"}]}},"required":["id"]})",
     kAll, ""},
    {"array of objects with bounds", R"({"type":"object","properties":{"lines":{"type":"array","items":{"type":"object",
        "properties":{"q":{"type":"integer","minimum":1},"note":{"type":"string"}},"required":["q"]},"minItems":1,"maxItems":3}},
        "required":["lines"]})",
     kAll, ""},
    {"recursive tree",
     R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},"required":["tree"],"$defs":{"node":
        {"type":"object","properties":{"name":{"type":"string"},"kids":{"type":"array","items":{"$ref":"#/$defs/node"}}},
        "required":["name","kids"]}}})",
     {Provider::OpenAI, Provider::Gemini},
     "recursive-ref"},
    {"draft-07 root reference", R"({"$schema":"http://json-schema.org/draft-07/schema#","$ref":"#/definitions/out",
        "definitions":{"out":{"type":"object","properties":{"title":{"type":"string"},"count":{"type":"integer"}},
        "required":["title"]}}})",
     kAll, ""},
    {"string constraints", R"({"type":"object","properties":{"code":{"type":"string","pattern":"^[A-Z]{3}$"},
        "name":{"type":"string","minLength":2,"maxLength":10}},"required":["code","name"]})",
     kAll, "", R"({"code":"ABC"})"},
    {"numeric constraints", R"({"type":"object","properties":{"pct":{"type":"number","minimum":0,"maximum":100},
        "step":{"type":"integer","multipleOf":5,"exclusiveMinimum":0}},"required":["pct"]})",
     kAll, ""},
    {"already nullable optionals", R"({"type":"object","properties":{"x":{"type":["string","null"]},
        "y":{"anyOf":[{"type":"integer"},{"type":"null"}]}}})",
     kAll, ""},
    {"formats", R"({"type":"object","properties":{"at":{"type":"string","format":"date-time"},
        "id":{"type":"string","format":"uuid"}},"required":["at"]})",
     kAll, ""},
    {"tuple",
     R"({"type":"object","properties":{"pair":{"type":"array","prefixItems":[{"type":"string"},{"type":"integer"}],
        "items":false}},"required":["pair"]})",
     {Provider::OpenAI, Provider::Gemini},
     "tuple-unsupported"},
    {"extra keys beside properties", R"({"type":"object","properties":{"a":{"type":"string"}},
        "additionalProperties":{"type":"integer"},"required":["a"]})",
     kAll, ""},
    {"nested arrays", R"({"type":"object","properties":{"grid":{"type":"array","items":{"type":"array",
        "items":{"type":"integer"}}}},"required":["grid"]})",
     kAll, ""},
};

CompiledSchema compiled(const rapidjson::Value& schema) {
    SchemaCompileResult c = compile_schema(schema);
    if (!c.ok()) FAIL(c.error().message);
    return std::move(c.value());
}

// Every property whose strict schema admits null is set to null (where the value is an
// object the walk also goes inside the properties kept).
void null_out(const rapidjson::Value& root, const rapidjson::Value& schema, rapidjson::Value& instance, int depth) {
    if (depth > 40 || !schema.IsObject()) return;
    if (const rapidjson::Value* ref = providers::member(schema, "$ref")) {
        const providers::ResolvedRef target = providers::resolve_ref(root, providers::string_of(*ref));
        if (target.target) null_out(root, *target.target, instance, depth + 1);
        return;
    }
    if (!instance.IsObject()) return;
    const rapidjson::Value* properties = providers::member(schema, "properties");
    if (properties == nullptr) return;
    for (auto m = instance.MemberBegin(); m != instance.MemberEnd(); ++m) {
        const auto p = properties->FindMember(m->name);
        if (p == properties->MemberEnd()) continue;
        if (providers::admits_null(p->value))
            m->value.SetNull();
        else
            null_out(root, p->value, m->value, depth + 1);
    }
}

// responseSchema is OpenAPI 3.0: its `nullable: true` is JSON Schema's null in the type.
void openapi_nulls(rapidjson::Value& schema, rapidjson::Document::AllocatorType& allocator) {
    if (schema.IsArray()) {
        for (auto& v : schema.GetArray()) openapi_nulls(v, allocator);
        return;
    }
    if (!schema.IsObject()) return;
    for (auto m = schema.MemberBegin(); m != schema.MemberEnd(); ++m) openapi_nulls(m->value, allocator);
    const auto nullable = schema.FindMember("nullable");
    if (nullable == schema.MemberEnd()) return;
    const bool add = nullable->value.IsTrue();
    schema.EraseMember(nullable);
    if (!add) return;
    if (const auto any = schema.FindMember("anyOf"); any != schema.MemberEnd()) {
        rapidjson::Value null_branch(rapidjson::kObjectType);
        null_branch.AddMember("type", "null", allocator);
        any->value.PushBack(null_branch, allocator);
        return;
    }
    const auto type = schema.FindMember("type");
    if (type == schema.MemberEnd() || !type->value.IsString()) return;
    rapidjson::Value both(rapidjson::kArrayType);
    both.PushBack(rapidjson::Value(type->value, allocator), allocator).PushBack("null", allocator);
    type->value = both;
    if (const auto e = schema.FindMember("enum"); e != schema.MemberEnd())
        e->value.PushBack(rapidjson::Value(), allocator);
}

bool loosened(const StrictSchema& result) {
    return std::any_of(result.changes.begin(), result.changes.end(), [](const StrictChange& c) { return c.loosens; });
}

}  // namespace

TEST_CASE("S4 property: the strict form of every corpus schema passes the lint, and its instances map back") {
    std::size_t exact_law_checks = 0;  // instances checked where nothing loosened: valid is required
    for (const CorpusEntry& entry : kCorpus) {
        const rapidjson::Document original = json(entry.schema);
        const CompiledSchema original_validator = compiled(original);
        for (const Provider provider : kAll) {
            INFO(entry.name << " / " << provider_name(provider));
            const SchemaResult<StrictSchema> converted = to_strict_schema(original, provider);
            const bool expected =
                std::find(entry.converts.begin(), entry.converts.end(), provider) != entry.converts.end();
            if (!expected) {
                REQUIRE_FALSE(converted.ok());
                CHECK(converted.error().reason == entry.failure_reason);
                continue;
            }
            if (!converted.ok())
                FAIL(converted.error().reason << " @" << converted.error().pointer << ": "
                                              << converted.error().error.message);
            const StrictSchema& result = converted.value();
            const LintReport report = lint(result.schema, provider);
            INFO(describe(report));
            CHECK(report.ok);

            const rapidjson::Document tmpl = json(entry.example_template);
            const SchemaResult<rapidjson::Document> example =
                example_instance(result.schema, tmpl.IsNull() ? nullptr : &tmpl);
            if (!example.ok())
                FAIL(example.error().reason << " @" << example.error().pointer << ": "
                                            << example.error().error.message);
            rapidjson::Document as_json_schema;
            as_json_schema.CopyFrom(result.schema, as_json_schema.GetAllocator());
            if (provider == Provider::GeminiLegacy) openapi_nulls(as_json_schema, as_json_schema.GetAllocator());
            const CompiledSchema strict_validator = compiled(as_json_schema);

            rapidjson::Document with_values, with_nulls;
            with_values.CopyFrom(example.value(), with_values.GetAllocator());
            with_nulls.CopyFrom(example.value(), with_nulls.GetAllocator());
            null_out(result.schema, result.schema, with_nulls, 0);
            for (rapidjson::Document* instance : {&with_values, &with_nulls}) {
                INFO("strict instance " << dump(*instance));
                REQUIRE(strict_validator.is_valid(*instance));
                restore_optional_members(original, *instance);
                INFO("mapped back " << dump(*instance));
                const bool valid = original_validator.is_valid(*instance);
                CHECK((valid || loosened(result)));
                exact_law_checks += loosened(result) ? 0 : 1;
            }
        }
    }
    CHECK(exact_law_checks >= 100);
}

TEST_CASE("S4 property: a conversion that loosens says so, and only then may an instance fail the original") {
    // minLength moves into description for OpenAI: "" passes the strict schema, not the original.
    const rapidjson::Document original =
        json(R"({"type":"object","properties":{"s":{"type":"string","minLength":2}},"required":["s"]})");
    const StrictSchema result = strict(original, Provider::OpenAI);
    REQUIRE(loosened(result));
    const rapidjson::Document instance = json(R"({"s":""})");
    CHECK(compiled(result.schema).is_valid(instance));
    CHECK_FALSE(compiled(original).is_valid(instance));
}

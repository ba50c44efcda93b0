// Rule S4: toStrictSchema per provider — what changes, how it is reported, and what cannot be
// made strict (the reason and the place).
#include <algorithm>

#include "providers_test_support.h"

using namespace sg;

namespace {

SchemaFailure failure(std::string_view schema, Provider provider) {
    const SchemaResult<StrictSchema> r = to_strict_schema(json(schema), provider);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

const std::string kOrdinary = R"({"type":"object","properties":{
    "name":{"type":"string","description":"the name"},"age":{"type":"integer"},"tone":{"enum":["a","b"]},
    "ref":{"$ref":"#/$defs/x"}},"required":["name"],
    "$defs":{"x":{"type":"object","properties":{"k":{"type":"string"}},"required":["k"]}}})";

}  // namespace

TEST_CASE("S4 openai: optional properties become required and nullable, objects are closed, each change reported") {
    const StrictSchema r = strict(kOrdinary, Provider::OpenAI);
    CHECK(dump(r.schema) ==
          R"({"type":"object","properties":{"name":{"type":"string","description":"the name"},)"
          R"("age":{"type":["integer","null"]},"tone":{"enum":["a","b",null],"type":["string","null"]},)"
          R"("ref":{"anyOf":[{"$ref":"#/$defs/x"},{"type":"null"}]}},"required":["name","age","tone","ref"],)"
          R"("additionalProperties":false,"$defs":{"x":{"type":"object","properties":{"k":{"type":"string"}},)"
          R"("required":["k"],"additionalProperties":false}}})");
    CHECK(actions(r) == Strings{"add-type@/properties/tone", "add-additional-properties@",
                                "require-property@/properties/age", "require-property@/properties/tone",
                                "require-property@/properties/ref", "add-additional-properties@/$defs/x"});
    CHECK(r.changes[2].detail ==
          "optional property `age` is now required and may be null; a null stands for \"absent\"");
    CHECK_FALSE(r.changes[2].loosens);
}

TEST_CASE("S4 openai: a schema that is already strict comes back unchanged, with no changes") {
    const std::string judgment =
        R"({"type":"object","properties":{"step":{"type":"integer"},"reason":{"type":"string"}},
        "required":["step","reason"],"additionalProperties":false})";
    const StrictSchema r = strict(judgment, Provider::OpenAI);
    CHECK(r.schema == json(judgment));
    CHECK(r.changes.empty());
}

TEST_CASE("S4 anthropic: optional becomes anyOf with null; constraints move into description as its SDK writes them") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"n":{"type":"integer","minimum":1,"maximum":10,
        "description":"A number"},"o":{"type":"string"}},"required":["n"]})",
                                  Provider::Anthropic);
    // The SDK's own docstring example: {'type': 'integer', 'description': 'A number\n\n{minimum: 1, maximum: 10}'}
    CHECK(
        dump(r.schema) ==
        R"({"type":"object","properties":{"n":{"type":"integer","description":"A number\n\n{minimum: 1, maximum: 10}"},)"
        R"("o":{"anyOf":[{"type":"string"},{"type":"null"}]}},"required":["n","o"],"additionalProperties":false})");
    CHECK(actions(r) == Strings{"move-to-description@/properties/n", "move-to-description@/properties/n",
                                "add-additional-properties@", "require-property@/properties/o"});
    CHECK(r.changes[0].loosens);
}

TEST_CASE("S4 anthropic and gemini: keepOptional leaves optional properties optional") {
    StrictOptions keep;
    keep.keep_optional = true;
    const std::string schema =
        R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"required":["a"]})";
    CHECK(
        dump(strict(schema, Provider::Anthropic, keep).schema) ==
        R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"}},"required":["a"],"additionalProperties":false})");
    // OpenAI has no optional properties: the option does not apply.
    CHECK(dump(strict(schema, Provider::OpenAI, keep).schema).find(R"("required":["a","b"])") != std::string::npos);
}

TEST_CASE("S4 anthropic: a recursive schema cannot be made strict; the error names the recursive $ref") {
    const SchemaFailure f =
        failure(R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},"required":["tree"],
        "$defs":{"node":{"type":"object","properties":{"kids":{"type":"array","items":{"$ref":"#/$defs/node"}}},
        "required":["kids"]}}})",
                Provider::Anthropic);
    CHECK(f.error.code == ErrorCode::ValidationFailed);
    CHECK(f.reason == "recursive-ref");
    CHECK(f.pointer == "/$defs/node/properties/kids/items/$ref");
    CHECK(f.error.message == "`$ref` \"#/$defs/node\" is recursive; Anthropic does not support recursive schemas");
}

TEST_CASE("S4 openai: recursion is kept (OpenAI allows it)") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"tree":{"$ref":"#/$defs/node"}},"required":["tree"],
        "$defs":{"node":{"type":"object","properties":{"kids":{"type":"array","items":{"$ref":"#/$defs/node"}}},
        "required":["kids"]}}})",
                                  Provider::OpenAI);
    CHECK(dump(r.schema).find(R"("items":{"$ref":"#/$defs/node"})") != std::string::npos);
}

TEST_CASE("S4 openai: allOf is merged when its branches agree, an error naming the keyword when they do not") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"a":{"allOf":[{"$ref":"#/$defs/base"},
        {"type":"object","properties":{"extra":{"type":"integer"}},"required":["extra"]}]}},"required":["a"],
        "$defs":{"base":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}}})",
                                  Provider::OpenAI);
    CHECK(
        dump(r.schema) ==
        R"({"type":"object","properties":{"a":{"type":"object","properties":{"id":{"type":"string"},"extra":{"type":"integer"}},)"
        R"("required":["id","extra"],"additionalProperties":false}},"required":["a"],"additionalProperties":false})");
    CHECK(actions(r) == Strings{"merge-all-of@/properties/a", "add-additional-properties@/properties/a",
                                "add-additional-properties@", "drop-keyword@/$defs/base"});

    const SchemaFailure f = failure(
        R"({"type":"object","properties":{"a":{"allOf":[{"type":"string"},{"type":"integer"}]}}})", Provider::OpenAI);
    CHECK(f.reason == "all-of-conflict");
    CHECK(f.pointer == "/properties/a");
    CHECK(f.error.message == "allOf cannot be merged into one schema: `type` — the branches allow no type in common");
}

TEST_CASE("S4 allOf: bounds take the stricter value, enums intersect, a closed branch refuses other properties") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"n":{"allOf":[{"type":"number","maximum":10},
        {"type":"integer","maximum":5}]},"e":{"allOf":[{"enum":["a","b","c"]},{"enum":["b","c","d"]}]}},
        "required":["n","e"]})",
                                  Provider::OpenAI);
    CHECK(dump(r.schema) ==
          R"({"type":"object","properties":{"n":{"type":"integer","maximum":5},)"
          R"("e":{"enum":["b","c"],"type":"string"}},"required":["n","e"],"additionalProperties":false})");
    const SchemaFailure f = failure(R"({"type":"object","properties":{"a":{"allOf":[
        {"type":"object","properties":{"x":{"type":"string"}},"additionalProperties":false},
        {"type":"object","properties":{"y":{"type":"string"}}}]}},"required":["a"]})",
                                    Provider::OpenAI);
    CHECK(f.reason == "all-of-conflict");
    CHECK(f.error.message.find("`additionalProperties`") != std::string::npos);
}

TEST_CASE("S4 oneOf becomes anyOf, reported as loosening") {
    const StrictSchema r =
        strict(R"({"type":"object","properties":{"a":{"oneOf":[{"type":"string"},{"type":"integer"}]}},
        "required":["a"]})",
               Provider::OpenAI);
    CHECK(dump(r.schema["properties"]["a"]) == R"({"anyOf":[{"type":"string"},{"type":"integer"}]})");
    REQUIRE(r.changes.size() == 2);
    CHECK(r.changes[0].action == "one-of-to-any-of");
    CHECK(r.changes[0].loosens);
}

TEST_CASE("S4 openai: maps and free-form objects cannot be made strict; the root must be an object") {
    const SchemaFailure map = failure(R"({"type":"object","properties":{"m":{"type":"object","additionalProperties":
        {"type":"string"}}},"required":["m"]})",
                                      Provider::OpenAI);
    CHECK(map.reason == "map-object");
    CHECK(map.pointer == "/properties/m");
    CHECK(failure(R"({"type":"object","properties":{"m":{"type":"object"}},"required":["m"]})", Provider::OpenAI)
              .reason == "free-form-object");
    const SchemaFailure root = failure(R"({"type":"array","items":{"type":"string"}})", Provider::OpenAI);
    CHECK(root.reason == "root-not-object");
    CHECK(root.pointer == "");
    CHECK(failure(R"({"type":"object","properties":{"a":{}},"required":["a"]})", Provider::OpenAI).reason ==
          "untyped-schema");
    CHECK(failure(R"({"type":"object","properties":{"a":{"$ref":"https://example.com/x.json"}}})", Provider::OpenAI)
              .reason == "external-ref");
}

TEST_CASE("S4 openai: a type array of several types is split by type, each constraint in its branch") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"v":{"type":["string","integer","null"],
        "minLength":1,"minimum":0,"description":"d"}},"required":["v"]})",
                                  Provider::OpenAI);
    CHECK(
        dump(r.schema["properties"]["v"]) ==
        R"({"description":"d","anyOf":[{"type":"string","description":"{minLength: 1}"},{"type":"integer","minimum":0},{"type":"null"}]})");
    CHECK(actions(r) == Strings{"split-type-array@/properties/v", "move-to-description@/properties/v/anyOf/0",
                                "add-additional-properties@"});
}

TEST_CASE("S4 openai: a $ref with constraints beside it, and one into a schema, are inlined") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"a":{"type":"string"},"b":{"$ref":"#/properties/a"},
        "c":{"$ref":"#/$defs/n","maxLength":3}},"required":["a","b","c"],"$defs":{"n":{"type":"string"}}})",
                                  Provider::OpenAI);
    CHECK(
        dump(r.schema) ==
        R"({"type":"object","properties":{"a":{"type":"string"},"b":{"type":"string"},)"
        R"("c":{"type":"string","description":"{maxLength: 3}"}},"required":["a","b","c"],"additionalProperties":false})");
    CHECK(actions(r) == Strings{"inline-ref@/properties/b", "inline-ref@/properties/c", "move-to-description@/$defs/n",
                                "add-additional-properties@", "drop-keyword@/$defs/n"});
}

TEST_CASE("S4 gemini: const becomes enum, propertyOrdering is added, type arrays with null stay") {
    const StrictSchema r = strict(
        R"({"type":"object","properties":{"k":{"const":"x"},"u":{"type":["string","null"]}}})", Provider::Gemini);
    CHECK(dump(r.schema) == R"({"type":"object","properties":{"k":{"type":["string","null"],"enum":["x",null]},)"
                            R"("u":{"type":["string","null"]}},"required":["k","u"],"propertyOrdering":["k","u"]})");
    CHECK(r.changes[3].detail ==
          "optional property `u` is now required (it could already be null); a null stands for \"absent\"");
}

TEST_CASE("S4 gemini-legacy: references inlined, null written as nullable, additionalProperties removed") {
    const StrictSchema r =
        strict(R"({"type":"object","properties":{"u":{"type":["string","null"]},"r":{"$ref":"#/$defs/x"}},
        "required":["u"],"additionalProperties":false,"$defs":{"x":{"type":"integer"}}})",
               Provider::GeminiLegacy);
    CHECK(dump(r.schema) ==
          R"({"type":"object","properties":{"u":{"type":"string","nullable":true},)"
          R"("r":{"type":"integer","nullable":true}},"required":["u","r"],"propertyOrdering":["u","r"]})");
    CHECK(actions(r) == Strings{"split-type-array@/properties/u", "inline-ref@/properties/r", "drop-keyword@",
                                "require-property@/properties/r", "add-property-ordering@", "drop-keyword@/$defs/x"});
    CHECK(r.changes[2].loosens);
}

TEST_CASE("S4 gemini-legacy: a recursive schema cannot be inlined") {
    const SchemaFailure f = failure(R"({"type":"object","properties":{"next":{"$ref":"#"}}})", Provider::GeminiLegacy);
    CHECK(f.reason == "recursive-ref");
    CHECK(f.pointer == "/properties/next/$ref");
}

// Issue 26: d(i+1) refers to d(i) twice, twenty times over: 1.9 KB that inline into millions of values.
TEST_CASE("S4 gemini-legacy: doubling references stop at maxInlinedValues, a LimitExceeded naming the $ref") {
    std::string defs = R"("d0":{"type":"string"})";
    for (int i = 1; i < 20; ++i) {
        const std::string previous = "#/$defs/d" + std::to_string(i - 1);
        defs += R"(,"d)" + std::to_string(i) + R"(":{"type":"object","properties":{"a":{"$ref":")" + previous +
                R"("},"b":{"$ref":")" + previous + R"("}}})";
    }
    const std::string schema = R"({"type":"object","properties":{"x":{"$ref":"#/$defs/d19"}},"$defs":{)" + defs + "}}";
    CHECK(schema.size() < 2000);
    const SchemaResult<StrictSchema> r = to_strict_schema(json(schema), Provider::GeminiLegacy);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().error.code == ErrorCode::LimitExceeded);
    CHECK(r.error().reason == "inlined-too-large");
    // Where the copies passed 100,000 (depth first, in the target's coordinates).
    CHECK(r.error().pointer == "/$defs/d5/properties/a/$ref");
    CHECK(r.error().error.message ==
          "inlining `$ref` \"#/$defs/d4\" here would copy more than maxInlinedValues (100000) JSON values into the "
          "converted schema: each `$ref` becomes a copy of its target, so definitions that use the one before more "
          "than once double at every level; send it as responseJsonSchema (provider 'gemini'), which keeps `$ref`, "
          "or make the schema refer to fewer copies, or raise maxInlinedValues");
}

TEST_CASE("S4 inlining counts every value it copies: at maxInlinedValues it converts, one below it fails") {
    const std::string schema = R"({"type":"object","properties":{"a":{"$ref":"#/$defs/s"},"b":{"$ref":"#/$defs/s"}},
        "required":["a","b"],"$defs":{"s":{"type":"string","maxLength":5}}})";
    StrictOptions options;
    options.max_inlined_values = 6;  // two copies of {"type":"string","maxLength":5}: 3 values each
    CHECK(dump(strict(schema, Provider::GeminiLegacy, options).schema["properties"]) ==
          R"({"a":{"type":"string","maxLength":5},"b":{"type":"string","maxLength":5}})");
    options.max_inlined_values = 5;
    const SchemaResult<StrictSchema> r = to_strict_schema(json(schema), Provider::GeminiLegacy, options);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().reason == "inlined-too-large");
    CHECK(r.error().pointer == "/properties/b/$ref");
    // OpenAI inlines only a root `$ref` and one with constraints beside it; the same budget applies.
    const std::string root_ref = R"({"$ref":"#/$defs/o","$defs":{"o":{"type":"object","properties":{"k":{"type":"string"}},
        "required":["k"],"additionalProperties":false}}})";
    options.max_inlined_values = 8;  // the target's 8 values, `false` and the item of `required` included
    CHECK(to_strict_schema(json(root_ref), Provider::OpenAI, options).ok());
    options.max_inlined_values = 7;
    const SchemaResult<StrictSchema> openai = to_strict_schema(json(root_ref), Provider::OpenAI, options);
    REQUIRE_FALSE(openai.ok());
    CHECK(openai.error().pointer == "/$ref");
    CHECK(openai.error().error.message ==
          "inlining `$ref` \"#/$defs/o\" here would copy more than maxInlinedValues (7) JSON values into the "
          "converted schema: each `$ref` becomes a copy of its target, so definitions that use the one before more "
          "than once double at every level; make the schema refer to fewer copies, or raise maxInlinedValues");
}

TEST_CASE("S4 openai fine-tuned: numeric and array constraints move into description too") {
    StrictOptions tuned;
    tuned.fine_tuned = true;
    const StrictSchema r =
        strict(R"({"type":"object","properties":{"n":{"type":"integer","minimum":1}},"required":["n"]})",
               Provider::OpenAI, tuned);
    CHECK(dump(r.schema["properties"]["n"]) == R"({"type":"integer","description":"{minimum: 1}"})");
}

TEST_CASE("S4 openai: OpenAPI's nullable becomes a null in the type; default null goes as OpenAI's SDK drops it") {
    const StrictSchema r =
        strict(R"({"type":"object","properties":{"a":{"type":"string","nullable":true,"default":null}},
        "required":["a"]})",
               Provider::OpenAI);
    CHECK(dump(r.schema["properties"]["a"]) == R"({"type":["string","null"]})");
    CHECK(actions(r) ==
          Strings{"make-nullable@/properties/a", "drop-keyword@/properties/a", "add-additional-properties@"});
}

TEST_CASE("S4 gemini-legacy: an anyOf null branch becomes nullable: true") {
    const StrictSchema r = strict(R"({"type":"object","properties":{"a":{"anyOf":[{"type":"integer"},{"type":"null"}]}},
        "required":["a"]})",
                                  Provider::GeminiLegacy);
    CHECK(dump(r.schema["properties"]["a"]) == R"({"anyOf":[{"type":"integer"}],"nullable":true})");
}

TEST_CASE("S4 every provider: an optional property whose schema is false may only be null once required") {
    for (const Provider provider : {Provider::OpenAI, Provider::Anthropic, Provider::Gemini}) {
        const StrictSchema r = strict(R"({"type":"object","properties":{"gone":false,"k":{"type":"string"}},
            "required":["k"]})",
                                      provider);
        CHECK(dump(r.schema["properties"]["gone"]) == R"({"type":"null"})");
        const auto gone = std::find_if(r.changes.begin(), r.changes.end(),
                                       [](const StrictChange& c) { return c.pointer == "/properties/gone"; });
        REQUIRE(gone != r.changes.end());
        CHECK(gone->detail == "optional property `gone` is now required and may be null; a null stands for \"absent\"");
    }
}

TEST_CASE("S4 gemini-legacy: an optional property whose schema is false cannot be written as null there") {
    const SchemaFailure f = failure(R"({"type":"object","properties":{"gone":false}})", Provider::GeminiLegacy);
    CHECK(f.reason == "unsupported-value");
    CHECK(f.pointer == "/properties/gone");
}

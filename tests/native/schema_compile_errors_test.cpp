#include <catch2/catch.hpp>

#include "schema_test_support.h"

using namespace sg;

TEST_CASE("S7 an invalid keyword value is a SchemaError whose pointer names the keyword") {
    struct Case {
        const char* schema;
        const char* pointer;
        const char* message;
    };
    const Case cases[] = {
        {R"({"properties": {"a": {"minimum": "1"}}})", "/properties/a/minimum", "minimum must be a number"},
        {R"({"type": "strnig"})", "/type",
         "type must be one of null, boolean, object, array, number, string, integer, or an array of them"},
        {R"({"items": {"minLength": -1}})", "/items/minLength", "minLength must be a non-negative integer"},
        {R"({"maxItems": 1.5})", "/maxItems", "maxItems must be a non-negative integer"},
        {R"({"multipleOf": 0})", "/multipleOf", "multipleOf must be greater than 0"},
        {R"({"required": ["a", 1]})", "/required", "required must be an array of property names"},
        {R"({"allOf": []})", "/allOf", "allOf must be a non-empty array of schemas"},
        {R"({"anyOf": [{}, 3]})", "/anyOf", "anyOf must hold schemas (objects or booleans)"},
        {R"({"not": "x"})", "/not", "not must be a schema (an object or a boolean)"},
        {R"({"$defs": {"a": {"enum": 1}}})", "/$defs/a/enum", "enum must be an array"},
        {R"({"$anchor": "1bad"})", "/$anchor", "$anchor must be a name matching ^[A-Za-z_][-A-Za-z0-9._]*$"},
        {R"({"$id": "https://x.test/a#frag"})", "/$id", "$id must not have a fragment; got 'https://x.test/a#frag' (use $anchor)"},
        {R"({"uniqueItems": "yes"})", "/uniqueItems", "uniqueItems must be a boolean"},
    };
    for (const Case& c : cases) {
        INFO(c.schema);
        const SchemaError error = compile_error(c.schema);
        CHECK(error.kind == SchemaErrorKind::InvalidSchema);
        CHECK(error.pointer == c.pointer);
        CHECK(error.uri.empty());
        CHECK(error.message == c.message);
    }
}

TEST_CASE("S7 a schema must be an object or a boolean") {
    const SchemaError error = compile_error("[1]");
    CHECK(error.kind == SchemaErrorKind::InvalidSchema);
    CHECK(error.pointer.empty());
}

TEST_CASE("S7 an unresolvable $ref is a SchemaError at the $ref") {
    SchemaError error = compile_error(R"({"properties": {"a": {"$ref": "#/$defs/missing"}}})");
    CHECK(error.kind == SchemaErrorKind::UnresolvedReference);
    CHECK(error.pointer == "/properties/a/$ref");
    CHECK(error.message == "$ref '#/$defs/missing' cannot be resolved: the JSON Pointer names no value");
    error = compile_error(R"({"$ref": "https://elsewhere.test/s.json"})");
    CHECK(error.message ==
          "$ref 'https://elsewhere.test/s.json' cannot be resolved: no schema is known by the URI 'https://elsewhere.test/s.json' (register it first)");
    error = compile_error(R"({"$ref": "#nowhere"})");
    CHECK(error.message == "$ref '#nowhere' cannot be resolved: resource '' has no anchor 'nowhere'");
}

TEST_CASE("S7 an unknown $schema, or a meta-schema requiring an unknown vocabulary, is refused") {
    SchemaError error = compile_error(R"({"$schema": "https://json-schema.org/draft/2031-01/schema"})");
    CHECK(error.kind == SchemaErrorKind::UnresolvedReference);
    CHECK(error.pointer == "/$schema");

    SchemaRegistry registry;
    const rapidjson::Document meta = parse_json(R"({
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true, "https://example.test/vocab/x": true}})");
    REQUIRE_FALSE(registry.add("https://example.test/meta", meta));
    error = compile_error(R"({"$schema": "https://example.test/meta"})", {}, &registry);
    CHECK(error.kind == SchemaErrorKind::Unsupported);
    CHECK(error.message == "meta-schema 'https://example.test/meta' requires vocabulary 'https://example.test/vocab/x', which is not supported");
}

TEST_CASE("L7 a pattern the linear-time engine cannot run is a compile error naming the construct") {
    SchemaError error = compile_error(R"({"properties": {"code": {"pattern": "^(a)\\1$"}}})");
    CHECK(error.kind == SchemaErrorKind::Unsupported);
    CHECK(error.pointer == "/properties/code/pattern");
    CHECK_THAT(error.message, Catch::StartsWith("pattern /^(a)\\1$/ at offset 4: "));
    error = compile_error(R"j({"patternProperties": {"(?<=x)": true}})j");
    CHECK(error.kind == SchemaErrorKind::Unsupported);
    CHECK(error.pointer == "/patternProperties/(?<=x)");
    error = compile_error(R"({"pattern": "^(abc"})");
    CHECK(error.kind == SchemaErrorKind::InvalidSchema);
    CHECK(error.pointer == "/pattern");
}

TEST_CASE("L7 a $ref cycle that never moves into the instance is refused at compile time") {
    const SchemaError error = compile_error(R"({"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"anyOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"})");
    CHECK(error.kind == SchemaErrorKind::InvalidSchema);
    CHECK_THAT(error.message, Catch::StartsWith("this subschema applies itself to the same value without end"));
    // Recursion through properties or items moves into the instance: allowed.
    compile_ok(R"({"properties": {"child": {"$ref": "#"}}, "items": {"$ref": "#"}})");
}

TEST_CASE("S7 an error inside a registered document names that document") {
    SchemaRegistry registry;
    const rapidjson::Document remote = parse_json(R"({"$defs": {"n": {"maximum": "ten"}}})");
    REQUIRE_FALSE(registry.add("https://example.test/remote.json", remote));
    const SchemaError error = compile_error(R"({"$ref": "https://example.test/remote.json#/$defs/n"})", {}, &registry);
    CHECK(error.uri == "https://example.test/remote.json");
    CHECK(error.pointer == "/$defs/n/maximum");
}

TEST_CASE("S7 the registry refuses a URI with a fragment and a non-schema value") {
    SchemaRegistry registry;
    const rapidjson::Document schema = parse_json("{}");
    const rapidjson::Document number = parse_json("3");
    REQUIRE(registry.add("https://example.test/a#x", schema));
    REQUIRE(registry.add("https://example.test/a", number));
    CHECK_FALSE(registry.add("https://example.test/a#", schema));
    CHECK(registry.size() == 1);
}

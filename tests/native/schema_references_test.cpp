#include <memory>

#include <catch2/catch.hpp>

#include "schema/uri.h"
#include "schema_test_support.h"

using namespace sg;

TEST_CASE("S7 $ref reaches a registered schema, and the compiled program outlives the registry") {
    auto registry = std::make_unique<SchemaRegistry>();
    const rapidjson::Document step = parse_json(R"({"$id": "https://example.test/step.json",
      "type": "object", "properties": {"seq": {"$ref": "#/$defs/seq"}},
      "$defs": {"seq": {"type": "integer", "minimum": 1}, "inner": {"$id": "inner.json", "const": 7}}})");
    REQUIRE_FALSE(registry->add("https://example.test/step.json", step));
    const CompiledSchema schema = compile_ok(R"({"type": "array", "items": {"$ref": "https://example.test/step.json"},
      "contains": {"properties": {"tag": {"$ref": "https://example.test/inner.json"}}, "required": ["tag"]}})",
                                             {}, registry.get());
    registry.reset();
    CHECK(validate_text(schema, R"([{"seq": 1, "tag": 7}, {"seq": 2}])").valid);
    const ValidationResult result = validate_text(schema, R"([{"seq": 0, "tag": 7}])");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].keyword_location == "/items/$ref/properties/seq/$ref/minimum");
    CHECK(result.errors[0].absolute_keyword_location == "https://example.test/step.json#/$defs/seq/minimum");
    CHECK_FALSE(validate_text(schema, R"([{"seq": 1, "tag": 8}])").valid);
}

TEST_CASE("S7 the bundled meta-schemas validate schemas through $ref") {
    const CompiledSchema meta2020 = compile_ok(R"({"$ref": "https://json-schema.org/draft/2020-12/schema"})");
    CHECK(validate_text(meta2020, R"({"type": "object", "properties": {"a": {"minimum": 1}}, "$defs": {"x": true}})").valid);
    const ValidationResult result = validate_text(meta2020, R"({"properties": {"a": {"minimum": "1"}}})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].instance_location == "/properties/a/minimum");
    CHECK(result.errors[0].absolute_keyword_location == "https://json-schema.org/draft/2020-12/meta/validation#/properties/minimum/type");
    CHECK_FALSE(validate_text(meta2020, R"({"$anchor": "9lives"})").valid);

    const CompiledSchema meta7 = compile_ok(R"({"$ref": "http://json-schema.org/draft-07/schema#"})");
    CHECK(validate_text(meta7, R"({"items": [{"type": "string"}], "additionalItems": false})").valid);
    CHECK_FALSE(validate_text(meta7, R"({"required": "a"})").valid);
}

TEST_CASE("S7 $schema chooses the dialect: draft-07 items arrays and $ref siblings") {
    const std::string tuple = R"({"items": [{"type": "integer"}], "additionalItems": false})";
    const std::string draft7 = R"({"$schema": "http://json-schema.org/draft-07/schema#", )" + tuple.substr(1);
    CHECK_FALSE(valid(draft7, R"([1, 2])"));
    CHECK_FALSE(valid(draft7, R"(["a"])"));
    // In 2020-12 an items array is no schema at all.
    CHECK(compile_error(tuple).pointer == "/items");

    const std::string sibling = R"({"$defs": {"s": {"type": "string"}}, "definitions": {"s": {"type": "string"}},
      "properties": {"a": {"$ref": "#/definitions/s", "maxLength": 1}}})";
    CHECK_FALSE(valid(sibling, R"({"a": "long"})"));
    SchemaOptions options;
    options.default_dialect = SchemaDialect::Draft7;
    CHECK(valid(sibling, R"({"a": "long"})", options));
}

TEST_CASE("S7 $id changes the base URI and $anchor names a subschema") {
    const CompiledSchema schema = compile_ok(R"({"$id": "https://example.test/root/",
      "properties": {"a": {"$ref": "folder/item.json"}, "b": {"$ref": "#word"}},
      "$defs": {"item": {"$id": "folder/item.json", "type": "integer"}, "w": {"$anchor": "word", "pattern": "^\\w+$"}}})");
    CHECK(validate_text(schema, R"({"a": 1, "b": "ok"})").valid);
    CHECK_FALSE(validate_text(schema, R"({"a": "x"})").valid);
    CHECK_FALSE(validate_text(schema, R"({"b": "two words"})").valid);
}

TEST_CASE("S7 $dynamicRef resolves to the outermost dynamic anchor in scope") {
    SchemaRegistry registry;
    const rapidjson::Document list = parse_json(R"({"$id": "https://example.test/list", "$dynamicAnchor": "item",
      "type": "array", "items": {"$dynamicRef": "#item"}, "$defs": {"any": {"$dynamicAnchor": "item"}}})");
    const rapidjson::Document anything = parse_json(R"({"$id": "https://example.test/generic",
      "$ref": "list", "$defs": {"item": {"$dynamicAnchor": "item"}}})");
    REQUIRE_FALSE(registry.add("https://example.test/list", list));
    const CompiledSchema strings = compile_ok(R"({"$id": "https://example.test/strings", "$ref": "list",
      "$defs": {"item": {"$dynamicAnchor": "item", "type": "string"}}})", {}, &registry);
    CHECK(validate_text(strings, R"(["a", "b"])").valid);
    const ValidationResult result = validate_text(strings, R"(["a", 2])");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].keyword_location == "/$ref/items/$dynamicRef/type");
    CHECK(result.errors[0].absolute_keyword_location == "https://example.test/strings#/$defs/item/type");
}

TEST_CASE("S7 unevaluatedProperties sees through $ref, allOf and passing anyOf branches only") {
    const CompiledSchema schema = compile_ok(R"({"$defs": {"base": {"properties": {"id": true}}},
      "allOf": [{"$ref": "#/$defs/base"}],
      "anyOf": [{"properties": {"a": true}, "required": ["a"]}, {"properties": {"b": true}, "required": ["x"]}],
      "unevaluatedProperties": false})");
    CHECK(validate_text(schema, R"({"id": 1, "a": 1})").valid);
    const ValidationResult result = validate_text(schema, R"({"id": 1, "a": 1, "b": 1})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "property 'b' is not allowed (unevaluatedProperties)");
    CHECK(result.errors[0].keyword_location == "/unevaluatedProperties");
}

TEST_CASE("S7 base URI resolution follows RFC 3986") {
    const char* base = "http://a/b/c/d;p?q";
    const std::pair<const char*, const char*> cases[] = {
        {"g", "http://a/b/c/g"},        {"./g", "http://a/b/c/g"},     {"g/", "http://a/b/c/g/"},
        {"/g", "http://a/g"},           {"//g", "http://g"},           {"?y", "http://a/b/c/d;p?y"},
        {"#s", "http://a/b/c/d;p?q#s"}, {"../g", "http://a/b/g"},      {"../../g", "http://a/g"},
        {"../../../g", "http://a/g"},   {"g;x=1/../y", "http://a/b/c/y"}, {"", "http://a/b/c/d;p?q"},
        {"urn:x:y#/a", "urn:x:y#/a"},
    };
    for (const auto& [reference, expected] : cases) {
        INFO(reference);
        CHECK(schema::resolve_uri(base, reference) == expected);
    }
    CHECK(schema::resolve_uri("urn:uuid:1234", "#/$defs/a") == "urn:uuid:1234#/$defs/a");
    CHECK(schema::resolve_uri("", "folder/a.json") == "folder/a.json");
}

TEST_CASE("S7 registering a URI again replaces its document and its $ids; earlier compiles keep theirs") {
    SchemaRegistry registry;
    const std::string uri = "https://example.test/limit.json";
    const rapidjson::Document first = parse_json(R"({"const": 1, "$defs": {"x": {"$id": "https://example.test/x.json"}}})");
    REQUIRE_FALSE(registry.add(uri, first));
    const CompiledSchema before = compile_ok(R"({"$ref": "https://example.test/limit.json"})", {}, &registry);
    const rapidjson::Document second = parse_json(R"({"const": 2})");
    for (int i = 0; i < 1000; ++i) REQUIRE_FALSE(registry.add(uri, second));
    CHECK(registry.size() == 1);
    CHECK(registry.find("https://example.test/x.json") == nullptr);
    const CompiledSchema after = compile_ok(R"({"$ref": "https://example.test/limit.json"})", {}, &registry);
    CHECK(validate_text(before, "1").valid);
    CHECK_FALSE(validate_text(before, "2").valid);
    CHECK(validate_text(after, "2").valid);
}

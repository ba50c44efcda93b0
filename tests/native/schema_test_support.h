// Shared helpers for the schema tests: JSON from text, compile-or-fail, validate.
#pragma once

#include <string>
#include <utility>

#include <catch2/catch.hpp>
#include <rapidjson/document.h>

#include "schema/schema.h"
#include "schema/schema_registry.h"

inline rapidjson::Document parse_json(const std::string& text) {
    rapidjson::Document document;
    document.Parse<rapidjson::kParseFullPrecisionFlag>(text.c_str());
    REQUIRE_FALSE(document.HasParseError());
    return document;
}

inline sg::CompiledSchema compile_ok(const std::string& schema, const sg::SchemaOptions& options = {},
                                     const sg::SchemaRegistry* registry = nullptr) {
    const rapidjson::Document document = parse_json(schema);
    sg::SchemaCompileResult result = registry != nullptr ? sg::compile_schema(document, *registry, options)
                                                         : sg::compile_schema(document, options);
    if (!result.ok()) FAIL("schema did not compile: " << result.error().pointer << ": " << result.error().message);
    return std::move(result.value());
}

inline sg::SchemaError compile_error(const std::string& schema, const sg::SchemaOptions& options = {},
                                     const sg::SchemaRegistry* registry = nullptr) {
    const rapidjson::Document document = parse_json(schema);
    const sg::SchemaCompileResult result = registry != nullptr ? sg::compile_schema(document, *registry, options)
                                                               : sg::compile_schema(document, options);
    REQUIRE_FALSE(result.ok());
    return result.error();
}

inline sg::ValidationResult validate_text(const sg::CompiledSchema& schema, const std::string& instance,
                                          const sg::ValidateOptions& options = {}) {
    const rapidjson::Document document = parse_json(instance);
    sg::ValidationResult result = schema.validate(document, options);
    CHECK(schema.is_valid(document) == result.valid);
    return result;
}

inline bool valid(const std::string& schema, const std::string& instance, const sg::SchemaOptions& options = {}) {
    return validate_text(compile_ok(schema, options), instance).valid;
}

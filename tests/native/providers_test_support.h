// Shared helpers for the provider-schema tests (rules S3-S6, R3, R5): JSON from text, lint
// verdicts reduced to what the tests compare, conversion in one call.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <catch2/catch.hpp>
#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "json/strict_parser.h"
#include "providers/lint.h"
#include "providers/strict_converter.h"

inline rapidjson::Document json(std::string_view text) {
    sg::Result<rapidjson::Document> parsed = sg::parse_strict(text, text);
    INFO(text);
    REQUIRE(parsed.ok());
    return std::move(parsed.value());
}

inline std::string dump(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    value.Accept(out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

inline sg::LintReport lint(const rapidjson::Value& schema, sg::Provider provider, sg::LintOptions options = {}) {
    sg::Result<sg::LintReport> report = sg::lint_schema(schema, provider, options);
    REQUIRE(report.ok());
    return report.value();
}

inline sg::LintReport lint(std::string_view schema, sg::Provider provider, sg::LintOptions options = {}) {
    return lint(json(schema), provider, options);
}

// "code@pointer" for every diagnostic of the given severity, in order.
inline std::vector<std::string> findings(const sg::LintReport& report, sg::Severity severity = sg::Severity::Error) {
    std::vector<std::string> out;
    for (const sg::Diagnostic& d : report.diagnostics) {
        if (d.severity == severity) out.push_back(d.code + "@" + d.pointer);
    }
    return out;
}

inline const sg::Diagnostic* find_diagnostic(const sg::LintReport& report, std::string_view code) {
    for (const sg::Diagnostic& d : report.diagnostics) {
        if (d.code == code) return &d;
    }
    return nullptr;
}

inline std::string describe(const sg::LintReport& report) {
    std::string text;
    for (const sg::Diagnostic& d : report.diagnostics) {
        text += std::string(sg::severity_name(d.severity)) + " " + d.code + " @" + d.pointer + ": " + d.message + "\n";
    }
    return text;
}

inline sg::StrictSchema strict(const rapidjson::Value& schema, sg::Provider provider, sg::StrictOptions options = {}) {
    sg::SchemaResult<sg::StrictSchema> result = sg::to_strict_schema(schema, provider, options);
    if (!result.ok())
        FAIL_CHECK(result.error().reason + " @" + result.error().pointer + ": " + result.error().error.message);
    REQUIRE(result.ok());
    return std::move(result.value());
}

inline sg::StrictSchema strict(std::string_view schema, sg::Provider provider, sg::StrictOptions options = {}) {
    return strict(json(schema), provider, options);
}

// "action@pointer" for every change, in order.
inline std::vector<std::string> actions(const sg::StrictSchema& result) {
    std::vector<std::string> out;
    for (const sg::StrictChange& c : result.changes) out.push_back(c.action + "@" + c.pointer);
    return out;
}

using Strings = std::vector<std::string>;

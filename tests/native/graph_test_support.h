// Shared helpers for the dependency-graph tests: plans written as JSON text, and the parts of
// a result that the tests compare.
#pragma once

#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <rapidjson/document.h>

#include "graph/dependency_check.h"

inline rapidjson::Document plan_json(const std::string& text) {
    rapidjson::Document document;
    document.Parse(text.c_str(), text.size());
    REQUIRE_FALSE(document.HasParseError());
    return document;
}

inline sg::DependencyCheck check_plan(const std::string& text, const sg::DependencyOptions& options = {}) {
    return sg::check_dependencies(plan_json(text), options);
}

inline std::vector<std::string> categories_of(const std::vector<sg::DependencyError>& errors) {
    std::vector<std::string> names;
    for (const auto& error : errors) names.emplace_back(sg::category_name(error.category));
    return names;
}

inline std::vector<std::string> locations_of(const std::vector<sg::DependencyError>& errors) {
    std::vector<std::string> locations;
    for (const auto& error : errors) locations.push_back(error.instance_location);
    return locations;
}

using Seqs = std::vector<std::int64_t>;

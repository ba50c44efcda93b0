// Shared helpers for the regex tests: table rows and a search that insists the pattern compiles.
#pragma once

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "regex/regex.h"

struct RegexCase {
    std::string pattern;
    std::string text;
    bool matches;
};

// INFO names the row, so that a failing table row says which one it was.
inline void check_regex_cases(const std::vector<RegexCase>& cases) {
    for (const RegexCase& c : cases) {
        INFO("pattern " << c.pattern << " on text '" << c.text << "'");
        const sg::RegexResult compiled = sg::compile_regex(c.pattern);
        if (!compiled.ok()) FAIL("compile error: " << compiled.error().message);
        CHECK(compiled.value().search(c.text) == c.matches);
    }
}

inline sg::RegexError regex_error(const std::string& pattern, const sg::RegexLimits& limits = {}) {
    const sg::RegexResult compiled = sg::compile_regex(pattern, limits);
    REQUIRE_FALSE(compiled.ok());
    return compiled.error();
}

inline sg::Regex compiled_regex(const std::string& pattern) {
    const sg::RegexResult compiled = sg::compile_regex(pattern);
    if (!compiled.ok()) FAIL("compile error: " << compiled.error().message);
    return compiled.value();
}

// lintSchema (rule S3): would this provider accept this schema for structured output? Every
// rule the providers publish for structured output, checked locally before any request. Each finding names the
// place (a JSON Pointer into the schema) and a fix; where a provider publishes no rule, the
// finding says so (info or warning) instead of guessing.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/limits.h"
#include "core/result.h"
#include "providers/provider.h"

namespace sg {

#define SG_SEVERITIES(X) X(Error, "error") X(Warning, "warning") X(Info, "info")
SG_NAMED_ENUM(Severity, SG_SEVERITIES)

inline std::string_view severity_name(Severity severity) { return name_of(severity); }

struct Diagnostic {
    std::string code;  // stable identifier: "unsupported-keyword", "too-deep", …
    Severity severity;
    std::string message;
    std::string pointer;  // JSON Pointer into the schema; "" for the root and whole-schema budgets
    std::string fix;      // what to change; "" when there is nothing to change
};

struct LintReport {
    bool ok = true;  // false when any diagnostic has severity Error
    std::vector<Diagnostic> diagnostics;
};

struct LintOptions {
    // OpenAI fine-tuned models also reject string, number, array and object constraints.
    bool fine_tuned = false;
    // Deepest nesting of the schema document that is analysed; deeper: LimitExceeded.
    std::size_t max_depth = limits::kMaxDepth;
    // The language of the findings' messages and fixes.
    Language language = Language::English;
};

// OpenAI's published budgets (platform.openai.com/docs/guides/structured-outputs, "Objects have limitations on nesting and size").
namespace limits {
constexpr std::size_t kOpenAiMaxProperties = 5000;
constexpr std::size_t kOpenAiMaxObjectLevels = 10;
constexpr std::size_t kOpenAiMaxStringChars = 120000;
constexpr std::size_t kOpenAiMaxEnumValues = 1000;
constexpr std::size_t kOpenAiLargeEnumValues = 250;
constexpr std::size_t kOpenAiLargeEnumChars = 15000;
}  // namespace limits

Result<LintReport> lint_schema(const rapidjson::Value& schema, Provider provider, const LintOptions& options = {});

}  // namespace sg

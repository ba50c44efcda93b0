// Collects lint findings in the order they are found; the report is not ok once an error
// is added. The checks word what they add in the sink's language (lint_messages.h).
#pragma once

#include <string>
#include <utility>

#include "core/language.h"
#include "providers/lint.h"

namespace sg::providers {

class DiagnosticSink {
public:
    explicit DiagnosticSink(Language language) : language_(language) {}

    Language language() const { return language_; }

    void add(std::string code, Severity severity, std::string pointer, std::string message, std::string fix = "") {
        if (severity == Severity::Error) report_.ok = false;
        report_.diagnostics.push_back(
            Diagnostic{std::move(code), severity, std::move(message), std::move(pointer), std::move(fix)});
    }

    LintReport finish() && { return std::move(report_); }

private:
    Language language_;
    LintReport report_;
};

}  // namespace sg::providers

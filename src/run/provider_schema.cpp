#include "run/provider_schema.h"

#include "core/json_text.h"
#include "json/strict_parser.h"
#include "providers/lint.h"
#include "providers/strict_converter.h"
#include "run/call_messages.h"

namespace sg {
namespace {

// At most this many lint findings are named in a refusal; the rest are counted.
constexpr std::size_t kNamedFindings = 5;

Provider lint_provider(const ProviderSettings& settings) {
    switch (settings.wire) {
        case Wire::OpenAIChat:
        case Wire::OpenAIResponses: return Provider::OpenAI;
        case Wire::AnthropicMessages: return Provider::Anthropic;
        case Wire::Gemini: return settings.gemini_legacy_schema ? Provider::GeminiLegacy : Provider::Gemini;
    }
    return Provider::OpenAI;
}

std::string findings(const LintReport& report, Language language) {
    std::string listed;
    std::size_t named = 0;
    std::size_t errors = 0;
    for (const Diagnostic& diagnostic : report.diagnostics) {
        if (diagnostic.severity != Severity::Error) continue;
        ++errors;
        if (named == kNamedFindings) continue;
        listed += (named++ == 0 ? "" : "; ") + (diagnostic.pointer.empty() ? std::string("#") : diagnostic.pointer) + ": " +
                  diagnostic.message;
    }
    if (errors > named) listed += call_message(language, CallMessage::FindingsMore, {std::to_string(errors - named)});
    return listed;
}

RunError refused(Provider provider, const LintReport& report, const SchemaFailure& failure, Language language) {
    const std::string at = failure.pointer.empty() ? std::string("#") : failure.pointer;
    return run_error(RunErrorKind::InvalidCall,
                     call_message(language, CallMessage::ProviderRejects,
                                  {provider_name(provider), findings(report, language), at, failure.error.message}),
                     false);
}

}  // namespace

std::optional<RunError> provider_schema(const RunCall& call, OutputMode mode, ProviderSchema& out) {
    out.sent = call.schema;
    out.strict_form = false;
    if (mode != OutputMode::Native && mode != OutputMode::Tool) return std::nullopt;
    Result<rapidjson::Document> schema = parse_strict(call.schema, call.schema);
    if (!schema.ok()) return std::nullopt;  // check_schema has refused it already
    const Provider provider = lint_provider(call.provider);
    LintOptions lint;
    lint.language = call.language;  // the findings a refusal names
    const Result<LintReport> report = lint_schema(schema.value(), provider, lint);
    if (!report.ok() || report.value().ok) return std::nullopt;
    StrictOptions options;
    options.keep_optional = provider != Provider::OpenAI;  // the others take optional properties
    options.language = call.language;                       // the failure a refusal names
    SchemaResult<StrictSchema> strict = to_strict_schema(schema.value(), provider, options);
    if (!strict.ok()) return refused(provider, report.value(), strict.error(), call.language);
    out.sent = json_text(strict.value().schema);
    out.strict_form = true;
    return std::nullopt;
}

}  // namespace sg

#include "templates/draft_rules.h"

#include "graph/dependency_check.h"
#include "reply/value_locator.h"
#include "templates/template_messages.h"

namespace sg {

const std::string_view kStepTemplatesLocation = "/process_template_draft/stepTemplates";

namespace {

bool is_first_step(const rapidjson::Value& step) {
    const auto seq = step.FindMember("seq");
    return seq->value.IsNumber() && seq->value.GetDouble() == 1;
}

// Seed 002 §B: the first step's date is counted from the goal, since it has no step before it.
void check_first_step_basis(const rapidjson::Value& steps, const DraftText& text, Language language,
                            TemplateDraftParseResult& result) {
    for (rapidjson::SizeType i = 0; i < steps.Size(); ++i) {
        const rapidjson::Value& step = steps[i];
        if (!is_first_step(step)) continue;
        const rapidjson::Value& basis = step["basis"];
        if (std::string_view(basis.GetString(), basis.GetStringLength()) == "goal") continue;
        const std::string location = std::string(kStepTemplatesLocation) + "/" + std::to_string(i) + "/basis";
        result.errors.push_back(TemplateError{
            draft_error_at(ErrorCode::ValidationFailed,
                           template_message(language, TemplateMessage::FirstStepBasis,
                                            {std::string_view(basis.GetString(), basis.GetStringLength())}),
                           text, location),
            TemplateCheck::FirstStepBasis, location, std::nullopt, std::nullopt});
    }
}

void check_graph(const rapidjson::Value& steps, const DraftText& text, const ProcessTemplateOptions& options,
                 TemplateDraftParseResult& result) {
    DependencyOptions graph;
    graph.max_errors = options.max_errors;
    graph.language = options.extract.language;
    DependencyCheck check = check_dependencies(steps, graph);
    for (DependencyError& failure : check.errors) {
        const std::string location = std::string(kStepTemplatesLocation) + failure.instance_location;
        Error error = draft_error_at(failure.error.code, failure.error.message, text, location);
        result.errors.push_back(TemplateError{std::move(error), TemplateCheck::Graph, location, std::nullopt,
                                              std::move(failure)});
    }
    result.truncated = result.truncated || check.truncated();
}

}  // namespace

Error draft_error_at(ErrorCode code, std::string message, const DraftText& text, std::string_view pointer) {
    const std::size_t at = locate_value(text.json, pointer).value_or(0);
    return error_at(code, std::move(message), text.reply, text.start + at);
}

void check_draft_rules(const rapidjson::Value& steps, const DraftText& text, const ProcessTemplateOptions& options,
                       TemplateDraftParseResult& result) {
    check_first_step_basis(steps, text, options.extract.language, result);
    check_graph(steps, text, options, result);
}

}  // namespace sg

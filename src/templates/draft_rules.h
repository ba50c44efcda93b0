// The rules of a process template draft that its schema cannot say (rule G6):
// the step numbered 1 is based on the goal, and the steps' seq and dependsOn form a valid
// plan (G1-G3, through graph/dependency_check.h). Errors are positioned in the reply.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include <rapidjson/document.h>

#include "core/error.h"
#include "templates/process_template.h"

namespace sg {

// JSON Pointer of the steps array in an AiChatProcessTemplateJson.
extern const std::string_view kStepTemplatesLocation;

// Where the JSON value sits in the reply, so that an error found in the value can be placed.
struct DraftText {
    std::string_view reply;
    std::string_view json;  // the value's text: reply.substr(start, json.size())
    std::size_t start;
};

// An error at the value `pointer` names (or at the whole value when it names none).
Error draft_error_at(ErrorCode code, std::string message, const DraftText& text, std::string_view pointer);

// Appends the errors of `steps` (a schema-valid stepTemplates array) to result.errors, at most
// options.max_errors of the graph's, in options.extract.language.
void check_draft_rules(const rapidjson::Value& steps, const DraftText& text, const ProcessTemplateOptions& options,
                       TemplateDraftParseResult& result);

}  // namespace sg

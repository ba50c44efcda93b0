// The `ai_chat_process_template.v1` contract (rule G6) as
// one call: find the JSON at the end of a model's reply (X1-X4: the last json fence wins, 32 KiB
// fence limit), read it strictly (X5), check the schema id, the built-in schema (S2) and the
// rules a schema cannot say (seq=1 is based on the goal; the dependency graph, G1-G3), and map
// a valid draft to CreateProcessTemplateDto. Every failure is a typed error of X6 with its place
// in the reply; the conversation answer is returned whatever happens (X7).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/enum_names.h"
#include "core/error.h"
#include "extract/extractor.h"
#include "graph/dependency_error.h"
#include "schema/schema.h"

namespace sg {

// The name a CreateProcessTemplateDto gets when the draft has none (the draft's name is
// optional, the DTO's name required): "untitled
// template", to be renamed by the user; option defaultName.
extern const std::string_view kDefaultTemplateName;

struct ProcessTemplateOptions {
    // maxInputBytes, maxFenceBytes (32 KiB, X4), maxDepth, and the language of every message
    // (option locale): extraction's, validation's, the draft rules' and the graph's.
    ExtractOptions extract;
    // Schema and graph errors kept (each counted separately); option maxErrors.
    std::size_t max_errors = limits::kMaxValidationErrors;
    std::string default_name = std::string(kDefaultTemplateName);  // option defaultName
};

// Which check an error comes from.
#define SG_TEMPLATE_CHECKS(X)                                                                                                            \
    X(Extraction, "extraction")          /* no strict JSON in the reply (MissingFence, NonJsonFence, JsonParseError, LimitExceeded) */   \
    X(SchemaId, "schemaId")              /* `schema` is not 'ai_chat_process_template.v1' (SchemaMismatch) */                            \
    X(Schema, "schema")                  /* the built-in schema rejects the value (ValidationFailed; SchemaMismatch for a non-object) */ \
    X(FirstStepBasis, "firstStepBasis")  /* the step with seq 1 is not based on 'goal' (ValidationFailed) */                             \
    X(Graph, "graph")                    /* seq numbering or dependsOn (ValidationFailed, G1-G3, G5) */
SG_NAMED_ENUM(TemplateCheck, SG_TEMPLATE_CHECKS)

inline std::string_view check_name(TemplateCheck check) { return name_of(check); }

struct TemplateError {
    Error error;  // code, message and position in the reply
    TemplateCheck check;
    std::string instance_location;            // JSON Pointer into the reply's JSON value; "" = the root or none
    std::optional<ValidationError> schema;    // check == Schema: keyword and keyword locations
    std::optional<DependencyError> graph;     // check == Graph: category, seqs, cycle path
};

struct TemplateDraftParseResult {
    Extraction extraction;  // where the JSON is, how it was found, and the answer text (X7)
    // The schema id, once the value says 'ai_chat_process_template.v1'.
    std::optional<std::string> schema;
    // AiChatProcessTemplateJson as the model wrote it; null unless ok().
    rapidjson::Document data;
    // CreateProcessTemplateDto; null unless ok() and the value has a process_template_draft.
    rapidjson::Document dto;
    std::vector<TemplateError> errors;
    bool truncated = false;  // more schema or graph errors exist than max_errors kept

    bool ok() const { return errors.empty(); }
    const std::string& answer_text() const { return extraction.answer_text; }
};

TemplateDraftParseResult parse_process_template(std::string_view reply, const ProcessTemplateOptions& options = {});

}  // namespace sg

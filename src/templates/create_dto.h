// TemplateDraftMapper.toCreateDto (rule G6): a valid process_template_draft as the
// CreateProcessTemplateDto the existing template API takes.
#pragma once

#include <string_view>

#include <rapidjson/document.h>

namespace sg {

// {name, stepTemplates: [{seq, name, basis, offsetDays, requiredArtifacts?, dependsOn?}]}:
// the DTO's members only (members the schema lets through are dropped), steps in seq order,
// dependsOn still seqs (resolving them to ids is graph/dependency_resolution.h, after insert).
// `name` is the draft's when it has a non-blank one, else `default_name`. `draft` must have
// passed the schema and the draft rules (seqs are 1..N).
rapidjson::Document to_create_dto(const rapidjson::Value& draft, std::string_view default_name);

}  // namespace sg

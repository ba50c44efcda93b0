// parseProcessTemplate(bytes, length, named, defaultName) -> the address of a result record
// (npm/src/templates.js reads it; the reply written by npm/src/text_buffer.js, the options in
// their slots, the default name as a flag and a text). Rule G6 with rules X1-X7: one crossing
// for extraction, schema, draft rules and the DTO.
#include "json_boundary.h"
#include "exports.h"
#include "core/json_text.h"
#include "extraction_fields.h"
#include "repair_fields.h"
#include "templates/process_template.h"

namespace sg {
namespace {

ProcessTemplateOptions template_options(bool named, const std::string& default_name) {
    const boundary::OptionSlots& options = boundary::option_slots();
    ProcessTemplateOptions parsed;
    parsed.extract = boundary::extract_options(options);
    parsed.max_errors = options.size(boundary::Option::maxErrors, parsed.max_errors);
    if (named) parsed.default_name = default_name;
    return parsed;
}

std::string seqs_json(const std::vector<std::int64_t>& seqs) {
    std::string json = "[";
    for (const std::int64_t seq : seqs) json += (json.size() > 1 ? "," : "") + std::to_string(seq);
    return json + "]";
}

// The error, its check and instanceLocation, then a flag and the schema's keyword, keyword
// location and absolute keyword location, then a flag and the graph's category, seqs and
// cycle path (JSON arrays of numbers, which may pass 2^32).
void write_template_error(boundary::ResultRecord& out, const TemplateError& failure, boundary::Utf16Positions& positions) {
    out.error(failure.error, positions);
    out.name(check_name(failure.check));
    out.text(failure.instance_location);
    out.flag(failure.schema.has_value());
    if (failure.schema) {
        out.text(failure.schema->keyword);
        out.text(failure.schema->keyword_location);
        out.text(failure.schema->absolute_keyword_location);
    }
    out.flag(failure.graph.has_value());
    if (failure.graph) {
        out.name(category_name(failure.graph->category));
        out.text(seqs_json(failure.graph->seqs));
        const bool cycle = failure.graph->category == DependencyCategory::Cycle;
        out.optional_text(cycle ? std::optional<std::string>(seqs_json(failure.graph->path)) : std::nullopt);
    }
}

}  // namespace

std::uintptr_t parse_process_template_binding(std::uintptr_t bytes, std::size_t length, bool named,
                                              const std::string& default_name) {
    const std::string_view reply = boundary::text_at(bytes, length);
    const TemplateDraftParseResult result = parse_process_template(reply, template_options(named, default_name));
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(result.ok());
    out.optional_text(result.schema ? std::optional<std::string_view>(*result.schema) : std::nullopt);
    out.text(json_text(result.data));
    out.text(json_text(result.dto));
    out.number(result.errors.size());
    boundary::Utf16Positions positions(reply);
    for (const TemplateError& failure : result.errors) write_template_error(out, failure, positions);
    out.flag(result.truncated);
    boundary::write_extraction(out, reply, result.extraction);
    return out.finish();
}

}  // namespace sg

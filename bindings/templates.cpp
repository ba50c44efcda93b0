// parseProcessTemplate(reply, optionsJson) -> result JSON (npm/src/templates.js shapes it).
// Rule G6 with X1-X7: one crossing for extraction, schema, draft rules and the DTO.
#include <emscripten/bind.h>

#include "boundary.h"
#include "extraction_fields.h"
#include "templates/process_template.h"

namespace sg {
namespace {

using boundary::Writer;

ProcessTemplateOptions template_options(const std::string& json) {
    const rapidjson::Document options = boundary::read_options(json);
    ProcessTemplateOptions parsed;
    parsed.extract = boundary::extract_options(options);
    parsed.max_errors = boundary::size_option(options, "maxErrors", parsed.max_errors);
    parsed.default_name = std::string(boundary::string_member(options, "defaultName", parsed.default_name));
    return parsed;
}

void write_seqs(Writer& out, const std::vector<std::int64_t>& seqs) {
    out.StartArray();
    for (const std::int64_t seq : seqs) out.Int64(seq);
    out.EndArray();
}

void write_template_error(Writer& out, const TemplateError& failure, boundary::Utf16Positions& positions) {
    out.StartObject();
    boundary::write_error_members(out, failure.error, positions);
    out.Key("check");
    boundary::write_string(out, check_name(failure.check));
    out.Key("instanceLocation");
    boundary::write_string(out, failure.instance_location);
    if (failure.schema) {
        out.Key("keyword");
        boundary::write_string(out, failure.schema->keyword);
        out.Key("keywordLocation");
        boundary::write_string(out, failure.schema->keyword_location);
        out.Key("absoluteKeywordLocation");
        boundary::write_string(out, failure.schema->absolute_keyword_location);
    }
    if (failure.graph) {
        out.Key("category");
        boundary::write_string(out, category_name(failure.graph->category));
        out.Key("seqs");
        write_seqs(out, failure.graph->seqs);
        if (failure.graph->category == DependencyCategory::Cycle) {
            out.Key("path");
            write_seqs(out, failure.graph->path);
        }
    }
    out.EndObject();
}

std::string parse_process_template_binding(const std::string& reply, const std::string& options_json) {
    const TemplateDraftParseResult result = parse_process_template(reply, template_options(options_json));
    rapidjson::StringBuffer buffer;
    Writer out(buffer);
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok());
    out.Key("schema");
    if (result.schema) boundary::write_string(out, *result.schema);
    else out.Null();
    out.Key("data");
    result.data.Accept(out);
    out.Key("dto");
    result.dto.Accept(out);
    out.Key("errors");
    out.StartArray();
    boundary::Utf16Positions positions(reply);
    for (const TemplateError& failure : result.errors) write_template_error(out, failure, positions);
    out.EndArray();
    out.Key("truncated");
    out.Bool(result.truncated);
    boundary::write_extraction_members(out, reply, result.extraction);
    out.EndObject();
    return boundary::finish(buffer);
}

}  // namespace
}  // namespace sg

EMSCRIPTEN_BINDINGS(structguard_templates) {
    emscripten::function("parseProcessTemplate", &sg::parse_process_template_binding);
}

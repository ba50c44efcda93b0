// checkDependencies(stepsJson, optionsJson), checkCompactDependencies(int32Words, optionsJson) and
// resolveDependencies(stepsJson, idsJson, optionsJson) -> result JSON (npm/src/graph.js
// shapes it). Rules G1-G5.
#include "json_boundary.h"
#include "exports.h"
#include "typed_array.h"
#include "graph/dependency_check.h"
#include "graph/dependency_resolution.h"
#include "core/language.h"
#include "json/strict_parser.h"

namespace sg {
namespace {

DependencyOptions dependency_options(const std::string& json) {
    const rapidjson::Document options = boundary::read_options(json);
    DependencyOptions parsed;
    parsed.seq_field = std::string(boundary::string_member(options, "seqField", parsed.seq_field));
    parsed.depends_on_field = std::string(boundary::string_member(options, "dependsOnField", parsed.depends_on_field));
    parsed.allow_forward = boundary::bool_option(options, "allowForward", false);
    parsed.max_errors = boundary::size_option(options, "maxErrors", parsed.max_errors);
    parsed.language = language_from_code(boundary::string_member(options, "locale")).value_or(Language::English);
    return parsed;
}

void write_seqs(boundary::Writer& out, const std::vector<std::int64_t>& seqs) {
    out.StartArray();
    for (const std::int64_t seq : seqs) out.Int64(seq);
    out.EndArray();
}

void write_dependency_error(boundary::Writer& out, const DependencyError& error) {
    out.StartObject();
    boundary::write_string_member(out, "code", code_name(error.error.code));
    boundary::write_string_member(out, "category", category_name(error.category));
    boundary::write_string_member(out, "message", error.error.message);
    out.Key("seqs");
    write_seqs(out, error.seqs);
    boundary::write_string_member(out, "instanceLocation", error.instance_location);
    if (error.category == DependencyCategory::Cycle) {
        out.Key("path");
        write_seqs(out, error.path);
    }
    out.EndObject();
}

void write_errors(boundary::Writer& out, const std::vector<DependencyError>& errors, bool truncated) {
    out.Key("errors");
    out.StartArray();
    for (const DependencyError& error : errors) write_dependency_error(out, error);
    out.EndArray();
    boundary::write_member(out, "truncated", truncated);
}

// The JS side sends JSON.stringify output, so the only way to fail here is nesting past
// maxDepth: reported as one `invalid` error, in the same result shape.
std::string unreadable(const char* value_key, const Error& error) {
    DependencyError failure{error, DependencyCategory::Invalid, {}, "", {}};
    return boundary::result_json([&](boundary::Writer& out) {
        out.StartObject();
        boundary::write_member(out, "ok", false);
        out.Key(value_key);
        out.Null();
        write_errors(out, {failure}, false);
        out.EndObject();
    });
}

bool is_sequential(const std::vector<std::int64_t>& order) {
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (order[i] != static_cast<std::int64_t>(i) + 1) return false;
    }
    return true;
}

// `order` goes out as the number N when it is 1, 2, …, N (every plan without forward
// references): graph.js expands it, which spares writing, decoding and parsing a long array.
std::string write_check(const DependencyCheck& check) {
    return boundary::result_json([&](boundary::Writer& out) {
        out.StartObject();
        boundary::write_member(out, "ok", check.ok());
        out.Key("order");
        if (!check.ok()) out.Null();
        else if (is_sequential(check.order)) out.Uint64(check.order.size());
        else write_seqs(out, check.order);
        write_errors(out, check.errors, check.truncated());
        out.EndObject();
    });
}

// The steps' text, read with the error said in the call's language.
Result<rapidjson::Document> read_steps(const std::string& json, const DependencyOptions& options) {
    StrictParseOptions parse;
    parse.language = options.language;
    return parse_strict(json, json, parse);
}

}  // namespace

std::string check_dependencies_binding(const std::string& steps_json, const std::string& options_json) {
    const DependencyOptions options = dependency_options(options_json);
    const Result<rapidjson::Document> steps = read_steps(steps_json, options);
    if (!steps.ok()) return unreadable("order", steps.error());
    return write_check(check_dependencies(steps.value(), options));
}

// `words` is an Int32Array of the compact form (plan_reader.h), which spares the JS side
// writing JSON and the core parsing it.
std::string check_compact_dependencies_binding(const emscripten::val& words, const std::string& options_json) {
    const auto copy = boundary::copy_typed_array<std::int32_t>(words);
    return write_check(check_compact_dependencies(copy.data.get(), copy.size, dependency_options(options_json)));
}

std::string resolve_dependencies_binding(const std::string& steps_json, const std::string& ids_json,
                                         const std::string& options_json) {
    const DependencyOptions options = dependency_options(options_json);
    const Result<rapidjson::Document> steps = read_steps(steps_json, options);
    if (!steps.ok()) return unreadable("steps", steps.error());
    const Result<rapidjson::Document> ids = read_steps(ids_json, options);
    if (!ids.ok()) return unreadable("steps", ids.error());
    const DependencyResolution resolution = resolve_dependencies(steps.value(), ids.value(), options);
    return boundary::result_json([&](boundary::Writer& out) {
        out.StartObject();
        boundary::write_member(out, "ok", resolution.ok());
        out.Key("steps");
        resolution.steps.Accept(out);
        write_errors(out, resolution.errors, resolution.truncated());
        out.EndObject();
    });
}

}  // namespace sg

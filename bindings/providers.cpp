// lintSchema, toStrictSchema, withExactItems, exampleInstance, estimateMaxTokens and isEnabled
// for npm/src/providers.js (rules S3-S6, R3, R5): schema text in, result JSON out (isEnabled: a
// boolean), one crossing each.
// The JS side has checked the provider name and the option types.
#include <optional>
#include <vector>

#include "json_boundary.h"
#include "exports.h"
#include "core/json_text.h"
#include "core/language.h"
#include "json/strict_parser.h"
#include "providers/example_instance.h"
#include "providers/exact_items.h"
#include "providers/legacy_flags.h"
#include "providers/lint.h"
#include "providers/pointer_places.h"
#include "providers/strict_converter.h"
#include "providers/strict_round_trip.h"
#include "providers/token_estimate.h"

namespace sg {
namespace {

using boundary::Writer;

// {code, message, offset, line, column, reason, pointer}: positions only for a text that is not
// JSON (then in `text`, as UTF-16 indices).
void write_failure(Writer& out, const SchemaFailure& failure, std::string_view text) {
    boundary::Utf16Positions positions(text);
    out.StartObject();
    boundary::write_error_members(out, failure.error, positions);
    boundary::write_string_member(out, "reason", failure.reason);
    boundary::write_string_member(out, "pointer", failure.pointer);
    out.EndObject();
}

// The caller's schema or template: JSON.stringify output, or their own text, a parse error said
// in `language`.
std::optional<SchemaFailure> read_json(const std::string& text, std::size_t max_depth, rapidjson::Document& value,
                                       Language language = Language::English) {
    StrictParseOptions options;
    options.max_depth = max_depth;
    options.language = language;
    Result<rapidjson::Document> parsed = parse_strict(text, text, options);
    if (!parsed.ok()) {
        const bool deep = parsed.error().code == ErrorCode::LimitExceeded;
        return SchemaFailure{parsed.error(), deep ? "too-deep" : "invalid-json", ""};
    }
    value = std::move(parsed.value());
    return std::nullopt;
}

// What a failed result holds besides its error: its `value` member (schema, value) null and its
// `list` member (diagnostics, changes) empty, so that a list is a list after any `ok`.
struct FailureShape {
    const char* value;
    const char* list;
};
constexpr FailureShape kLintFailure{nullptr, "diagnostics"};
constexpr FailureShape kStrictFailure{"schema", "changes"};
constexpr FailureShape kSchemaFailure{"schema", nullptr};
constexpr FailureShape kValueFailure{"value", nullptr};

// The result shape every call here shares: {ok, <value>: value|null, <list>: [...], error: failure|null}.
std::string failed(const FailureShape& shape, const SchemaFailure& failure, std::string_view text) {
    return boundary::result_json([&](Writer& out) {
        out.StartObject();
        boundary::write_member(out, "ok", false);
        if (shape.value) {
            out.Key(shape.value);
            out.Null();
        }
        if (shape.list) {
            out.Key(shape.list);
            out.StartArray();
            out.EndArray();
        }
        out.Key("error");
        write_failure(out, failure, text);
        out.EndObject();
    });
}

// {ok, …, error: null}: `write_members` writes what lies between.
template <typename WriteMembers>
std::string ok_result(bool ok, WriteMembers&& write_members) {
    return boundary::result_json([&](Writer& out) {
        out.StartObject();
        boundary::write_member(out, "ok", ok);
        write_members(out);
        out.Key("error");
        out.Null();
        out.EndObject();
    });
}

std::string succeeded(const char* key, const rapidjson::Value& value) {
    return ok_result(true, [&](Writer& out) {
        out.Key(key);
        value.Accept(out);
    });
}

// Where each pointer's value is in `text` (issue 18); no places for an empty text (the schema
// was no text of the caller's) or a pointer that names nothing there. Converted to UTF-16 in
// text order, so that all of them cost one pass over the text.
std::vector<std::optional<boundary::Utf16Place>> places_in(std::string_view text,
                                                           const std::vector<std::string_view>& pointers) {
    std::vector<std::optional<boundary::Utf16Place>> places(pointers.size());
    if (text.empty()) return places;
    boundary::Utf16Positions positions(text);
    for (const PointerPlace& found : locate_pointers(text, pointers)) {
        places[found.pointer] = boundary::utf16_place(positions, found.at);
    }
    return places;
}

// The text positions are asked for: the schema was the caller's own JSON text.
std::string_view positioned_text(const rapidjson::Document& options, const std::string& schema_text) {
    return boundary::bool_option(options, "positions", false) ? std::string_view(schema_text) : std::string_view();
}

// The member `key`: an object for each item (diagnostics, changes), its members written by
// `write_members` and then the place of its pointer in `text`.
template <typename Item, typename WriteMembers>
void write_placed(Writer& out, const char* key, const std::vector<Item>& items, std::string_view text,
                  WriteMembers&& write_members) {
    std::vector<std::string_view> pointers;
    for (const Item& item : items) pointers.push_back(item.pointer);
    const auto places = places_in(text, pointers);
    out.Key(key);
    out.StartArray();
    for (std::size_t i = 0; i < items.size(); ++i) {
        out.StartObject();
        write_members(items[i]);
        boundary::write_place_members(out, places[i]);
        out.EndObject();
    }
    out.EndArray();
}

// The option `locale`: the language of every message the call returns (English if absent).
Language locale_of(const rapidjson::Document& options) {
    return language_from_code(boundary::string_member(options, "locale")).value_or(Language::English);
}

std::optional<SchemaFailure> read_provider(const std::string& name, Provider& provider) {
    const std::optional<Provider> known = provider_from_name(name);
    if (!known) {
        return schema_failure(ErrorCode::SchemaMismatch, "unknown-provider", "", "unknown provider '" + name + "'");
    }
    provider = *known;
    return std::nullopt;
}

// What lintSchema and toStrictSchema both read: the provider, the schema and the options
// fineTuned, maxDepth and locale. `failure`: the result to return, in `shape`, when one is unreadable.
template <typename Options>
struct ProviderCall {
    rapidjson::Document options_in;
    Options options;
    Language language = Language::English;
    Provider provider;
    rapidjson::Document schema;
    std::optional<std::string> failure;
};

template <typename Options>
ProviderCall<Options> read_call(const FailureShape& shape, const std::string& schema_text, const std::string& provider_name,
                                const std::string& options_json) {
    ProviderCall<Options> call;
    call.options_in = boundary::read_options(options_json);
    call.options.fine_tuned = boundary::bool_option(call.options_in, "fineTuned", false);
    call.options.max_depth = boundary::size_option(call.options_in, "maxDepth", call.options.max_depth);
    call.language = locale_of(call.options_in);
    if (auto failure = read_provider(provider_name, call.provider)) call.failure = failed(shape, *failure, "");
    else if (auto failure = read_json(schema_text, call.options.max_depth, call.schema, call.language))
        call.failure = failed(shape, *failure, schema_text);
    return call;
}

}  // namespace

std::string lint_schema_binding(const std::string& schema_text, const std::string& provider_name,
                                const std::string& options_json) {
    auto call = read_call<LintOptions>(kLintFailure, schema_text, provider_name, options_json);
    if (call.failure) return *call.failure;
    call.options.language = call.language;
    const Result<LintReport> report = lint_schema(call.schema, call.provider, call.options);
    if (!report.ok()) {
        const bool deep = report.error().code == ErrorCode::LimitExceeded;
        return failed(kLintFailure, SchemaFailure{report.error(), deep ? "too-deep" : "not-a-schema", ""}, "");
    }
    const std::string_view text = positioned_text(call.options_in, schema_text);
    return ok_result(report.value().ok, [&](Writer& out) {
        write_placed(out, "diagnostics", report.value().diagnostics, text, [&](const Diagnostic& d) {
            boundary::write_string_member(out, "code", d.code);
            boundary::write_string_member(out, "severity", severity_name(d.severity));
            boundary::write_string_member(out, "message", d.message);
            boundary::write_string_member(out, "pointer", d.pointer);
            boundary::write_string_member(out, "fix", d.fix);
        });
    });
}

std::string to_strict_schema_binding(const std::string& schema_text, const std::string& provider_name,
                                     const std::string& options_json) {
    auto call = read_call<StrictOptions>(kStrictFailure, schema_text, provider_name, options_json);
    if (call.failure) return *call.failure;
    call.options.keep_optional = boundary::bool_option(call.options_in, "keepOptional", false);
    call.options.max_inlined_values =
        boundary::size_option(call.options_in, "maxInlinedValues", call.options.max_inlined_values);
    call.options.language = call.language;
    const SchemaResult<StrictSchema> result = to_strict_schema(call.schema, call.provider, call.options);
    if (!result.ok()) return failed(kStrictFailure, result.error(), "");
    const std::string_view text = positioned_text(call.options_in, schema_text);
    return ok_result(true, [&](Writer& out) {
        out.Key("schema");
        result.value().schema.Accept(out);
        write_placed(out, "changes", result.value().changes, text, [&](const StrictChange& change) {
            boundary::write_string_member(out, "pointer", change.pointer);
            boundary::write_string_member(out, "action", change.action);
            boundary::write_string_member(out, "detail", change.detail);
            boundary::write_member(out, "loosens", change.loosens);
        });
    });
}

// The value's JSON text with the nulls that stand for absent members taken out; "" when the
// value or the schema is not JSON (the JS side sends both as JSON.stringify output).
std::string from_strict_form_binding(const std::string& value_text, const std::string& schema_text) {
    rapidjson::Document value;
    rapidjson::Document schema;
    if (read_json(value_text, limits::kMaxDepth, value) || read_json(schema_text, limits::kMaxDepth, schema)) return "";
    restore_optional_members(schema, value);
    return json_text(value);
}

std::string with_exact_items_binding(const std::string& schema_text, const std::string& pointer, double count,
                                     const std::string& options_json) {
    const Language language = locale_of(boundary::read_options(options_json));
    rapidjson::Document schema;
    if (auto failure = read_json(schema_text, limits::kMaxDepth, schema, language))
        return failed(kSchemaFailure, *failure, schema_text);
    const SchemaResult<rapidjson::Document> result =
        with_exact_items(schema, pointer, static_cast<std::size_t>(count), language);
    if (!result.ok()) return failed(kSchemaFailure, result.error(), "");
    return succeeded("schema", result.value());
}

// An empty template text means "no template".
std::string example_instance_binding(const std::string& schema_text, const std::string& template_text,
                                     const std::string& options_json) {
    const rapidjson::Document options_in = boundary::read_options(options_json);
    ExampleOptions options;
    options.max_depth = boundary::size_option(options_in, "maxDepth", options.max_depth);
    options.max_steps = boundary::size_option(options_in, "maxSteps", options.max_steps);
    options.max_string_length = boundary::size_option(options_in, "maxStringLength", options.max_string_length);
    options.language = locale_of(options_in);
    rapidjson::Document schema, tmpl;
    if (auto failure = read_json(schema_text, limits::kMaxDepth, schema, options.language))
        return failed(kValueFailure, *failure, schema_text);
    if (!template_text.empty()) {
        if (auto failure = read_json(template_text, limits::kMaxDepth, tmpl, options.language))
            return failed(kValueFailure, *failure, template_text);
    }
    const SchemaResult<rapidjson::Document> result =
        example_instance(schema, template_text.empty() ? nullptr : &tmpl, options);
    if (!result.ok()) return failed(kValueFailure, result.error(), "");
    return succeeded("value", result.value());
}

// Doubles cross as doubles (no decimal text in between), so the result is the seed's, bit for bit.
std::string estimate_max_tokens_binding(double base, double items, double per_item, double extra, double attempt) {
    const Result<double> result = estimate_max_tokens(TokenEstimateInput{{base, items, per_item, extra}, attempt});
    if (!result.ok()) {
        const char* reason = result.error().code == ErrorCode::LimitExceeded ? "too-large" : "invalid-input";
        return failed(kValueFailure, SchemaFailure{result.error(), reason, ""}, "");
    }
    return succeeded("value", rapidjson::Value(result.value()));
}

// S6: `record_json` is the record as far as the rule reads it (npm/src/providers.js reads the
// flag of the caller's value on the host): `null` for one that is not an object.
bool is_enabled_binding(const std::string& record_json, const std::string& flag) {
    rapidjson::Document record;
    record.Parse(record_json.c_str(), record_json.size());
    return is_enabled(record, flag);
}

}  // namespace sg

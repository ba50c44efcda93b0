// JSON Schema validation (rules S1, S7): a schema is compiled once into a program and then
// validates any number of instances. Draft 2020-12 (the default) and draft-07, chosen by
// `$schema`; other schemas come from a SchemaRegistry (never fetched). Errors follow the
// specification's "basic" output shape plus a human message that names the value at fault.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/enum_names.h"
#include "core/error.h"
#include "core/language.h"
#include "core/limits.h"
#include "schema/user_format_check.h"

namespace sg {

class SchemaRegistry;
class Tape;

namespace schema {
struct Program;
}

namespace limits {
constexpr std::size_t kMaxValidationErrors = 100;           // option ValidateOptions::max_errors
constexpr std::size_t kMaxEvaluationSteps = 20'000'000;     // option ValidateOptions::max_steps
constexpr std::size_t kMaxPatternSteps = 100'000'000;       // option ValidateOptions::max_pattern_steps
}  // namespace limits

enum class SchemaDialect { Draft7, Draft2020_12 };

struct SchemaOptions {
    // The dialect of a schema without `$schema`.
    SchemaDialect default_dialect = SchemaDialect::Draft2020_12;
    // `format` asserts (for the formats listed in format_checks.h) instead of annotating; so do
    // draft-07's contentEncoding base64 and contentMediaType application/json (content_checks.h).
    bool format_assertion = false;
    // The URI the root schema is known by when it has no absolute `$id` ("" = none).
    std::string base_uri;
    // Deepest nesting of the schema document itself.
    std::size_t max_depth = limits::kMaxDepth;
    // Longest schema text, in UTF-8 bytes, read by the bindings (option maxInputBytes).
    std::size_t max_bytes = limits::kMaxSchemaBytes;
    // Refuse what no author means (the sensible part of ajv's strict mode): a keyword the
    // dialect does not have (UnknownKeyword), one it ignores where it stands (`then` without
    // `if`: IgnoredKeyword), a format name neither known nor in user_formats (UnknownFormat).
    // Annotations, `$comment`, `$defs`/`definitions` and `x-` names are always allowed.
    bool strict = false;
    // Format names the caller checks with user_format->holds(name, text); under them `format`
    // asserts. The check must outlive the schemas compiled with it; none: every string passes.
    std::vector<std::string> user_formats;
    const UserFormatCheck* user_format = nullptr;
    // The language of a refusal's message (SchemaError::message).
    Language language = Language::English;
};

#define SG_SCHEMA_ERROR_KINDS(X)                                                                                \
    X(InvalidSchema, "InvalidSchema")              /* a keyword's value is not what the dialect allows */       \
    X(UnresolvedReference, "UnresolvedReference")  /* `$ref` / `$dynamicRef` / `$schema` names nothing known */ \
    X(Unsupported, "Unsupported")                  /* valid JSON Schema that this library does not implement */ \
    X(LimitExceeded, "LimitExceeded")              /* schema nesting deeper than SchemaOptions::max_depth, text over max_bytes */ \
    X(UnknownKeyword, "UnknownKeyword")            /* SchemaOptions::strict: a keyword the dialect does not have */             \
    X(IgnoredKeyword, "IgnoredKeyword")            /* SchemaOptions::strict: a keyword the dialect ignores where it stands */   \
    X(UnknownFormat, "UnknownFormat")              /* SchemaOptions::strict: a format name neither known nor the caller's */
SG_NAMED_ENUM(SchemaErrorKind, SG_SCHEMA_ERROR_KINDS)

// Why a schema could not be compiled. `pointer` is the JSON Pointer of the bad keyword in the
// document `uri` ("" = the schema passed to compile_schema; else a registered document).
struct SchemaError {
    SchemaErrorKind kind;
    std::string pointer;
    std::string uri;
    std::string message;
};

enum class ErrorMode {
    FirstError,   // stop at the first error
    AllErrors,    // collect errors up to max_errors
    VerdictOnly,  // no ValidationError for ordinary failures (limits are still reported)
};

struct ValidateOptions {
    ErrorMode mode = ErrorMode::FirstError;
    std::size_t max_errors = limits::kMaxValidationErrors;
    // Deepest chain of nested subschema evaluations (instance nesting and `$ref` hops).
    std::size_t max_depth = limits::kMaxDepth;
    // Subschema evaluations per validation: bounds schemas whose work is exponential.
    std::size_t max_steps = limits::kMaxEvaluationSteps;
    // Regex engine steps (code points × pattern size) summed over every pattern match.
    std::size_t max_pattern_steps = limits::kMaxPatternSteps;
    // The language of the errors' messages.
    Language language = Language::English;
};

// One failure in the "basic" output shape. `code` is ValidationFailed, or LimitExceeded when a
// depth or step limit stopped the validation (then the verdict is "invalid").
struct ValidationError {
    ErrorCode code = ErrorCode::ValidationFailed;
    std::string keyword;                    // "required", "type", …
    std::string keyword_location;           // the path through the schema, `$ref`s included
    std::string instance_location;          // JSON Pointer of the value at fault
    std::string absolute_keyword_location;  // resource URI + "#" + pointer of the keyword
    std::string message;                    // names the property or value at fault

    Error to_error() const { return error_without_position(code, message); }
};

struct ValidationResult {
    bool valid = true;
    std::vector<ValidationError> errors;
    bool truncated = false;  // max_errors was reached: more errors may exist
};

class CompiledSchema {
public:
    CompiledSchema(CompiledSchema&&) noexcept;
    CompiledSchema& operator=(CompiledSchema&&) noexcept;
    ~CompiledSchema();

    // The value a tape holds (its first entry): numbers are judged on the decimals written
    // where no double is them (multipleOf, the bounds, `integer`).
    ValidationResult validate(const Tape& instance, const ValidateOptions& options = {}) const;
    // The verdict alone; false also when a limit stopped the validation.
    bool is_valid(const Tape& instance) const;
    // A DOM value (a repair's, a coercion's, a caller's): written out and read into a tape,
    // its numbers judged as their doubles.
    ValidationResult validate(const rapidjson::Value& instance, const ValidateOptions& options = {}) const;
    bool is_valid(const rapidjson::Value& instance) const;

    // The compiled form, for the checks that walk it (schema/prefix_check.h).
    const schema::Program& program() const { return *program_; }

private:
    friend class SchemaCompileResult;
    explicit CompiledSchema(std::unique_ptr<schema::Program> program);
    std::unique_ptr<schema::Program> program_;
};

// A compiled schema or the reason there is none (Result<T> carries sg::Error, which has no
// room for the pointer a SchemaError names).
class SchemaCompileResult {
public:
    SchemaCompileResult(std::unique_ptr<schema::Program> program);
    SchemaCompileResult(SchemaError error);

    bool ok() const { return schema_.has_value(); }
    const CompiledSchema& value() const { return *schema_; }
    CompiledSchema& value() { return *schema_; }
    const SchemaError& error() const { return *error_; }

private:
    std::optional<CompiledSchema> schema_;
    std::optional<SchemaError> error_;
};

// The schema (the value a tape holds) and the registry are read during the call only: the
// result owns what it needs. The bounds and multipleOf hold the decimals the schema's numbers
// were written as, where no double is them.
SchemaCompileResult compile_schema(const Tape& schema, const SchemaRegistry& registry, const SchemaOptions& options = {});
SchemaCompileResult compile_schema(const Tape& schema, const SchemaOptions& options = {});
// A DOM schema, written out into a tape: its numbers are their doubles.
SchemaCompileResult compile_schema(const rapidjson::Value& schema, const SchemaRegistry& registry,
                                   const SchemaOptions& options = {});
SchemaCompileResult compile_schema(const rapidjson::Value& schema, const SchemaOptions& options = {});

}  // namespace sg

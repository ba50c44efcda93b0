// Instances against schemas (rules S1, S7, L7), seeded with the pairs of JSON-Schema-Test-Suite
// (scripts/fuzz-corpus.mjs): validation returns a verdict with errors in the "basic" shape,
// never a crash or a hang; validate() and is_valid() agree; the limits are honoured.
//
// Input: one flag byte, then NUL-separated texts: schema, instance, and any number of
// (URI, schema) pairs registered before compiling (the suite's remotes, http://localhost:1234/).
//   bit 0  default dialect draft-07 (else 2020-12)    bit 1  format assertion
//   bits 2-3  error mode: first error, all errors, verdict only, all errors with max_errors 2
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_input.h"
#include "json/strict_parser.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"

namespace {

// Smaller than the defaults so that one input stays well under the fuzzer's 1 s timeout with
// the sanitizers on; what matters here is that the limits stop the work, whatever their value.
constexpr std::size_t kSteps = 200'000;
constexpr std::size_t kPatternSteps = 2'000'000;

bool is_pointer(const std::string& pointer) { return pointer.empty() || pointer.front() == '/'; }

bool well_formed(const sg::ValidationResult& result, const sg::ValidateOptions& options) {
    if (result.valid != result.errors.empty() && options.mode != sg::ErrorMode::VerdictOnly) return false;
    if (result.valid && !result.errors.empty()) return false;
    if (result.errors.size() > options.max_errors) return false;
    if (options.mode == sg::ErrorMode::FirstError && result.errors.size() > 1) return false;
    for (const sg::ValidationError& error : result.errors) {
        if (!is_pointer(error.instance_location) || !is_pointer(error.keyword_location)) return false;
        if (error.message.empty()) return false;
    }
    return true;
}

bool hit_limit(const sg::ValidationResult& result) {
    for (const sg::ValidationError& error : result.errors) {
        if (error.code == sg::ErrorCode::LimitExceeded) return true;
    }
    return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg::fuzz::FuzzInput input(data, size);
    const std::uint8_t flags = input.byte();
    const std::string_view schema_text = input.text();
    const std::string_view instance_text = input.text();
    const auto schema = sg::parse_strict(schema_text, schema_text);
    const auto instance = sg::parse_strict(instance_text, instance_text);
    if (!schema.ok() || !instance.ok()) return 0;

    sg::SchemaRegistry registry;
    while (!input.empty()) {
        const std::string_view uri = input.text();
        const std::string_view remote_text = input.text();
        const auto remote = sg::parse_strict(remote_text, remote_text);
        if (remote.ok()) registry.add(uri, remote.value());
    }

    sg::SchemaOptions options;
    options.default_dialect = (flags & 1) ? sg::SchemaDialect::Draft7 : sg::SchemaDialect::Draft2020_12;
    options.format_assertion = (flags & 2) != 0;
    const sg::SchemaCompileResult compiled = sg::compile_schema(schema.value(), registry, options);
    if (!compiled.ok()) return 0;

    sg::ValidateOptions validate;
    const int mode = (flags >> 2) & 3;
    validate.mode = mode == 0 ? sg::ErrorMode::FirstError
                    : mode == 2 ? sg::ErrorMode::VerdictOnly : sg::ErrorMode::AllErrors;
    if (mode == 3) validate.max_errors = 2;
    validate.max_steps = kSteps;
    validate.max_pattern_steps = kPatternSteps;
    const sg::ValidationResult result = compiled.value().validate(instance.value(), validate);
    if (!well_formed(result, validate)) __builtin_trap();
    // Within the limits the verdict does not depend on how many errors are collected.
    if (mode != 2 && !hit_limit(result)) {
        sg::ValidateOptions verdict_only = validate;
        verdict_only.mode = sg::ErrorMode::VerdictOnly;
        const sg::ValidationResult verdict = compiled.value().validate(instance.value(), verdict_only);
        if (!hit_limit(verdict) && verdict.valid != result.valid) __builtin_trap();
    }
    return 0;
}

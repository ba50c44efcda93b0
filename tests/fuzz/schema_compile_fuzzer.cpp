// Any bytes as a schema (rules S7, L7): once parsed, compiling gives a program or a typed
// SchemaError, never a crash or a hang, in draft 2020-12 and draft-07; a compiled program
// then judges a few fixed instances within its step limits.
//
// Input: one flag byte, then the schema text.
//   bit 0  default dialect draft-07 (else 2020-12)    bit 1  format assertion
//   bit 2  a base URI for the root                    bit 3  a small schema depth limit
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_input.h"
#include "json/strict_parser.h"
#include "schema/schema.h"

namespace {

constexpr std::string_view kInstances[] = {"null", "true", "0", "-1.5", "1e300", "\"\"", "\"2025-11-22\"",
                                           "[]", "[1,\"a\",[null],{}]", "{}", R"({"a":1,"b":[{"c":"d"}]})"};

bool pointer_or_empty(const std::string& pointer) { return pointer.empty() || pointer.front() == '/'; }

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    sg::fuzz::FuzzInput input(data, size);
    const std::uint8_t flags = input.byte();
    const std::string_view text = input.rest();
    const auto schema = sg::parse_strict(text, text);
    if (!schema.ok()) return 0;

    sg::SchemaOptions options;
    options.default_dialect = (flags & 1) ? sg::SchemaDialect::Draft7 : sg::SchemaDialect::Draft2020_12;
    options.format_assertion = (flags & 2) != 0;
    if (flags & 4) options.base_uri = "http://example.com/root.json";
    if (flags & 8) options.max_depth = flags >> 4;
    const sg::SchemaCompileResult compiled = sg::compile_schema(schema.value(), options);
    if (!compiled.ok()) {
        if (compiled.error().message.empty() || !pointer_or_empty(compiled.error().pointer)) __builtin_trap();
        return 0;
    }

    sg::ValidateOptions validate;
    validate.mode = sg::ErrorMode::AllErrors;
    validate.max_steps = 100'000;
    validate.max_pattern_steps = 1'000'000;
    for (const std::string_view instance_text : kInstances) {
        const auto instance = sg::parse_strict(instance_text, instance_text);
        const sg::ValidationResult result = compiled.value().validate(instance.value(), validate);
        if (result.valid != result.errors.empty() || result.errors.size() > validate.max_errors) __builtin_trap();
    }
    return 0;
}

// The public face of the schema module: compile_schema and CompiledSchema (schema.h).
#include "schema/evaluator.h"
#include "schema/schema.h"
#include "schema/schema_compiler.h"
#include "schema/schema_registry.h"
#include "tape/tape_dom.h"
#include "tape/tape_value.h"

namespace sg {

CompiledSchema::CompiledSchema(std::unique_ptr<schema::Program> program) : program_(std::move(program)) {}
CompiledSchema::CompiledSchema(CompiledSchema&&) noexcept = default;
CompiledSchema& CompiledSchema::operator=(CompiledSchema&&) noexcept = default;
CompiledSchema::~CompiledSchema() = default;

ValidationResult CompiledSchema::validate(const Tape& instance, const ValidateOptions& options) const {
    ValidationResult result;
    schema::Evaluator evaluator(*program_, options, &result);
    result.valid = evaluator.run(instance);
    return result;
}

bool CompiledSchema::is_valid(const Tape& instance) const {
    static const ValidateOptions kVerdict{ErrorMode::VerdictOnly};
    schema::Evaluator evaluator(*program_, kVerdict, nullptr);
    return evaluator.run(instance);
}

ValidationResult CompiledSchema::validate(const rapidjson::Value& instance, const ValidateOptions& options) const {
    Tape tape;
    tape_from_value(instance, tape);
    return validate(tape, options);
}

bool CompiledSchema::is_valid(const rapidjson::Value& instance) const {
    Tape tape;
    tape_from_value(instance, tape);
    return is_valid(tape);
}

SchemaCompileResult::SchemaCompileResult(std::unique_ptr<schema::Program> program)
    : schema_(CompiledSchema(std::move(program))) {}

SchemaCompileResult::SchemaCompileResult(SchemaError error) : error_(std::move(error)) {}

SchemaCompileResult compile_schema(const Tape& schema, const SchemaRegistry& registry, const SchemaOptions& options) {
    return schema::SchemaCompiler(&registry, options).compile(tape_root(schema));
}

SchemaCompileResult compile_schema(const Tape& schema, const SchemaOptions& options) {
    return schema::SchemaCompiler(nullptr, options).compile(tape_root(schema));
}

SchemaCompileResult compile_schema(const rapidjson::Value& schema, const SchemaRegistry& registry,
                                   const SchemaOptions& options) {
    Tape tape;
    tape_from_value(schema, tape);
    return compile_schema(tape, registry, options);
}

SchemaCompileResult compile_schema(const rapidjson::Value& schema, const SchemaOptions& options) {
    Tape tape;
    tape_from_value(schema, tape);
    return compile_schema(tape, options);
}

}  // namespace sg

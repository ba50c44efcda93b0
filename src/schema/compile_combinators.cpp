// In-place applicators: $ref, $dynamicRef, allOf, anyOf, oneOf, not, if/then/else. Each
// applies subschemas to the same instance the node sees.
#include "schema/schema_compiler.h"
#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

CompileStep compile_reference(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, bool dynamic) {
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    if (!value.is_string()) return compiler.invalid(node, keyword, SchemaErrorMessage::MustBeUriReference, {keyword});
    ResolvedReference reference;
    std::string scratch;
    if (auto error = compiler.resolve(node, keyword, value.string(scratch), reference)) return error;
    Instr instr{dynamic ? Op::DynamicRef : Op::Ref, compiler.keyword_id(keyword), compiler.child(reference.target), kNone};
    if (dynamic && !reference.dynamic_anchor.empty()) instr.b = compiler.intern(reference.dynamic_anchor);
    node.groups[kAnyGroup].push_back(instr);
    return std::nullopt;
}

CompileStep compile_list(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op) {
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    std::uint32_t first = 0;
    if (auto error = compiler.children(node, keyword, value, first)) return error;
    node.groups[kAnyGroup].push_back(Instr{op, compiler.keyword_id(keyword), first, value.size()});
    return std::nullopt;
}

CompileStep optional_child(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, std::uint32_t& id) {
    id = kNone;
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    if (!is_schema_value(value)) return compiler.invalid(node, keyword, SchemaErrorMessage::SchemaOrBoolean, {keyword});
    id = compiler.child(value);
    return std::nullopt;
}

}  // namespace

CompileStep compile_references(SchemaCompiler& compiler, NodeDraft& node) {
    if (auto error = compile_reference(compiler, node, "$ref", false)) return error;
    if (node.spec.dialect == Dialect::Draft2020_12) return compile_reference(compiler, node, "$dynamicRef", true);
    if (node.spec.dialect == Dialect::Draft2019_09 && node.keyword("$recursiveRef")) {
        return compiler.invalid(node, "$recursiveRef", SchemaErrorMessage::RecursiveRef, {}, SchemaErrorKind::Unsupported);
    }
    return std::nullopt;
}

CompileStep compile_combinators(SchemaCompiler& compiler, NodeDraft& node) {
    if (!node.has(vocab::kApplicator)) return std::nullopt;
    if (auto error = compile_list(compiler, node, "allOf", Op::AllOf)) return error;
    if (auto error = compile_list(compiler, node, "anyOf", Op::AnyOf)) return error;
    if (auto error = compile_list(compiler, node, "oneOf", Op::OneOf)) return error;
    Instr negation{Op::Not, compiler.keyword_id("not")};
    if (auto error = optional_child(compiler, node, "not", negation.a)) return error;
    if (negation.a != kNone) node.groups[kAnyGroup].push_back(negation);
    Instr condition{Op::IfThenElse, compiler.keyword_id("if")};
    if (auto error = optional_child(compiler, node, "if", condition.a)) return error;
    if (condition.a == kNone) return std::nullopt;
    if (auto error = optional_child(compiler, node, "then", condition.b)) return error;
    if (auto error = optional_child(compiler, node, "else", condition.c)) return error;
    node.groups[kAnyGroup].push_back(condition);
    return std::nullopt;
}

}  // namespace sg::schema

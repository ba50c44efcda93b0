// Array keywords: item counts, uniqueItems, the positional forms (2020-12 prefixItems/items;
// draft-07 and 2019-09 items as an array plus additionalItems), contains with its bounds, and
// unevaluatedItems, which runs last because it depends on everything before it.
#include "schema/schema_compiler.h"
#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

CompileStep single_schema(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, std::uint32_t& id) {
    const TapeValue value = node.keyword(keyword);
    if (!is_schema_value(value)) return compiler.invalid(node, keyword, SchemaErrorMessage::SchemaOrBoolean, {keyword});
    id = compiler.child(value);
    return std::nullopt;
}

CompileStep compile_positional(SchemaCompiler& compiler, NodeDraft& node) {
    std::vector<Instr>& group = node.groups[kArrayGroup];
    const bool modern = node.spec.dialect == Dialect::Draft2020_12;
    // The keyword holding the per-position schemas, and the one for the items after them.
    const char* positional = modern ? "prefixItems" : "items";
    const char* rest = modern ? "items" : "additionalItems";
    const TapeValue positions = node.keyword(positional);
    std::uint32_t prefix = 0;
    if (positions && (modern || positions.is_array())) {
        std::uint32_t first = 0;
        if (auto error = compiler.children(node, positional, positions, first)) return error;
        prefix = positions.size();
        group.push_back(Instr{Op::PrefixItems, compiler.keyword_id(positional), first, prefix});
    }
    // Draft-07's additionalItems only means something after an items array.
    const bool rest_applies = modern || positions.is_array();
    if (rest_applies && node.keyword(rest)) {
        std::uint32_t id = 0;
        if (auto error = single_schema(compiler, node, rest, id)) return error;
        group.push_back(Instr{Op::Items, compiler.keyword_id(rest), id, prefix});
    } else if (!modern && positions && !positions.is_array()) {
        std::uint32_t id = 0;
        if (auto error = single_schema(compiler, node, "items", id)) return error;
        group.push_back(Instr{Op::Items, compiler.keyword_id("items"), id, 0});
    }
    return std::nullopt;
}

CompileStep compile_contains(SchemaCompiler& compiler, NodeDraft& node) {
    if (!node.keyword("contains")) return std::nullopt;
    Instr instr{Op::Contains, compiler.keyword_id("contains"), 0, 1, kNone};
    if (auto error = single_schema(compiler, node, "contains", instr.a)) return error;
    if (node.spec.dialect != Dialect::Draft7 && node.has(vocab::kValidation)) {
        if (auto error = read_count(compiler, node, "minContains", instr.b)) return error;
        if (auto error = read_count(compiler, node, "maxContains", instr.c)) return error;
    }
    node.groups[kArrayGroup].push_back(instr);
    return std::nullopt;
}

}  // namespace

CompileStep compile_array_keywords(SchemaCompiler& compiler, NodeDraft& node) {
    if (node.has(vocab::kValidation)) {
        if (auto error = compile_count(compiler, node, "minItems", Op::MinItems, kArrayGroup)) return error;
        if (auto error = compile_count(compiler, node, "maxItems", Op::MaxItems, kArrayGroup)) return error;
        if (const TapeValue unique = node.keyword("uniqueItems")) {
            if (!unique.is_bool()) return compiler.invalid(node, "uniqueItems", SchemaErrorMessage::MustBeBoolean, {"uniqueItems"});
            if (unique.is_true()) node.groups[kArrayGroup].push_back(Instr{Op::UniqueItems, compiler.keyword_id("uniqueItems")});
        }
    }
    if (node.has(vocab::kApplicator)) {
        if (auto error = compile_positional(compiler, node)) return error;
        if (auto error = compile_contains(compiler, node)) return error;
    }
    if (node.spec.dialect != Dialect::Draft7 && node.has(vocab::kUnevaluated) && node.keyword("unevaluatedItems")) {
        Instr instr{Op::UnevaluatedItems, compiler.keyword_id("unevaluatedItems")};
        if (auto error = single_schema(compiler, node, "unevaluatedItems", instr.a)) return error;
        node.groups[kArrayGroup].push_back(instr);
        node.collects = true;
    }
    return std::nullopt;
}

}  // namespace sg::schema

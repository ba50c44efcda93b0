// Object keywords: property counts, dependentRequired / dependentSchemas (and draft-07
// dependencies, which holds both), properties / patternProperties / additionalProperties /
// required compiled into one pass, propertyNames, and unevaluatedProperties last.
#include "schema/schema_compiler.h"
#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

// Appends the count, then the string ids of `names` to `lists`; false when a name is not a string.
bool append_names(SchemaCompiler& compiler, TapeValue names, std::uint32_t& first) {
    if (!names.is_array()) return false;
    std::vector<std::uint32_t>& lists = compiler.program().lists;
    first = static_cast<std::uint32_t>(lists.size());
    lists.push_back(names.size());
    std::string scratch;
    for (const TapeValue name : names.items()) {
        if (!name.is_string()) return false;
        lists.push_back(compiler.intern(name.string(scratch)));
    }
    return true;
}

// dependentRequired and dependentSchemas (and the two halves of draft-07 dependencies): an
// object whose members `read_member(member, table)` adds to a table of property names, or
// rejects; the instruction `op` over that table, none for an empty one.
template <typename ReadMember>
CompileStep compile_name_map(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op,
                             ReadMember&& read_member) {
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    if (!value.is_object()) return compiler.invalid(node, keyword, SchemaErrorMessage::MustBeObject, {keyword});
    NameTable table;
    std::string scratch;
    for (const TapeValue::Member m : value.members()) {
        if (CompileStep error = read_member(m.name.string(scratch), m.value, table)) return error;
    }
    if (table.size() == 0) return std::nullopt;
    Program& program = compiler.program();
    program.tables.push_back(std::move(table));
    node.groups[kObjectGroup].push_back(
        Instr{op, compiler.keyword_id(keyword), static_cast<std::uint32_t>(program.tables.size() - 1)});
    return std::nullopt;
}

// dependentRequired, and the array members of draft-07 dependencies.
CompileStep compile_dependent_required(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, bool arrays_only) {
    return compile_name_map(compiler, node, keyword, Op::DependentRequired, [&](std::string_view name, TapeValue value, NameTable& table) -> CompileStep {
        if (!arrays_only && is_schema_value(value)) return std::nullopt;
        std::uint32_t first = 0;
        if (!append_names(compiler, value, first)) {
            return compiler.invalid(node, keyword, arrays_only ? SchemaErrorMessage::NamesToNameArrays : SchemaErrorMessage::NamesToNameArraysOrSchemas,
                                    {keyword});
        }
        table.add(name, first);
        return std::nullopt;
    });
}

// dependentSchemas, and the schema members of draft-07 dependencies.
CompileStep compile_dependent_schemas(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, bool schemas_only) {
    return compile_name_map(compiler, node, keyword, Op::DependentSchemas, [&](std::string_view name, TapeValue value, NameTable& table) -> CompileStep {
        if (is_schema_value(value)) {
            table.add(name, compiler.child(value));
        } else if (schemas_only) {
            return compiler.invalid(node, keyword, SchemaErrorMessage::PropertyNamesToSchemas, {keyword});
        }
        return std::nullopt;
    });
}

CompileStep compile_pattern_children(SchemaCompiler& compiler, NodeDraft& node, TapeValue patterns, PropertiesSpec& spec) {
    if (!patterns.is_object()) return compiler.invalid(node, "patternProperties", SchemaErrorMessage::MustBeObject, {"patternProperties"});
    Program& program = compiler.program();
    spec.first_pattern = static_cast<std::uint32_t>(program.pattern_children.size());
    std::string scratch;
    for (const TapeValue::Member m : patterns.members()) {
        if (!is_schema_value(m.value)) return compiler.invalid(node, "patternProperties", SchemaErrorMessage::PatternsToSchemas, {"patternProperties"});
        std::uint32_t pattern = 0;
        const std::string_view source = m.name.string(scratch);
        if (auto error = compiler.add_pattern(node, "patternProperties", source, source, pattern)) return error;
        program.pattern_children.push_back(PatternChild{pattern, compiler.child(m.value)});
    }
    spec.pattern_count = static_cast<std::uint32_t>(program.pattern_children.size()) - spec.first_pattern;
    return std::nullopt;
}

// The entry of `name` in `table`, added (with an empty PropertyEntry) when new.
PropertyEntry& entry_for(Program& program, NameTable& table, std::string_view name) {
    std::uint32_t entry = table.find(name);
    if (entry == NameTable::kMissing) {
        entry = static_cast<std::uint32_t>(program.property_entries.size());
        program.property_entries.emplace_back();
        table.add(name, entry);
    }
    return program.property_entries[entry];
}

CompileStep compile_required(SchemaCompiler& compiler, NodeDraft& node, NameTable& table, PropertiesSpec& spec) {
    const TapeValue required = node.keyword("required");
    if (!required || !node.has(vocab::kValidation)) return std::nullopt;
    if (!required.is_array()) return compiler.invalid(node, "required", SchemaErrorMessage::NameArray, {"required"});
    Program& program = compiler.program();
    spec.required = Instr{Op::Required, compiler.keyword_id("required"), static_cast<std::uint32_t>(program.lists.size()), 0};
    std::string scratch;
    for (const TapeValue item : required.items()) {
        if (!item.is_string()) return compiler.invalid(node, "required", SchemaErrorMessage::NameArray, {"required"});
        const std::string_view name = item.string(scratch);
        PropertyEntry& entry = entry_for(program, table, name);
        if (entry.required != kNone) continue;  // a repeated name counts once
        entry.required = spec.required.b++;
        program.lists.push_back(compiler.intern(name));
    }
    return std::nullopt;
}

CompileStep compile_named_properties(SchemaCompiler& compiler, NodeDraft& node, NameTable& table) {
    const TapeValue properties = node.keyword("properties");
    if (!properties) return std::nullopt;
    if (!properties.is_object()) return compiler.invalid(node, "properties", SchemaErrorMessage::MustBeObject, {"properties"});
    std::string scratch;
    for (const TapeValue::Member m : properties.members()) {
        if (!is_schema_value(m.value)) return compiler.invalid(node, "properties", SchemaErrorMessage::NamesToSchemas, {"properties"});
        const std::uint32_t child = compiler.child(m.value);
        PropertyEntry& entry = entry_for(compiler.program(), table, m.name.string(scratch));
        if (entry.node == kNone) entry.node = child;
    }
    return std::nullopt;
}

// properties, patternProperties, additionalProperties and required, as one instruction.
CompileStep compile_properties(SchemaCompiler& compiler, NodeDraft& node) {
    const bool applicator = node.has(vocab::kApplicator);
    PropertiesSpec spec;
    NameTable table;
    if (auto error = compile_required(compiler, node, table, spec)) return error;
    if (applicator) {
        if (auto error = compile_named_properties(compiler, node, table)) return error;
        if (const TapeValue patterns = node.keyword("patternProperties")) {
            if (auto error = compile_pattern_children(compiler, node, patterns, spec)) return error;
        }
        if (const TapeValue additional = node.keyword("additionalProperties")) {
            if (!is_schema_value(additional)) return compiler.invalid(node, "additionalProperties", SchemaErrorMessage::MustBeSchema, {"additionalProperties"});
            spec.additional = compiler.child(additional);
        }
    }
    if (table.size() == 0 && spec.pattern_count == 0 && spec.additional == kNone) return std::nullopt;
    Program& program = compiler.program();
    if (table.size() != 0) {
        program.tables.push_back(std::move(table));
        spec.names = static_cast<std::uint32_t>(program.tables.size() - 1);
    }
    program.properties.push_back(spec);
    node.groups[kObjectGroup].push_back(
        Instr{Op::Properties, compiler.keyword_id("properties"), static_cast<std::uint32_t>(program.properties.size() - 1)});
    return std::nullopt;
}

CompileStep compile_single(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op) {
    const TapeValue value = node.keyword(keyword);
    if (!value) return std::nullopt;
    if (!is_schema_value(value)) return compiler.invalid(node, keyword, SchemaErrorMessage::SchemaOrBoolean, {keyword});
    node.groups[kObjectGroup].push_back(Instr{op, compiler.keyword_id(keyword), compiler.child(value)});
    return std::nullopt;
}

}  // namespace

CompileStep compile_object_keywords(SchemaCompiler& compiler, NodeDraft& node) {
    if (!node.has(vocab::kValidation)) return std::nullopt;
    if (auto error = compile_count(compiler, node, "minProperties", Op::MinProperties, kObjectGroup)) return error;
    if (auto error = compile_count(compiler, node, "maxProperties", Op::MaxProperties, kObjectGroup)) return error;
    if (node.spec.dialect != Dialect::Draft7) {
        if (auto error = compile_dependent_required(compiler, node, "dependentRequired", true)) return error;
    }
    return compile_dependent_required(compiler, node, "dependencies", false);
}

CompileStep compile_object_applicators(SchemaCompiler& compiler, NodeDraft& node) {
    if (auto error = compile_properties(compiler, node)) return error;
    if (node.has(vocab::kApplicator)) {
        if (node.spec.dialect != Dialect::Draft7) {
            if (auto error = compile_dependent_schemas(compiler, node, "dependentSchemas", true)) return error;
        }
        if (auto error = compile_dependent_schemas(compiler, node, "dependencies", false)) return error;
        if (auto error = compile_single(compiler, node, "propertyNames", Op::PropertyNames)) return error;
    }
    if (node.spec.dialect != Dialect::Draft7 && node.has(vocab::kUnevaluated)) {
        if (auto error = compile_single(compiler, node, "unevaluatedProperties", Op::UnevaluatedProperties)) return error;
        if (node.keyword("unevaluatedProperties")) node.collects = true;
    }
    return std::nullopt;
}

}  // namespace sg::schema

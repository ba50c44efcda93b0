#include "schema/schema_compiler.h"

#include "core/json_pointer.h"
#include "schema/json_depth.h"
#include "schema/number_compare.h"
#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

// Instructions that judge the value without applying any subschema to it.
bool is_assertion(Op op) {
    switch (op) {
        case Op::Ref:
        case Op::DynamicRef:
        case Op::AllOf:
        case Op::AnyOf:
        case Op::OneOf:
        case Op::Not:
        case Op::IfThenElse:
        case Op::DependentSchemas:
        case Op::PrefixItems:
        case Op::Items:
        case Op::Contains:
        case Op::UnevaluatedItems:
        case Op::Properties:
        case Op::PropertyNames:
        case Op::UnevaluatedProperties: return false;
        default: return true;
    }
}

}  // namespace

SchemaCompiler::SchemaCompiler(const SchemaRegistry* registry, const SchemaOptions& options)
    : options_(options), index_(registry, options.language), program_(std::make_unique<Program>()) {}

SchemaCompileResult SchemaCompiler::compile(TapeValue schema) {
    if (!is_schema_value(schema)) {
        return SchemaError{SchemaErrorKind::InvalidSchema, "", "", say(SchemaErrorMessage::NotASchema)};
    }
    if (const auto deep = find_excess_depth(schema, options_.max_depth)) {
        return SchemaError{SchemaErrorKind::LimitExceeded, *deep, "",
                           say(SchemaErrorMessage::NestingTooDeep, {std::to_string(options_.max_depth)})};
    }
    const Dialect dialect = options_.default_dialect == SchemaDialect::Draft7 ? Dialect::Draft7 : Dialect::Draft2020_12;
    if (auto error = index_.scan_root(schema, options_.base_uri, DialectSpec{dialect, vocab::kDefault})) return *error;
    program_->root = node_for(schema);
    program_->user_format = options_.user_format;
    // Definitions nobody references are still compiled, so that a mistake in one is reported.
    for (const char* defs : {"$defs", "definitions"}) {
        for (const TapeValue::Member m : schema.member(defs).members()) {
            if (is_schema_value(m.value) && index_.location_of(m.value) != nullptr) node_for(m.value);
        }
    }
    if (auto error = compile_pending()) return *error;
    if (auto error = check_in_place_cycles()) return *error;
    program_->constants.seal();
    program_->enum_indexes.reserve(enum_indexes_.size());
    for (const auto& [first, count] : enum_indexes_) program_->enum_indexes.emplace_back(program_->constants, first, count);
    return SchemaCompileResult(std::move(program_));
}

std::uint32_t SchemaCompiler::node_for(TapeValue schema) {
    const auto [node, inserted] = nodes_.try_emplace(bytes_of(schema.id()), static_cast<std::uint32_t>(program_->nodes.size()));
    if (inserted) {
        program_->nodes.emplace_back();
        node_schemas_.push_back(schema);
        pending_.emplace_back(node, schema);
    }
    return node;
}

CompileStep SchemaCompiler::compile_pending() {
    while (!pending_.empty()) {
        const auto [id, schema] = pending_.back();
        pending_.pop_back();
        if (auto error = compile_node(id, schema)) return error;
    }
    return std::nullopt;
}

CompileStep SchemaCompiler::compile_node(std::uint32_t id, TapeValue schema) {
    const Location* location = index_.location_of(schema);
    if (location == nullptr) {
        return SchemaError{SchemaErrorKind::InvalidSchema, "", "", say(SchemaErrorMessage::NotAtSchemaPosition)};
    }
    NodeDraft node{id, schema, *location, index_.resource(location->resource).spec, {}, false};
    const std::uint32_t resource = program_resource(location->resource);
    const std::uint32_t pointer = pointer_link(*location);
    program_->nodes[id].resource = resource;
    program_->nodes[id].pointer = pointer;
    if (schema.is_bool()) {
        if (!schema.is_true()) node.groups[kAnyGroup].push_back(Instr{Op::False, kNone});
        seal(node);
        return std::nullopt;
    }
    if (auto error = check_strict(*this, node)) return error;
    using Compile = CompileStep (*)(SchemaCompiler&, NodeDraft&);
    // Draft-07 ignores every keyword beside "$ref".
    const bool ref_only = node.spec.dialect == Dialect::Draft7 && schema.member("$ref");
    static constexpr Compile kAll[] = {compile_type_and_values, compile_references, compile_combinators,
                                       compile_number_keywords, compile_string_keywords, compile_array_keywords,
                                       compile_object_keywords, compile_object_applicators};
    for (const Compile step : kAll) {
        if (ref_only && step != compile_references) continue;
        if (auto error = step(*this, node)) return error;
    }
    seal(node);
    return std::nullopt;
}

void SchemaCompiler::seal(NodeDraft& draft) {
    Node& node = program_->nodes[draft.id];
    std::vector<Instr>& instrs = program_->instrs;
    for (int g = 0; g < kGroupCount; ++g) {
        node.begin[g] = static_cast<std::uint32_t>(instrs.size());
        instrs.insert(instrs.end(), draft.groups[g].begin(), draft.groups[g].end());
    }
    node.begin[kGroupCount] = static_cast<std::uint32_t>(instrs.size());
    node.collects = draft.collects;
    node.leaf = !draft.collects;
    for (std::uint32_t i = node.begin[0]; i < node.begin[kGroupCount]; ++i) node.leaf = node.leaf && is_assertion(instrs[i].op);
    if (node.leaf && node.begin[kGroupCount] - node.begin[0] == 1 && instrs[node.begin[0]].op == Op::Type) {
        node.only_type = instrs[node.begin[0]].a;
    }
}

std::uint32_t SchemaCompiler::program_resource(std::uint32_t scanned) {
    if (const std::uint32_t* known = program_resources_.find(bytes_of(scanned))) return *known;
    const auto index = static_cast<std::uint32_t>(program_->resources.size());
    program_resources_.try_emplace(bytes_of(scanned), index);
    const ScannedResource& source = index_.resource(scanned);
    Resource resource{source.uri, {}};
    for (const Anchor& anchor : source.anchors) {
        if (anchor.dynamic) resource.dynamic_anchors.push_back(DynamicAnchor{intern(anchor.name), node_for(anchor.schema)});
    }
    program_->resources.push_back(std::move(resource));
    return index;
}

std::uint32_t SchemaCompiler::pointer_link(const Location& at) {
    if (at.resource_root) return kNone;
    std::vector<const Location*> missing;
    std::uint32_t parent = kNone;
    for (const Location* l = &at; l != nullptr && !l->resource_root; l = l->parent) {
        if (const std::uint32_t* known = pointer_links_.find(bytes_of(l))) {
            parent = *known;
            break;
        }
        missing.push_back(l);
    }
    for (auto l = missing.rbegin(); l != missing.rend(); ++l) {
        PointerLink link{parent, {0, 0}, (*l)->token_count};
        for (std::uint8_t t = 0; t < link.token_count; ++t) link.tokens[t] = intern((*l)->tokens[t]);
        parent = static_cast<std::uint32_t>(program_->pointers.size());
        program_->pointers.push_back(link);
        pointer_links_.try_emplace(bytes_of(*l), parent);
    }
    return parent;
}

CompileStep SchemaCompiler::children(NodeDraft& node, const char* keyword, TapeValue list, std::uint32_t& first) {
    if (!list.is_array() || list.size() == 0) return invalid(node, keyword, SchemaErrorMessage::NonEmptySchemaList, {keyword});
    for (const TapeValue item : list.items()) {
        if (!is_schema_value(item)) return invalid(node, keyword, SchemaErrorMessage::HoldsSchemas, {keyword});
    }
    first = static_cast<std::uint32_t>(program_->lists.size());
    program_->lists.reserve(program_->lists.size() + list.size());
    for (const TapeValue item : list.items()) {
        const std::uint32_t id = node_for(item);
        program_->lists.push_back(id);
    }
    return std::nullopt;
}

CompileStep SchemaCompiler::add_pattern(const NodeDraft& node, const char* keyword, std::string_view member,
                                        std::string_view source, std::uint32_t& index) {
    PatternCompilation compiled = compile_pattern(source, options_.language);
    if (!compiled.pattern) {
        const SchemaErrorKind kind = compiled.failure == PatternFailure::Syntax      ? SchemaErrorKind::InvalidSchema
                                     : compiled.failure == PatternFailure::TooLarge ? SchemaErrorKind::LimitExceeded
                                                                                    : SchemaErrorKind::Unsupported;
        SchemaError error = invalid(node, keyword, SchemaErrorMessage::Pattern, {source, std::to_string(compiled.offset), compiled.error}, kind);
        if (!member.empty()) append_pointer_token(error.pointer, member);
        return error;
    }
    index = static_cast<std::uint32_t>(program_->patterns.size());
    program_->patterns.push_back(CompiledPatternEntry{std::move(*compiled.pattern), intern(source)});
    return std::nullopt;
}

std::uint32_t SchemaCompiler::intern(std::string_view text) {
    const auto [string, inserted] = interned_.try_emplace(text, static_cast<std::uint32_t>(program_->strings.size()));
    if (inserted) program_->strings.emplace_back(text);
    return string;
}

SchemaError SchemaCompiler::invalid(const NodeDraft& node, std::string_view keyword, SchemaErrorMessage message,
                                    std::initializer_list<std::string_view> values, SchemaErrorKind kind) const {
    return index_.error_at(node.location, keyword, message, values, kind);
}

CompileStep read_count(SchemaCompiler& compiler, const NodeDraft& node, const char* keyword, std::uint32_t& count) {
    const TapeValue keyword_value = node.keyword(keyword);
    if (!keyword_value) return std::nullopt;
    const NumberToken number = keyword_value.is_number() ? keyword_value.number() : NumberToken{};
    const NumberToken* value = &number;
    const bool negative = (fits_int64(*value) && int64_of(*value) < 0) || (is_double_number(*value) && double_of(*value) < 0);
    if (!keyword_value.is_number() || negative || !is_integral_number(*value)) {
        return compiler.invalid(node, keyword, SchemaErrorMessage::NonNegativeInteger, {keyword});
    }
    // Beyond this no string, array or object can reach the count: saturating keeps it exact.
    constexpr std::uint32_t kMaxCount = 0xFFFFFFFEu;
    if (fits_uint64(*value)) {
        count = uint64_of(*value) >= kMaxCount ? kMaxCount : static_cast<std::uint32_t>(uint64_of(*value));
    } else {
        count = double_of(*value) >= kMaxCount ? kMaxCount : static_cast<std::uint32_t>(double_of(*value));
    }
    return std::nullopt;
}

CompileStep compile_count(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op, InstrGroup group) {
    if (!node.keyword(keyword)) return std::nullopt;
    std::uint32_t count = 0;
    if (auto error = read_count(compiler, node, keyword, count)) return error;
    node.groups[group].push_back(Instr{op, compiler.keyword_id(keyword), count});
    return std::nullopt;
}

}  // namespace sg::schema

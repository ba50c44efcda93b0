// Turns scanned schema documents into a Program: one node per subschema reached from the
// root (through applicators and references), compiled from a worklist rather than by
// recursion, so that schema depth never becomes stack depth. The keyword compilers live in
// compile_*.cpp; reference resolution in reference_resolution.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/string_index.h"
#include "schema/member_index.h"
#include "schema/program.h"
#include "schema/schema.h"
#include "schema/schema_index.h"
#include "tape/tape_value.h"

namespace sg::schema {

// The node being compiled: its schema object, where it sits, and its instructions by group.
struct NodeDraft {
    std::uint32_t id;
    TapeValue schema;
    const Location& location;
    DialectSpec spec;
    std::vector<Instr> groups[kGroupCount];
    bool collects = false;

    bool has(std::uint32_t vocabulary) const { return (spec.vocabularies & vocabulary) != 0; }
    // The keyword's value, or none.
    TapeValue keyword(std::string_view name) const { return schema.member(name); }
};

using CompileStep = std::optional<SchemaError>;

// A reference resolved to the schema it names.
struct ResolvedReference {
    TapeValue target;
    std::string dynamic_anchor;  // the fragment, when it names a $dynamicAnchor
};

class SchemaCompiler {
public:
    SchemaCompiler(const SchemaRegistry* registry, const SchemaOptions& options);

    SchemaCompileResult compile(TapeValue schema);

    // Used by the keyword compilers.
    // The node of a subschema (callers check is_schema_value first).
    std::uint32_t child(TapeValue schema) { return node_for(schema); }
    CompileStep children(NodeDraft& node, const char* keyword, TapeValue list, std::uint32_t& first);
    // Compiles `source` into program().patterns; `index` is its position there. An error names
    // `keyword`, and `member` below it when given (a patternProperties key).
    CompileStep add_pattern(const NodeDraft& node, const char* keyword, std::string_view member, std::string_view source,
                            std::uint32_t& index);
    std::uint32_t intern(std::string_view text);
    std::uint32_t add_constant(TapeValue value) { return program_->constants.add(value); }
    // The EnumIndex of constants first … first + count - 1, by its number (Instr::c): built
    // when the compile ends, the constants then read back.
    std::uint32_t add_enum_index(std::uint32_t first, std::uint32_t count) {
        enum_indexes_.emplace_back(first, count);
        return static_cast<std::uint32_t>(enum_indexes_.size() - 1);
    }
    std::uint32_t keyword_id(const char* keyword) { return intern(keyword); }
    SchemaError invalid(const NodeDraft& node, std::string_view keyword, SchemaErrorMessage message,
                        std::initializer_list<std::string_view> values = {},
                        SchemaErrorKind kind = SchemaErrorKind::InvalidSchema) const;
    // A row of the refusals' table in the compile's language, for a piece of a message.
    std::string say(SchemaErrorMessage message, std::initializer_list<std::string_view> values = {}) const {
        return schema_error_message(options_.language, message, values);
    }
    Program& program() { return *program_; }
    const SchemaOptions& options() const { return options_; }

    CompileStep resolve(const NodeDraft& node, const char* keyword, std::string_view reference, ResolvedReference& out);

private:
    std::uint32_t node_for(TapeValue schema);
    CompileStep compile_node(std::uint32_t id, TapeValue schema);
    void seal(NodeDraft& node);
    std::uint32_t program_resource(std::uint32_t scanned);
    std::uint32_t pointer_link(const Location& at);
    CompileStep compile_pending();
    CompileStep check_in_place_cycles() const;

    SchemaOptions options_;
    SchemaIndex index_;
    MemberIndex members_;  // for `$ref` pointers into large objects
    std::unique_ptr<Program> program_;
    StringMap<std::uint32_t> nodes_;  // by schema entry (bytes_of)
    std::vector<TapeValue> node_schemas_;
    std::vector<std::pair<std::uint32_t, TapeValue>> pending_;
    StringMap<std::uint32_t> interned_;
    StringMap<std::uint32_t> program_resources_;  // scanned -> program (bytes_of)
    StringMap<std::uint32_t> pointer_links_;      // by location (bytes_of)
    std::vector<std::pair<std::uint32_t, std::uint32_t>> enum_indexes_;  // (first, count)
};

// Keyword compilers: each adds the instructions for its keywords to `node`.
CompileStep compile_references(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_type_and_values(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_number_keywords(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_string_keywords(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_array_keywords(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_object_keywords(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_combinators(SchemaCompiler& compiler, NodeDraft& node);
CompileStep compile_object_applicators(SchemaCompiler& compiler, NodeDraft& node);
// SchemaOptions::strict: refuses an unknown or ignored keyword, an unknown format (strict_keywords.cpp).
CompileStep check_strict(SchemaCompiler& compiler, const NodeDraft& node);

// A count keyword (minLength, maxItems, …): a non-negative integer, saturated to 32 bits.
CompileStep read_count(SchemaCompiler& compiler, const NodeDraft& node, const char* keyword, std::uint32_t& count);
// A count keyword compiled to its instruction `op` in `group`; nothing when it is absent.
CompileStep compile_count(SchemaCompiler& compiler, NodeDraft& node, const char* keyword, Op op, InstrGroup group);

}  // namespace sg::schema

// What a value being read (prefix_check.h) owes the schema at one place: the subschemas that
// certainly apply there, and the types each lets a value have. Both are supersets of what can
// pass, never less: what they rule out is certainly invalid. Bounded on schemas built to be
// costly: $ref/allOf chains are followed so deep, so many subschemas are kept at a place.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "schema/program.h"
#include "schema/validation_messages.h"

namespace sg::schema {

// The instructions of a node for one instance type, for a range-for.
struct InstrRange {
    const Instr* first;
    const Instr* last;
    const Instr* begin() const { return first; }
    const Instr* end() const { return last; }
};

inline InstrRange instrs_of(const Program& program, std::uint32_t node, InstrGroup group) {
    const Node& n = program.nodes[node];
    return {program.instrs.data() + n.begin[group], program.instrs.data() + n.begin[group + 1]};
}

// Type bits of Op::Type without kInteger: an integer begins as a number.
constexpr std::uint32_t kAnyValueType = type_bit::kNull | type_bit::kBoolean | type_bit::kObject | type_bit::kArray |
                                        type_bit::kNumber | type_bit::kString;

// Why no value of a type passes a place: the keyword, and the message.
struct TypeRefusal {
    std::string keyword;
    std::string message;  // "'seq' must be integer; got string"
};

class PlaceSubschemas {
public:
    explicit PlaceSubschemas(const Program& program);

    // The value types that may pass `node` (kAnyValueType bits).
    std::uint32_t types_of(std::uint32_t node) { return types_of(node, 0); }
    // `roots` and the subschemas that certainly apply to the same value, given its type:
    // through $ref, allOf, and an anyOf/oneOf whose other branches the type rules out.
    std::vector<std::uint32_t> flattened(const std::vector<std::uint32_t>& roots, std::uint32_t type);
    // The subschemas that prefixItems and items give item `index` of an array `nodes` apply to.
    void add_item_nodes(const std::vector<std::uint32_t>& nodes, std::size_t index, std::vector<std::uint32_t>& out) const;
    // The first of `nodes` no value of `type` passes, and why, said of `subject` ("'seq'").
    std::optional<TypeRefusal> refusal(const std::vector<std::uint32_t>& nodes, std::uint32_t type,
                                       const std::string& subject, const Wording& say);

private:
    std::uint32_t types_of(std::uint32_t node, std::size_t depth);
    void flatten(std::uint32_t node, std::uint32_t type, std::vector<std::uint32_t>& out, std::size_t depth);
    TypeRefusal why_refused(std::uint32_t node, std::uint32_t type, const std::string& subject, const Wording& say);

    const Program& program_;
    std::vector<std::uint32_t> node_types_;  // per node: kKnown | the types a valid value may have
};

// "object", "number": a value type bit's name.
std::string type_bit_name(std::uint32_t bit);

}  // namespace sg::schema

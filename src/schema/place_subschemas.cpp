#include "schema/place_subschemas.h"

#include <algorithm>

#include "schema/evaluator.h"
#include "tape/value_text.h"

namespace sg::schema {
namespace {

constexpr std::uint32_t kKnown = 1u << 31;
// allOf/$ref chains followed to find what applies at one place; deeper ones are left out
// (fewer subschemas used: never a false stop).
constexpr std::size_t kMaxFlattenDepth = 32;
// Subschemas used at one place (a schema may list thousands under allOf): the rest are left out.
constexpr std::size_t kMaxPlaceNodes = 256;
// $ref/allOf/anyOf steps followed to find what types a subschema allows; deeper, any type.
constexpr std::size_t kMaxTypesDepth = 64;

std::uint32_t type_of_constant(TapeValue value) {
    if (value.is_object()) return type_bit::kObject;
    if (value.is_array()) return type_bit::kArray;
    if (value.is_string()) return type_bit::kString;
    if (value.is_bool()) return type_bit::kBoolean;
    if (value.is_null()) return type_bit::kNull;
    return type_bit::kNumber;
}

// The value types a Type instruction allows (an integer begins as a number).
std::uint32_t start_types(std::uint32_t mask) {
    return (mask & kAnyValueType) | ((mask & type_bit::kInteger) != 0 ? type_bit::kNumber : 0);
}

}  // namespace

std::string type_bit_name(std::uint32_t bit) {
    switch (bit) {
        case type_bit::kObject: return "object";
        case type_bit::kArray: return "array";
        case type_bit::kString: return "string";
        case type_bit::kBoolean: return "boolean";
        case type_bit::kNull: return "null";
        default: return "number";
    }
}

PlaceSubschemas::PlaceSubschemas(const Program& program) : program_(program), node_types_(program.nodes.size(), 0) {}

std::optional<TypeRefusal> PlaceSubschemas::refusal(const std::vector<std::uint32_t>& nodes, std::uint32_t type,
                                                    const std::string& subject, const Wording& say) {
    for (const std::uint32_t node : nodes) {
        if ((types_of(node) & type) == 0) return why_refused(node, type, subject, say);
    }
    return std::nullopt;
}

// The types a value may have and still pass `node` (a superset: what is not in it certainly
// fails). A node met again while its own types are being found, or one past kMaxTypesDepth
// steps, counts as any type.
std::uint32_t PlaceSubschemas::types_of(std::uint32_t node, std::size_t depth) {
    if ((node_types_[node] & kKnown) != 0) return node_types_[node] & ~kKnown;
    if (depth > kMaxTypesDepth) return kAnyValueType;
    node_types_[node] = kKnown | kAnyValueType;
    std::uint32_t mask = kAnyValueType;
    for (const Instr& instr : instrs_of(program_, node, kAnyGroup)) {
        switch (instr.op) {
            case Op::False: mask = 0; break;
            case Op::Type: mask &= start_types(instr.a); break;
            case Op::Const: mask &= type_of_constant(program_.constant(instr.a)); break;
            case Op::Enum: {
                std::uint32_t any = 0;
                for (std::uint32_t k = 0; k < instr.b; ++k) any |= type_of_constant(program_.constant(instr.a + k));
                mask &= any;
                break;
            }
            case Op::Ref: mask &= types_of(instr.a, depth + 1); break;
            case Op::AllOf:
                for (std::uint32_t k = 0; k < instr.b; ++k) mask &= types_of(program_.lists[instr.a + k], depth + 1);
                break;
            case Op::AnyOf:
            case Op::OneOf: {
                std::uint32_t any = 0;
                for (std::uint32_t k = 0; k < instr.b; ++k) any |= types_of(program_.lists[instr.a + k], depth + 1);
                mask &= any;
                break;
            }
            default: break;
        }
    }
    node_types_[node] = kKnown | mask;
    return mask;
}

// `node` and the subschemas that certainly apply to the same value, given its type.
void PlaceSubschemas::flatten(std::uint32_t node, std::uint32_t type, std::vector<std::uint32_t>& out, std::size_t depth) {
    if (depth > kMaxFlattenDepth || out.size() >= kMaxPlaceNodes || std::find(out.begin(), out.end(), node) != out.end()) {
        return;
    }
    out.push_back(node);
    for (const Instr& instr : instrs_of(program_, node, kAnyGroup)) {
        if (instr.op == Op::Ref) flatten(instr.a, type, out, depth + 1);
        if (instr.op == Op::AllOf) {
            for (std::uint32_t k = 0; k < instr.b; ++k) flatten(program_.lists[instr.a + k], type, out, depth + 1);
        }
        if (instr.op != Op::AnyOf && instr.op != Op::OneOf) continue;
        // The one branch the type leaves must hold (with none left, the start is refused).
        std::uint32_t open = kNone;
        std::uint32_t count = 0;
        for (std::uint32_t k = 0; k < instr.b; ++k) {
            const std::uint32_t branch = program_.lists[instr.a + k];
            if ((types_of(branch) & type) == 0) continue;
            open = branch;
            ++count;
        }
        if (count == 1) flatten(open, type, out, depth + 1);
    }
}

std::vector<std::uint32_t> PlaceSubschemas::flattened(const std::vector<std::uint32_t>& roots, std::uint32_t type) {
    std::vector<std::uint32_t> nodes;
    for (const std::uint32_t root : roots) flatten(root, type, nodes, 0);
    return nodes;
}

void PlaceSubschemas::add_item_nodes(const std::vector<std::uint32_t>& nodes, std::size_t index,
                                     std::vector<std::uint32_t>& out) const {
    for (const std::uint32_t node : nodes) {
        for (const Instr& instr : instrs_of(program_, node, kArrayGroup)) {
            if (instr.op == Op::PrefixItems && index < instr.b) out.push_back(program_.lists[instr.a + index]);
            if (instr.op == Op::Items && index >= instr.b) out.push_back(instr.a);
        }
    }
}

// The keyword of `node` that no value of `type` passes, and the message for it.
TypeRefusal PlaceSubschemas::why_refused(std::uint32_t node, std::uint32_t type, const std::string& subject,
                                         const Wording& say) {
    using M = ValidationMessage;
    const std::string got = say.got(type_bit_name(type));
    for (const Instr& instr : instrs_of(program_, node, kAnyGroup)) {
        const std::string keyword = instr.keyword == kNone ? std::string("false") : program_.strings[instr.keyword];
        switch (instr.op) {
            case Op::False: return {"false", say(M::NotAllowedHere, {subject})};
            case Op::Type:
                if ((start_types(instr.a) & type) == 0) return {keyword, say(M::MustBe, {subject, type_list(instr.a, say.language())}) + got};
                break;
            case Op::Const:
                if (type_of_constant(program_.constant(instr.a)) != type) {
                    return {keyword, say(M::MustBe, {subject, value_text(program_.constants.at(instr.a))}) + got};
                }
                break;
            case Op::Enum: {
                std::uint32_t any = 0;
                for (std::uint32_t k = 0; k < instr.b; ++k) any |= type_of_constant(program_.constant(instr.a + k));
                if ((any & type) == 0) return {keyword, say(M::EnumListed, {subject}) + got};
                break;
            }
            case Op::Ref:
                if ((types_of(instr.a) & type) == 0) return why_refused(instr.a, type, subject, say);
                break;
            case Op::AllOf:
                for (std::uint32_t k = 0; k < instr.b; ++k) {
                    const std::uint32_t branch = program_.lists[instr.a + k];
                    if ((types_of(branch) & type) == 0) return why_refused(branch, type, subject, say);
                }
                break;
            case Op::AnyOf: return {keyword, say(M::AnyOf, {subject}) + got};
            case Op::OneOf: return {keyword, say(M::OneOfType, {subject}) + got};
            default: break;
        }
    }
    return {"type", say(M::CannotBe, {subject, type_bit_name(type)})};
}

}  // namespace sg::schema

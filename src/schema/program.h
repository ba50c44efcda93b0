// The compiled form of a schema: one Node per subschema, each a run of small instructions
// grouped by the instance type they apply to, so that validating a string never looks at
// array keywords. Everything an instruction needs (names, numbers, constants, patterns) sits
// in tables of the Program, which owns copies: the source schema can go away after compiling.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/string_index.h"
#include "json/exact_decimal.h"
#include "schema/constants.h"
#include "schema/enum_index.h"
#include "schema/name_table.h"
#include "schema/pattern.h"
#include "schema/user_format_check.h"

namespace sg::schema {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;

enum class Op : std::uint8_t {
    // Any instance.
    False,             // the schema `false`
    Type,              // a = type mask
    Const,             // a = constant, c = EnumIndex (for stopping early)
    Enum,              // a = first constant, b = count, c = EnumIndex
    Ref,               // a = node
    DynamicRef,        // a = node it resolves to statically, b = anchor name (kNone: acts as $ref)
    AllOf,             // a = first entry of `lists` (node ids), b = count
    AnyOf,             // as AllOf
    OneOf,             // as AllOf
    Not,               // a = node
    IfThenElse,        // a = if, b = then, c = else (kNone when absent)
    DependentSchemas,  // a = table: name -> node (objects only; kept here as an in-place applicator)
    // Numbers.
    Minimum,           // a = constant
    Maximum,
    ExclusiveMinimum,
    ExclusiveMaximum,
    MultipleOf,
    // Strings.
    MinLength,         // a = length in code points
    MaxLength,
    Pattern,           // a = pattern
    Format,            // a = FormatKind
    ContentEncoding,   // draft-07 contentEncoding base64 (content_checks.h)
    ContentMediaType,  // draft-07 contentMediaType application/json; b = 1: of the base64-decoded bytes
    // Arrays.
    MinItems,          // a = count
    MaxItems,
    UniqueItems,
    PrefixItems,       // a = first entry of `lists`, b = count
    Items,             // a = node, b = first index it applies to
    Contains,          // a = node, b = minimum, c = maximum (kNone: none)
    UnevaluatedItems,  // a = node
    // Objects.
    MinProperties,     // a = count
    MaxProperties,
    Required,          // never run: PropertiesSpec::required describes its failures
    Properties,        // a = PropertiesSpec (properties, patternProperties, additionalProperties, required)
    DependentRequired, // a = table: name -> entry of `lists` holding count, then string ids
    PropertyNames,     // a = node
    UnevaluatedProperties,  // a = node
};

// Type mask bits of Op::Type.
namespace type_bit {
constexpr std::uint32_t kNull = 1, kBoolean = 2, kObject = 4, kArray = 8, kNumber = 16, kString = 32,
                        kInteger = 64;
}

struct Instr {
    Op op;
    std::uint32_t keyword;  // string id of the keyword's name, for error locations
    std::uint32_t a = 0, b = 0, c = 0;
};

// Instruction groups by the instance type they inspect.
enum InstrGroup { kAnyGroup, kNumberGroup, kStringGroup, kArrayGroup, kObjectGroup, kGroupCount };

struct Node {
    std::uint32_t begin[kGroupCount + 1] = {};  // group g is instrs[begin[g], begin[g + 1])
    std::uint32_t resource = 0;
    std::uint32_t pointer = kNone;  // PointerLink of this subschema in its resource (kNone: the root)
    bool collects = false;       // has unevaluated*: gathers what its keywords evaluated
    bool leaf = false;           // applies no subschema: can be judged without a frame
    std::uint32_t only_type = 0; // a leaf whose one instruction is Op::Type: its mask
};

// What one name means to a node: the subschema `properties` gives it, and its position in
// `required`.
struct PropertyEntry {
    std::uint32_t node = kNone;
    std::uint32_t required = kNone;
};

// properties + patternProperties + additionalProperties + required, applied in one pass over
// the members (one name lookup per member, whatever the number of keywords).
struct PropertiesSpec {
    std::uint32_t names = kNone;       // table: name -> index into `property_entries`
    std::uint32_t first_pattern = 0;   // into `pattern_children`
    std::uint32_t pattern_count = 0;
    std::uint32_t additional = kNone;  // node
    Instr required{Op::Required, kNone, 0, 0};  // a = first string id in `lists`, b = count
};

struct PatternChild {
    std::uint32_t pattern;  // into `patterns`
    std::uint32_t node;
};

// A node's JSON Pointer within its resource, as a chain of links (shared prefixes stored
// once), written out only when an error reports an absoluteKeywordLocation.
struct PointerLink {
    std::uint32_t parent;     // kNone: the tokens start at the resource root
    std::uint32_t tokens[2];  // string ids
    std::uint8_t token_count;
};

struct DynamicAnchor {
    std::uint32_t name;  // string id (interned: equal names share an id)
    std::uint32_t node;
};

struct Resource {
    std::string uri;
    std::vector<DynamicAnchor> dynamic_anchors;
};

struct CompiledPatternEntry {
    CompiledPattern pattern;
    std::uint32_t source;  // string id
};

struct Program {
    std::vector<Node> nodes;
    std::vector<Instr> instrs;
    std::vector<std::uint32_t> lists;
    std::vector<std::string> strings;
    std::vector<NameTable> tables;
    std::vector<PropertiesSpec> properties;
    std::vector<PropertyEntry> property_entries;
    std::vector<PatternChild> pattern_children;
    std::vector<CompiledPatternEntry> patterns;
    std::vector<EnumIndex> enum_indexes;  // one per Op::Enum and Op::Const
    std::vector<Resource> resources;
    std::vector<PointerLink> pointers;
    Constants constants;  // const / enum / number operands
    // The decimals number operands were written as, by constant index, where no double is
    // that decimal (a schema read from its text).
    StringMap<ExactDecimal> exact_constants;  // by constant index (bytes_of)
    std::uint32_t root = 0;
    // The caller's check of a user format (SchemaOptions::user_format): Op::Format with b = 1.
    const UserFormatCheck* user_format = nullptr;

    TapeValue constant(std::uint32_t i) const { return constants.at(i); }
    const ExactDecimal* exact_constant(std::uint32_t i) const {
        if (exact_constants.empty()) return nullptr;
        return exact_constants.find(bytes_of(i));
    }
};

}  // namespace sg::schema

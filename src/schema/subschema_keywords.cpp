#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

using S = SubschemaShape;

constexpr std::uint8_t k7 = dialect_bit(Dialect::Draft7);
constexpr std::uint8_t k2019 = dialect_bit(Dialect::Draft2019_09);
constexpr std::uint8_t k2020 = dialect_bit(Dialect::Draft2020_12);
constexpr std::uint8_t kAll = k7 | k2019 | k2020;

}  // namespace

// "definitions" and "dependencies" stay in the 2019-09 and 2020-12 lists: their meta-schemas
// still reserve them, and references into them are common in schemas written for draft-07.
const SubschemaKeyword kSubschemaKeywords[] = {
    {"$defs", S::Map, k2019 | k2020},
    {"definitions", S::Map, kAll},
    {"properties", S::Map, kAll},
    {"patternProperties", S::Map, kAll},
    {"dependentSchemas", S::Map, k2019 | k2020},
    {"dependencies", S::MapOrStrings, kAll},
    {"additionalProperties", S::Single, kAll},
    {"propertyNames", S::Single, kAll},
    {"unevaluatedProperties", S::Single, k2019 | k2020},
    {"prefixItems", S::List, k2020},
    {"items", S::Single, k2020},
    {"items", S::SingleOrList, k7 | k2019},
    {"additionalItems", S::Single, k7 | k2019},
    {"contains", S::Single, kAll},
    {"unevaluatedItems", S::Single, k2019 | k2020},
    {"allOf", S::List, kAll},
    {"anyOf", S::List, kAll},
    {"oneOf", S::List, kAll},
    {"not", S::Single, kAll},
    {"if", S::Single, kAll},
    {"then", S::Single, kAll},
    {"else", S::Single, kAll},
    {"contentSchema", S::Single, k2019 | k2020},
    {},
};

}  // namespace sg::schema

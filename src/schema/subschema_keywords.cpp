#include "schema/subschema_keywords.h"

namespace sg::schema {
namespace {

using S = SubschemaShape;

// One table per dialect, alike where the dialects agree: a shared part would hide what each
// dialect's list is. "definitions" and "dependencies" stay in the 2019-09 and 2020-12 lists:
// their meta-schemas still reserve them, and references into them are common in schemas
// written for draft-07.
constexpr SubschemaKeyword k2020[] = {
    {"$defs", S::Map},           {"definitions", S::Map},       {"properties", S::Map},
    {"patternProperties", S::Map}, {"dependentSchemas", S::Map}, {"dependencies", S::MapOrStrings},
    {"additionalProperties", S::Single}, {"propertyNames", S::Single}, {"unevaluatedProperties", S::Single},
    {"prefixItems", S::List},    {"items", S::Single},          {"contains", S::Single},
    {"unevaluatedItems", S::Single}, {"allOf", S::List},        {"anyOf", S::List},
    {"oneOf", S::List},          {"not", S::Single},            {"if", S::Single},
    {"then", S::Single},         {"else", S::Single},           {"contentSchema", S::Single},
    {"", S::Single},
};

constexpr SubschemaKeyword k2019[] = {
    {"$defs", S::Map},           {"definitions", S::Map},       {"properties", S::Map},
    {"patternProperties", S::Map}, {"dependentSchemas", S::Map}, {"dependencies", S::MapOrStrings},
    {"additionalProperties", S::Single}, {"propertyNames", S::Single}, {"unevaluatedProperties", S::Single},
    {"items", S::SingleOrList},  {"additionalItems", S::Single}, {"contains", S::Single},
    {"unevaluatedItems", S::Single}, {"allOf", S::List},        {"anyOf", S::List},
    {"oneOf", S::List},          {"not", S::Single},            {"if", S::Single},
    {"then", S::Single},         {"else", S::Single},           {"contentSchema", S::Single},
    {"", S::Single},
};

constexpr SubschemaKeyword kDraft7[] = {
    {"definitions", S::Map},     {"properties", S::Map},        {"patternProperties", S::Map},
    {"dependencies", S::MapOrStrings}, {"additionalProperties", S::Single}, {"propertyNames", S::Single},
    {"items", S::SingleOrList},  {"additionalItems", S::Single}, {"contains", S::Single},
    {"allOf", S::List},          {"anyOf", S::List},            {"oneOf", S::List},
    {"not", S::Single},          {"if", S::Single},             {"then", S::Single},
    {"else", S::Single},         {"", S::Single},
};

}  // namespace

const SubschemaKeyword* subschema_keywords(Dialect dialect) {
    switch (dialect) {
        case Dialect::Draft7: return kDraft7;
        case Dialect::Draft2019_09: return k2019;
        case Dialect::Draft2020_12: return k2020;
    }
    return k2020;
}

}  // namespace sg::schema

// Where a dialect puts subschemas: the keywords whose values are a schema, an array of
// schemas or an object of schemas. Scanning (for `$id`s and anchors) and compiling walk the
// same places, so `$id` inside `enum` or an unknown keyword is never taken for an identifier.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <rapidjson/document.h>

#include "schema/dialect.h"
#include "tape/tape_value.h"

namespace sg::schema {

enum class SubschemaShape : std::uint8_t {
    Single,          // "not": {…}
    List,            // "allOf": [{…}, …]
    Map,             // "properties": {"a": {…}}
    SingleOrList,    // draft-07 / 2019-09 "items"
    MapOrStrings,    // "dependencies": {"a": {…}, "b": ["c"]}
};

constexpr std::uint8_t dialect_bit(Dialect dialect) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(dialect)); }

struct SubschemaKeyword {
    std::string_view name;
    SubschemaShape shape;
    std::uint8_t dialects;  // the dialect_bit of each dialect that has the keyword

    bool in(Dialect dialect) const { return (dialects & dialect_bit(dialect)) != 0; }
};

// The subschema keywords of all dialects, each marked with the dialects that have it, in the
// order they are visited; terminated by an entry with an empty name.
extern const SubschemaKeyword kSubschemaKeywords[];

inline bool is_schema_value(const rapidjson::Value& value) { return value.IsObject() || value.IsBool(); }
inline bool is_schema_value(TapeValue value) { return value.is_object() || value.is_bool(); }

// Calls visit(child, keyword, key, index) for every subschema directly inside `schema`:
// `key` is the member name for Map shapes (else none), `index` the position for List shapes
// (else -1). Values of the wrong JSON type are skipped here; the compiler reports them.
template <typename Visit>
void for_each_subschema(TapeValue schema, Dialect dialect, Visit&& visit) {
    if (!schema.is_object()) return;
    for (const SubschemaKeyword* kw = kSubschemaKeywords; !kw->name.empty(); ++kw) {
        if (!kw->in(dialect)) continue;
        const TapeValue value = schema.member(kw->name);
        if (!value) continue;
        const bool list = kw->shape == SubschemaShape::List ||
                          (kw->shape == SubschemaShape::SingleOrList && value.is_array());
        const bool map = kw->shape == SubschemaShape::Map || kw->shape == SubschemaShape::MapOrStrings;
        if (list && value.is_array()) {
            long i = 0;
            for (const TapeValue item : value.items()) {
                if (is_schema_value(item)) visit(item, kw->name, TapeValue(), i);
                ++i;
            }
        } else if (map && value.is_object()) {
            for (const TapeValue::Member m : value.members()) {
                if (is_schema_value(m.value)) visit(m.value, kw->name, m.name, -1L);
            }
        } else if (!list && !map && is_schema_value(value)) {
            visit(value, kw->name, TapeValue(), -1L);
        }
    }
}

}  // namespace sg::schema

// The single conversions of schema-guided coercion (SPEC L5). Each changes a value in place
// only when the result is what the failing keyword asks for, so that a coercion never trades
// one error for another; a value no rule fits is left exactly as it was.
#pragma once

#include <optional>
#include <string_view>

#include <rapidjson/document.h>

namespace sg {

enum class CoercionKind {
    StringToNumber,   // "5" -> 5 where a number or an integer is expected
    StringToBoolean,  // "true" / "False" -> true / false where a boolean is expected
    SingleToArray,    // a value -> [value] where an array is expected
    EnumSpelling,     // " Goal " -> "goal": a string matched to an enum or const string
    KeyCase,          // "Seq" -> "seq": a member renamed to the property the schema names
};

// The stable lowercase identifier users see: "string_to_number", "key_case", ...
std::string_view coercion_kind_name(CoercionKind kind);

using Allocator = rapidjson::Document::AllocatorType;

// `type` is the keyword's value (a name or an array of names). Tried in this order: a string
// holding a JSON number (surrounding whitespace allowed; an integer when only "integer" is
// expected; an integer too long to be exact is refused), a string "true"/"false" (ASCII case
// ignored), then any value but null wrapped in an array.
std::optional<CoercionKind> coerce_to_type(rapidjson::Value& value, const rapidjson::Value& type, Allocator& allocator);

// A string equal to exactly one of the string `choices` once surrounding whitespace and ASCII
// case are ignored becomes that choice; an exact match (whitespace aside) wins over case-only
// matches. `choices` is an `enum` array, or a single `const` value.
bool match_spelling(rapidjson::Value& value, const rapidjson::Value& choices, Allocator& allocator);

// The member of `object` that is `name` with other ASCII case, when `object` has no member
// `name` and exactly one such member: its current name.
std::optional<std::string_view> member_in_other_case(const rapidjson::Value& object, std::string_view name);

bool equal_ignoring_case(std::string_view a, std::string_view b);

}  // namespace sg

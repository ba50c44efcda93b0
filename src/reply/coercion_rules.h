// The single conversions of schema-guided coercion (rule L5). Each changes a value in place
// only when the result is what the failing keyword asks for, so that a coercion never trades
// one error for another; a value no rule fits is left exactly as it was.
#pragma once

#include <optional>
#include <string_view>

#include <rapidjson/document.h>

namespace sg {

enum class CoercionKind {
    StringToNumber,   // "5" -> 5 where a number or an integer is expected
    NumberFromText,   // "$1,234.50", "12 kg", "82_461_110" -> the number, where one is expected
    StringToBoolean,  // "true" / "False" -> true / false where a boolean is expected
    SingleToArray,    // a value -> [value] where an array is expected
    SingleFromArray,  // ["TWO"] -> "TWO" where one value, not an array, is expected
    EnumSpelling,     // " Goal " -> "goal": a string matched to an enum or const string
    EnumFromText,     // "It is positive." -> "positive": the one enum string the text names
    KeyCase,          // "Seq" -> "seq": a member renamed to the property the schema names
    KeySpelling,      // "first name" -> "first_name": the same letters and digits, other punctuation
    ScalarFromText,   // "The answer is true" -> true: a reply with no JSON, for a scalar root
};

// The stable lowercase identifier users see: "string_to_number", "key_case", ...
std::string_view coercion_kind_name(CoercionKind kind);

using Allocator = rapidjson::Document::AllocatorType;

// `type` is the keyword's value (a name or an array of names). Tried in this order: a string
// holding a JSON number (surrounding whitespace allowed; an integer when only "integer" is
// expected; an integer too long to be exact is refused), the same written as people write
// numbers (a currency sign, thousands separators, a unit after it), a string "true"/"false"
// (ASCII case ignored), a one-element array whose element the type allows, then any value
// but null wrapped in an array.
std::optional<CoercionKind> coerce_to_type(rapidjson::Value& value, const rapidjson::Value& type, Allocator& allocator);

// A string equal to exactly one of the string `choices` once surrounding whitespace and ASCII
// case are ignored becomes that choice; an exact match (whitespace aside) wins over case-only
// matches. `choices` is an `enum` array, or a single `const` value.
bool match_spelling(rapidjson::Value& value, const rapidjson::Value& choices, Allocator& allocator);

// A one-element array whose element is one of `choices` (or spells one of them, as
// match_spelling reads it) becomes that element: `["approved"]` for an enum.
bool unwrap_choice(rapidjson::Value& value, const rapidjson::Value& choices, Allocator& allocator);

// A string that names exactly one of the string `choices` as a whole word (ASCII case
// ignored), and no other, becomes that choice: "The sentiment is Positive." -> "positive".
bool match_named_choice(rapidjson::Value& value, const rapidjson::Value& choices, Allocator& allocator);

// A reply with no JSON in it, read for a schema whose root is a scalar: the one boolean word
// (true/false/yes/no), the one number, or the one enum string it names; for a plain string
// root, the whole text. Null when the text does not name exactly one.
std::optional<rapidjson::Document> scalar_from_text(std::string_view text, const rapidjson::Value& schema);

// The member of `object` that is `name` with other ASCII case (or, `spelling`, with other
// punctuation too: "First Name" for "first_name"), when `object` has no member `name` and
// exactly one such member: its current name.
std::optional<std::string_view> member_in_other_case(const rapidjson::Value& object, std::string_view name,
                                                     bool spelling = false);

// The same letters and digits, ASCII case and everything else ignored.
bool same_spelling(std::string_view a, std::string_view b);

}  // namespace sg

// The single conversions of schema-guided coercion (rule L5), read on a tape value. Each gives
// the value's change only when the result is what the failing keyword asks for, so that a
// coercion never trades one error for another; a value no rule fits is left exactly as it was.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "reply/folded_names.h"
#include "tape/tape_value.h"
#include "tape/value_text.h"

namespace sg {

#define SG_COERCION_KINDS(X)                                                                                                     \
    X(StringToNumber, "string_to_number")     /* "5" -> 5 where a number or an integer is expected */                            \
    X(NumberFromText, "number_from_text")     /* "$1,234.50", "12 kg", "82_461_110" -> the number, where one is expected */      \
    X(StringToBoolean, "string_to_boolean")   /* "true" / "False" -> true / false where a boolean is expected */                 \
    X(SingleToArray, "single_to_array")       /* a value -> [value] where an array is expected */                                \
    X(SingleFromArray, "single_from_array")   /* ["TWO"] -> "TWO" where one value, not an array, is expected */                  \
    X(EnumSpelling, "enum_spelling")          /* " Goal " -> "goal": a string matched to an enum or const string */              \
    X(EnumFromText, "enum_from_text")         /* "It is positive." -> "positive": the one enum string the text names */          \
    X(KeyCase, "key_case")                    /* "Seq" -> "seq": a member renamed to the property the schema names */            \
    X(KeySpelling, "key_spelling")            /* "first name" -> "first_name": the same letters and digits, other punctuation */ \
    X(ScalarFromText, "scalar_from_text")     /* "The answer is true" -> true: a reply with no JSON, for a scalar root */        \
    X(NumberToString, "number_to_string")     /* 1 -> "1" where a string is expected */                                          \
    X(ScalarToObject, "scalar_to_object")     /* 42 -> {"n": 42} for an object whose one required member 42 fits */              \
    X(FractionToNumber, "fraction_to_number") /* "1/5" -> 0.2 where a number is expected */
SG_NAMED_ENUM(CoercionKind, SG_COERCION_KINDS)

// The stable lowercase identifier users see: "string_to_number", "key_case", ...
inline std::string_view coercion_kind_name(CoercionKind kind) { return name_of(kind); }

// What a rule makes of a value: the kind of coercion, and the edit of the value's tape entry
// that writes the coerced value (tape/value_text.h).
struct CoercedValue {
    CoercionKind kind;
    ValueEdit edit;
};

// `type` is the keyword's value (a name or an array of names). Tried in this order: a string
// holding a JSON number (surrounding whitespace allowed; an integer when only "integer" is
// expected; an integer too long to be exact is refused), the same written as people write
// numbers (a currency sign, thousands separators, a unit after it), a fraction of two
// integers (`1/5`), a string "true"/"false" (ASCII case ignored), a number where a string is
// expected (its shortest JSON text; not an integral double beyond 2^53, whose written digits
// may be lost), a one-element array whose element the type allows, then any value but null
// wrapped in an array.
std::optional<CoercedValue> coerce_to_type(TapeValue value, TapeValue type);

// A string, number or boolean where `type` asks for an object, made the one member of that
// object when its `required` names exactly one property and `properties` has a schema for it:
// 42 -> {"n": 42}. The caller checks that the member then validates (and takes it back otherwise).
std::optional<ValueEdit> wrap_in_object(TapeValue value, TapeValue type, TapeValue required, TapeValue properties);

// A string equal to exactly one of the string `choices` once surrounding whitespace and ASCII
// case are ignored becomes that choice (its JSON text); an exact match (whitespace aside) wins
// over case-only matches. `choices` indexes an `enum` array, or a single `const` value.
std::optional<std::string> match_spelling(TapeValue value, const ChoiceIndex& choices);

// Whether a one-element array whose element is one of `choices` (or spells one of them, as
// match_spelling reads it) becomes that element: `["approved"]` for an enum.
bool unwrap_choice(TapeValue value, const ChoiceIndex& choices);

// A string that names exactly one of the string `choices` as a whole word (ASCII case
// ignored), and no other, becomes that choice (its JSON text): "The sentiment is Positive." ->
// "positive".
std::optional<std::string> match_named_choice(TapeValue value, TapeValue choices);

// A reply with no JSON in it, read for a schema whose root is a scalar: the one boolean word
// (true/false/yes/no), the one number, or the one enum string it names; for a plain string
// root, the whole text. Null when the text does not name exactly one. A text that is a
// fraction (`1/5`) is its quotient, reported as FractionToNumber.
struct ScalarInText {
    std::string json;  // the value's JSON text
    CoercionKind kind = CoercionKind::ScalarFromText;
};
std::optional<ScalarInText> scalar_from_text(std::string_view text, TapeValue schema);

}  // namespace sg

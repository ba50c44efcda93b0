// Schema-guided coercion (rule L5), opt-in: a value that fails its schema only because a
// model wrote "5" for 5, "Goal " for "goal", "Seq" for "seq" or a single item for a list is
// brought to what the schema asks for, and every change is reported with its
// instanceLocation. Driven by the validation errors themselves: validate (all errors), read
// the keyword each `type` / `enum` / `const` / `required` / `additionalProperties` error
// names from the schema document, convert the value at its instanceLocation when a rule of
// coercion_rules.h fits, validate again; a bounded number of rounds (a renamed key or a
// wrapped item is validated, and may be coerced, in the next round). What no rule fits stays
// as it was, and its error stays: nothing is dropped.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/string_index.h"
#include "reply/coercion_rules.h"
#include "reply/schema_source.h"
#include "schema/schema.h"
#include "tape/tape.h"

namespace sg {

constexpr std::size_t kMaxCoercionRounds = 8;           // validations per value, at most, before the final one
constexpr std::size_t kCoercionErrorsPerRound = 10'000;  // errors one round reads (a list of 5,000 "5"s is coerced in one)

struct Coercion {
    CoercionKind kind;
    std::string instance_location;  // JSON Pointer in the coerced value (KeyCase: the renamed member)
    std::string from;               // JSON text before (KeyCase: the old name as a JSON string)
    std::string to;                 // JSON text after
};

// Coerces the value on `value` towards `schema`, whose document `source` holds: when
// coercions remain, `coerced` is the tape of the coerced value, with a text of its own
// (compact, numbers as their values), and is left alone otherwise. The validation limits of
// `options` apply to each round (its error mode and cap do not: a round collects up to
// kCoercionErrorsPerRound errors).
std::vector<Coercion> coerce_to_schema(const Tape& value, Tape& coerced, const CompiledSchema& schema,
                                       SchemaSource& source, const ValidateOptions& options = {});

// Where the value a location names (in the coerced value) was before the coercions: renamed
// members get their old names back and the index a wrapped value got is dropped, so that an
// error can be found again in the JSON text the value was parsed from.
class LocationsBeforeCoercion {
public:
    explicit LocationsBeforeCoercion(const std::vector<Coercion>& coercions);

    std::string operator()(std::string_view location) const;

private:
    StringMap<std::string> renamed_;  // member location -> its old name
    StringMap<std::string> wrapped_;  // location of a wrapping array or object -> the token it added
    StringIndex unwrapped_;           // locations of values taken out of a one-element array
};

}  // namespace sg

// L2, L5: a word lenient reading took for a literal (`None`, `Null`, `True`, `NaN`) is its text
// as much as the literal. Where the schema takes the text in its place too, either reading
// passes, so which one the model meant is unknown: the repair says so, and the value is lossy.
#pragma once

#include "repair/repair_result.h"
#include "schema/schema.h"

namespace sg {

// Turns each literal repair of `repaired` (a valid value) whose text, written as a JSON string
// in the literal's place, gives a value `schema` also accepts into an `ambiguous_value`
// repair, and clears `lossless` when one is. Checks at most kMaxCheckedLiterals literals (each
// costs one read and one validation of the value); the ones past that are ambiguous.
void mark_ambiguous_literals(RepairResult& repaired, const CompiledSchema& schema);

constexpr std::size_t kMaxCheckedLiterals = 16;

}  // namespace sg

// Between the tape and RapidJSON's DOM, for the places where a tree is worth its cost
// (ARCHITECTURE principle 4), all in the full module: a value that came as a DOM (a caller's
// document, a provider's conversion) is written out and read into a tape to be validated, and
// a tape value becomes a DOM only when a caller asks for one (a tree of ParsedReply::tape).
#pragma once

#include <rapidjson/document.h>

#include "tape/tape.h"

namespace sg {

// `value` written as compact JSON, kept by `tape`, and read into it.
void tape_from_value(const rapidjson::Value& value, Tape& tape);

// The value at `index` as a DOM in `out` (using its allocator).
void value_from_tape(const Tape& tape, Tape::Index index, rapidjson::Document& out);
// The value a tape holds as a DOM, null for an empty tape: for a caller who wants a tree of a
// reply's value (ParsedReply::tape).
rapidjson::Document value_of(const Tape& tape);

}  // namespace sg

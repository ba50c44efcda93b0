// A tape value written as compact JSON text the way RapidJSON's Writer writes the same value
// (json/scalar_text.h: strings re-escaped, numbers as their decoded value, `1.50` as `1.5`),
// optionally with edits: what coercion (rule L5) changes in a value is recorded against the
// entries of its tape and written out in one pass, with everything else, into the text of the
// next tape. Iterative: as deep as the tape goes.
#pragma once

#include <string>

#include "core/string_index.h"
#include "tape/tape.h"
#include "tape/tape_value.h"

namespace sg {

// A change to the value (or the member name) at one entry.
struct ValueEdit {
    enum class Kind {
        Replace,  // `before` is the new JSON text of the value (or of the name, at a key's entry)
        Unwrap,   // a one-item array written as its item
        Wrap,     // the value written between `before` and `after` (`[` `]`, `{"n":` `}`)
    };
    Kind kind = Kind::Replace;
    std::string before;
    std::string after;
};

using ValueEdits = StringMap<ValueEdit>;  // by entry (bytes_of its Tape::Index)

// Appends the value at `index`, with the edits at it and under it.
void write_value_text(const Tape& tape, Tape::Index index, std::string& out, const ValueEdits& edits = {});
std::string value_text(const Tape& tape, Tape::Index index, const ValueEdits& edits = {});
inline std::string value_text(TapeValue value) { return value_text(value.tape(), value.index()); }

}  // namespace sg

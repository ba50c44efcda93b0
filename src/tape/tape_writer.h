// A tape value written back as compact JSON: strings and numbers exactly as the text spells
// them (escapes kept, `1.50` and `-0` as written), no whitespace. What a stream's changes
// carry (value_changes.h), so that a value reads the same in JavaScript as where it came from.
#pragma once

#include <string>
#include <string_view>

#include "tape/tape.h"

namespace sg {

// Appends the value at `index` to `out`.
void write_tape_value(const Tape& tape, Tape::Index index, std::string& out);
// The value at `index`, as a string.
std::string tape_value_text(const Tape& tape, Tape::Index index);
// A JSON string whose characters are `raw` as written, escapes kept.
std::string quoted_raw(std::string_view raw);
// Appends the container at `index` without its last member or item.
void write_tape_value_without_last(const Tape& tape, Tape::Index index, std::string& out);
// Appends the container at `index` (still open, or closed) with the members or items whose
// entries lie before `to` (where the one still being read begins, its key in an object), closed.
void write_tape_container_before(const Tape& tape, Tape::Index index, Tape::Index to, std::string& out);

}  // namespace sg

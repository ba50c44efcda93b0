// Strict JSON (RFC 8259, X5) read into a tape in one pass (ARCHITECTURE principle 4). The
// reader is the fast path of strict reading: it takes every text strict_parser.h reads the
// same way and refuses the rest without saying why. A refused text goes to
// read_strict_candidate's second step, the checking parser, whose error (code, message,
// position) is the one users have always had; the few texts that parser reads and this
// reader leaves come back as its value.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "core/error.h"
#include "core/language.h"
#include "core/limits.h"
#include "tape/tape.h"

namespace sg {

// Reads `json`, a slice of `source`, into `tape` (reset to `source`): true when `json` is
// one strict JSON value, well-formed UTF-8, nested at most `max_depth` deep, with every number
// within the range of a double.
bool read_tape(std::string_view source, std::string_view json, std::size_t max_depth, Tape& tape);
// The same for `json`, a slice of the text `tape` already holds (Tape::reset_owned).
bool read_into_tape(std::string_view json, std::size_t max_depth, Tape& tape);
// The one strict JSON value that starts at text[from], whatever follows it, read into `tape`
// (reset to `text`): where it ends, or nothing when the text breaks or ends before it does.
std::optional<std::size_t> read_leading_value(std::string_view text, std::size_t from, std::size_t max_depth, Tape& tape);
// The same for a value at tape.text()[from], appended after the entries the tape holds (its
// root is the entry at the tape's size before): for a text read a value at a time.
std::optional<std::size_t> append_leading_value(std::size_t from, std::size_t max_depth, Tape& tape);

// Strict reading of a candidate into `tape`: the fast reader, then, when it refuses, the
// checking parser for the error. Errors are positioned in `source` and worded in `language`.
std::optional<Error> read_strict_candidate(std::string_view source, std::string_view json, std::size_t max_depth,
                                           Language language, Tape& tape);

}  // namespace sg

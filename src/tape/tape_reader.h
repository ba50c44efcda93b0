// Strict JSON (RFC 8259, X5) read into a tape in one pass (ARCHITECTURE principle 4). The
// reader is the one strict reader of replies: it reads every text strict_parser.h reads, the
// same way (and numbers that parser calls too big without their being so, `0e400`:
// said_too_big.h), and says why it refuses a text as that checking parser always said it
// (same code, message and position: strict_error.h), without the checking parser's code.
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

// Why `json`, a slice of `source`, is not one strict JSON value nested at most `max_depth`
// deep: the error parse_strict gives for it, positioned in `source` and worded in `language`;
// none for a text read_tape reads. A second read, on the rare path of a text refused.
std::optional<Error> strict_json_error(std::string_view source, std::string_view json, std::size_t max_depth,
                                       Language language);

// Strict reading of a candidate into `tape`, with the error strict_json_error gives when the
// reader refuses it.
std::optional<Error> read_strict_candidate(std::string_view source, std::string_view json, std::size_t max_depth,
                                           Language language, Tape& tape);

}  // namespace sg

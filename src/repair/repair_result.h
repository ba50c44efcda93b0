// What lenient parsing gives back (rules L1-L3): the repaired JSON text, its value, and the
// repair log; `complete` is false when the reply was cut off inside the value and the repair
// closed it; `lossless` is false when any repair may have lost content (L2), truncation
// included. A repaired value always carries its repairs: it is never shown as clean.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "core/error.h"
#include "core/language.h"
#include "core/limits.h"
#include "repair/repair_log.h"
#include "tape/tape.h"

namespace sg {

struct RepairOptions {
    std::size_t max_input_bytes = limits::kMaxInputBytes;  // option maxInputBytes
    std::size_t max_fence_bytes = limits::kMaxFenceBytes;  // option maxFenceBytes (X4)
    std::size_t max_depth = limits::kMaxDepth;             // option maxDepth
    Language language = Language::English;                 // option locale: of the errors' messages
};

struct RepairResult {
    std::optional<Error> error;           // absent on success
    std::string json;                     // the repaired JSON text
    // `json`'s value as its reader wrote it (repair/value_tape.h), or read from `json` when
    // it holds what the strict reader may refuse (a number past a double's range, bytes that
    // are not UTF-8). value_tape() gives it a copy of `json` to point into (repairJson hands
    // over the text alone). Empty on error, and for a value read by a copy of a scanner (a
    // stream's snapshot) until value_tape() reads it.
    Tape tape;
    std::vector<Repair> repairs;          // by offset; none for strict JSON
    bool complete = true;                 // false: the reply ended inside the value
    bool lossless = true;                 // false: a repair may have lost content (loses_content)
    std::vector<std::string> incomplete;  // JSON Pointers of the values cut off, outermost first
    std::size_t start = 0;                // the JSON's span in the reply, in bytes
    std::size_t end = 0;
    bool chosen_by_predicate = false;     // L3: a predicate, not the default rule, chose it

    bool ok() const { return !error.has_value(); }
};

// The value of a result that is ok, as a tape: `tape`, read from `json` if it was not yet
// (result_builder.cpp, where results are built).
const Tape& value_tape(RepairResult& result);

}  // namespace sg

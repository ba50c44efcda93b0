// A lenient result's tape is the one its reader wrote while it read the reply
// (repair/value_tape.h), not the JSON read again: it must be exactly what the strict reader
// reads from that JSON, entry for entry. Shared by the repair tests and the repair and stream
// fuzzers.
#pragma once

#include <limits>

#include "repair/repair_result.h"
#include "tape/tape_reader.h"

namespace sg::testing {

// Whether `result` (ok) carries a tape, and it is the strict reader's of its JSON.
inline bool wrote_its_tape(RepairResult result) {
    if (result.tape.empty()) return false;
    value_tape(result);
    Tape read;
    if (!read_tape(result.json, result.json, std::numeric_limits<std::size_t>::max(), read)) return false;
    if (read.size() != result.tape.size() || result.tape.text() != result.json) return false;
    for (Tape::Index i = 0; i < read.size(); ++i) {
        const TapeEntry& a = read[i];
        const TapeEntry& b = result.tape[i];
        if (a.kind != b.kind || a.start != b.start || a.size != b.size || a.next != b.next || a.flags != b.flags) return false;
    }
    return true;
}

}  // namespace sg::testing

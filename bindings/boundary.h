// What every binding shares: texts arrive in wasm memory, written by the JS side, replies are
// read into a reused tape, and positions leave in UTF-16 code units of the string the caller
// passed (JavaScript indices), so that text.slice(start, end) works on the caller's side. How
// results leave: as records (result_record.h) or, from the full module's own calls, as JSON
// text (json_boundary.h).
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>

#include "core/error.h"
#include "core/utf16_cursor.h"
#include "tape/tape.h"

namespace sg::boundary {

// The text the JS side wrote into wasm memory with encodeInto (npm/src/text_buffer.js) as
// UTF-8: 121x cheaper than embind's std::string for 40 KB (bench/README.md).
inline std::string_view text_at(std::uintptr_t bytes, std::size_t length) {
    return std::string_view(reinterpret_cast<const char*>(bytes), length);
}

// The tape every reply is read into, kept with the module so that reading a valid reply
// allocates nothing once the tape has grown to the replies' size (ARCHITECTURE principle 4).
inline Tape& reused_tape() {
    static Tape tape;
    return tape;
}

// The reused tape, taken for one call that calls back into JavaScript while it reads the tape
// (a format function validating: ARCHITECTURE principle 8) and given back when it returns. A
// call made from inside finds the module's tape taken (empty) and reads into one of its own.
class TakenTape {
public:
    TakenTape() : tape_(std::move(reused_tape())) {}
    ~TakenTape() { reused_tape() = std::move(tape_); }
    TakenTape(const TakenTape&) = delete;
    TakenTape& operator=(const TakenTape&) = delete;
    Tape& operator*() { return tape_; }

private:
    Tape tape_;
};

// Byte offsets into one text, converted to UTF-16 indices with running cursors: a result that
// reports many positions (errors, repairs) costs one pass over the text when they come in
// increasing order, where a fresh count per position would make it quadratic.
class Utf16Positions {
public:
    explicit Utf16Positions(std::string_view text) : offsets_(text), line_starts_(text) {}

    std::size_t index(std::size_t byte_offset) { return offsets_.index(byte_offset); }
    // The 1-based column of `at` in UTF-16 units.
    std::size_t column(const TextPosition& at) {
        const std::size_t index = offsets_.index(at.offset);
        return index - line_starts_.index(at.offset - (at.column - 1)) + 1;
    }

private:
    Utf16Cursor offsets_;
    Utf16Cursor line_starts_;
};

}  // namespace sg::boundary

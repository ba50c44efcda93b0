// The tape (tape/tape.h) of the value a ValueScanner reads, written in the pass that writes its
// repaired text, with entries that point into that text: a value read leniently is not read
// again to be validated (ARCHITECTURE principle 4). A container's entry is written when it
// opens and completed when it closes; a string's, a number's or a literal's when it is whole.
// What the scanner takes back of its text (the quote of a string that `+` continues, a key cut
// back to the colon inside it, the rest of a value closed at its last mark) takes back every
// entry that reaches past the cut. No cut reaches a container's closer: every closer is
// followed by a mark.
//
// A copy writes nothing: a scanner is copied for a trial close (stream_parser.h), whose value
// is read from its text, and copying the entries would make each trial cost the reply.
#pragma once

#include <cstddef>
#include <cstring>
#include <string_view>

#include "tape/tape.h"

namespace sg {

// How many of `tape`'s entries a cut of its text to `size` bytes keeps: those whose text ends
// by then (a container's: that begins before it).
Tape::Index entries_before(const Tape& tape, std::size_t size);

class ValueTape {
public:
    ValueTape() = default;
    ValueTape(const ValueTape&) : on_(false) {}
    ValueTape& operator=(const ValueTape&) = delete;
    ValueTape(ValueTape&&) noexcept = default;
    ValueTape& operator=(ValueTape&&) noexcept = default;

    // Writes into `memory`'s room (a tape a value that failed gave back), emptied.
    void reuse(Tape memory) {
        if (!on_) return;
        tape_ = std::move(memory);
        tape_.reset({});
    }

    // `text` is always the repaired text written so far; `at` an offset in it.
    // Returns the container's entry, which close() completes (the scanner keeps it with the
    // container); 0 in a copy.
    Tape::Index open(bool object, std::size_t at) {
        if (!on_) return 0;
        if (tape_.empty()) tape_.reserve(kFirstRoom);
        return tape_.push(object ? TapeKind::Object : TapeKind::Array, static_cast<std::uint32_t>(at), 0);
    }
    // The innermost container open, whose entry is `container`.
    void close(Tape::Index container);
    // A key or value string whose characters are text[start, end): `end` is its closing quote.
    void string(std::string_view text, std::size_t start, std::size_t end) {
        if (on_) push_string(static_cast<std::uint32_t>(start), text.substr(start, end - start));
    }
    // A number or literal, or a string, whose JSON text `json` starts at `at`.
    void scalar(std::string_view json, std::size_t at);
    // The number written last goes on to text[.., end) (`1` of `1,000`).
    void grow_number(std::string_view text, std::size_t end);
    // The text was cut to `size` bytes.
    void cut(std::size_t size);

    // The entries written, for the text written, which the tape does not hold (Tape::keep_text);
    // empty for a copy.
    Tape take() && { return std::move(tape_); }

    // The entries written so far, read over `text` (the text written so far): for a stream's
    // changes, which read the entries as they grow (tape_changes.h).
    const Tape& over(std::string_view text) {
        tape_.point_into(text);
        return tape_;
    }
    // The lowest entry taken back or rewritten since watch(): the entries before it are as they
    // were then, save containers completed since.
    void watch() { revised_from_ = tape_.size(); }
    Tape::Index revised_from() const { return revised_from_; }

private:
    // Entries room is made for at once: most values in prose are a few entries long.
    static constexpr Tape::Index kFirstRoom = 16;

    void push_string(std::uint32_t start, std::string_view characters) {
        const bool escaped = std::memchr(characters.data(), '\\', characters.size()) != nullptr;
        tape_.push(TapeKind::String, start, static_cast<std::uint32_t>(characters.size()), escaped ? tape_flag::kEscaped : 0);
    }

    Tape tape_;
    bool on_ = true;
    Tape::Index revised_from_ = 0;
};

}  // namespace sg

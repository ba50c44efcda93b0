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

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string_view>
#include <vector>

#include "tape/tape.h"

namespace sg {

class ValueTape {
public:
    ValueTape() = default;
    ValueTape(const ValueTape&) : on_(false) {}
    ValueTape& operator=(const ValueTape&) = delete;
    ValueTape(ValueTape&&) noexcept = default;
    ValueTape& operator=(ValueTape&&) noexcept = default;

    // Room for the entries of a value of about `bytes` bytes of text.
    void expect(std::size_t bytes) {
        if (on_) tape_.reserve(static_cast<Tape::Index>(std::min<std::size_t>(bytes / 8, kMaxReserved)));
    }

    // `text` is always the repaired text written so far; `at` an offset in it.
    void open(bool object, std::size_t at) {
        if (on_) open_.push_back(tape_.push(object ? TapeKind::Object : TapeKind::Array, static_cast<std::uint32_t>(at), 0));
    }
    // The innermost container open.
    void close();
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

private:
    static constexpr std::size_t kMaxReserved = 1 << 16;

    void push_string(std::uint32_t start, std::string_view characters) {
        const bool escaped = std::memchr(characters.data(), '\\', characters.size()) != nullptr;
        tape_.push(TapeKind::String, start, static_cast<std::uint32_t>(characters.size()), escaped ? tape_flag::kEscaped : 0);
    }

    Tape tape_;
    std::vector<Tape::Index> open_;
    bool on_ = true;
};

}  // namespace sg

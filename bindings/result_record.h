// A result crossing to JavaScript as numbers (issue 15): a run of 32-bit words, and the text
// the core itself made (a repaired JSON, a message, a pointer) in one byte arena the words
// point into. The caller's own text never crosses back: its positions do, in UTF-16 units,
// and npm/src/result_record.js slices the string the caller holds. Each result is written by
// one function here and read by one function in JavaScript, field by field in the same order.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boundary.h"

namespace sg::boundary {

// A word that stands for "no value" (a null position, an absent text).
inline constexpr std::uint32_t kNone = 0xFFFFFFFFu;

// Where an error is, in UTF-16 units of the text it is in.
struct ErrorPlace {
    std::size_t offset;
    std::size_t line;
    std::size_t column;
};

std::optional<ErrorPlace> error_place(const Error& error, Utf16Positions& positions);

class ResultRecord {
public:
    // Starts a new result; the storage of the last one is reused, so memory stays flat.
    ResultRecord& begin();

    void number(std::size_t value);
    void flag(bool value) { words_.push_back(value ? 1u : 0u); }
    void none() { words_.push_back(kNone); }
    // Two words: where the bytes are in the arena, and how many.
    void text(std::string_view bytes);
    // The same two words for bytes `write(arena)` appends to the arena: a text made in pieces
    // is written in place, not made first and copied.
    template <class Write>
    void text_written(Write write) {
        const std::size_t start = arena_.size();
        write(arena_);
        number(start);
        number(arena_.size() - start);
    }
    // A text, or two none words.
    void optional_text(std::optional<std::string_view> bytes);
    // Two words: the address and length of a name that lives as long as the module (an
    // enum's name), which JavaScript decodes once and then knows by its address.
    void name(std::string_view static_name);
    void none_name() {
        none();
        none();
    }
    void index(Utf16Positions& positions, std::size_t byte_offset) { number(positions.index(byte_offset)); }
    // {code, message, offset, line, column}, the members of every error object.
    void error(const Error& error, Utf16Positions& positions) { error_at(error, error_place(error, positions)); }
    // The same with the place found earlier (a stream's error, kept across pushes).
    void error_at(const Error& error, const std::optional<ErrorPlace>& place);

    // The address of four words: the words' address and count, the arena's address and size.
    std::uintptr_t finish();

private:
    std::vector<std::uint32_t> words_;
    std::string arena_;
    std::uint32_t header_[4] = {};
};

// The one record of the module: every binding writes its result here before it returns.
ResultRecord& result_record();

}  // namespace sg::boundary

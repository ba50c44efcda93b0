// The values a program's instructions hold (`const`, `enum`, the number bounds), on one tape
// that owns their text: each value is written out as the schema spells it (tape_writer.h)
// while the schema compiles, and the whole list is read back once when it is done, so that a
// constant is compared, hashed and shown as the tape value it was in the schema.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "json/number_token.h"
#include "tape/tape.h"
#include "tape/tape_value.h"

namespace sg::schema {

class Constants {
public:
    // Appends `value`, returning its index; readable once sealed.
    std::uint32_t add(TapeValue value);
    // Reads back what was added: at() and number() are valid from then on.
    void seal();

    TapeValue at(std::uint32_t i) const { return TapeValue(tape_, entries_[i]); }
    // A number constant's value, decoded once (the evaluator compares against it).
    const NumberToken& number(std::uint32_t i) const { return numbers_[i]; }

private:
    std::string text_;
    std::uint32_t count_ = 0;
    Tape tape_;
    std::vector<Tape::Index> entries_;
    std::vector<NumberToken> numbers_;  // zero for constants that are no number
};

}  // namespace sg::schema

// A search fed its text piece by piece, for stopping early (rule L4): after each piece it says
// whether a match has been found (the search succeeds whatever follows) or none can follow any
// more (the DFA's dead state: nothing alive, not even the restart of an unanchored search, as
// in ^[a-z]+$ after a digit). Only a pattern the DFA runs is followed; for the others nothing is
// known until the text is whole.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "regex/regex.h"

namespace sg {

class RegexPrefixRun {
public:
    explicit RegexPrefixRun(const Regex& regex);

    // Bytes of the text, split anywhere (a UTF-8 sequence cut between two pieces waits for the
    // rest). After a match or a dead state, more text changes nothing.
    void feed(std::string_view utf8);

    bool followed() const { return followed_; }
    bool matched() const;
    bool dead() const;

private:
    void step(char32_t code_point);

    const RegexProgram* program_ = nullptr;
    bool followed_ = false;
    std::uint16_t state_ = 0;
    std::string held_;  // the start of a UTF-8 sequence whose rest has not come yet
};

}  // namespace sg

// A deterministic automaton built from a small NFA program at compile time (subset
// construction with bounded states, character classes and work), so that common patterns
// match with one table lookup per code point. Word-boundary assertions need the code points
// on both sides of a position and keep a pattern on the NFA, as do lookaheads (each is a
// search of its own from where it stands) and anything over a bound.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "regex/regex.h"

namespace sg {

struct RegexProgram;

struct RegexDfa {
    static constexpr std::uint8_t kMatch = 1;  // Match is reached here: the search succeeds
    static constexpr std::uint8_t kIdle = 2;   // only the restart is alive: skippable
    static constexpr std::uint8_t kDead = 4;   // nothing is alive: no match can follow

    std::uint8_t ascii_classes[128] = {};
    std::vector<char32_t> upper_starts;  // from U+0080: sorted starts of runs of one class
    std::vector<std::uint16_t> upper_classes;
    std::uint16_t class_count = 0;
    std::vector<std::uint16_t> next;  // next[state * class_count + class]
    std::vector<std::uint8_t> flags;         // per state; 0 for most, which keeps the loop short
    std::vector<std::uint8_t> match_at_end;  // per state: Match is reached if the text ends here
    std::uint16_t start = 0;          // the state at offset 0

    std::uint16_t class_of(char32_t code_point) const {
        return code_point < 128 ? ascii_classes[code_point] : upper_class_of(code_point);
    }
    std::uint16_t upper_class_of(char32_t code_point) const;
};

// Absent when the program uses \b, \B or a lookahead, or the automaton would exceed its bounds.
std::optional<RegexDfa> build_dfa(const RegexProgram& program);

RegexSearch run_dfa(const RegexProgram& program, std::string_view text, std::size_t max_steps);

}  // namespace sg

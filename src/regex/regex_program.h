// The compiled form of a pattern: a Thompson NFA as a list of instructions (Pike's VM without
// capture slots, since only whether a match exists is asked). Counted repetitions are expanded
// into copies, so the program size, checked before anything is emitted, bounds both memory and
// the work per code point of text. A lookahead's body is a program of its own inside the
// code, run anchored where the Look stands (regex_vm.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "regex/code_set.h"
#include "regex/regex.h"
#include "regex/regex_dfa.h"
#include "regex/regex_syntax.h"

namespace sg {

enum class RegexOp : std::uint8_t {
    Char,    // consume the code point `x`
    Set,     // consume a code point of sets[x]
    Split,   // continue at both `x` and `y`
    Jump,    // continue at `x`
    Assert,  // continue at the next instruction if RegexAssertion `x` holds here
    Look,    // continue at `x` if the lookahead body, from the next instruction to the Match
             // before `x`, matches here (y = 0) or does not (y = 1)
    Match,
};

struct RegexInstruction {
    RegexOp op;
    std::uint32_t x;
    std::uint32_t y;
};

struct RegexProgram {
    std::vector<RegexInstruction> code;  // starts at 0
    std::vector<CodeSet> sets;
    bool anchored_at_start = false;  // every match starts at offset 0 (the program begins with ^)
    // Every match consumes a first code point from this set; absent when a match can be empty.
    // While no thread is alive, the search skips code points outside it.
    std::optional<CodeSet> first;
    std::optional<RegexDfa> dfa;  // present when the program is small enough (regex_dfa.h)
    std::size_t size = 0;            // instructions plus set ranges, as RegexLimits counts it
};

// Fills `program`, or returns a TooLarge error (offset 0, said in `language`) when it would
// exceed the limit.
std::optional<RegexError> compile_program(RegexSyntax syntax, const RegexLimits& limits,
                                          RegexProgram& program, Language language = Language::English);

// Runs the DFA when there is one, else the NFA simulation (regex_vm.cpp).
RegexSearch run_program(const RegexProgram& program, std::string_view text, std::size_t max_steps);
RegexSearch run_nfa(const RegexProgram& program, std::string_view text, std::size_t max_steps);

}  // namespace sg

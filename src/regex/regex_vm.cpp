// The NFA simulation, for programs that have no DFA (regex_dfa.h): the set of live
// instructions is advanced one code point at a time (Thompson, Pike), so each instruction is
// visited at most once per position and no input is ever read twice. No priorities or
// captures are kept: a search stops at the first position where Match becomes reachable.
#include <algorithm>
#include <array>
#include <limits>
#include <vector>

#include "core/utf8_decoder.h"
#include "regex/regex_program.h"

namespace sg {
namespace {

constexpr char32_t kNoCodePoint = std::numeric_limits<char32_t>::max();  // before start, at end

// Per instruction: a visit mark, two thread lists and two stack slots.
constexpr std::size_t kSlotsPerInstruction = 5;
// Programs up to this size search without touching the heap.
constexpr std::size_t kStackProgramSize = 64;

// The consuming instructions (Char, Set) alive at one position.
struct Threads {
    std::uint32_t* pcs;
    std::uint32_t count = 0;
};

// The code points on either side of a position, which the assertions look at.
struct Position {
    char32_t before;
    char32_t after;
};

bool holds(RegexAssertion assertion, Position at) {
    switch (assertion) {
        case RegexAssertion::TextStart: return at.before == kNoCodePoint;
        case RegexAssertion::TextEnd: return at.after == kNoCodePoint;
        case RegexAssertion::WordBoundary:
            return is_ecma_word_char(at.before) != is_ecma_word_char(at.after);
        case RegexAssertion::NotWordBoundary:
            return is_ecma_word_char(at.before) == is_ecma_word_char(at.after);
    }
    return false;
}

Utf8Char read(std::string_view text, std::size_t at) {
    if (at >= text.size()) return {kNoCodePoint, 0, false};
    const auto byte = static_cast<unsigned char>(text[at]);
    return byte < 0x80 ? Utf8Char{byte, 1, true} : decode_utf8(text, at);
}

class Simulation {
public:
    // `memory` holds kSlotsPerInstruction zeroed slots per instruction, and one more.
    Simulation(const RegexProgram& program, std::uint32_t* memory)
        : program_(program),
          size_(static_cast<std::uint32_t>(program.code.size())),
          marks_(memory),
          current_{memory + size_},
          next_{memory + 2 * size_},
          stack_(memory + 3 * size_) {}

    RegexSearch run(std::string_view text, std::size_t max_steps) {
        std::size_t at = 0;
        char32_t before = kNoCodePoint;
        Utf8Char ahead = read(text, at);
        for (;;) {
            if (current_.count == 0 && !program_.anchored_at_start && program_.first) {
                skip_to_first(text, at, before, ahead);
            }
            const Position position{before, ahead.code_point};
            if ((at == 0 || !program_.anchored_at_start) && reach(current_, 0, position)) {
                return {true, false, steps_};
            }
            if (at >= text.size() || (current_.count == 0 && program_.anchored_at_start)) {
                return {false, false, steps_};
            }
            at += ahead.length;
            const Utf8Char following = read(text, at);
            if (advance(ahead.code_point, {ahead.code_point, following.code_point})) {
                return {true, false, steps_};
            }
            before = ahead.code_point;
            ahead = following;
            if (steps_ > max_steps) return {false, true, steps_};
        }
    }

private:
    // With no thread alive, a match can only start at a code point of program_.first: passes
    // over the others without visiting any state (so without steps) up to the end of the text.
    void skip_to_first(std::string_view text, std::size_t& at, char32_t& before, Utf8Char& ahead) {
        const CodeSet& first = *program_.first;
        while (at < text.size() && !first.contains(ahead.code_point)) {
            at += ahead.length;
            before = ahead.code_point;
            ahead = read(text, at);
        }
    }

    // Moves the threads that consume `c` on to the next position; true once Match is reached.
    bool advance(char32_t c, Position following) {
        next_position();
        next_.count = 0;
        for (std::uint32_t i = 0; i < current_.count; ++i) {
            const std::uint32_t pc = current_.pcs[i];
            const RegexInstruction& instruction = program_.code[pc];
            ++steps_;
            const bool consumes = instruction.op == RegexOp::Char
                                      ? instruction.x == c
                                      : program_.sets[instruction.x].contains(c);
            if (consumes && reach(next_, pc + 1, following)) return true;
        }
        std::swap(current_, next_);
        return false;
    }

    // Marks are stamped with the position's generation, so moving on clears them all at once.
    void next_position() {
        if (++generation_ != 0) return;
        std::fill(marks_, marks_ + size_, 0);
        generation_ = 1;
    }

    // Visits `pc` and all it reaches without consuming input at this position, adding the
    // consuming instructions to `threads`; true if Match is among them.
    bool reach(Threads& threads, std::uint32_t pc, Position position) {
        std::size_t depth = 0;
        stack_[depth++] = pc;
        while (depth > 0) {
            const std::uint32_t at = stack_[--depth];
            if (marks_[at] == generation_) continue;
            marks_[at] = generation_;
            ++steps_;
            const RegexInstruction& instruction = program_.code[at];
            switch (instruction.op) {
                case RegexOp::Match: return true;
                case RegexOp::Char:
                case RegexOp::Set: threads.pcs[threads.count++] = at; break;
                case RegexOp::Jump: stack_[depth++] = instruction.x; break;
                case RegexOp::Split:
                    stack_[depth++] = instruction.y;
                    stack_[depth++] = instruction.x;
                    break;
                case RegexOp::Assert:
                    if (holds(static_cast<RegexAssertion>(instruction.x), position)) {
                        stack_[depth++] = at + 1;
                    }
                    break;
            }
        }
        return false;
    }

    const RegexProgram& program_;
    std::uint32_t size_;
    std::uint32_t* marks_;  // the generation in which each instruction was last visited
    std::uint32_t generation_ = 1;
    Threads current_;
    Threads next_;
    std::uint32_t* stack_;  // each instruction is visited once and pushes at most two
    std::size_t steps_ = 0;
};

}  // namespace

RegexSearch run_program(const RegexProgram& program, std::string_view text, std::size_t max_steps) {
    return program.dfa ? run_dfa(program, text, max_steps) : run_nfa(program, text, max_steps);
}

RegexSearch run_nfa(const RegexProgram& program, std::string_view text, std::size_t max_steps) {
    // Zero-filled: generation 0 is never current, so no instruction starts out visited.
    const std::size_t slots = kSlotsPerInstruction * program.code.size() + 1;
    if (program.code.size() <= kStackProgramSize) {
        std::array<std::uint32_t, kSlotsPerInstruction * kStackProgramSize + 1> memory{};
        return Simulation(program, memory.data()).run(text, max_steps);
    }
    std::vector<std::uint32_t> memory(slots, 0);
    return Simulation(program, memory.data()).run(text, max_steps);
}

}  // namespace sg

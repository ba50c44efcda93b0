// The NFA simulation, for programs that have no DFA (regex_dfa.h): the set of live
// instructions is advanced one code point at a time (Thompson, Pike), so each instruction is
// visited at most once per position and no input is ever read twice. No priorities or
// captures are kept: a search stops at the first position where Match becomes reachable.
//
// A lookahead is searched for, anchored, from each position where a thread reaches it (once
// per position, as every instruction), by a simulation of its own one level down. That is
// the one place where work is not linear: a lookahead reached at every position may read the
// rest of the text from each, so O(text² × program size) in the worst case; the step budget
// bounds it, and memory stays O(program size × lookahead nesting), whatever the text.
#include <algorithm>
#include <memory>
#include <limits>
#include <vector>

#include "core/utf8_decoder.h"
#include "regex/regex_program.h"

namespace sg {
namespace {

constexpr char32_t kNoCodePoint = std::numeric_limits<char32_t>::max();  // before start, at end

// Per instruction: a visit mark, two thread lists and two stack slots.
constexpr std::size_t kSlotsPerInstruction = 5;

// The consuming instructions (Char, Set) alive at one position.
struct Threads {
    std::uint32_t* pcs;
    std::uint32_t count = 0;
};

// A position in the text: its byte offset and the code points on either side of it, which
// the assertions look at.
struct Position {
    std::size_t offset;
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

// Where a simulation starts: the whole pattern (pc 0) from the start of the text, or a
// lookahead's body from where the lookahead stands.
struct Start {
    std::uint32_t pc;
    std::size_t offset;
    char32_t before;
    bool anchored;  // only a match that starts here counts
};

class Simulation;

// What every level of one search shares: the text, the step budget, and the simulations of
// the levels below (one per lookahead nesting level, each made once and reused).
struct Search {
    const RegexProgram& program;
    std::string_view text;
    std::size_t max_steps;
    std::size_t steps = 0;
    bool exhausted = false;
    std::vector<std::unique_ptr<Simulation>> levels;

    // The simulation of a nesting level, made on first use; making it is charged, and may
    // exhaust the budget (its run then answers false at once).
    Simulation& level(std::size_t depth);
    bool within_budget() {
        if (steps > max_steps) exhausted = true;
        return !exhausted;
    }
};

class Simulation {
public:
    Simulation(Search& search, std::size_t depth)
        : search_(search),
          program_(search.program),
          size_(static_cast<std::uint32_t>(program_.code.size())),
          memory_(kSlotsPerInstruction * size_ + 1, 0),  // generation 0 is never current
          marks_(memory_.data()),
          current_{memory_.data() + size_},
          next_{memory_.data() + 2 * size_},
          stack_(memory_.data() + 3 * size_),
          depth_(depth) {
        search.steps += size_;  // the marks cleared: setting up is work the budget sees
    }

    // Whether a match is found; stops early, false, once the budget is exhausted.
    bool run(Start start) {
        if (search_.exhausted) return false;
        const std::string_view text = search_.text;
        current_.count = 0;
        next_position();
        std::size_t at = start.offset;
        char32_t before = start.before;
        Utf8Char ahead = read(text, at);
        for (bool first = true;; first = false) {
            if (current_.count == 0 && !start.anchored && program_.first) {
                skip_to_first(at, before, ahead);
            }
            const Position position{at, before, ahead.code_point};
            if ((first || !start.anchored) && reach(current_, start.pc, position)) return true;
            if (search_.exhausted) return false;
            if (at >= text.size() || (current_.count == 0 && start.anchored)) return false;
            at += ahead.length;
            const Utf8Char following = read(text, at);
            if (advance(ahead.code_point, {at, ahead.code_point, following.code_point})) return true;
            if (!search_.within_budget()) return false;
            before = ahead.code_point;
            ahead = following;
        }
    }

private:
    // With no thread alive, a match can only start at a code point of program_.first: passes
    // over the others without visiting any state (so without steps) up to the end of the text.
    void skip_to_first(std::size_t& at, char32_t& before, Utf8Char& ahead) {
        const CodeSet& first = *program_.first;
        while (at < search_.text.size() && !first.contains(ahead.code_point)) {
            at += ahead.length;
            before = ahead.code_point;
            ahead = read(search_.text, at);
        }
    }

    // Moves the threads that consume `c` on to the next position; true once Match is reached.
    bool advance(char32_t c, Position following) {
        next_position();
        next_.count = 0;
        for (std::uint32_t i = 0; i < current_.count; ++i) {
            const std::uint32_t pc = current_.pcs[i];
            const RegexInstruction& instruction = program_.code[pc];
            ++search_.steps;
            const bool consumes = instruction.op == RegexOp::Char
                                      ? instruction.x == c
                                      : program_.sets[instruction.x].contains(c);
            if (consumes && reach(next_, pc + 1, following)) return true;
            if (search_.exhausted) return false;
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

    // Whether the lookahead body at `pc` matches from `position`, searched one level down.
    bool lookahead_matches(std::uint32_t pc, Position position) {
        Simulation& below = search_.level(depth_ + 1);
        return below.run({pc, position.offset, position.before, true});
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
            ++search_.steps;
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
                case RegexOp::Look:
                    if (lookahead_matches(at + 1, position) != (instruction.y != 0)) {
                        stack_[depth++] = instruction.x;
                    }
                    if (search_.exhausted) return false;
                    break;
            }
        }
        return false;
    }

    Search& search_;
    const RegexProgram& program_;
    std::uint32_t size_;
    std::vector<std::uint32_t> memory_;
    std::uint32_t* marks_;  // the generation in which each instruction was last visited
    std::uint32_t generation_ = 0;
    Threads current_;
    Threads next_;
    std::uint32_t* stack_;  // each instruction is visited once and pushes at most two
    std::size_t depth_;     // 0 for the pattern, one more per enclosing lookahead
};

Simulation& Search::level(std::size_t depth) {
    if (levels.size() <= depth) {
        levels.push_back(std::make_unique<Simulation>(*this, depth));
        within_budget();
    }
    return *levels[depth];
}

}  // namespace

RegexSearch run_program(const RegexProgram& program, std::string_view text, std::size_t max_steps) {
    return program.dfa ? run_dfa(program, text, max_steps) : run_nfa(program, text, max_steps);
}

// Each search clears a mark per instruction before it starts: that work is counted as steps,
// so that maxPatternSteps bounds a large pattern run on many short texts too.
RegexSearch run_nfa(const RegexProgram& program, std::string_view text, std::size_t max_steps) {
    Search search{program, text, max_steps, 0, false, {}};
    const bool matched = search.level(0).run({0, 0, kNoCodePoint, program.anchored_at_start});
    if (search.exhausted) return {false, true, search.steps};
    return {matched, false, search.steps};
}

}  // namespace sg

#include "regex/regex_dfa.h"

#include <algorithm>

#include "core/key_sort.h"
#include "core/string_index.h"
#include "core/utf8_decoder.h"
#include "regex/regex_program.h"

namespace sg {
namespace {

// Bounds that keep building cheap (at most kMaxTransitions closures of kMaxInstructions) and
// the tables small (16 KB of transitions at most).
constexpr std::size_t kMaxInstructions = 256;
constexpr std::size_t kMaxAtoms = 64;     // distinct Char values and sets: a 64-bit signature
constexpr std::size_t kMaxClasses = 255;  // an ASCII class fits in a byte
constexpr std::size_t kMaxIntervals = 4096;
constexpr std::size_t kMaxTransitions = 8192;

bool is_consuming(const RegexInstruction& instruction) {
    return instruction.op == RegexOp::Char || instruction.op == RegexOp::Set;
}

bool consumes(const RegexProgram& program, const RegexInstruction& instruction, char32_t c) {
    return instruction.op == RegexOp::Char ? instruction.x == c
                                           : program.sets[instruction.x].contains(c);
}

// Splits the code space into classes of code points that every consuming instruction treats
// alike; fills the class tables of `dfa` and returns a representative of each class.
std::optional<std::vector<char32_t>> alphabet(const RegexProgram& program, RegexDfa& dfa) {
    std::vector<RegexInstruction> atoms;
    std::vector<char32_t> bounds{0, 128, kMaxCodePoint + 1};
    for (const RegexInstruction& instruction : program.code) {
        if (!is_consuming(instruction)) continue;
        const bool known = std::any_of(atoms.begin(), atoms.end(), [&](const RegexInstruction& a) {
            return a.op == instruction.op && a.x == instruction.x;
        });
        if (known) continue;
        atoms.push_back(instruction);
        if (instruction.op == RegexOp::Char) {
            bounds.insert(bounds.end(), {instruction.x, instruction.x + 1});
        } else {
            for (const CodeRange& range : program.sets[instruction.x].ranges()) {
                bounds.insert(bounds.end(), {range.first, range.last + 1});
            }
        }
        if (atoms.size() > kMaxAtoms || bounds.size() > 2 * kMaxIntervals) return std::nullopt;
    }
    sort_by_number(bounds, [](char32_t bound) { return bound; });
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
    if (bounds.size() > kMaxIntervals) return std::nullopt;

    std::vector<std::uint64_t> signatures;
    std::vector<char32_t> representatives;
    for (std::size_t i = 0; i + 1 < bounds.size(); ++i) {
        std::uint64_t signature = 0;
        for (std::size_t a = 0; a < atoms.size(); ++a) {
            if (consumes(program, atoms[a], bounds[i])) signature |= std::uint64_t{1} << a;
        }
        auto known = std::find(signatures.begin(), signatures.end(), signature);
        const auto class_id = static_cast<std::uint16_t>(known - signatures.begin());
        if (known == signatures.end()) {
            if (signatures.size() == kMaxClasses) return std::nullopt;
            signatures.push_back(signature);
            representatives.push_back(bounds[i]);
        }
        if (bounds[i] < 128) {
            std::fill(dfa.ascii_classes + bounds[i], dfa.ascii_classes + bounds[i + 1],
                      static_cast<std::uint8_t>(class_id));
        } else if (dfa.upper_classes.empty() || dfa.upper_classes.back() != class_id) {
            dfa.upper_starts.push_back(bounds[i]);
            dfa.upper_classes.push_back(class_id);
        }
    }
    dfa.class_count = static_cast<std::uint16_t>(signatures.size());
    return representatives;
}

class DfaBuilder {
public:
    explicit DfaBuilder(const RegexProgram& program)
        : program_(program), marks_(program.code.size(), 0) {}

    std::optional<RegexDfa> build() {
        RegexDfa dfa;
        const std::optional<std::vector<char32_t>> representatives = alphabet(program_, dfa);
        if (!representatives) return std::nullopt;
        idle_ = closure({0}, false).key;
        add_state(closure({0}, true), true);  // the start, never merged with a later state
        for (std::size_t state = 0; state < keys_.size(); ++state) {
            if (keys_.size() * dfa.class_count > kMaxTransitions) return std::nullopt;
            for (char32_t c : *representatives) dfa.next.push_back(transition(state, c));
        }
        dfa.flags = std::move(flags_);
        dfa.match_at_end = std::move(match_at_end_);
        return dfa;
    }

private:
    using Key = std::vector<std::uint32_t>;  // sorted: consuming instructions and pending $
    // States are hashed rather than ordered: keys of up to kMaxInstructions entries often share
    // long prefixes, and comparing them dominated building (an ordered map made a
    // 240-instruction pattern take 17 ms, and ten times that under the sanitizers).
    struct Closure {
        Key key;
        bool match = false;
    };

    std::uint16_t transition(std::size_t state, char32_t c) {
        if (flags_[state] & (RegexDfa::kMatch | RegexDfa::kDead)) {
            return static_cast<std::uint16_t>(state);  // the search stops in these states
        }
        std::vector<std::uint32_t> seeds{0};  // the restart of an unanchored search
        for (std::uint32_t pc : keys_[state]) {
            const RegexInstruction& instruction = program_.code[pc];
            if (is_consuming(instruction) && consumes(program_, instruction, c)) {
                seeds.push_back(pc + 1);
            }
        }
        return add_state(closure(seeds, false), false);
    }

    // A state's key in ids_: the bytes of its instructions, or one byte for the match state
    // (every other key's length is a multiple of 4).
    static std::string_view state_key(const Closure& closure) {
        if (closure.match) return std::string_view("\1", 1);
        return {reinterpret_cast<const char*>(closure.key.data()), closure.key.size() * sizeof(std::uint32_t)};
    }

    std::uint16_t add_state(Closure closure, bool at_start) {
        if (closure.match) closure.key.clear();
        const auto id = static_cast<std::uint16_t>(keys_.size());
        if (!at_start) {
            const auto [known, added] = ids_.try_emplace(state_key(closure), id);
            if (!added) return known;
        }
        std::uint8_t flags = 0;
        if (closure.match) flags |= RegexDfa::kMatch;
        if (!closure.match && closure.key.empty()) flags |= RegexDfa::kDead;
        if (!at_start && !closure.match && closure.key == idle_) flags |= RegexDfa::kIdle;
        flags_.push_back(flags);
        match_at_end_.push_back(match_at_end(closure.key, at_start) ? 1 : 0);
        keys_.push_back(std::move(closure.key));
        return id;
    }

    // Follows Jump and Split from `stack` (the last pushed first), each instruction once, and
    // hands every other instruction to `visit(pc, instruction, stack)`, which may push more;
    // stops, returning true, as soon as `visit` returns true.
    template <typename Visit>
    bool walk(std::vector<std::uint32_t> stack, Visit&& visit) {
        ++generation_;
        while (!stack.empty()) {
            const std::uint32_t pc = stack.back();
            stack.pop_back();
            if (marks_[pc] == generation_) continue;
            marks_[pc] = generation_;
            const RegexInstruction& instruction = program_.code[pc];
            if (instruction.op == RegexOp::Jump) {
                stack.push_back(instruction.x);
            } else if (instruction.op == RegexOp::Split) {
                stack.push_back(instruction.y);
                stack.push_back(instruction.x);
            } else if (visit(pc, instruction, stack)) {
                return true;
            }
        }
        return false;
    }

    // What the seeds reach without consuming: `$` waits in the key for the end of the text.
    Closure closure(const std::vector<std::uint32_t>& seeds, bool at_start) {
        Closure result;
        const auto text_end = static_cast<std::uint32_t>(RegexAssertion::TextEnd);
        walk(std::vector<std::uint32_t>(seeds.rbegin(), seeds.rend()),
             [&](std::uint32_t pc, const RegexInstruction& instruction, std::vector<std::uint32_t>& stack) {
                 if (instruction.op == RegexOp::Match) {
                     result.match = true;
                 } else if (instruction.op != RegexOp::Assert || instruction.x == text_end) {
                     result.key.push_back(pc);  // Char, Set, and `$`
                 } else if (at_start) {  // TextStart; word boundaries never reach a DFA
                     stack.push_back(pc + 1);
                 }
                 return false;
             });
        sort_by_number(result.key, [](std::uint32_t pc) { return pc; });
        return result;
    }

    // Whether Match follows the pending `$` of `key` when the text ends.
    bool match_at_end(const Key& key, bool at_start) {
        std::vector<std::uint32_t> pending;
        for (std::uint32_t pc : key) {
            if (program_.code[pc].op == RegexOp::Assert) pending.push_back(pc);
        }
        const auto text_end = static_cast<std::uint32_t>(RegexAssertion::TextEnd);
        return walk(std::move(pending),
                    [&](std::uint32_t pc, const RegexInstruction& instruction, std::vector<std::uint32_t>& stack) {
                        if (instruction.op == RegexOp::Match) return true;
                        const bool holds = instruction.x == text_end || at_start;
                        if (instruction.op == RegexOp::Assert && holds) stack.push_back(pc + 1);
                        return false;
                    });
    }

    const RegexProgram& program_;
    std::vector<std::uint32_t> marks_;
    std::uint32_t generation_ = 0;
    Key idle_;
    std::vector<Key> keys_;
    std::vector<std::uint8_t> flags_;
    std::vector<std::uint8_t> match_at_end_;
    StringMap<std::uint16_t> ids_;
};

}  // namespace

std::uint16_t RegexDfa::upper_class_of(char32_t code_point) const {
    const auto after = std::upper_bound(upper_starts.begin(), upper_starts.end(), code_point);
    return upper_classes[static_cast<std::size_t>(after - upper_starts.begin()) - 1];
}

std::optional<RegexDfa> build_dfa(const RegexProgram& program) {
    if (program.code.size() > kMaxInstructions) return std::nullopt;
    for (const RegexInstruction& instruction : program.code) {
        const bool word_boundary =
            instruction.op == RegexOp::Assert &&
            (instruction.x == static_cast<std::uint32_t>(RegexAssertion::WordBoundary) ||
             instruction.x == static_cast<std::uint32_t>(RegexAssertion::NotWordBoundary));
        if (word_boundary || instruction.op == RegexOp::Look) return std::nullopt;
    }
    return DfaBuilder(program).build();
}

namespace {

Utf8Char read(std::string_view text, std::size_t at) {
    const auto byte = static_cast<unsigned char>(text[at]);
    return byte < 0x80 ? Utf8Char{byte, 1, true} : decode_utf8(text, at);
}

}  // namespace

// The hot loop: one table lookup per code point, flags looked at only where a state has any.
RegexSearch run_dfa(const RegexProgram& program, std::string_view text, std::size_t max_steps) {
    const RegexDfa& dfa = *program.dfa;
    const std::uint16_t* next = dfa.next.data();
    const std::uint8_t* state_flags = dfa.flags.data();
    const std::size_t class_count = dfa.class_count;
    std::size_t state = dfa.start;
    std::size_t at = 0;
    std::size_t steps = 0;
    for (;;) {
        const std::uint8_t flags = state_flags[state];
        if (flags != 0) {
            if (flags & RegexDfa::kMatch) return {true, false, steps};
            if (flags & RegexDfa::kDead) return {false, false, steps};
        }
        if (at >= text.size()) return {dfa.match_at_end[state] != 0, false, steps};
        Utf8Char c = read(text, at);
        // Idle, a code point that cannot start a match leads back here: pass over them.
        if ((flags & RegexDfa::kIdle) && program.first) {
            while (!program.first->contains(c.code_point)) {
                at += c.length;
                if (at >= text.size()) return {dfa.match_at_end[state] != 0, false, steps};
                c = read(text, at);
            }
        }
        state = next[state * class_count + dfa.class_of(c.code_point)];
        at += c.length;
        if (++steps > max_steps) return {false, true, steps};
    }
}

}  // namespace sg

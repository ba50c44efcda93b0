#include "regex/regex_program.h"

#include <algorithm>
#include <string>

#include "regex/regex_messages.h"

namespace sg {
namespace {

// Sizes saturate just past the limit so that no product or sum can overflow.
class SizeCounter {
public:
    explicit SizeCounter(std::size_t limit) : cap_(limit + 1) {}
    std::size_t add(std::size_t a, std::size_t b) const { return std::min(cap_, a + b); }
    std::size_t times(std::size_t a, std::uint64_t n) const {
        if (a == 0 || n == 0) return 0;
        return n >= cap_ ? cap_ : std::min<std::uint64_t>(cap_, a * n);
    }

private:
    std::size_t cap_;
};

std::size_t repeat_size(const SizeCounter& count, std::size_t body, const RegexNode& node) {
    if (body == 0) return 0;
    if (node.max == kUnboundedRepeat) {
        // x{n,}: n copies and a split back (x* needs a split and a jump around its copy)
        return node.min == 0 ? count.add(body, 2) : count.add(count.times(body, node.min), 1);
    }
    return count.add(count.times(body, node.min), count.times(body + 1, node.max - node.min));
}

// Children precede parents in the node vector, so one forward pass sizes every node.
std::vector<std::size_t> node_sizes(const RegexSyntax& syntax, const SizeCounter& count) {
    std::vector<std::size_t> sizes(syntax.nodes.size(), 0);
    for (std::size_t i = 0; i < syntax.nodes.size(); ++i) {
        const RegexNode& node = syntax.nodes[i];
        switch (node.kind) {
            case RegexNodeKind::Empty: break;
            case RegexNodeKind::Literal:
            case RegexNodeKind::Set:
            case RegexNodeKind::Assert: sizes[i] = 1; break;
            case RegexNodeKind::Concat:
            case RegexNodeKind::Alternate:
                for (std::uint32_t child : node.children) {
                    sizes[i] = count.add(sizes[i], sizes[child]);
                }
                if (node.kind == RegexNodeKind::Alternate) {
                    // a split and a jump between each two alternatives
                    sizes[i] = count.add(sizes[i], 2 * (node.children.size() - 1));
                }
                break;
            case RegexNodeKind::Repeat:
                sizes[i] = repeat_size(count, sizes[node.children.front()], node);
                break;
            case RegexNodeKind::Lookahead:  // Look, the body, and its own Match
                sizes[i] = count.add(sizes[node.children.front()], 2);
                break;
        }
    }
    return sizes;
}

class Emitter {
public:
    Emitter(const RegexSyntax& syntax, const std::vector<std::size_t>& sizes,
            std::vector<RegexInstruction>& code)
        : syntax_(syntax), sizes_(sizes), code_(code) {}

    // Recursion follows the tree, whose depth group nesting bounds.
    void emit(std::uint32_t index) {
        const RegexNode& node = syntax_.nodes[index];
        switch (node.kind) {
            case RegexNodeKind::Empty: break;
            case RegexNodeKind::Literal: push(RegexOp::Char, node.value); break;
            case RegexNodeKind::Set: push(RegexOp::Set, node.value); break;
            case RegexNodeKind::Assert: push(RegexOp::Assert, node.value); break;
            case RegexNodeKind::Concat:
                for (std::uint32_t child : node.children) emit(child);
                break;
            case RegexNodeKind::Alternate: emit_alternate(node); break;
            case RegexNodeKind::Repeat:
                if (sizes_[index] > 0) emit_repeat(node);
                break;
            case RegexNodeKind::Lookahead: emit_lookahead(node); break;
        }
    }

private:
    std::uint32_t here() const { return static_cast<std::uint32_t>(code_.size()); }

    std::uint32_t push(RegexOp op, std::uint32_t x = 0, std::uint32_t y = 0) {
        code_.push_back({op, x, y});
        return here() - 1;
    }

    void emit_alternate(const RegexNode& node) {
        std::vector<std::uint32_t> jumps;
        for (std::size_t i = 0; i < node.children.size(); ++i) {
            const bool last = i + 1 == node.children.size();
            const std::uint32_t split = last ? 0 : push(RegexOp::Split, here() + 1);
            emit(node.children[i]);
            if (last) break;
            jumps.push_back(push(RegexOp::Jump));
            code_[split].y = here();
        }
        for (std::uint32_t jump : jumps) code_[jump].x = here();
    }

    // Look, then the body ending in a Match of its own; the pattern goes on after that Match.
    void emit_lookahead(const RegexNode& node) {
        const std::uint32_t look = push(RegexOp::Look, 0, node.value);
        emit(node.children.front());
        push(RegexOp::Match);
        code_[look].x = here();
    }

    void emit_repeat(const RegexNode& node) {
        const std::uint32_t body = node.children.front();
        const bool unbounded = node.max == kUnboundedRepeat;
        const std::uint32_t copies = unbounded && node.min > 0 ? node.min - 1 : node.min;
        for (std::uint32_t i = 0; i < copies; ++i) emit(body);
        if (unbounded && node.min > 0) {
            const std::uint32_t loop = here();
            emit(body);
            push(RegexOp::Split, loop, here() + 1);
        } else if (unbounded) {
            const std::uint32_t split = push(RegexOp::Split, here() + 1);
            emit(body);
            push(RegexOp::Jump, split);
            code_[split].y = here();
        } else {
            std::vector<std::uint32_t> splits;
            for (std::uint32_t i = node.min; i < node.max; ++i) {
                splits.push_back(push(RegexOp::Split, here() + 1));
                emit(body);
            }
            for (std::uint32_t split : splits) code_[split].y = here();
        }
    }

    const RegexSyntax& syntax_;
    const std::vector<std::size_t>& sizes_;
    std::vector<RegexInstruction>& code_;
};

// Walks what the start reaches without consuming, taking every assertion as passable, so the
// set is a superset of what can really come first.
std::optional<CodeSet> first_code_points(const RegexProgram& program) {
    CodeSet first;
    std::vector<bool> seen(program.code.size(), false);
    std::vector<std::uint32_t> stack{0};
    while (!stack.empty()) {
        const std::uint32_t pc = stack.back();
        stack.pop_back();
        if (seen[pc]) continue;
        seen[pc] = true;
        const RegexInstruction& instruction = program.code[pc];
        switch (instruction.op) {
            case RegexOp::Match: return std::nullopt;
            case RegexOp::Char: first.add(instruction.x); break;
            case RegexOp::Set: first.add(program.sets[instruction.x]); break;
            case RegexOp::Jump: stack.push_back(instruction.x); break;
            case RegexOp::Split:
                stack.push_back(instruction.x);
                stack.push_back(instruction.y);
                break;
            case RegexOp::Assert: stack.push_back(pc + 1); break;
            case RegexOp::Look: stack.push_back(instruction.x); break;
        }
    }
    first.normalize();
    return first;
}

}  // namespace

std::optional<RegexError> compile_program(RegexSyntax syntax, const RegexLimits& limits,
                                          RegexProgram& program, Language language) {
    const SizeCounter count(limits.max_program_size);
    const std::vector<std::size_t> sizes = node_sizes(syntax, count);
    std::size_t size = count.add(sizes[syntax.root], 1);  // and Match
    for (const CodeSet& set : syntax.sets) size = count.add(size, set.ranges().size());
    if (size > limits.max_program_size) {
        return RegexError{RegexErrorKind::TooLarge,
                          regex_message(language, RegexMessage::ProgramTooLarge, {std::to_string(limits.max_program_size)}),
                          0};
    }
    program.code.reserve(size);
    Emitter(syntax, sizes, program.code).emit(syntax.root);
    program.code.push_back({RegexOp::Match, 0, 0});
    const RegexInstruction& entry = program.code.front();
    program.anchored_at_start =
        entry.op == RegexOp::Assert &&
        entry.x == static_cast<std::uint32_t>(RegexAssertion::TextStart);
    program.sets = std::move(syntax.sets);
    program.first = first_code_points(program);
    program.dfa = build_dfa(program);
    program.size = size;
    return std::nullopt;
}

}  // namespace sg

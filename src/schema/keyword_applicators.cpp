// In-place applicators. Branches whose failure is not the node's failure (anyOf, oneOf, not,
// if) are probed without reporting; their annotations count only when they pass.
#include "schema/evaluator.h"

namespace sg::schema {
namespace {

// A fresh annotation set for the value a collecting node is evaluating (an object or array).
Evaluated fresh_for(const Tape& tape, Tape::Index value) {
    Evaluated evaluated;
    evaluated.reset(tape.count(value));
    return evaluated;
}

}  // namespace

bool Evaluator::apply_reference(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    std::uint32_t target = instr.a;
    if (instr.op == Op::DynamicRef && instr.b != kNone) {
        // The outermost resource of the dynamic scope that defines the same dynamic anchor.
        std::uint32_t previous = kNone;
        bool found = false;
        for (const Frame& frame : frames_) {
            const std::uint32_t resource = program_.nodes[frame.node].resource;
            if (resource == previous) continue;
            previous = resource;
            for (const DynamicAnchor& anchor : program_.resources[resource].dynamic_anchors) {
                if (anchor.name == instr.b) {
                    target = anchor.node;
                    found = true;
                    break;
                }
            }
            if (found) break;
        }
    }
    return in_place(target, value, evaluated, instr, 0);
}

bool Evaluator::apply_all_of(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    bool ok = true;
    for (std::uint32_t i = 0; i < instr.b; ++i) {
        if (in_place(program_.lists[instr.a + i], value, evaluated, instr, i)) continue;
        ok = false;
        if (!keep_going()) return false;
    }
    return ok;
}

bool Evaluator::apply_any_of(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    bool any = false;
    for (std::uint32_t i = 0; i < instr.b; ++i) {
        const std::uint32_t node = program_.lists[instr.a + i];
        if (evaluated == nullptr) {
            if (probe(node, value, nullptr, instr, i)) return true;
        } else {
            // Every passing branch contributes annotations, so none can be skipped.
            Evaluated branch = fresh_for(*tape_, value);
            if (probe(node, value, &branch, instr, i)) {
                any = true;
                evaluated->merge(branch);
            }
        }
        if (stopped_) return false;
    }
    return any || fail(&instr, value);
}

bool Evaluator::apply_one_of(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    ErrorDetail detail;
    Evaluated chosen;
    for (std::uint32_t i = 0; i < instr.b && detail.actual < 2; ++i) {
        Evaluated branch = evaluated != nullptr ? fresh_for(*tape_, value) : Evaluated();
        const bool ok = probe(program_.lists[instr.a + i], value, evaluated != nullptr ? &branch : nullptr, instr, i);
        if (stopped_) return false;
        if (!ok) continue;
        (detail.actual == 0 ? detail.first : detail.second) = i;
        if (detail.actual == 0) chosen = std::move(branch);
        ++detail.actual;
    }
    if (detail.actual != 1) return fail(&instr, value, detail);
    if (evaluated != nullptr) evaluated->merge(chosen);
    return true;
}

bool Evaluator::apply_not(const Instr& instr, Tape::Index value) {
    const bool matched = probe(instr.a, value, nullptr, instr, 0);
    if (stopped_) return false;
    return !matched || fail(&instr, value);
}

bool Evaluator::apply_condition(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    if (instr.b == kNone && instr.c == kNone && evaluated == nullptr) return true;
    Evaluated condition = evaluated != nullptr ? fresh_for(*tape_, value) : Evaluated();
    const bool holds = probe(instr.a, value, evaluated != nullptr ? &condition : nullptr, instr, 0);
    if (stopped_) return false;
    if (holds && evaluated != nullptr) evaluated->merge(condition);
    const std::uint32_t next = holds ? instr.b : instr.c;
    if (next == kNone) return true;
    return in_place(next, value, evaluated, instr, holds ? 1 : 2);
}

}  // namespace sg::schema

// Object keywords. properties, patternProperties and additionalProperties share one pass
// over the members; members a keyword evaluates are marked for unevaluatedProperties.
#include "schema/evaluator.h"

namespace sg::schema {

bool Evaluator::check_object_size(const Instr& instr, Tape::Index value) {
    const std::size_t size = tape_->count(value);
    const bool ok = instr.op == Op::MinProperties ? size >= instr.a : size <= instr.a;
    return ok || fail(&instr, value, counted(size));
}

bool Evaluator::check_dependent_required(const Instr& instr, Tape::Index value) {
    const NameTable& table = program_.tables[instr.a];
    bool ok = true;
    std::string trigger;
    const Tape::Index end = tape_->next(value);
    for (Tape::Index key = value + 1; key < end; key = tape_->next(key + 1)) {
        const std::uint32_t entry = table.find(tape_->string(key, trigger));
        if (entry == NameTable::kMissing) continue;
        const std::uint32_t count = program_.lists[entry];
        for (std::uint32_t i = 0; i < count; ++i) {
            const std::string& needed = program_.strings[program_.lists[entry + 1 + i]];
            if (has_member(value, needed)) continue;
            ErrorDetail detail;
            detail.name = needed;
            detail.trigger = tape_->string(key, trigger);
            ok = fail(&instr, value, detail);
            if (!keep_going()) return false;
        }
    }
    return ok;
}

bool Evaluator::apply_properties(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    const PropertiesSpec& spec = program_.properties[instr.a];
    const NameTable* names = spec.names == kNone ? nullptr : &program_.tables[spec.names];
    // Which required names were seen; beyond 64 of them, a bitset on the heap.
    Evaluated many_required;
    if (spec.required.b > 64) many_required.reset(spec.required.b);
    std::uint64_t required_seen = 0;
    bool ok = true;
    std::uint32_t member = 0;
    std::string decoded;  // a name with an escape; the evaluation of its value may reuse scratch_
    std::uint32_t expected = 0;
    const Tape::Index end = tape_->next(value);
    for (Tape::Index key = value + 1; key < end; key = tape_->next(key + 1), ++member) {
        const std::string_view name = tape_->string(key, decoded);
        bool matched = false;
        const std::uint32_t index = names != nullptr ? names->index_of(name, expected) : NameTable::kMissing;
        expected = index + 1;
        if (index != NameTable::kMissing) {
            const PropertyEntry& entry = program_.property_entries[names->value(index)];
            if (entry.required != kNone) {
                if (spec.required.b > 64) many_required.mark(entry.required);
                else required_seen |= std::uint64_t{1} << entry.required;
            }
            if (entry.node != kNone) {
                matched = true;
                ok = to_member(entry.node, key, key + 1, instr, kPropertySlot | index) && ok;
                if (!ok && !keep_going()) return false;
            }
        }
        for (std::uint32_t p = 0; p < spec.pattern_count; ++p) {
            const PatternChild& child = program_.pattern_children[spec.first_pattern + p];
            if (!pattern_matches(child.pattern, name)) {
                if (stopped_) return false;
                continue;
            }
            matched = true;
            ok = to_member(child.node, key, key + 1, instr, kPatternSlot | p) && ok;
            if (!ok && !keep_going()) return false;
        }
        if (!matched && spec.additional != kNone) {
            matched = true;
            ok = to_member(spec.additional, key, key + 1, instr, kAdditionalSlot) && ok;
            if (!ok && !keep_going()) return false;
        }
        if (matched && evaluated != nullptr) evaluated->mark(member);
    }
    for (std::uint32_t i = 0; i < spec.required.b; ++i) {
        const bool seen = spec.required.b > 64 ? many_required.has(i) : ((required_seen >> i) & 1) != 0;
        if (seen) continue;
        ErrorDetail detail;
        detail.name = program_.strings[program_.lists[spec.required.a + i]];
        ok = fail(&spec.required, value, detail);
        if (!keep_going()) return false;
    }
    return ok;
}

bool Evaluator::apply_dependent_schemas(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    const NameTable& table = program_.tables[instr.a];
    bool ok = true;
    for (std::uint32_t entry = 0; entry < table.size(); ++entry) {
        if (!has_member(value, table.name(entry))) continue;
        if (!in_place(table.value(entry), value, evaluated, instr, entry)) {
            ok = false;
            if (!keep_going()) return false;
        }
    }
    return ok;
}

bool Evaluator::apply_property_names(const Instr& instr, Tape::Index value) {
    bool ok = true;
    std::string decoded;
    const Tape::Index end = tape_->next(value);
    for (Tape::Index key = value + 1; key < end; key = tape_->next(key + 1)) {
        ++quiet_;
        const bool valid = to_member(instr.a, key, key, instr, 0);
        --quiet_;
        if (valid || stopped_) {
            if (stopped_) return false;
            continue;
        }
        ErrorDetail detail;
        detail.name = tape_->string(key, decoded);
        ok = fail(&instr, value, detail);
        if (!keep_going()) return false;
    }
    return ok;
}

bool Evaluator::apply_unevaluated_properties(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    bool ok = true;
    std::uint32_t member = 0;
    const Tape::Index end = tape_->next(value);
    for (Tape::Index key = value + 1; key < end; key = tape_->next(key + 1), ++member) {
        if (evaluated != nullptr && evaluated->has(member)) continue;
        if (!to_member(instr.a, key, key + 1, instr, 0)) {
            ok = false;
            if (!keep_going()) return false;
        }
    }
    if (evaluated != nullptr) evaluated->mark_all();
    return ok;
}

}  // namespace sg::schema

// Array keywords: item counts, uniqueItems, prefixItems/items, contains and
// unevaluatedItems. Items that a keyword evaluates are marked for unevaluatedItems.
#include "schema/evaluator.h"
#include "schema/json_equality.h"
#include "tape/tape_value.h"

namespace sg::schema {

bool Evaluator::check_array_size(const Instr& instr, Tape::Index value) {
    const std::size_t size = tape_->count(value);
    if (instr.op == Op::MinItems) return size >= instr.a || fail(&instr, value, counted(size));
    if (instr.op == Op::MaxItems) return size <= instr.a || fail(&instr, value, counted(size));
    if (size < 2) return true;
    const auto equal = find_equal_elements(TapeValue(*tape_, value)).pair;
    if (!equal) return true;
    ErrorDetail detail;
    detail.first = equal->first;
    detail.second = equal->second;
    return fail(&instr, value, detail);
}

bool Evaluator::apply_items(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    const std::size_t size = tape_->count(value);
    const bool prefix = instr.op == Op::PrefixItems;
    const std::size_t from = prefix ? 0 : instr.b;
    const std::size_t to = prefix ? std::min<std::size_t>(instr.b, size) : size;
    Tape::Index item = value + 1;
    for (std::size_t i = 0; i < from && i < size; ++i) item = tape_->next(item);
    bool ok = true;
    for (std::size_t i = from; i < to; ++i, item = tape_->next(item)) {
        const std::uint32_t node = prefix ? program_.lists[instr.a + i] : instr.a;
        const auto slot = static_cast<std::uint32_t>(prefix ? i : 0);
        if (!to_item(node, i, item, instr, slot)) {
            ok = false;
            if (!keep_going()) return false;
        }
        if (evaluated != nullptr) evaluated->mark(i);
    }
    return ok;
}

bool Evaluator::apply_contains(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    std::size_t matches = 0;
    const std::size_t size = tape_->count(value);
    Tape::Index item = value + 1;
    for (std::size_t i = 0; i < size; ++i, item = tape_->next(item)) {
        ++quiet_;
        const bool match = to_item(instr.a, i, item, instr, 0);
        --quiet_;
        if (stopped_) return false;
        if (!match) continue;
        ++matches;
        if (evaluated != nullptr) evaluated->mark(i);
        // Without annotations to collect, the verdict is known once the count is past both bounds.
        if (evaluated == nullptr && matches >= instr.b && instr.c == kNone) return true;
        if (instr.c != kNone && matches > instr.c) break;
    }
    const bool ok = matches >= instr.b && (instr.c == kNone || matches <= instr.c);
    return ok || fail(&instr, value, counted(matches));
}

bool Evaluator::apply_unevaluated_items(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    bool ok = true;
    const std::size_t size = tape_->count(value);
    Tape::Index item = value + 1;
    for (std::size_t i = 0; i < size; ++i, item = tape_->next(item)) {
        if (evaluated != nullptr && evaluated->has(i)) continue;
        if (!to_item(instr.a, i, item, instr, 0)) {
            ok = false;
            if (!keep_going()) return false;
        }
    }
    if (evaluated != nullptr) evaluated->mark_all();
    return ok;
}

}  // namespace sg::schema

#include "reply/ambiguous_literals.h"

#include <algorithm>

#include "core/limits.h"
#include "json/scalar_text.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

bool is_literal(RepairKind kind) {
    return kind == RepairKind::PythonLiteral || kind == RepairKind::LiteralCase ||
           kind == RepairKind::NonFiniteNumber || kind == RepairKind::UndefinedValue;
}

// The repaired text with the literal written at `at` (in the text) replaced by its word.
bool word_reading_valid(const RepairResult& repaired, std::size_t at, const Repair& literal,
                        const CompiledSchema& schema) {
    std::string other = repaired.json;
    other.replace(at, literal.inserted.size(), json_string(literal.removed));
    Tape tape;
    return read_tape(other, other, limits::kMaxDepth, tape) && schema.is_valid(tape);
}

}  // namespace

void mark_ambiguous_literals(RepairResult& repaired, const CompiledSchema& schema) {
    const bool any = std::any_of(repaired.repairs.begin(), repaired.repairs.end(),
                                 [](const Repair& repair) { return is_literal(repair.kind); });
    if (!any || !schema.is_valid(value_tape(repaired))) return;
    std::size_t checked = 0;
    std::size_t grown = 0;   // bytes the edits before the current one added to the text ...
    std::size_t shrunk = 0;  // ... and took out of it
    for (Repair& repair : repaired.repairs) {
        if (repair.offset < repaired.start || repair.offset >= repaired.end) continue;  // around the JSON
        const std::size_t at = repair.offset - repaired.start + grown - shrunk;
        grown += repair.inserted.size();
        shrunk += repair.removed.size();
        if (!is_literal(repair.kind)) continue;
        if (checked++ < kMaxCheckedLiterals && !word_reading_valid(repaired, at, repair, schema)) continue;
        repair.kind = RepairKind::AmbiguousValue;
        repaired.lossless = false;
    }
}

}  // namespace sg

#include "repair/repair_log.h"

#include <algorithm>
#include <cstdint>

#include "core/key_sort.h"

namespace sg {

bool loses_content(RepairKind kind) {
    switch (kind) {
        case RepairKind::Truncated:
        case RepairKind::Unclosed:
        case RepairKind::UnterminatedString:
        case RepairKind::BrokenEscape:
        case RepairKind::UnpairedQuote:
        case RepairKind::LoneSign:
        case RepairKind::AmbiguousValue:
        case RepairKind::GluedValues:
        case RepairKind::StrayBracket:
        case RepairKind::ContentRemoved: return true;
        default: return false;
    }
}

// At one offset an insertion goes before a removal that starts there: a `,` inserted after
// a value precedes the comment that followed the value.
// Repairs are mostly logged in order already: checking costs one pass, sorting many moves.
void sort_repairs(std::vector<Repair>& repairs) {
    const auto before = [](const Repair& a, const Repair& b) {
        if (a.offset != b.offset) return a.offset < b.offset;
        return a.removed.empty() && !b.removed.empty();
    };
    if (std::is_sorted(repairs.begin(), repairs.end(), before)) return;
    sort_by_number(repairs, [](const Repair& r) { return std::uint64_t{r.offset} * 2 + (r.removed.empty() ? 0 : 1); });
}

}  // namespace sg

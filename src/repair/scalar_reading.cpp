#include "repair/scalar_reading.h"

#include "repair/value_scanner.h"

namespace sg {

std::optional<ScalarReading> read_scalar(std::string_view region, std::size_t offset, std::size_t max_depth) {
    if (region.empty() || region.front() == '{' || region.front() == '[') return std::nullopt;
    // `[` + region + `]`: the region at offset 1. The brackets are ours; no edit touches them.
    const std::string wrapped = "[" + std::string(region) + "]";
    ValueScanner scanner(max_depth);
    ScanInput in{wrapped, 0, true};
    if (scanner.start(in) != ValueScanner::Status::Done || in.pos != wrapped.size()) return std::nullopt;
    ScalarReading reading;
    const std::size_t end_of_region = wrapped.size() - 1;
    for (const Repair& repair : scanner.repairs()) {
        // The closing quote of a string the reply ended in: the reply was cut there.
        const bool cut = repair.kind == RepairKind::MissingQuote && repair.offset == end_of_region;
        const bool bare_word = repair.kind == RepairKind::UnquotedString || (repair.kind == RepairKind::MissingQuote && !cut);
        const bool more_than_one = repair.kind == RepairKind::MissingComma || repair.kind == RepairKind::Ellipsis;
        if (bare_word || more_than_one || loses_content(repair.kind)) return std::nullopt;
        Repair moved = repair;
        moved.offset = offset + repair.offset - 1;
        if (cut) moved.kind = RepairKind::Truncated;
        reading.cut = reading.cut || cut;
        reading.repairs.push_back(std::move(moved));
    }
    const std::string& json = scanner.json();
    reading.json = json.substr(1, json.size() - 2);
    if (reading.json.empty()) return std::nullopt;
    return reading;
}

}  // namespace sg

#include "repair_fields.h"

namespace sg::boundary {

RepairOptions repair_options(const OptionSlots& options) { return reading_options<RepairOptions>(options); }

void write_repairs(ResultRecord& out, const std::vector<Repair>& repairs, Utf16Positions& positions) {
    out.number(repairs.size());
    for (const Repair& repair : repairs) {
        out.name(repair_kind_name(repair.kind));
        out.index(positions, repair.offset);
        out.index(positions, repair.offset + repair.removed.size());
        out.text(repair.removed);
        out.text(repair.inserted);
    }
}

void write_optional_error(ResultRecord& out, const std::optional<Error>& error, Utf16Positions& positions) {
    out.flag(error.has_value());
    if (error) out.error(*error, positions);
}

void write_repair_result(ResultRecord& out, const RepairResult& result, std::string_view text) {
    Utf16Positions positions(text);
    out.flag(result.ok());
    out.optional_text(result.ok() ? std::optional<std::string_view>(result.json) : std::nullopt);
    write_repair_state(out, result, result.ok() && result.lossless, positions);
    Utf16Positions ends(text);
    if (result.ok()) {
        out.index(ends, result.start);
        out.index(ends, result.end);
    } else {
        out.none();
        out.none();
    }
    write_optional_error(out, result.error, ends);
}

void write_changes(ResultRecord& out, const std::vector<Change>& changes) {
    out.number(changes.size());
    for (const Change& change : changes) {
        out.name(change_op_name(change.op));
        out.text(change.path);
        out.text(change.text);
    }
}

}  // namespace sg::boundary

#include "repair_fields.h"

#include "core/utf8.h"
#include "json/scalar_text.h"

namespace sg::boundary {
namespace {

// The parts of a reply left out around its value, which src/repair/result_builder.cpp cuts
// from the reply as they stand, at whole characters (checked all the same).
bool cut_from_reply(const Repair& repair, std::string_view text) {
    switch (repair.kind) {
        case RepairKind::ProseRemoved:
        case RepairKind::ContentRemoved:
        case RepairKind::ThinkBlockRemoved:
        case RepairKind::FenceRemoved:
        case RepairKind::BomRemoved: break;
        default: return false;
    }
    const std::size_t end = repair.offset + repair.removed.size();
    const auto starts_character = [text](std::size_t at) {
        return at == text.size() || (at < text.size() && is_utf8_lead(static_cast<unsigned char>(text[at])));
    };
    return starts_character(repair.offset) && starts_character(end);
}

}  // namespace

RepairOptions repair_options(const OptionSlots& options) { return reading_options<RepairOptions>(options); }

void write_repairs(ResultRecord& out, const std::vector<Repair>& repairs, Utf16Positions& positions,
                   std::optional<std::string_view> caller_text) {
    out.number(repairs.size());
    for (const Repair& repair : repairs) {
        out.name(repair_kind_name(repair.kind));
        out.index(positions, repair.offset);
        out.index(positions, repair.offset + repair.removed.size());
        if (caller_text && cut_from_reply(repair, *caller_text)) out.optional_text(std::nullopt);
        else out.text(repair.removed);
        out.text(repair.inserted);
    }
}

void write_optional_error(ResultRecord& out, const std::optional<Error>& error, Utf16Positions& positions) {
    out.flag(error.has_value());
    if (error) out.error(*error, positions);
}

void write_repair_result(ResultRecord& out, const RepairResult& result, std::string_view text, TextHeld held) {
    Utf16Positions positions(text);
    out.flag(result.ok());
    out.optional_text(result.ok() ? std::optional<std::string_view>(result.json) : std::nullopt);
    write_repair_state(out, result, result.ok() && result.lossless, positions,
                       held == TextHeld::ByCaller ? std::optional<std::string_view>(text) : std::nullopt);
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
    for (const Change& change : changes) out.name(change_op_name(change.op));
    out.text_written([&changes](std::string& texts) {
        texts += '[';
        for (const Change& change : changes) {
            if (&change != &changes.front()) texts += ',';
            append_json_string(texts, change.path);
            if (change.op == ChangeOp::Add || change.op == ChangeOp::Replace || change.op == ChangeOp::Append) {
                texts += ',';
                texts += change.text;
            }
        }
        texts += ']';
    });
}

}  // namespace sg::boundary

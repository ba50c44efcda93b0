// ValueScanner, continued: text between tokens that is no JSON and is dropped, each run logged
// as one repair (rule L1): special spaces (U+00A0, U+3000, ...) and an ellipsis standing for
// elided items.
#include "repair/quote_marks.h"
#include "repair/special_space.h"
#include "repair/value_scanner.h"

namespace sg {

// Runs of special spaces are one edit each, like runs of stray commas.
std::optional<ValueScanner::Progress> ValueScanner::special_space(ScanInput& in) {
    const SpecialSpace found = special_space_at(in, in.pos);
    if (found.need_more) return Progress::NeedMore;
    if (found.length == 0) return std::nullopt;
    const std::string_view bytes = in.text.substr(in.pos, found.length);
    Repair* last = repairs_.size() > mark_.repairs ? &repairs_.back() : nullptr;
    if (last && last->kind == RepairKind::SpecialWhitespace && last->offset + last->removed.size() == in.pos) {
        last->removed.append(bytes);
    } else {
        repairs_.push_back({RepairKind::SpecialWhitespace, in.pos, std::string(bytes), ""});
    }
    in.pos += found.length;
    return Progress::Continue;
}

ValueScanner::Progress ValueScanner::skip_ellipsis(ScanInput& in) {
    repairs_.push_back({RepairKind::Ellipsis, in.pos, std::string(in.text.substr(in.pos, kEllipsisBytes)), ""});
    in.pos += kEllipsisBytes;
    return Progress::Continue;
}

}  // namespace sg

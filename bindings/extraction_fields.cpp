#include "extraction_fields.h"

namespace sg::boundary {

ExtractOptions extract_options(const OptionSlots& options) { return reading_options<ExtractOptions>(options); }

void write_extraction(ResultRecord& out, std::string_view text, const Extraction& extraction,
                      std::optional<std::string_view> json) {
    const std::optional<Candidate>& candidate = extraction.candidate;
    Utf16Positions positions(text);
    if (candidate) {
        out.name(strategy_name(candidate->strategy));
        out.index(positions, candidate->start);
        out.index(positions, candidate->end);
    } else {
        out.none_name();
        out.none();
        out.none();
    }
    out.optional_text(json);
    // The parts lie around the candidate: the cursor steps back to the first, not from 0.
    out.number(extraction.answer_parts.size());
    for (const Span& part : extraction.answer_parts) {
        out.index(positions, part.start);
        out.index(positions, part.end);
    }
}

}  // namespace sg::boundary

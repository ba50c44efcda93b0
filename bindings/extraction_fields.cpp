#include "extraction_fields.h"

namespace sg::boundary {

ExtractOptions extract_options(const rapidjson::Document& options) {
    ExtractOptions parsed;
    parsed.max_input_bytes = size_option(options, "maxInputBytes", parsed.max_input_bytes);
    parsed.max_fence_bytes = size_option(options, "maxFenceBytes", parsed.max_fence_bytes);
    parsed.max_depth = size_option(options, "maxDepth", parsed.max_depth);
    return parsed;
}

void write_extraction_members(Writer& out, std::string_view text, const Extraction& extraction,
                              std::optional<std::string_view> json, bool omit_slice) {
    const std::optional<Candidate>& candidate = extraction.candidate;
    Utf16Positions positions(text);
    out.Key("strategy");
    if (candidate) write_string(out, strategy_name(candidate->strategy));
    else out.Null();
    if (!candidate) {
        out.Key("json");
        out.Null();
    } else if (json || !omit_slice) {
        out.Key("json");
        write_string(out, json.value_or(text.substr(candidate->start, candidate->end - candidate->start)));
    }
    out.Key("start");
    if (candidate) write_index(out, positions, candidate->start);
    else out.Null();
    out.Key("end");
    if (candidate) write_index(out, positions, candidate->end);
    else out.Null();
    out.Key("answerText");
    write_string(out, extraction.answer_text);
}

}  // namespace sg::boundary

// extractJson(text, optionsJson) -> result JSON (npm/src/extract.js shapes it).
#include <emscripten/bind.h>

#include "boundary.h"
#include "extract/extractor.h"

namespace sg {
namespace {

ExtractOptions extract_options(const rapidjson::Document& options) {
    ExtractOptions parsed;
    parsed.max_input_bytes = boundary::size_option(options, "maxInputBytes", parsed.max_input_bytes);
    parsed.max_fence_bytes = boundary::size_option(options, "maxFenceBytes", parsed.max_fence_bytes);
    parsed.max_depth = boundary::size_option(options, "maxDepth", parsed.max_depth);
    return parsed;
}

std::string extract_json_binding(const std::string& text, const std::string& options_json) {
    const Extraction result = extract_json(text, extract_options(boundary::read_options(options_json)));
    rapidjson::StringBuffer buffer;
    boundary::Writer out(buffer);
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok());
    out.Key("strategy");
    if (result.candidate) boundary::write_string(out, strategy_name(result.candidate->strategy));
    else out.Null();
    out.Key("json");
    if (result.candidate) {
        const Candidate& c = *result.candidate;
        boundary::write_string(out, std::string_view(text).substr(c.start, c.end - c.start));
    } else {
        out.Null();
    }
    out.Key("start");
    if (result.candidate) boundary::write_index(out, text, result.candidate->start);
    else out.Null();
    out.Key("end");
    if (result.candidate) boundary::write_index(out, text, result.candidate->end);
    else out.Null();
    out.Key("answerText");
    boundary::write_string(out, result.answer_text);
    out.Key("error");
    if (result.error) boundary::write_error(out, *result.error, text);
    else out.Null();
    out.EndObject();
    return boundary::finish(buffer);
}

}  // namespace
}  // namespace sg

EMSCRIPTEN_BINDINGS(structguard_extract) {
    emscripten::function("extractJson", &sg::extract_json_binding);
}

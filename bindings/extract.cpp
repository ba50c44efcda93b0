// extractJson(bytes, length, optionsJson) -> result JSON (npm/src/extract.js shapes it). The
// text is the caller's, written into wasm memory by npm/src/text_buffer.js; `json` is left out
// when it is the text's own slice, which the caller takes from the string it holds.
#include <emscripten/bind.h>

#include "boundary.h"
#include "extraction_fields.h"

namespace sg {
namespace {

std::string extract_json_binding(std::uintptr_t bytes, std::size_t length, const std::string& options_json) {
    const std::string_view text = boundary::text_at(bytes, length);
    const Extraction result = extract_json(text, boundary::extract_options(boundary::read_options(options_json)));
    rapidjson::StringBuffer buffer;
    boundary::Writer out(buffer);
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok());
    boundary::write_extraction_members(out, text, result, std::nullopt, true);
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

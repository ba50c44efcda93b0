// extractJson(text, optionsJson) -> result JSON (npm/src/extract.js shapes it).
#include <emscripten/bind.h>

#include "boundary.h"
#include "extraction_fields.h"

namespace sg {
namespace {

std::string extract_json_binding(const std::string& text, const std::string& options_json) {
    const Extraction result = extract_json(text, boundary::extract_options(boundary::read_options(options_json)));
    rapidjson::StringBuffer buffer;
    boundary::Writer out(buffer);
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok());
    boundary::write_extraction_members(out, text, result);
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

// extractJson(bytes, length) -> the address of a result record (npm/src/extract.js reads it).
// The text is the caller's, written into wasm memory by npm/src/text_buffer.js, the options
// in their slots; positions come back, and the caller slices the string it holds.
// replyTooLarge(bytes, limit) -> the message of a reply over maxInputBytes that JavaScript
// refused without writing it (npm/src/input_limit.js), in the locale of the slots.
#include "boundary.h"
#include "extract/answer_choice.h"
#include "exports.h"
#include "extraction_fields.h"
#include "repair_fields.h"

namespace sg {

std::uintptr_t extract_json_binding(std::uintptr_t bytes, std::size_t length) {
    const std::string_view text = boundary::text_at(bytes, length);
    const Extraction result = extract_json(text, boundary::extract_options(boundary::option_slots()), boundary::reused_tape());
    boundary::ResultRecord& out = boundary::result_record().begin();
    out.flag(result.ok());
    boundary::write_extraction(out, text, result);
    boundary::Utf16Positions positions(text);
    boundary::write_optional_error(out, result.error, positions);
    return out.finish();
}

std::string reply_too_large_binding(double bytes, double limit) {
    const ExtractOptions options = boundary::extract_options(boundary::option_slots());
    return input_too_large(static_cast<std::size_t>(bytes), static_cast<std::size_t>(limit), options.language).message;
}

}  // namespace sg

// Any bytes as strict JSON (rules X5, L7): a value or a positioned error, never a crash, with
// the error inside the text. The tape reader, strict reading's one reader of replies, reads
// nothing the checking parser refuses (but a zero past a double's exponent range, which is
// zero), reads what it reads as the same value, and says why it refuses a text as the checking
// parser does: the same code, message (in both languages) and position, at every depth limit.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "core/json_text.h"
#include "json/strict_parser.h"
#include "tape/tape_dom.h"
#include "tape/tape_reader.h"

namespace {

bool zero_refused(const sg::Error& error) {
    return error.message.find("beyond the range") != std::string::npos;
}

bool same_error(const sg::Error& a, const sg::Error& b) {
    return a.code == b.code && a.message == b.message && a.position.has_value() == b.position.has_value() &&
           (!a.position || (a.position->offset == b.position->offset && a.position->line == b.position->line &&
                            a.position->column == b.position->column));
}

// The tape reader's error for a text it refuses is the checking parser's, at this limit.
void same_refusal(std::string_view text, std::size_t max_depth, sg::Language language) {
    sg::StrictParseOptions options;
    options.max_depth = max_depth;
    options.language = language;
    const auto parsed = sg::parse_strict(text, text, options);
    const std::optional<sg::Error> said = sg::strict_json_error(text, text, max_depth, language);
    if (!said || parsed.ok() || !same_error(*said, parsed.error())) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = sg::parse_strict(text, text, sg::StrictParseOptions{64});
    if (!parsed.ok() && parsed.error().position && parsed.error().position->offset > size) __builtin_trap();
    const auto checked = sg::check_strict(text, text, sg::StrictParseOptions{64});
    if (checked.has_value() == parsed.ok()) __builtin_trap();  // the two paths must agree
    sg::Tape tape;
    if (sg::read_tape(text, text, 64, tape)) {
        if (!parsed.ok()) {
            if (!zero_refused(parsed.error())) __builtin_trap();
        } else {
            rapidjson::Document copy;
            sg::value_from_tape(tape, 0, copy);
            if (sg::json_text(copy) != sg::json_text(parsed.value())) __builtin_trap();
        }
    } else {
        same_refusal(text, 64, sg::Language::English);
        same_refusal(text, 64, sg::Language::Japanese);
    }
    if (!sg::read_tape(text, text, 3, tape)) same_refusal(text, 3, sg::Language::English);
    return 0;
}

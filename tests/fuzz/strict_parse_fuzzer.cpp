// Any bytes as strict JSON (rules X5, L7): a value or a positioned error, never a crash, with
// the error inside the text. The tape reader, strict reading's fast path, reads nothing the
// checking parser refuses (but a zero past a double's exponent range, which is zero) and reads
// what it reads as the same value.
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
            return 0;
        }
        rapidjson::Document copy;
        sg::value_from_tape(tape, 0, copy);
        if (sg::json_text(copy) != sg::json_text(parsed.value())) __builtin_trap();
    }
    return 0;
}

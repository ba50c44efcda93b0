// Any bytes as strict JSON (rules X5, L7): a value or a positioned error, never a crash, with
// the error inside the text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "json/strict_parser.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = sg::parse_strict(text, text, sg::StrictParseOptions{64});
    if (!parsed.ok() && parsed.error().position && parsed.error().position->offset > size) __builtin_trap();
    const auto checked = sg::check_strict(text, text, sg::StrictParseOptions{64});
    if (checked.has_value() == parsed.ok()) __builtin_trap();  // the two paths must agree
    return 0;
}

// Any bytes as a reply to repair (SPEC L1-L3, L7): a result or a typed error, never a crash or
// a hang; a repaired result is strict JSON.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "json/strict_parser.h"
#include "repair/json_repair.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view reply(reinterpret_cast<const char*>(data), size);
    sg::RepairOptions options;
    options.max_depth = 64;
    const sg::RepairResult result = sg::repair_json(reply, options);
    if (result.ok() && sg::check_strict(result.json, result.json, sg::StrictParseOptions{128})) __builtin_trap();
    return 0;
}

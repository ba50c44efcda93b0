// Any bytes as a model reply (rules X1-X7, L7): extraction must return, never crash, hang or
// read out of bounds; the first byte picks small limits so that limit paths are reached too.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "extract/extractor.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    sg::ExtractOptions options;
    if (data[0] & 1) options.max_fence_bytes = data[0] * 4;
    if (data[0] & 2) options.max_depth = data[0] % 16;
    const std::string_view reply(reinterpret_cast<const char*>(data + 1), size - 1);
    const sg::Extraction result = sg::extract_json(reply, options);
    if (result.candidate && (result.candidate->start > result.candidate->end || result.candidate->end > reply.size())) {
        __builtin_trap();
    }
    if (result.ok() && !result.candidate) __builtin_trap();
    return 0;
}

// The lookup of idna_tables.h: the run stream is decoded once, on the first code point asked
// about, into each run's start and class (start << kRunClassBits | class), which a binary
// search then reads as the sorted runs of the generated table used to be read.
#include <algorithm>
#include <vector>

#include "schema/idna_tables.h"

namespace sg::idna_data {
namespace {

constexpr std::uint32_t kClassMask = (1u << kRunClassBits) - 1;

std::vector<std::uint32_t> decode_runs() {
    std::vector<std::uint32_t> runs;
    runs.reserve(kRunCount);
    std::uint32_t start = 0;
    for (std::size_t at = 0; at < kRunBytesSize;) {
        std::uint32_t number = 0;
        for (unsigned shift = 0;; shift += 7) {
            const std::uint8_t byte = kRunBytes[at++];
            number |= static_cast<std::uint32_t>(byte & 0x7F) << shift;
            if (byte < 0x80) break;
        }
        runs.push_back(start << kRunClassBits | (number & kClassMask));
        start += number >> kRunClassBits;
    }
    return runs;
}

}  // namespace

CodePointClass code_point_class(char32_t cp) {
    if (cp > 0x10FFFF) return unpack(0);
    static const std::vector<std::uint32_t> runs = decode_runs();
    const std::uint32_t key = static_cast<std::uint32_t>(cp) << kRunClassBits | kClassMask;
    return unpack(kClasses[*(std::upper_bound(runs.begin(), runs.end(), key) - 1) & kClassMask]);
}

}  // namespace sg::idna_data

#include "core/utf8.h"

#include <algorithm>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace sg {
namespace {

// Whether the 64 bytes at `at` are all ASCII, tested 16 at a time (SSE2 intrinsics, which
// Emscripten maps onto wasm SIMD128: bindings/wasm.cmake).
#if defined(__SSE2__)
bool ascii_block_at(const char* at) {
    const auto block = [at](int i) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(at + 16 * i)); };
    return _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(block(0), block(1)), _mm_or_si128(block(2), block(3)))) == 0;
}
#endif

}  // namespace

std::size_t utf16_units(std::string_view text, std::size_t byte_offset) {
    byte_offset = std::min(byte_offset, text.size());
    const std::string_view counted = text.substr(0, byte_offset);
    std::size_t units = 0;
    std::size_t i = 0;
    while (i < byte_offset) {
#if defined(__SSE2__)
        // A reply's positions are converted over all of it, prose included: mostly ASCII.
        if (byte_offset - i >= 64 && ascii_block_at(text.data() + i)) {
            units += 64;
            i += 64;
            continue;
        }
#endif
        if (ascii_runs_at(counted, i)) {
            units += 4 * kAsciiRun;
            i += 4 * kAsciiRun;
            continue;
        }
        if (ascii_run_at(counted, i)) {
            units += kAsciiRun;
            i += kAsciiRun;
            continue;
        }
        const auto byte = static_cast<unsigned char>(text[i++]);
        if (byte >= 0xF0 && byte <= 0xF4) {
            units += 2;
        } else if (is_utf8_lead(byte)) {
            units += 1;
        }
    }
    return units;
}

void append_utf8(std::string& out, char32_t cp) {
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

}  // namespace sg

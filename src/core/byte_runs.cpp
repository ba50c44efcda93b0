#include "core/byte_runs.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "core/text_trim.h"

namespace sg {

std::size_t skip_json_space(std::string_view text, std::size_t at) {
#if defined(__SSE2__)
    while (text.size() - at >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
        const __m128i space = _mm_or_si128(
            _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'))),
            _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r')), _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t'))));
        const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(space)) & 0xFFFFu;
        if (other != 0) return at + static_cast<std::size_t>(__builtin_ctz(other));
        at += 16;
    }
#endif
    return skip_space(text, at);
}

std::size_t skip_plain_text(std::string_view text, std::size_t at) {
#if defined(__SSE2__)
    const __m128i control = _mm_set1_epi8(0x1F);
    const auto is = [](__m128i bytes, char c) { return _mm_cmpeq_epi8(bytes, _mm_set1_epi8(c)); };
    while (text.size() - at >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
        const __m128i quotes = _mm_or_si128(_mm_or_si128(is(bytes, '"'), is(bytes, '\'')),
                                            _mm_or_si128(is(bytes, '`'), is(bytes, '\\')));
        const __m128i ends = _mm_or_si128(_mm_or_si128(is(bytes, ','), is(bytes, ':')),
                                          _mm_or_si128(is(bytes, ']'), is(bytes, '}')));
        // A byte of 0x80 or more is negative as a signed byte; a control byte is at most 0x1F.
        const __m128i odd = _mm_or_si128(_mm_cmplt_epi8(bytes, _mm_setzero_si128()),
                                         _mm_cmpeq_epi8(_mm_max_epu8(bytes, control), control));
        const int mask = _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(quotes, ends), odd));
        if (mask != 0) return at + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
        at += 16;
    }
#endif
    return at;
}

namespace {

// The first byte at or after `at` that `is` names, where `blocks(from)` marks the matching
// bytes of the 16 from `from`: prose is passed 64 bytes at a time with one test, then the
// block that holds the byte is found 16 at a time.
template <typename Blocks, typename Is>
std::size_t find_first(std::string_view text, std::size_t at, [[maybe_unused]] Blocks blocks, Is is) {
#if defined(__SSE2__)
    while (at + 64 <= text.size()) {
        const __m128i any = _mm_or_si128(_mm_or_si128(blocks(at), blocks(at + 16)), _mm_or_si128(blocks(at + 32), blocks(at + 48)));
        if (_mm_movemask_epi8(any) != 0) break;
        at += 64;
    }
    while (at + 16 <= text.size()) {
        const int mask = _mm_movemask_epi8(blocks(at));
        if (mask != 0) return at + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
        at += 16;
    }
#endif
    while (at < text.size() && !is(text[at])) ++at;
    return at;
}

#if defined(__SSE2__)
__m128i block_at(std::string_view text, std::size_t from) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + from));
}
#endif

}  // namespace

std::size_t find_byte(std::string_view text, std::size_t at, char c) {
#if defined(__SSE2__)
    const __m128i wanted = _mm_set1_epi8(c);
    const auto blocks = [&](std::size_t from) { return _mm_cmpeq_epi8(block_at(text, from), wanted); };
#else
    const auto blocks = nullptr;
#endif
    return find_first(text, at, blocks, [c](char byte) { return byte == c; });
}

std::size_t find_either(std::string_view text, std::size_t at, char a, char b) {
#if defined(__SSE2__)
    const __m128i first = _mm_set1_epi8(a);
    const __m128i second = _mm_set1_epi8(b);
    const auto blocks = [&](std::size_t from) {
        const __m128i bytes = block_at(text, from);
        return _mm_or_si128(_mm_cmpeq_epi8(bytes, first), _mm_cmpeq_epi8(bytes, second));
    };
#else
    const auto blocks = nullptr;
#endif
    return find_first(text, at, blocks, [a, b](char byte) { return byte == a || byte == b; });
}

std::size_t skip_prose(std::string_view text, std::size_t at) {
#if defined(__SSE2__)
    const auto is = [](__m128i bytes, char c) { return _mm_cmpeq_epi8(bytes, _mm_set1_epi8(c)); };
    const auto blocks = [&](std::size_t from) {
        const __m128i bytes = block_at(text, from);
        const __m128i brackets = _mm_or_si128(_mm_or_si128(is(bytes, '{'), is(bytes, '[')),
                                              _mm_or_si128(is(bytes, '}'), is(bytes, ']')));
        return _mm_or_si128(brackets, _mm_or_si128(is(bytes, '\n'), is(bytes, '<')));
    };
#else
    const auto blocks = nullptr;
#endif
    return find_first(text, at, blocks, [](char byte) {
        return byte == '{' || byte == '[' || byte == '}' || byte == ']' || byte == '\n' || byte == '<';
    });
}

}  // namespace sg

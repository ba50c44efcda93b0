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

std::size_t skip_prose(std::string_view text, std::size_t at) {
#if defined(__SSE2__)
    const auto is = [](__m128i bytes, char c) { return _mm_cmpeq_epi8(bytes, _mm_set1_epi8(c)); };
    while (text.size() - at >= 16) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(text.data() + at));
        const __m128i brackets = _mm_or_si128(_mm_or_si128(is(bytes, '{'), is(bytes, '[')),
                                              _mm_or_si128(is(bytes, '}'), is(bytes, ']')));
        const __m128i breaks = _mm_or_si128(is(bytes, '\n'), is(bytes, '<'));
        const int mask = _mm_movemask_epi8(_mm_or_si128(brackets, breaks));
        if (mask != 0) return at + static_cast<std::size_t>(__builtin_ctz(static_cast<unsigned>(mask)));
        at += 16;
    }
#endif
    return at;
}

}  // namespace sg

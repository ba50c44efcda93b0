// The spaces that are not JSON whitespace but that models and word processors put between
// tokens: no-break spaces, the zero-width and typographic spaces of U+2000-U+200B, the word
// joiner, the ideographic space and a byte-order mark (U+FEFF). Between tokens they are
// syntax, and lenient reading removes them (rule L1); inside a string they are content.
#pragma once

#include <cstddef>

#include "repair/scan_input.h"

namespace sg {

struct SpecialSpace {
    std::size_t length = 0;  // bytes of the space at `at`; 0 when there is none
    bool need_more = false;  // the bytes so far may start one that has not fully arrived
};

SpecialSpace special_space_at(const ScanInput& in, std::size_t at);

// Past JSON whitespace and special spaces from `at`, within `limit`: what a look-ahead skips to
// see the next token, as reading skips both between tokens. A special space not yet whole
// stops the skip at the end of the bytes received (the caller waits for more).
std::size_t skip_blanks(const ScanInput& in, std::size_t at, std::size_t limit);

}  // namespace sg

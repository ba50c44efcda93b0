// Runs of ordinary bytes skipped 16 at a time: JSON whitespace (pretty-printed replies are
// mostly indentation), the plain text inside a string, which readers pass over or copy as
// they are, and the prose and reasoning that extraction passes over to the next fence marker
// or closing tag. Out of line, in a file compiled with SSE2 intrinsics that Emscripten maps onto
// wasm SIMD128 (bindings/wasm.cmake); elsewhere a byte loop does the same.
#pragma once

#include <cstddef>
#include <string_view>

namespace sg {

// The first byte at or after `at` that is not JSON whitespace (text.size() when none is).
std::size_t skip_json_space(std::string_view text, std::size_t at);

// The first byte at or after `at` that may mean more than text inside a string read leniently:
// a control or non-ASCII byte, a quote mark of any kind, a backslash, or a `,` `:` `]` `}`
// (where a string that lost its closing quote may end). Only whole 16-byte blocks are skipped:
// the bytes after the last one are left to the caller's own loop.
std::size_t skip_plain_text(std::string_view text, std::size_t at);

// The first `c` at or after `at` (text.size() when there is none): the `<` of a reasoning
// block's closing tag.
std::size_t find_byte(std::string_view text, std::size_t at, char c);

// The first byte at or after `at` that is `a` or `b` (text.size() when none is): a fence's
// marker (` or ~).
std::size_t find_either(std::string_view text, std::size_t at, char a, char b);

// The first byte at or after `at` where prose around a reply's values may stop being prose
// (text.size() when none is): a bracket of either kind, a newline (a fence may open on the
// next line) or a `<` (a reasoning tag).
std::size_t skip_prose(std::string_view text, std::size_t at);

}  // namespace sg

// The README's rule for lone surrogates: each reads as U+FFFD, as TextEncoder reads one in a
// JavaScript string. In JSON text a lone surrogate can only be written as an escape
// (`"\ud800"`, `"\udc00"`, a high one not followed by a low one): RapidJSON refuses the first
// kind and decodes the second into bytes that are not UTF-8, so the strict parser reads a
// copy in which each such escape is `\ufffd` instead. The copy has the same length: every
// offset in it is an offset in the text.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sg {

// `json` with every lone-surrogate escape replaced by `\ufffd`, or nothing when it has none.
// Linear; a text without a backslash is passed over with memchr.
std::optional<std::string> replace_lone_surrogate_escapes(std::string_view json);

// `json` with every lone-surrogate escape written as the three bytes of the surrogate in
// WTF-8 (ED A0..BF xx, which UTF-8 never holds), or nothing when it has none: for a reader that
// joins the halves of a pair split between two JSON texts (run/wire/split_surrogates.h). The
// copy is three bytes shorter per such escape.
std::optional<std::string> lone_surrogate_escapes_as_bytes(std::string_view json);

}  // namespace sg

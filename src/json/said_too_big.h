// The numbers strict reading has always called beyond the range of a double without their
// being so: RapidJSON's reader, the checking parser, refuses a positive exponent past 308 plus
// the fraction digits it counted (`0e400`, which is zero) and an integer part that reaches a
// tenth of the largest double with a digit still to come, before it reads on. The tape reader
// reads such a number as its value; when it refuses a text, it asks this to say why as the
// checking parser does (strict_error.h), since that parser met such a number first.
#pragma once

#include <string_view>

namespace sg {

// True when RapidJSON's reader (its 64-bit path, which the wasm build takes too) stops at
// `token`, a number in JSON syntax or the sign and integer part of one, as too big.
bool said_too_big(std::string_view token);

}  // namespace sg

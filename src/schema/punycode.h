// Punycode (RFC 3492), the encoding of a U-label's code points in an A-label after "xn--":
// used to read A-labels and to measure the A-label a U-label stands for (hostname,
// idn-hostname). Both directions refuse what would overflow 32-bit arithmetic (RFC 3492 §6.4).
#pragma once

#include <string>
#include <string_view>

namespace sg::schema {

// Decodes `input` (the part of an A-label after "xn--"; case-insensitive) into `out`. False
// when it is not Punycode: a character outside [A-Za-z0-9-], a digit sequence cut short, an
// overflow, or a code point that is a surrogate or above U+10FFFF.
bool punycode_decode(std::string_view input, std::u32string& out);

// Encodes `input` (lowercase digits), false on overflow. decode(encode(x)) == x, and a decoded
// label is canonical when it encodes back to its own text.
bool punycode_encode(const std::u32string& input, std::string& out);

}  // namespace sg::schema

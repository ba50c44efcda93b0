// The text an audit hash is taken of (rule A1): the conversation, normalised so that the
// same conversation gives the same hash whatever its line endings or spacing.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

// A1: the normalised text is cut to this many characters (Unicode code points). Fixed, not an
// option: hashes are compared across services and deployments, so every one must cut alike.
constexpr std::size_t kAuditTextCharacters = 1000;

struct AuditMessage {
    std::string_view role;
    std::string_view content;
};

// Exactly what the chat application's JavaScript computes, with the cut counted in code points:
//   const joined = messages.map(m => `${m.role}:${m.content}\n`).join('');
//   [...joined.replace(/\s+/g, ' ')].slice(0, 1000).join('')
// So: each message gives `role:content` and a line feed; every run of whitespace in the
// joined text (ECMAScript's \s: tab, LF, VT, FF, CR, space, U+00A0, U+1680, U+2000-U+200A,
// U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF) becomes one space, a lone tab or line feed
// too; nothing is trimmed, so the text ends in a space when it is short enough to keep the
// last line feed; and the result is cut after 1000 code points, never inside a UTF-8
// sequence. No messages give "". Bytes that are not UTF-8 count one character each and are
// kept as they are. Reads only as much of the input as the first 1000 characters need.
std::string normalize_for_audit(const std::vector<AuditMessage>& messages);

}  // namespace sg

// The marks models put around strings: ASCII quotes, backticks (JavaScript template strings),
// and the typographic quotes (“ ” ‘ ’) that word processors and some models substitute for
// them, plus the ellipsis placeholders (`...`,
// `…`) that stand for elided elements. The typographic marks are three UTF-8 bytes each.
#pragma once

#include <cstddef>

#include "repair/repair_log.h"
#include "repair/scan_input.h"

namespace sg {

// Escaped: `\"`, the quote of a JSON text that was escaped once (`{\"a\": 1}`).
enum class QuoteMark { None, Double, Single, Backtick, SmartDouble, SmartSingle, Escaped };

struct QuoteAt {
    QuoteMark mark = QuoteMark::None;
    std::size_t length = 0;  // bytes of the mark
    bool need_more = false;  // the bytes at `at` may start a mark that has not fully arrived
};

QuoteAt quote_at(const ScanInput& in, std::size_t at);

// True when a string opened by `open` may be closed by `mark`: the same mark, or for
// typographic quotes either of the pair or the ASCII quote of the same kind.
bool closes_quote(QuoteMark open, QuoteMark mark);

// The repair that replacing `mark` by `"` is: single_quotes, backtick_quotes, smart_quotes or
// escaped_quotes.
RepairKind quote_repair_kind(QuoteMark mark);

// A Python triple quote (""" or ''') at `at`.
Peek triple_quote_at(const ScanInput& in, std::size_t at);

// A byte that may open a quoted string: `"`, `'`, a backtick, or the lead byte of a
// typographic quote (quote_at decides which, if any, it is).
inline bool may_open_quote(unsigned char c) { return c == '"' || c == '\'' || c == '`' || c == 0xE2; }

// A quote written twice, then a word (`""value"`): one opening mark, doubled.
Peek doubled_quote_at(const ScanInput& in, std::size_t at);

// `...` or `…` at `at`; both are three bytes long.
Peek ellipsis_at(const ScanInput& in, std::size_t at);
constexpr std::size_t kEllipsisBytes = 3;

}  // namespace sg

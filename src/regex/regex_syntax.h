// The parsed form of a pattern: a tree of nodes in one vector, every child stored before its
// parent, so sizes can be computed in one forward pass without recursion. Groups leave no node
// of their own: capture numbers and names do not change whether a pattern matches. A
// lookahead is a node of its own: its body is matched from where it stands, consuming nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/language.h"
#include "regex/code_set.h"
#include "regex/regex.h"

namespace sg {

constexpr std::uint32_t kUnboundedRepeat = UINT32_MAX;

enum class RegexAssertion : std::uint8_t { TextStart, TextEnd, WordBoundary, NotWordBoundary };

enum class RegexNodeKind : std::uint8_t { Empty, Literal, Set, Assert, Concat, Alternate, Repeat, Lookahead };

struct RegexNode {
    RegexNodeKind kind = RegexNodeKind::Empty;
    std::uint32_t value = 0;  // Literal: code point; Set: index in sets; Assert: RegexAssertion;
                              // Lookahead: 1 when negative
    std::uint32_t min = 0;    // Repeat: bounds, max may be kUnboundedRepeat
    std::uint32_t max = 0;
    std::vector<std::uint32_t> children;  // Concat, Alternate: in order; Repeat, Lookahead: body
};

struct RegexSyntax {
    std::vector<RegexNode> nodes;
    std::vector<CodeSet> sets;  // normalized
    std::uint32_t root = 0;
};

struct ParsedRegex {
    RegexSyntax syntax;
    std::optional<RegexError> error;  // a syntax error wins over an unsupported construct
};

// `language`: of the error's message.
ParsedRegex parse_regex(std::string_view pattern, const RegexLimits& limits, Language language = Language::English);

// The error parse_regex would give, reading the syntax only: no tree and no sets are built,
// so memory is O(nesting + named groups + backreferences), not O(pattern × set sizes) (a
// \p{L} alone is a set of some 650 ranges). Its message is in English: only its kind is read.
std::optional<RegexError> check_regex_syntax(std::string_view pattern, const RegexLimits& limits);

}  // namespace sg

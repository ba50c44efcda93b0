// `pattern`, `patternProperties` and format "regex" reach the regex engine (src/regex/) only
// through this file: ECMA-262 syntax with the `u` flag, an unanchored search whose work is
// linear in the text and bounded by a step budget (rule L7).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "core/language.h"
#include "regex/regex.h"

namespace sg::schema {

struct PatternMatch {
    bool matched;
    bool budget_exhausted;  // stopped before an answer; `matched` means nothing then
    std::size_t steps;      // work done, to charge against the validation's budget
};

class CompiledPattern {
public:
    explicit CompiledPattern(Regex regex) : regex_(std::move(regex)) {}

    PatternMatch search(std::string_view text, std::size_t max_steps) const;
    // For a search fed piece by piece (regex/regex_prefix.h).
    const Regex& regex() const { return regex_; }

private:
    Regex regex_;
};

enum class PatternFailure {
    Syntax,       // not ECMA-262
    Unsupported,  // valid ECMA-262 the engine refuses rather than answer wrongly (backreferences, lookbehind)
    TooLarge,     // over the engine's program-size or nesting limits
};

struct PatternCompilation {
    std::optional<CompiledPattern> pattern;
    PatternFailure failure = PatternFailure::Syntax;
    std::string error;       // names the construct
    std::size_t offset = 0;  // where it starts in the pattern, in bytes
};

// `language`: of the error.
PatternCompilation compile_pattern(std::string_view source, Language language);

// Format "regex": ECMA-262 syntax as RegExp (u flag) reads it, whether or not the engine can
// run the pattern (regex.h, is_regex_syntax).
bool is_ecma262_regex(std::string_view source);

}  // namespace sg::schema

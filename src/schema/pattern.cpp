#include "schema/pattern.h"

#include <utility>

namespace sg::schema {

PatternMatch CompiledPattern::search(std::string_view text, std::size_t max_steps) const {
    const RegexSearch result = regex_.search_within(text, max_steps);
    return PatternMatch{result.matched, result.budget_exhausted, result.steps};
}

PatternCompilation compile_pattern(std::string_view source, Language language) {
    PatternCompilation result;
    RegexResult compiled = compile_regex(source, {}, language);
    if (compiled.ok()) {
        result.pattern.emplace(std::move(compiled.value()));
        return result;
    }
    const RegexError& error = compiled.error();
    switch (error.kind) {
        case RegexErrorKind::Syntax: result.failure = PatternFailure::Syntax; break;
        case RegexErrorKind::Unsupported: result.failure = PatternFailure::Unsupported; break;
        case RegexErrorKind::TooLarge: result.failure = PatternFailure::TooLarge; break;
    }
    result.error = error.message;
    result.offset = error.offset;
    return result;
}

bool is_ecma262_regex(std::string_view source) { return is_regex_syntax(source); }

}  // namespace sg::schema

#include "regex/regex.h"

#include <limits>

#include "regex/regex_program.h"
#include "regex/regex_syntax.h"

namespace sg {

RegexResult compile_regex(std::string_view pattern, const RegexLimits& limits, Language language) {
    ParsedRegex parsed = parse_regex(pattern, limits, language);
    if (parsed.error) return *parsed.error;
    auto program = std::make_unique<RegexProgram>();
    std::optional<RegexError> error = compile_program(std::move(parsed.syntax), limits, *program, language);
    if (error) return *std::move(error);
    return Regex(std::move(program));
}

Regex::Regex(std::unique_ptr<const RegexProgram> program) : program_(std::move(program)) {}
Regex::Regex(const Regex& other) : program_(std::make_unique<const RegexProgram>(*other.program_)) {}
Regex::Regex(Regex&&) noexcept = default;
Regex& Regex::operator=(Regex other) noexcept {
    program_ = std::move(other.program_);
    return *this;
}
Regex::~Regex() = default;

bool is_regex_syntax(std::string_view pattern) {
    RegexLimits syntax_only;
    syntax_only.max_nesting = kMaxRegexSyntaxNesting;
    const std::optional<RegexError> error = check_regex_syntax(pattern, syntax_only);
    return !error || error->kind == RegexErrorKind::Unsupported;
}

bool Regex::search(std::string_view utf8) const {
    return run_program(*program_, utf8, std::numeric_limits<std::size_t>::max()).matched;
}

RegexSearch Regex::search_within(std::string_view utf8, std::size_t max_steps) const {
    return run_program(*program_, utf8, max_steps);
}

std::size_t Regex::program_size() const { return program_->size; }

}  // namespace sg

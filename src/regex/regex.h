// Regular expressions for JSON Schema `pattern` and `patternProperties` (rule L7).
//
// Syntax is ECMA-262 (2025) with the `u` flag, as JSON Schema asks, for `pattern` and format
// "regex" alike: `\` makes only a syntax character or `/` literal (`\-` only inside a class;
// `\@`, `\:` are errors, as in RegExp). A group name may repeat in different alternatives, as
// ECMA-262 2025 allows.
// Meaning is RegExp.prototype.test without other flags: the pattern matches if it matches
// anywhere in the text; `^` and `$` match only at the ends of the text; `.` is one code point
// other than a line terminator (LF, CR, U+2028, U+2029); \d \w \b are ASCII; \s is ECMA white
// space and line terminators; \p{...} as in unicode_properties.h. Text is UTF-8, matched code
// point by code point; a byte that starts no well-formed sequence (core/utf8_decoder.h) is
// read alone as U+FFFD, so bad bytes never stop a search. A pattern must be well-formed UTF-8.
//
// Matching never backtracks: a small program runs as a DFA built at compile time (one table
// lookup per code point), any other as an NFA simulated one code point at a time. Time is
// O(text length × program size) for every pattern without lookahead, memory O(program size).
// A lookahead (?=...) or (?!...) is searched for, anchored, from each position a thread
// reaches it: exact, but up to O(text length² × program size) when reached at every position;
// the step budget of search_within bounds that work, and memory stays O(program size ×
// lookahead nesting). Constructs that cannot be matched so (backreferences, lookbehind) are
// compile errors that name the construct, never a wrong answer; so are the few \p{...} without
// tables here.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "core/language.h"
#include "core/result.h"

namespace sg {

// Program size counts NFA instructions plus character-class ranges; a counted repetition
// costs its body once per copy, so `(?:a{1000}){1000}` is over the limit.
constexpr std::size_t kMaxRegexProgramSize = 20000;  // RegexLimits::max_program_size
constexpr std::size_t kMaxRegexNesting = 128;        // RegexLimits::max_nesting (groups)
// RegExp's own limit (a SyntaxError there, "Too many captures"): a syntax error here too.
constexpr std::size_t kMaxRegexCaptures = 32767;
// Group nesting read when only the syntax is asked for (format "regex"). RegExp reads any
// depth; the parser recurses once per group, so deeper patterns are refused, never guessed.
// In wasm each level takes about 300 bytes of the host's stack (about 1 MB in Node): 256
// levels leave room for a caller that is deep already.
constexpr std::size_t kMaxRegexSyntaxNesting = 256;

struct RegexLimits {
    std::size_t max_program_size = kMaxRegexProgramSize;
    std::size_t max_nesting = kMaxRegexNesting;
};

enum class RegexErrorKind {
    Syntax,       // not an ECMA-262 regular expression: format "regex" fails too
    Unsupported,  // valid ECMA-262 that this engine refuses rather than answer wrongly
    TooLarge,     // over a RegexLimits bound; callers report it as ErrorCode::LimitExceeded
};

struct RegexError {
    RegexErrorKind kind;
    std::string message;  // names the construct, e.g. "lookahead (?=...) is not supported"
    std::size_t offset;   // byte offset in the pattern where the construct starts
};

struct RegexSearch {
    bool matched;
    bool budget_exhausted;  // stopped before an answer: `matched` is false and means nothing
    // Work done: DFA transitions, or on the NFA the instructions each simulation clears (one
    // program size per search, and per lookahead nesting level it uses) plus states visited
    // and threads tested; without lookahead, never more than (2 × code points + 3) × program
    // size.
    std::size_t steps;
};

struct RegexProgram;
class Regex;
// A Regex or the RegexError that prevented it.
using RegexResult = Result<Regex, RegexError>;

// A compiled pattern. Immutable; search keeps its scratch state on the call, so one Regex may
// be used from several threads at once. It owns its program alone: a copy copies the program
// (patterns are moved into a schema, not copied), so that no reference count, and with it no
// libc++abi type_info code, comes into the modules that match patterns.
class Regex {
public:
    Regex(const Regex& other);
    Regex(Regex&&) noexcept;
    Regex& operator=(Regex other) noexcept;
    ~Regex();

    bool search(std::string_view utf8) const;

    // Gives up once more than `max_steps` steps were taken (checked once per code point and
    // per lookahead searched, so the overshoot is below 2 × program size per lookahead nesting
    // level). For a caller's own budget of regex work.
    RegexSearch search_within(std::string_view utf8, std::size_t max_steps) const;

    std::size_t program_size() const;

private:
    friend RegexResult compile_regex(std::string_view pattern, const RegexLimits& limits, Language language);
    friend class RegexPrefixRun;
    explicit Regex(std::unique_ptr<const RegexProgram> program);

    std::unique_ptr<const RegexProgram> program_;
};

// `language`: of the error's message (regex_messages.h).
RegexResult compile_regex(std::string_view pattern, const RegexLimits& limits = {}, Language language = Language::English);

// Whether RegExp with the u flag accepts `pattern`, whether or not this engine can run it
// (lookaround, a program over the size limit, groups nested past kMaxRegexNesting): the whole
// pattern is read for syntax, groups nested up to kMaxRegexSyntaxNesting.
bool is_regex_syntax(std::string_view pattern);

}  // namespace sg

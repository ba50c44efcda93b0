// ECMA-262 constructs, matched as RegExp.prototype.test with the u flag (rule S1, issue 3).
#include "regex_test_support.h"

TEST_CASE("S1 regex search is unanchored: a match anywhere in the text counts") {
    check_regex_cases({
        {"abc", "xxabcxx", true},
        {"abc", "ab c", false},
        {"", "", true},
        {"", "anything", true},
        {"a+", "xxaayy", true},
        {"b", "", false},
    });
}

TEST_CASE("S1 regex character escapes: control, hex, unicode, NUL and identity") {
    check_regex_cases({
        {R"(^\n\t\r\f\v$)", "\n\t\r\f\v", true},
        {R"(^\t$)", "\\t", false},
        {R"(^\0$)", std::string(1, '\0'), true},
        {R"(^\x41\u0042\u{43}$)", "ABC", true},
        {R"(^\u{1F432}$)", "\xF0\x9F\x90\xB2", true},
        {R"(^\cJ\cj$)", "\n\n", true},
        {R"(^\/\.\\\*\+\?\(\)\[\]\{\}\|\^\$$)", "/.\\*+?()[]{}|^$", true},
        {R"(^\.$)", "x", false},
        {R"(^[\-]$)", "-", true},  // `\-` is a ClassEscape, inside a class only
    });
}

// One dialect for `pattern` and format "regex": RegExp's with the u flag, where `\` before
// punctuation other than a syntax character or `/` is a SyntaxError (issue 36).
TEST_CASE("S1 issue 36 identity escapes are the u flag's for pattern and format regex alike") {
    for (const char* pattern : {R"(\-)", R"(\@)", R"(\:)", R"(\#)", R"(a\-b)", R"([\@])", R"(\')"}) {
        INFO("pattern " << pattern);
        const sg::RegexError error = regex_error(pattern);
        CHECK(error.kind == sg::RegexErrorKind::Syntax);
        CHECK(error.message.rfind("invalid escape \\", 0) == 0);
        CHECK_FALSE(sg::is_regex_syntax(pattern));
    }
    CHECK(regex_error(R"(a\-b)").message == R"(invalid escape \-)");
    CHECK(regex_error(R"(a\-b)").offset == 1);
    for (const char* pattern : {R"(\^\$\\\.\*\+\?\(\)\[\]\{\}\|\/)", R"([\-\]\/])", R"([a\-z])"}) {
        INFO("pattern " << pattern);
        CHECK(sg::compile_regex(pattern).ok());
        CHECK(sg::is_regex_syntax(pattern));
    }
}

TEST_CASE("S1 regex dot is any code point except a line terminator") {
    check_regex_cases({
        {"a.c", "abc", true},
        {"a.c", "a\xE6\x97\xA5" "c", true},
        {"a.c", "a\nc", false},
        {"a.c", "a\rc", false},
        {"a.c", "a\xE2\x80\xA8" "c", false},  // U+2028
        {"a.c", "a\xE2\x80\xA9" "c", false},  // U+2029
        {"a.c", "a\tc", true},
    });
}

TEST_CASE("S1 regex character classes: ranges, negation, escapes and edge forms") {
    check_regex_cases({
        {"^[abc]+$", "cab", true},
        {"^[a-c]+$", "abd", false},
        {"^[^a-c]$", "d", true},
        {"^[^a-c]$", "b", false},
        {"^[-a]+$", "-a-", true},
        {"^[a-]+$", "a-", true},
        {"^[a-c-e]+$", "a-e", true},
        {"^[a-c-e]+$", "d", false},
        {R"(^[\d_]+$)", "1_2", true},
        {R"(^[\w-]+$)", "snake-case_1", true},
        {R"(^[\s\S]$)", "\n", true},
        {"[]", "anything", false},
        {"^[^]$", "\n", true},
        {R"(^[\b]$)", "\b", true},
        {R"(^[\]]$)", "]", true},
        {R"(^[[]$)", "[", true},
        {R"(^[\-]$)", "-", true},
        {R"(^[\x41-\x43]+$)", "ABC", true},
        {R"(^[\n]$)", "\n", true},
    });
}

TEST_CASE("S1 regex class escapes \\d \\D \\w \\W \\s \\S") {
    check_regex_cases({
        {R"(^\d+$)", "0123456789", true},
        {R"(^\d$)", "a", false},
        {R"(^\D$)", "a", true},
        {R"(^\w+$)", "azAZ09_", true},
        {R"(^\w$)", "-", false},
        {R"(^\W$)", "-", true},
        {R"(^\s+$)", " \t\n\r\v\f", true},
        {R"(^\s$)", "x", false},
        {R"(^\S$)", "x", true},
        {R"(^\S$)", " ", false},
    });
}

TEST_CASE("S1 regex ^ and $ match only at the ends of the text (no multiline flag)") {
    check_regex_cases({
        {"^abc$", "abc", true},
        {"^abc$", "abc\n", false},
        {"^b", "a\nb", false},
        {"a$", "a\nb", false},
        {"^$", "", true},
        {"^$", "\n", false},
        {"a^b", "ab", false},
        {"(?:^|,)b", "a,b", true},
        {"(?:^|,)b", "ab", false},
        {"a(?:$|,)", "ba", true},
        {"$^", "", true},  // both ends of the empty text at once
        {"$^", "a", false},
        {"x|$(?:^|y)", "", true},
    });
}

TEST_CASE("S1 regex word boundaries \\b and \\B use ASCII word characters") {
    check_regex_cases({
        {R"(\bfoo\b)", "a foo b", true},
        {R"(\bfoo\b)", "afoob", false},
        {R"(\bfoo\b)", "foo", true},
        {R"(\Boo\B)", "foob", true},
        {R"(\Boo\B)", "oo", false},
        {R"(\b)", "", false},
        {R"(\B)", "", true},
        {R"(\bé)", " é", false},  // é is not a word character, so no boundary between two non-words
        {R"(a\b)", "a\xC3\xA9", true},
    });
}

TEST_CASE("S1 regex groups: capturing, non-capturing and named are all plain groups") {
    check_regex_cases({
        {"^(ab)+$", "ababab", true},
        {"^(?:ab)+$", "abab", true},
        {"^(?<pair>ab)+$", "ab", true},
        {"^(?<pair>ab)+$", "aba", false},
        {"^((a)(b(c)))$", "abc", true},
        {"^(?<$x_1>a)(?<名前>b)$", "ab", true},
    });
}

TEST_CASE("S1 regex alternation, including empty alternatives") {
    check_regex_cases({
        {"^(?:cat|dog)$", "dog", true},
        {"^(?:cat|dog)$", "cow", false},
        {"^a(|b)c$", "ac", true},
        {"^a(|b)c$", "abc", true},
        {"cat|", "zzz", true},
        {"^(?:a|b|c|d)+$", "abcdcba", true},
    });
}

TEST_CASE("S1 regex quantifiers, greedy and lazy, decide the same matches") {
    check_regex_cases({
        {"^a*$", "", true},        {"^a*?$", "aaa", true},   {"^a+$", "", false},
        {"^a+?$", "aa", true},     {"^ba?c$", "bc", true},   {"^ba??c$", "bac", true},
        {"^a{2}$", "aa", true},    {"^a{2}$", "aaa", false}, {"^a{2,}$", "a", false},
        {"^a{2,}$", "aaaaa", true}, {"^a{2,3}$", "aaa", true}, {"^a{2,3}$", "aaaa", false},
        {"^a{2,3}?$", "aa", true}, {"^ba{0}c$", "bc", true}, {"^ba{0}c$", "bac", false},
        {"^(?:ab){1,2}$", "abab", true}, {"^(?:a|bc){2}$", "bca", true},
        {"^(?:a*)*$", "aaa", true}, {"^(?:a?)+b$", "b", true}, {"^(?:)*$", "", true},
    });
}

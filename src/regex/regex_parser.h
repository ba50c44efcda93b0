// The recursive-descent parser behind parse_regex (regex_syntax.h), for ECMA-262 patterns with
// the u flag. Recursion follows group nesting only, which RegexLimits::max_nesting bounds.
// Structure (alternatives, terms, quantifiers, groups) is in regex_parser.cpp; escapes,
// character classes and \p{...} are in regex_escapes.cpp.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/language.h"
#include "core/string_index.h"
#include "regex/regex_messages.h"
#include "regex/regex_syntax.h"
#include "regex/unicode_properties.h"

namespace sg {

class RegexParser {
public:
    // `builds` false: syntax only (check_regex_syntax), no tree and no code point sets.
    // `language`: of the error's message.
    RegexParser(std::string_view pattern, const RegexLimits& limits, bool builds, Language language)
        : pattern_(pattern), limits_(limits), builds_(builds), language_(language) {}
    ParsedRegex run();

private:
    struct ClassAtom {
        bool is_set = false;
        char32_t code_point = 0;
        CodeSet set;
    };
    struct BackReference {
        std::uint32_t number;   // 0 for a named one
        std::string_view name;
        std::size_t offset;
    };
    enum BuiltinSet { kDot, kDigit, kNotDigit, kWord, kNotWord, kSpace, kNotSpace, kBuiltinSets };

    // regex_parser.cpp
    std::uint32_t disjunction();
    std::uint32_t alternative();
    void term(std::vector<std::uint32_t>& items);
    std::optional<RegexAssertion> assertion();
    std::uint32_t atom();
    std::uint32_t group();
    bool group_prefix(std::size_t start, bool& captures, std::optional<bool>& lookahead);
    bool group_name(std::string_view& name);
    bool declare_group_name(std::string_view name, std::size_t offset);
    void leave_scope(std::size_t size, std::vector<std::string_view>& left);
    bool quantifier(std::uint32_t& min, std::uint32_t& max);
    bool quantifier_follows() const;
    bool braces_quantifier_at(std::size_t at) const;
    bool is_lookaround_at(std::size_t at) const;
    void check_back_references();

    // regex_escapes.cpp
    std::uint32_t atom_escape();
    std::uint32_t character_class();
    bool class_atom(ClassAtom& atom, std::size_t class_start);
    bool character_escape(std::size_t start, char32_t& code_point);
    bool unicode_escape(std::size_t start, char32_t& code_point);
    bool property_escape(std::size_t start, CodeSet& set);
    bool property_named(std::size_t start, PropertyStatus status);
    std::uint32_t builtin_set(BuiltinSet which);
    static CodeSet make_builtin_set(BuiltinSet which);
    static bool is_class_escape_letter(char c);
    static BuiltinSet class_escape_set(char letter);

    // nodes, errors, cursor
    std::uint32_t add_node(RegexNodeKind kind, std::uint32_t value = 0);
    std::uint32_t add_parent(RegexNodeKind kind, std::vector<std::uint32_t> children,
                             std::uint32_t value = 0);
    std::uint32_t add_set(CodeSet set);
    bool fail(RegexErrorKind kind, std::size_t offset, RegexMessage message,
              std::initializer_list<std::string_view> values = {});
    bool syntax_error(std::size_t offset, RegexMessage message, std::initializer_list<std::string_view> values = {});
    void unsupported(std::size_t offset, RegexMessage message, std::initializer_list<std::string_view> values = {});
    bool failed() const { return error_.has_value(); }
    bool at_end() const { return at_ >= pattern_.size(); }
    char peek(std::size_t ahead = 0) const;
    bool eat(char c);
    bool read_code_point(char32_t& code_point);
    std::string_view text_from(std::size_t start) const {
        return pattern_.substr(start, at_ - start);
    }

    std::string_view pattern_;
    const RegexLimits& limits_;
    bool builds_;
    Language language_;
    std::size_t at_ = 0;
    std::size_t depth_ = 0;
    RegexSyntax syntax_;
    std::optional<RegexError> error_;        // syntax or size: parsing stops
    std::optional<RegexError> unsupported_;  // the first unsupported construct: parsing goes on
    std::uint32_t group_count_ = 0;
    // Named groups: every name, and the names that a new group's name may not repeat (those
    // that might participate in the same match: not in another alternative of a disjunction).
    StringIndex group_names_;
    std::vector<std::string_view> names_in_scope_;
    StringMap<std::uint32_t> scope_counts_;
    std::vector<BackReference> back_references_;
    std::uint32_t builtin_sets_[kBuiltinSets] = {UINT32_MAX, UINT32_MAX, UINT32_MAX, UINT32_MAX,
                                                 UINT32_MAX, UINT32_MAX, UINT32_MAX};
};

}  // namespace sg

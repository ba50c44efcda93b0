#include "regex/regex_parser.h"

#include <algorithm>

#include "core/ascii_class.h"
#include "core/utf8_decoder.h"

namespace sg {
namespace {

// RegExp reads a larger count as this one (V8's kInfinity), so `a{99999999999,3000000000}` is
// in order there; the program size limit refuses such counts anyway.
constexpr std::uint32_t kMaxRepeatCount = 2147483647;

bool is_ascii_letter(char32_t c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// RegExpIdentifierName, loosely: every non-ASCII code point is accepted, since the name has
// no effect on matching.
bool is_name_char(char32_t c, bool first) {
    return is_ascii_letter(c) || c == '$' || c == '_' || c >= 0x80 ||
           (!first && c >= '0' && c <= '9');
}

}  // namespace

ParsedRegex parse_regex(std::string_view pattern, const RegexLimits& limits, Language language) {
    return RegexParser(pattern, limits, true, language).run();
}

std::optional<RegexError> check_regex_syntax(std::string_view pattern, const RegexLimits& limits) {
    return RegexParser(pattern, limits, false, Language::English).run().error;
}

ParsedRegex RegexParser::run() {
    syntax_.root = disjunction();
    if (!failed() && !at_end()) syntax_error(at_, RegexMessage::UnmatchedParen);
    if (!failed()) check_back_references();
    ParsedRegex parsed;
    parsed.error = failed() ? error_ : unsupported_;
    if (!parsed.error) parsed.syntax = std::move(syntax_);
    return parsed;
}

std::uint32_t RegexParser::disjunction() {
    const std::size_t scope = names_in_scope_.size();
    std::vector<std::string_view> alternative_names;
    std::vector<std::uint32_t> alternatives{alternative()};
    leave_scope(scope, alternative_names);
    while (!failed() && eat('|')) {
        alternatives.push_back(alternative());
        leave_scope(scope, alternative_names);
    }
    for (std::string_view name : alternative_names) {  // visible again to what follows
        names_in_scope_.push_back(name);
        ++scope_counts_[name];
    }
    if (alternatives.size() == 1) return alternatives.front();
    return add_parent(RegexNodeKind::Alternate, std::move(alternatives));
}

std::uint32_t RegexParser::alternative() {
    std::vector<std::uint32_t> items;
    while (!failed() && !at_end() && peek() != '|' && peek() != ')') term(items);
    if (items.size() == 1) return items.front();
    if (items.empty()) return add_node(RegexNodeKind::Empty);
    return add_parent(RegexNodeKind::Concat, std::move(items));
}

void RegexParser::term(std::vector<std::uint32_t>& items) {
    const std::size_t start = at_;
    if (const std::optional<RegexAssertion> kind = assertion()) {
        items.push_back(add_node(RegexNodeKind::Assert, static_cast<std::uint32_t>(*kind)));
        if (quantifier_follows()) {
            syntax_error(at_, RegexMessage::AssertionQuantifier, {text_from(start)});
        }
        return;
    }
    const bool lookaround = is_lookaround_at(start);
    const std::uint32_t body = atom();
    if (failed()) return;
    if (!quantifier_follows()) {
        items.push_back(body);
        return;
    }
    if (lookaround) {
        syntax_error(at_, RegexMessage::LookaroundQuantifier);
        return;
    }
    std::uint32_t min = 0;
    std::uint32_t max = 0;
    if (!quantifier(min, max)) return;
    const std::uint32_t node = add_parent(RegexNodeKind::Repeat, {body});
    if (builds_) {
        syntax_.nodes[node].min = min;
        syntax_.nodes[node].max = max;
    }
    items.push_back(node);
}

std::optional<RegexAssertion> RegexParser::assertion() {
    if (eat('^')) return RegexAssertion::TextStart;
    if (eat('$')) return RegexAssertion::TextEnd;
    if (peek() == '\\' && (peek(1) == 'b' || peek(1) == 'B')) {
        at_ += 2;
        return pattern_[at_ - 1] == 'b' ? RegexAssertion::WordBoundary
                                        : RegexAssertion::NotWordBoundary;
    }
    return std::nullopt;
}

std::uint32_t RegexParser::atom() {
    const std::size_t start = at_;
    switch (peek()) {
        case '.': ++at_; return builtin_set(kDot);
        case '(': return group();
        case '[': return character_class();
        case '\\': return atom_escape();
        case '*':
        case '+':
        case '?':
            syntax_error(start, RegexMessage::NothingToRepeat, {pattern_.substr(start, 1)});
            return 0;
        case '{':
            if (braces_quantifier_at(start)) {
                syntax_error(start, RegexMessage::NothingToRepeat, {"{"});
            } else {
                syntax_error(start, RegexMessage::LoneOpenBrace);
            }
            return 0;
        case '}': syntax_error(start, RegexMessage::LoneCloseBrace); return 0;
        case ']': syntax_error(start, RegexMessage::LoneBracket); return 0;
        default: break;
    }
    char32_t code_point = 0;
    if (!read_code_point(code_point)) return 0;
    return add_node(RegexNodeKind::Literal, code_point);
}

std::uint32_t RegexParser::group() {
    const std::size_t start = at_;
    ++at_;  // '('
    bool captures = true;
    std::optional<bool> lookahead;  // negated or not
    if (!group_prefix(start, captures, lookahead)) return 0;
    if (captures && ++group_count_ > kMaxRegexCaptures) {
        syntax_error(start, RegexMessage::TooManyCaptures, {std::to_string(kMaxRegexCaptures)});
        return 0;
    }
    if (++depth_ > limits_.max_nesting) {
        fail(RegexErrorKind::TooLarge, start, RegexMessage::NestedTooDeep, {std::to_string(limits_.max_nesting)});
        return 0;
    }
    const std::uint32_t body = disjunction();
    --depth_;
    if (failed()) return 0;
    if (!eat(')')) {
        syntax_error(start, RegexMessage::UnterminatedGroup);
        return 0;
    }
    if (!lookahead) return body;
    return add_parent(RegexNodeKind::Lookahead, {body}, *lookahead ? 1 : 0);
}

// Reads what follows "(" up to the group's body; `lookahead` is set (true when negative) for
// (?= and (?!. Lookbehind and modifiers are parsed on (so that a later syntax error still
// wins) and recorded as unsupported.
bool RegexParser::group_prefix(std::size_t start, bool& captures, std::optional<bool>& lookahead) {
    if (!eat('?')) return true;
    captures = false;
    if (eat(':')) return true;
    if (eat('=') || eat('!')) {
        lookahead = pattern_[at_ - 1] == '!';
        return true;
    }
    struct Lookbehind {
        const char* prefix;
        RegexMessage message;
    };
    static const Lookbehind kLookbehinds[] = {
        {"<=", RegexMessage::Lookbehind},
        {"<!", RegexMessage::NegativeLookbehind},
    };
    for (const Lookbehind& lookbehind : kLookbehinds) {
        const std::string_view prefix(lookbehind.prefix);
        if (pattern_.substr(at_, prefix.size()) == prefix) {
            at_ += prefix.size();
            unsupported(start, lookbehind.message);
            return true;
        }
    }
    if (eat('<')) {
        captures = true;
        const std::size_t name_start = at_;
        std::string_view name;
        return group_name(name) && declare_group_name(name, name_start);
    }
    const std::size_t flags = at_;
    while (peek() == 'i' || peek() == 'm' || peek() == 's' || peek() == '-') ++at_;
    if (at_ > flags && eat(':')) {
        unsupported(start, RegexMessage::Modifiers, {pattern_.substr(flags, at_ - 1 - flags)});
        return true;
    }
    return syntax_error(start, RegexMessage::InvalidGroup);
}

// After "<": a name up to ">".
bool RegexParser::group_name(std::string_view& name) {
    const std::size_t start = at_;
    while (!at_end() && peek() != '>') {
        if (peek() == '\\') {
            const std::size_t escape = at_++;
            char32_t ignored = 0;
            if (!character_escape(escape, ignored)) return false;
            unsupported(escape, RegexMessage::EscapeInGroupName);
            continue;
        }
        const std::size_t at = at_;
        char32_t code_point = 0;
        if (!read_code_point(code_point)) return false;
        if (!is_name_char(code_point, at == start)) {
            return syntax_error(at, RegexMessage::GroupNameChar);
        }
    }
    if (at_end()) return syntax_error(start, RegexMessage::UnterminatedGroupName);
    name = pattern_.substr(start, at_ - start);
    ++at_;  // '>'
    if (name.empty()) return syntax_error(start, RegexMessage::EmptyGroupName);
    return true;
}

bool RegexParser::declare_group_name(std::string_view name, std::size_t offset) {
    if (scope_counts_[name] > 0) {
        return syntax_error(offset, RegexMessage::DuplicateGroupName, {name});
    }
    group_names_.insert(name);
    names_in_scope_.push_back(name);
    ++scope_counts_[name];
    return true;
}

// Takes the names declared since `size` out of scope, into `left`.
void RegexParser::leave_scope(std::size_t size, std::vector<std::string_view>& left) {
    for (std::size_t i = size; i < names_in_scope_.size(); ++i) {
        --scope_counts_[names_in_scope_[i]];
        left.push_back(names_in_scope_[i]);
    }
    names_in_scope_.resize(size);
}

bool RegexParser::is_lookaround_at(std::size_t at) const {
    const std::string_view rest = pattern_.substr(at, 4);
    return rest.substr(0, 3) == "(?=" || rest.substr(0, 3) == "(?!" || rest == "(?<=" ||
           rest == "(?<!";
}

bool RegexParser::quantifier_follows() const {
    const char next = peek();
    return next == '*' || next == '+' || next == '?' || next == '{';
}

bool RegexParser::braces_quantifier_at(std::size_t at) const {
    std::size_t i = at + 1;
    const std::size_t digits = i;
    while (i < pattern_.size() && is_ascii_digit(pattern_[i])) ++i;
    if (i == digits) return false;
    if (i < pattern_.size() && pattern_[i] == ',') {
        ++i;
        while (i < pattern_.size() && is_ascii_digit(pattern_[i])) ++i;
    }
    return i < pattern_.size() && pattern_[i] == '}';
}

// Counts past kMaxRepeatCount saturate; the program size limit rejects them later.
bool RegexParser::quantifier(std::uint32_t& min, std::uint32_t& max) {
    const std::size_t start = at_;
    auto number = [&]() {
        std::uint64_t value = 0;
        while (is_ascii_digit(peek())) {
            value = std::min<std::uint64_t>(value * 10 + static_cast<unsigned>(peek() - '0'),
                                            kMaxRepeatCount);
            ++at_;
        }
        return static_cast<std::uint32_t>(value);
    };
    const char c = pattern_[at_];
    if (c == '{') {
        if (!braces_quantifier_at(start)) return syntax_error(start, RegexMessage::IncompleteQuantifier);
        ++at_;
        min = max = number();
        if (eat(',')) max = is_ascii_digit(peek()) ? number() : kUnboundedRepeat;
        ++at_;  // '}'
    } else {
        ++at_;
        min = c == '+' ? 1 : 0;
        max = c == '?' ? 1 : kUnboundedRepeat;
    }
    eat('?');  // lazy: changes which match is found, not whether one exists
    if (min > max) {
        return syntax_error(start, RegexMessage::QuantifierOrder, {text_from(start)});
    }
    return true;
}

void RegexParser::check_back_references() {
    for (const BackReference& reference : back_references_) {
        const bool exists =
            reference.number > 0
                ? reference.number <= group_count_
                : group_names_.contains(reference.name);
        if (!exists) {
            syntax_error(reference.offset, RegexMessage::MissingGroup);
            return;
        }
    }
}

// Reading syntax only, no node is kept: every index is 0.
std::uint32_t RegexParser::add_node(RegexNodeKind kind, std::uint32_t value) {
    if (!builds_) return 0;
    RegexNode node;
    node.kind = kind;
    node.value = value;
    syntax_.nodes.push_back(std::move(node));
    return static_cast<std::uint32_t>(syntax_.nodes.size() - 1);
}

std::uint32_t RegexParser::add_parent(RegexNodeKind kind, std::vector<std::uint32_t> children,
                                      std::uint32_t value) {
    const std::uint32_t node = add_node(kind, value);
    if (builds_) syntax_.nodes[node].children = std::move(children);
    return node;
}

std::uint32_t RegexParser::add_set(CodeSet set) {
    if (!builds_) return 0;
    syntax_.sets.push_back(std::move(set));
    return add_node(RegexNodeKind::Set, static_cast<std::uint32_t>(syntax_.sets.size() - 1));
}

bool RegexParser::fail(RegexErrorKind kind, std::size_t offset, RegexMessage message,
                       std::initializer_list<std::string_view> values) {
    if (!error_) error_ = RegexError{kind, regex_message(language_, message, values), offset};
    return false;
}

bool RegexParser::syntax_error(std::size_t offset, RegexMessage message, std::initializer_list<std::string_view> values) {
    return fail(RegexErrorKind::Syntax, offset, message, values);
}

void RegexParser::unsupported(std::size_t offset, RegexMessage message, std::initializer_list<std::string_view> values) {
    if (!unsupported_) {
        unsupported_ = RegexError{RegexErrorKind::Unsupported, regex_message(language_, message, values), offset};
    }
}

char RegexParser::peek(std::size_t ahead) const {
    return at_ + ahead < pattern_.size() ? pattern_[at_ + ahead] : '\0';
}

bool RegexParser::eat(char c) {
    if (at_end() || pattern_[at_] != c) return false;
    ++at_;
    return true;
}

bool RegexParser::read_code_point(char32_t& code_point) {
    const Utf8Char decoded = decode_utf8(pattern_, at_);
    if (!decoded.valid) return syntax_error(at_, RegexMessage::InvalidUtf8);
    code_point = decoded.code_point;
    at_ += decoded.length;
    return true;
}

}  // namespace sg

#include "repair/scalar_token.h"

#include "core/ascii_case.h"

namespace sg {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::size_t digits_from(std::string_view text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && is_digit(text[end])) ++end;
    return end - at;
}

// `82_461_110` is 82461110: an underscore only ever stands between two digits.
std::optional<std::string> without_digit_separators(std::string_view token) {
    std::string digits;
    for (std::size_t i = 0; i < token.size(); ++i) {
        if (token[i] != '_') {
            digits += token[i];
            continue;
        }
        if (i == 0 || i + 1 == token.size() || !is_digit(token[i - 1]) || !is_digit(token[i + 1])) return std::nullopt;
    }
    return digits;
}

// `TRUE`, `Null`: the literal in other letter case.
bool same_letters(std::string_view word, std::string_view literal) {
    if (word.size() != literal.size()) return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (lower_ascii(word[i]) != literal[i]) return false;
    }
    return true;
}

}  // namespace

ScalarJson number_json(std::string_view written) {
    // Most tokens have no `_`: they are read in place, without a copy.
    std::optional<std::string> plain;
    if (written.find('_') != std::string_view::npos) {
        plain = without_digit_separators(written);
        if (!plain) return {};
    }
    const std::string_view token = plain ? std::string_view(*plain) : written;
    std::string json;
    std::size_t at = 0;
    if (at < token.size() && (token[at] == '-' || token[at] == '+')) {
        if (token[at] == '-') json += '-';
        ++at;
    }
    const std::size_t integer = digits_from(token, at);
    if (integer == 0) {
        // `.5` is 0.5; a sign or a dot alone is no number.
        if (at >= token.size() || token[at] != '.' || digits_from(token, at + 1) == 0) return {};
        json += '0';
    } else {
        // Leading zeros (`007`, a zip code) are digits of content: no number keeps them.
        if (integer > 1 && token[at] == '0') return {};
        json.append(token.substr(at, integer));
        at += integer;
    }
    if (at < token.size() && token[at] == '.') {
        const std::size_t fraction = digits_from(token, at + 1);
        // `1.` is 1: the dot adds nothing.
        if (fraction > 0) json.append(token.substr(at, fraction + 1));
        at += fraction + 1;
    }
    if (at < token.size() && (token[at] == 'e' || token[at] == 'E')) {
        std::size_t exponent = at + 1;
        if (exponent < token.size() && (token[exponent] == '+' || token[exponent] == '-')) ++exponent;
        const std::size_t digits = digits_from(token, exponent);
        // `1e` cut before its exponent is 1: the `e` alone says nothing.
        if (digits == 0 && exponent == token.size()) return {true, json, RepairKind::NumberFormat};
        if (digits == 0) return {};
        json.append(token.substr(at, exponent + digits - at));
        at = exponent + digits;
    }
    if (at != token.size()) return {};
    ScalarJson result{true, json, std::nullopt};
    if (json != written) result.repair = RepairKind::NumberFormat;
    return result;
}

ScalarJson word_json(std::string_view word) {
    const bool signed_word = !word.empty() && (word[0] == '-' || word[0] == '+');
    const std::string_view bare = signed_word ? word.substr(1) : word;
    if (bare == "NaN" || bare == "Infinity") return {true, "null", RepairKind::NonFiniteNumber};
    if (signed_word) return {};
    if (word == "true" || word == "false" || word == "null") return {true, std::string(word), std::nullopt};
    if (word == "True") return {true, "true", RepairKind::PythonLiteral};
    if (word == "False") return {true, "false", RepairKind::PythonLiteral};
    if (word == "None") return {true, "null", RepairKind::PythonLiteral};
    for (const char* literal : {"true", "false", "null"}) {
        if (same_letters(word, literal)) return {true, literal, RepairKind::LiteralCase};
    }
    if (word == "undefined") return {true, "null", RepairKind::UndefinedValue};
    return {};
}

}  // namespace sg

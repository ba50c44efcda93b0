#include "reply/values_in_text.h"

#include <cmath>
#include <cstdint>

#include "core/ascii_case.h"
#include "core/text_trim.h"
#include "json/nearest_double.h"
#include "json/scalar_text.h"
#include "repair/scalar_token.h"

namespace sg {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alnum(char c) { return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr std::string_view kCurrencies[] = {"$", "\xE2\x82\xAC", "\xC2\xA3", "\xC2\xA5", "\xE2\x82\xB9"};  // $ € £ ¥ ₹

std::size_t currency_at(std::string_view text, std::size_t at) {
    for (const std::string_view sign : kCurrencies) {
        if (text.substr(at, sign.size()) == sign) return sign.size();
    }
    return 0;
}

struct NumberRun {
    std::size_t end;    // just past the number
    std::string token;  // sign, digits, fraction and exponent, separators left out
};

// Digits grouped by `,` in threes (1,234,567) or by `_` (1_000), or plain.
std::size_t integer_digits(std::string_view text, std::size_t at, std::string& token) {
    const std::size_t first = at;
    while (at < text.size() && is_digit(text[at])) token += text[at++];
    if (at == first) return at;
    const bool groupable = at - first <= 3;
    for (;;) {
        const char separator = at < text.size() ? text[at] : '\0';
        if (separator == '_' && at + 1 < text.size() && is_digit(text[at + 1])) {
            ++at;
            while (at < text.size() && is_digit(text[at])) token += text[at++];
            continue;
        }
        const bool group = separator == ',' && groupable && at + 4 <= text.size() && is_digit(text[at + 1]) &&
                           is_digit(text[at + 2]) && is_digit(text[at + 3]) &&
                           (at + 4 == text.size() || !is_digit(text[at + 4]));
        if (!group) return at;
        token.append(text.substr(at + 1, 3));
        at += 4;
    }
}

// A number starting at `at`: [sign][currency][sign]digits[.digits][e[sign]digits].
std::optional<NumberRun> number_at(std::string_view text, std::size_t at) {
    std::string token;
    if (at < text.size() && (text[at] == '-' || text[at] == '+')) token += text[at++];
    if (const std::size_t sign = currency_at(text, at)) {
        at += sign;
        if (at < text.size() && text[at] == ' ') ++at;  // `£ 99`
    }
    if (token.empty() && at < text.size() && (text[at] == '-' || text[at] == '+')) token += text[at++];
    const std::size_t digits = at;
    at = integer_digits(text, at, token);
    // `05` is a code (a zip, a month), not the number 5.
    if (at == digits || (text[digits] == '0' && at > digits + 1 && is_digit(text[digits + 1]))) return std::nullopt;
    if (at + 1 < text.size() && text[at] == '.' && is_digit(text[at + 1])) {
        token += text[at++];
        while (at < text.size() && is_digit(text[at])) token += text[at++];
    }
    if (at + 1 < text.size() && (text[at] == 'e' || text[at] == 'E') && (is_digit(text[at + 1]) || text[at + 1] == '-')) {
        std::size_t exponent = at + 1 + (text[at + 1] == '-' ? 1 : 0);
        if (exponent < text.size() && is_digit(text[exponent])) {
            token.append(text.substr(at, exponent - at));
            while (exponent < text.size() && is_digit(text[exponent])) token += text[exponent++];
            at = exponent;
        }
    }
    return NumberRun{at, token};
}

// A unit after a number: letters (no digits: `0x10` is no 0), `%` or `°`, after at most one space.
std::size_t unit_end(std::string_view text, std::size_t at) {
    std::size_t unit = at < text.size() && text[at] == ' ' ? at + 1 : at;
    const std::size_t start = unit;
    while (unit < text.size() && ((is_alnum(text[unit]) && !is_digit(text[unit])) || text[unit] == '%' ||
                                  static_cast<unsigned char>(text[unit]) >= 0x80)) {
        ++unit;
    }
    return unit > start ? unit : at;
}

bool word_boundary(std::string_view text, std::size_t at) { return at >= text.size() || !is_alnum(text[at]); }

bool names_at(std::string_view text, std::size_t at, std::string_view phrase) {
    if (at + phrase.size() > text.size()) return false;
    for (std::size_t i = 0; i < phrase.size(); ++i) {
        if (lower_ascii(text[at + i]) != lower_ascii(phrase[i])) return false;
    }
    return (at == 0 || word_boundary(text, at - 1)) && word_boundary(text, at + phrase.size());
}

constexpr std::string_view kQuotes[] = {"\"", "'", "`", "\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x98", "\xE2\x80\x99"};  // " ' ` “ ” ‘ ’

// A quote mark ends just before `at`, itself not inside a word (`don't`).
bool quote_before(std::string_view text, std::size_t at) {
    for (const std::string_view quote : kQuotes) {
        if (at < quote.size() || text.substr(at - quote.size(), quote.size()) != quote) continue;
        return at == quote.size() || !is_alnum(text[at - quote.size() - 1]);
    }
    return false;
}

// A quote mark starts at `at`, itself not inside a word (`ONE's`).
bool quote_after(std::string_view text, std::size_t at) {
    for (const std::string_view quote : kQuotes) {
        if (text.substr(at, quote.size()) == quote) return word_boundary(text, at + quote.size());
    }
    return false;
}

// 1 to 15 digits, no leading zero but for 0 itself (`allow_zero`), read as a double exactly.
std::optional<double> fraction_part(std::string_view digits, bool allow_zero) {
    if (digits.empty() || digits.size() > 15) return std::nullopt;
    for (const char c : digits) {
        if (!is_digit(c)) return std::nullopt;
    }
    if (digits[0] == '0' && (digits.size() > 1 || !allow_zero)) return std::nullopt;
    return nearest_double(digits);
}

struct ChoiceSeen {
    bool named = false;
    bool exactly = false;  // once in the choice's own letter case
    bool quoted = false;   // once so, and touched by a quote mark
};

ChoiceSeen seen_in(std::string_view text, std::string_view choice) {
    ChoiceSeen seen;
    for (std::size_t at = text.find_first_not_of(' '); at < text.size(); ++at) {
        if (!names_at(text, at, choice)) continue;
        seen.named = true;
        if (text.substr(at, choice.size()) != choice) continue;
        seen.exactly = true;
        seen.quoted = seen.quoted || quote_before(text, at) || quote_after(text, at + choice.size());
    }
    return seen;
}

}  // namespace

std::optional<std::string> fraction_in_text(std::string_view text) {
    text = trim_space(text);
    const std::size_t slash = text.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    std::string_view over = trim_space(text.substr(0, slash));
    const bool negative = !over.empty() && over[0] == '-';
    if (!over.empty() && (over[0] == '-' || over[0] == '+')) over.remove_prefix(1);
    const std::optional<double> numerator = fraction_part(over, true);
    const std::optional<double> denominator = fraction_part(trim_space(text.substr(slash + 1)), false);
    if (!numerator || !denominator) return std::nullopt;
    const double quotient = (negative ? -*numerator : *numerator) / *denominator;
    // 6/3 is the integer 2, written as one.
    if (std::floor(quotient) == quotient) return std::to_string(static_cast<std::int64_t>(quotient));
    return json_double(quotient);
}

std::optional<std::string> number_in_text(std::string_view text, bool whole) {
    text = trim_space(text);
    std::optional<std::string> found;
    for (std::size_t at = 0; at < text.size();) {
        const bool starts = at == 0 || !is_alnum(text[at - 1]);
        const std::optional<NumberRun> run = starts ? number_at(text, at) : std::nullopt;
        // A unit may follow at once when the text is the number (`12.5kg`), not in prose (`v2x`).
        if (!run || (!whole && !word_boundary(text, run->end))) {
            if (whole) return std::nullopt;
            ++at;
            continue;
        }
        const ScalarJson number = number_json(run->token);
        if (!number.valid) return std::nullopt;
        if (whole) {
            const std::size_t end = unit_end(text, run->end);
            return end == text.size() ? std::optional<std::string>(number.json) : std::nullopt;
        }
        if (found) return std::nullopt;  // two numbers: not one answer
        found = number.json;
        at = run->end;
    }
    return found;
}

std::optional<std::size_t> named_choice(std::string_view text, const std::vector<std::string_view>& choices) {
    if (text.size() > kMaxChoiceTextBytes) return std::nullopt;
    std::optional<std::size_t> named;
    std::optional<std::size_t> quoted;
    std::size_t named_count = 0;
    std::size_t quoted_count = 0;
    std::size_t exact_count = 0;  // named in their own letter case, not quoted
    for (std::size_t i = 0; i < choices.size(); ++i) {
        const std::string_view choice = trim_space(choices[i]);
        if (choice.empty()) continue;
        const ChoiceSeen seen = seen_in(text, choice);
        if (!seen.named) continue;
        ++named_count;
        named = i;
        if (seen.quoted) {
            ++quoted_count;
            quoted = i;
        } else if (seen.exactly) {
            ++exact_count;
        }
    }
    if (named_count == 1) return named;
    if (quoted_count == 1 && exact_count == 0) return quoted;
    return std::nullopt;
}

}  // namespace sg

// Values people write inside text, read for schema-aligned reading (rule L5): a number as it is
// written in prose ("$1,234.50", "12 kg", "-2,000", "82_461_110", "50%"), and the one choice
// of a list that a text names as a whole word ("The sentiment is Positive."). Each returns
// nothing unless the text gives exactly one answer: a value is never guessed.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sg {

// The JSON number `text` is, when it is one number with at most a currency sign before it and
// a unit after it (`whole`), or the one number it holds among other words (not `whole`).
std::optional<std::string> number_in_text(std::string_view text, bool whole);

// The JSON number a fraction of two integers is, when `text` (trimmed) is one: `1/5` -> 0.2,
// `-3 / 4` -> -0.75, `6/3` -> 2. Nothing for a zero denominator, a leading zero (`1/05` is a
// date or a code), more than 15 digits on either side (the quotient would not be exact to
// the digits written), or anything else around it.
std::optional<std::string> fraction_in_text(std::string_view text);

// The index of the one `choice` that `text` names as a whole word or phrase, ASCII case
// ignored; nothing when it names none or several, or when the text is longer than
// kMaxChoiceTextBytes (the search costs the text's length for each choice). Of several, a
// choice written in its own letter case and touched by a quote mark (`The answer is "TWO`,
// `TWO" is one of them`: ' " ` and the curly quotes) is the one, when no other is so and every
// other is named only in other letter case than its own (`one` for ONE: a word of the prose,
// not a value). `Two" is one of them` names two words of the prose: nothing.
constexpr std::size_t kMaxChoiceTextBytes = 4096;
std::optional<std::size_t> named_choice(std::string_view text, const std::vector<std::string_view>& choices);

}  // namespace sg

#include "reply/coercion_rules.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/ascii_case.h"
#include "core/limits.h"
#include "core/text_trim.h"
#include "json/said_too_big.h"
#include "json/scalar_text.h"
#include "reply/values_in_text.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

// Whether a schema's `type` names `name`.
bool expects(TapeValue type, std::string_view name) {
    if (type.is_string()) return type.string_equals(name);
    for (const TapeValue item : type.items()) {
        if (item.string_equals(name)) return true;
    }
    return false;
}

// A number a string spells in JSON syntax: its JSON text as a value, and whether it is integral.
struct SpelledNumber {
    std::string json;
    bool integral = true;
};

// The number `text` spells in JSON syntax (as the strict reader reads one), or none.
std::optional<SpelledNumber> read_number(std::string_view text) {
    text = trim_space(text);
    Tape tape;
    if (text.empty() || !read_tape(text, text, limits::kMaxDepth, tape) || tape.kind(0) != TapeKind::Number ||
        said_too_big(text)) {
        return std::nullopt;
    }
    const NumberToken number = tape.number(0);
    const bool is_double = number.kind == NumberToken::Kind::Double;
    // An integer literal beyond 64 bits reads as a double: it would not be the same number.
    const bool integer_literal = text.find_first_of(".eE") == std::string_view::npos;
    if (integer_literal && is_double) return std::nullopt;
    SpelledNumber spelled;
    append_json_number(spelled.json, number, text);
    spelled.integral = !is_double || (std::isfinite(number.as_double) && std::floor(number.as_double) == number.as_double);
    return spelled;
}

// The string values of an `enum` array or a `const`, in order.
std::vector<std::string> string_choices(TapeValue choices) {
    std::vector<std::string> strings;
    std::string scratch;
    const auto add = [&](TapeValue choice) {
        if (choice.is_string()) strings.emplace_back(choice.string(scratch));
    };
    if (choices.is_array()) {
        for (const TapeValue choice : choices.items()) add(choice);
    } else {
        add(choices);
    }
    return strings;
}

std::vector<std::string_view> views_of(const std::vector<std::string>& strings) {
    return std::vector<std::string_view>(strings.begin(), strings.end());
}

// The one of true/yes and false/no that a text names.
std::optional<bool> named_boolean(std::string_view text) {
    const bool says_yes = named_choice(text, {"true"}) || named_choice(text, {"yes"});
    const bool says_no = named_choice(text, {"false"}) || named_choice(text, {"no"});
    if (says_yes == says_no) return std::nullopt;
    return says_yes;
}

// A number's text as a string value: integers with all their digits, others in the shortest
// form that reads back as the same double (1.50 -> "1.5", 2e3 -> "2000"). Null for an integral
// double beyond 2^53: its digits may not be the ones written.
std::optional<std::string> number_text(TapeValue number) {
    const NumberToken token = number.number();
    if (token.kind == NumberToken::Kind::Signed) return std::to_string(token.as_signed);
    if (token.kind == NumberToken::Kind::Unsigned) return std::to_string(token.as_unsigned);
    const double value = token.as_double;
    if (std::floor(value) != value) return json_double(value);
    if (std::fabs(value) >= 9007199254740992.0) return std::nullopt;
    return std::to_string(static_cast<std::int64_t>(value));
}

std::optional<bool> read_boolean(std::string_view text) {
    text = trim_space(text);
    if (equals_ignoring_case(text, "true")) return true;
    if (equals_ignoring_case(text, "false")) return false;
    return std::nullopt;
}

ValueEdit replaced_by(std::string json) { return ValueEdit{ValueEdit::Kind::Replace, std::move(json), {}}; }

std::string boolean_json(bool value) { return value ? "true" : "false"; }

// A string value's coercions for `type`: to a number, then to a boolean.
std::optional<CoercedValue> coerce_string(std::string_view text, TapeValue type) {
    const bool numeric = expects(type, "integer") || expects(type, "number");
    const auto fits = [&](const std::optional<SpelledNumber>& number) {
        return number && (expects(type, "number") || number->integral);
    };
    if (numeric) {
        if (std::optional<SpelledNumber> number = read_number(text); fits(number)) {
            return CoercedValue{CoercionKind::StringToNumber, replaced_by(std::move(number->json))};
        }
        const std::optional<std::string> written = number_in_text(text, true);
        if (std::optional<SpelledNumber> number = written ? read_number(*written) : std::nullopt; fits(number)) {
            return CoercedValue{CoercionKind::NumberFromText, replaced_by(std::move(number->json))};
        }
        const std::optional<std::string> quotient = fraction_in_text(text);
        if (std::optional<SpelledNumber> number = quotient ? read_number(*quotient) : std::nullopt; fits(number)) {
            return CoercedValue{CoercionKind::FractionToNumber, replaced_by(std::move(number->json))};
        }
    }
    if (expects(type, "boolean")) {
        if (const std::optional<bool> boolean = read_boolean(text)) {
            return CoercedValue{CoercionKind::StringToBoolean, replaced_by(boolean_json(*boolean))};
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<CoercedValue> coerce_to_type(TapeValue value, TapeValue type) {
    if (value.is_string()) {
        std::string scratch;
        if (std::optional<CoercedValue> coerced = coerce_string(value.string(scratch), type)) return coerced;
    }
    if (value.is_number() && expects(type, "string")) {
        if (const std::optional<std::string> text = number_text(value)) {
            return CoercedValue{CoercionKind::NumberToString, replaced_by(json_string(*text))};
        }
    }
    if (value.is_array() && value.size() == 1 && !expects(type, "array") && !value.item(0).is_array()) {
        return CoercedValue{CoercionKind::SingleFromArray, ValueEdit{ValueEdit::Kind::Unwrap, {}, {}}};
    }
    if (expects(type, "array") && !value.is_array() && !value.is_null()) {
        return CoercedValue{CoercionKind::SingleToArray, ValueEdit{ValueEdit::Kind::Wrap, "[", "]"}};
    }
    return std::nullopt;
}

std::optional<ValueEdit> wrap_in_object(TapeValue value, TapeValue type, TapeValue required, TapeValue properties) {
    if (!expects(type, "object") || value.is_null() || value.is_array() || value.is_object()) return std::nullopt;
    if (!required.is_array() || required.size() != 1 || !required.item(0).is_string()) return std::nullopt;
    std::string scratch;
    const std::string_view name = required.item(0).string(scratch);
    if (!properties.member(name)) return std::nullopt;
    return ValueEdit{ValueEdit::Kind::Wrap, "{" + json_string(name) + ":", "}"};
}

std::optional<std::string> match_spelling(TapeValue value, const ChoiceIndex& choices) {
    if (!value.is_string()) return std::nullopt;
    std::string scratch;
    const std::string_view text = value.string(scratch);
    const std::optional<std::string_view> chosen = choices.spelled(trim_space(text));
    if (!chosen || *chosen == text) return std::nullopt;
    return json_string(*chosen);
}

bool unwrap_choice(TapeValue value, const ChoiceIndex& choices) {
    if (!value.is_array() || value.size() != 1) return false;
    const TapeValue element = value.item(0);
    if (element.is_array() || element.is_object()) return false;
    return choices.holds(element) || match_spelling(element, choices).has_value();
}

std::optional<std::string> match_named_choice(TapeValue value, TapeValue choices) {
    if (!value.is_string()) return std::nullopt;
    std::string scratch;
    const std::string_view text = value.string(scratch);
    const std::vector<std::string> owned = string_choices(choices);
    const std::vector<std::string_view> strings = views_of(owned);
    const std::optional<std::size_t> named = named_choice(text, strings);
    if (!named || strings[*named] == text) return std::nullopt;
    return json_string(strings[*named]);
}

std::optional<ScalarInText> scalar_from_text(std::string_view text, TapeValue schema) {
    if (!schema.is_object()) return std::nullopt;
    std::optional<ScalarInText> reading(std::in_place);
    const TapeValue enumerated = schema.member("enum");
    const TapeValue choices = enumerated ? enumerated : schema.member("const");
    if (choices) {
        const std::vector<std::string> owned = string_choices(choices);
        const std::vector<std::string_view> strings = views_of(owned);
        const std::optional<std::size_t> named = named_choice(trim_space(text), strings);
        if (!named) return std::nullopt;
        reading->json = json_string(strings[*named]);
        return reading;
    }
    const TapeValue type = schema.member("type");
    if (!type || expects(type, "object") || expects(type, "array")) return std::nullopt;
    if (expects(type, "boolean")) {
        const std::optional<bool> boolean = named_boolean(text);
        if (!boolean) return std::nullopt;
        reading->json = boolean_json(*boolean);
        return reading;
    }
    if (expects(type, "integer") || expects(type, "number")) {
        std::optional<std::string> written = fraction_in_text(text);
        if (written) reading->kind = CoercionKind::FractionToNumber;
        if (!written) written = number_in_text(text, false);
        std::optional<SpelledNumber> number = written ? read_number(*written) : std::nullopt;
        if (!number || (!expects(type, "number") && !number->integral)) return std::nullopt;
        reading->json = std::move(number->json);
        return reading;
    }
    if (!expects(type, "string") || trim_space(text).empty()) return std::nullopt;
    reading->json = json_string(trim_space(text));
    return reading;
}

}  // namespace sg

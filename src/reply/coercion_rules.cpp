#include "reply/coercion_rules.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/ascii_case.h"
#include "core/json_text.h"
#include "core/text_trim.h"
#include "json/strict_parser.h"
#include "reply/values_in_text.h"

namespace sg {
namespace {

std::string_view text_of(const rapidjson::Value& string) {
    return std::string_view(string.GetString(), string.GetStringLength());
}

// Whether a schema's `type` names `name`.
bool expects(TapeValue type, std::string_view name) {
    if (type.is_string()) return type.string_equals(name);
    for (const TapeValue item : type.items()) {
        if (item.string_equals(name)) return true;
    }
    return false;
}

// The number a string spells in JSON syntax, or null.
bool read_number(std::string_view text, rapidjson::Document& number) {
    text = trim_space(text);
    if (text.empty()) return false;
    Result<rapidjson::Document> parsed = parse_strict(text, text);
    if (!parsed.ok() || !parsed.value().IsNumber()) return false;
    number = std::move(parsed.value());
    // An integer literal beyond 64 bits came back as a double: it would not be the same number.
    const bool integer_literal = text.find_first_of(".eE") == std::string_view::npos;
    return !(integer_literal && number.IsDouble());
}

bool is_integral(const rapidjson::Value& number) {
    if (!number.IsDouble()) return true;
    const double value = number.GetDouble();
    return std::isfinite(value) && std::floor(value) == value;
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
std::optional<std::string> number_text(const rapidjson::Value& number) {
    if (number.IsInt64()) return std::to_string(number.GetInt64());
    if (number.IsUint64()) return std::to_string(number.GetUint64());
    const double value = number.GetDouble();
    if (std::floor(value) != value) return json_text(number);
    if (std::fabs(value) >= 9007199254740992.0) return std::nullopt;
    return std::to_string(static_cast<std::int64_t>(value));
}

std::optional<bool> read_boolean(std::string_view text) {
    text = trim_space(text);
    if (equals_ignoring_case(text, "true")) return true;
    if (equals_ignoring_case(text, "false")) return false;
    return std::nullopt;
}

}  // namespace

std::optional<CoercionKind> coerce_to_type(rapidjson::Value& value, TapeValue type, Allocator& allocator) {
    if (value.IsString()) {
        const bool integer = expects(type, "integer");
        const bool numeric = integer || expects(type, "number");
        rapidjson::Document number;
        const auto fits = [&] { return expects(type, "number") || is_integral(number); };
        if (numeric && read_number(text_of(value), number) && fits()) {
            value.CopyFrom(number, allocator);
            return CoercionKind::StringToNumber;
        }
        const std::optional<std::string> written = numeric ? number_in_text(text_of(value), true) : std::nullopt;
        if (written && read_number(*written, number) && fits()) {
            value.CopyFrom(number, allocator);
            return CoercionKind::NumberFromText;
        }
        const std::optional<std::string> quotient = numeric ? fraction_in_text(text_of(value)) : std::nullopt;
        if (quotient && read_number(*quotient, number) && fits()) {
            value.CopyFrom(number, allocator);
            return CoercionKind::FractionToNumber;
        }
        if (expects(type, "boolean")) {
            if (const std::optional<bool> boolean = read_boolean(text_of(value))) {
                value.SetBool(*boolean);
                return CoercionKind::StringToBoolean;
            }
        }
    }
    if (value.IsNumber() && expects(type, "string")) {
        if (const std::optional<std::string> text = number_text(value)) {
            value.SetString(text->data(), static_cast<rapidjson::SizeType>(text->size()), allocator);
            return CoercionKind::NumberToString;
        }
    }
    if (value.IsArray() && value.Size() == 1 && !expects(type, "array") && !value[0].IsArray()) {
        rapidjson::Value single(value[0], allocator);
        value = single.Move();
        return CoercionKind::SingleFromArray;
    }
    if (expects(type, "array") && !value.IsArray() && !value.IsNull()) {
        rapidjson::Value array(rapidjson::kArrayType);
        array.PushBack(value.Move(), allocator);
        value = array.Move();
        return CoercionKind::SingleToArray;
    }
    return std::nullopt;
}

bool wrap_in_object(rapidjson::Value& value, TapeValue type, TapeValue required, TapeValue properties, Allocator& allocator) {
    if (!expects(type, "object") || value.IsNull() || value.IsArray() || value.IsObject()) return false;
    if (!required.is_array() || required.size() != 1 || !required.item(0).is_string()) return false;
    std::string scratch;
    const std::string_view name = required.item(0).string(scratch);
    if (!properties.member(name)) return false;
    rapidjson::Value object(rapidjson::kObjectType);
    object.AddMember(rapidjson::Value(name.data(), static_cast<rapidjson::SizeType>(name.size()), allocator), value.Move(), allocator);
    value = object.Move();
    return true;
}

bool match_spelling(rapidjson::Value& value, const ChoiceIndex& choices, Allocator& allocator) {
    if (!value.IsString()) return false;
    const std::optional<std::string_view> chosen = choices.spelled(trim_space(text_of(value)));
    if (!chosen || *chosen == text_of(value)) return false;
    value.SetString(chosen->data(), static_cast<rapidjson::SizeType>(chosen->size()), allocator);
    return true;
}

bool unwrap_choice(rapidjson::Value& value, const ChoiceIndex& choices, Allocator& allocator) {
    if (!value.IsArray() || value.Size() != 1 || value[0].IsArray() || value[0].IsObject()) return false;
    rapidjson::Value element(value[0], allocator);
    bool fits = choices.holds(element);
    if (!fits) {
        rapidjson::Value respelled(element, allocator);
        fits = match_spelling(respelled, choices, allocator);
    }
    if (!fits) return false;
    value = element.Move();
    return true;
}

bool match_named_choice(rapidjson::Value& value, TapeValue choices, Allocator& allocator) {
    if (!value.IsString()) return false;
    const std::vector<std::string> owned = string_choices(choices);
    const std::vector<std::string_view> strings = views_of(owned);
    const std::optional<std::size_t> named = named_choice(text_of(value), strings);
    if (!named || strings[*named] == text_of(value)) return false;
    const std::string chosen(strings[*named]);
    value.SetString(chosen.data(), static_cast<rapidjson::SizeType>(chosen.size()), allocator);
    return true;
}

std::optional<ScalarInText> scalar_from_text(std::string_view text, TapeValue schema) {
    if (!schema.is_object()) return std::nullopt;
    std::optional<ScalarInText> reading(std::in_place);
    rapidjson::Document& value = reading->value;
    const TapeValue enumerated = schema.member("enum");
    const TapeValue choices = enumerated ? enumerated : schema.member("const");
    if (choices) {
        const std::vector<std::string> owned = string_choices(choices);
        const std::vector<std::string_view> strings = views_of(owned);
        const std::optional<std::size_t> named = named_choice(trim_space(text), strings);
        if (!named) return std::nullopt;
        value.SetString(strings[*named].data(), static_cast<rapidjson::SizeType>(strings[*named].size()), value.GetAllocator());
        return reading;
    }
    const TapeValue type = schema.member("type");
    if (!type || expects(type, "object") || expects(type, "array")) return std::nullopt;
    if (expects(type, "boolean")) {
        const std::optional<bool> boolean = named_boolean(text);
        if (!boolean) return std::nullopt;
        value.SetBool(*boolean);
        return reading;
    }
    if (expects(type, "integer") || expects(type, "number")) {
        std::optional<std::string> written = fraction_in_text(text);
        if (written) reading->kind = CoercionKind::FractionToNumber;
        if (!written) written = number_in_text(text, false);
        if (!written || !read_number(*written, value)) return std::nullopt;
        if (!expects(type, "number") && !is_integral(value)) return std::nullopt;
        return reading;
    }
    if (!expects(type, "string") || trim_space(text).empty()) return std::nullopt;
    const std::string_view whole = trim_space(text);
    value.SetString(whole.data(), static_cast<rapidjson::SizeType>(whole.size()), value.GetAllocator());
    return reading;
}

}  // namespace sg

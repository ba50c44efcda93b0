#include "reply/coercion_rules.h"

#include <cmath>

#include "core/text_trim.h"
#include "json/strict_parser.h"

namespace sg {
namespace {

std::string_view text_of(const rapidjson::Value& string) {
    return std::string_view(string.GetString(), string.GetStringLength());
}

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

bool expects(const rapidjson::Value& type, std::string_view name) {
    if (type.IsString()) return text_of(type) == name;
    if (!type.IsArray()) return false;
    for (const rapidjson::Value& item : type.GetArray()) {
        if (item.IsString() && text_of(item) == name) return true;
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

std::optional<bool> read_boolean(std::string_view text) {
    text = trim_space(text);
    if (equal_ignoring_case(text, "true")) return true;
    if (equal_ignoring_case(text, "false")) return false;
    return std::nullopt;
}

}  // namespace

std::string_view coercion_kind_name(CoercionKind kind) {
    switch (kind) {
        case CoercionKind::StringToNumber: return "string_to_number";
        case CoercionKind::StringToBoolean: return "string_to_boolean";
        case CoercionKind::SingleToArray: return "single_to_array";
        case CoercionKind::EnumSpelling: return "enum_spelling";
        case CoercionKind::KeyCase: return "key_case";
    }
    return "unknown";
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (lower(a[i]) != lower(b[i])) return false;
    }
    return true;
}

std::optional<CoercionKind> coerce_to_type(rapidjson::Value& value, const rapidjson::Value& type, Allocator& allocator) {
    if (value.IsString()) {
        const bool integer = expects(type, "integer");
        rapidjson::Document number;
        if ((integer || expects(type, "number")) && read_number(text_of(value), number) &&
            (expects(type, "number") || is_integral(number))) {
            value.CopyFrom(number, allocator);
            return CoercionKind::StringToNumber;
        }
        if (expects(type, "boolean")) {
            if (const std::optional<bool> boolean = read_boolean(text_of(value))) {
                value.SetBool(*boolean);
                return CoercionKind::StringToBoolean;
            }
        }
    }
    if (expects(type, "array") && !value.IsArray() && !value.IsNull()) {
        rapidjson::Value array(rapidjson::kArrayType);
        array.PushBack(value.Move(), allocator);
        value = array.Move();
        return CoercionKind::SingleToArray;
    }
    return std::nullopt;
}

bool match_spelling(rapidjson::Value& value, const rapidjson::Value& choices, Allocator& allocator) {
    if (!value.IsString()) return false;
    const std::string_view given = trim_space(text_of(value));
    const rapidjson::Value* exact = nullptr;
    const rapidjson::Value* folded = nullptr;
    std::size_t folded_count = 0;
    const auto consider = [&](const rapidjson::Value& choice) {
        if (!choice.IsString()) return;
        if (text_of(choice) == given) exact = &choice;
        if (equal_ignoring_case(text_of(choice), given)) {
            folded = &choice;
            ++folded_count;
        }
    };
    if (choices.IsArray()) {
        for (const rapidjson::Value& choice : choices.GetArray()) consider(choice);
    } else {
        consider(choices);
    }
    const rapidjson::Value* chosen = exact != nullptr ? exact : (folded_count == 1 ? folded : nullptr);
    if (chosen == nullptr || text_of(*chosen) == text_of(value)) return false;
    value.SetString(chosen->GetString(), chosen->GetStringLength(), allocator);
    return true;
}

std::optional<std::string_view> member_in_other_case(const rapidjson::Value& object, std::string_view name) {
    if (!object.IsObject()) return std::nullopt;
    std::optional<std::string_view> found;
    for (const auto& member : object.GetObject()) {
        const std::string_view key = text_of(member.name);
        if (key == name) return std::nullopt;
        if (!equal_ignoring_case(key, name)) continue;
        if (found) return std::nullopt;
        found = key;
    }
    return found;
}

}  // namespace sg

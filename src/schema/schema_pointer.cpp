#include "schema/schema_pointer.h"

#include "core/hex_digit.h"

namespace sg::schema {

std::optional<std::string> percent_decode(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '%') {
            out += text[i];
            continue;
        }
        const int high = i + 1 < text.size() ? hex_digit(text[i + 1]) : -1;
        const int low = i + 2 < text.size() ? hex_digit(text[i + 2]) : -1;
        if (high < 0 || low < 0) return std::nullopt;
        out += static_cast<char>(high * 16 + low);
        i += 2;
    }
    return out;
}

std::optional<std::uint32_t> pointer_index(std::string_view token) {
    if (token.empty() || token.size() > 9) return std::nullopt;
    if (token.size() > 1 && token.front() == '0') return std::nullopt;
    std::uint32_t index = 0;
    for (const char c : token) {
        if (c < '0' || c > '9') return std::nullopt;
        index = index * 10 + static_cast<std::uint32_t>(c - '0');
    }
    return index;
}

const rapidjson::Value* pointer_child(const rapidjson::Value& value, std::string_view token) {
    if (value.IsObject()) {
        const auto found = value.FindMember(rapidjson::StringRef(token.data(), token.size()));
        return found == value.MemberEnd() ? nullptr : &found->value;
    }
    const auto index = value.IsArray() ? pointer_index(token) : std::nullopt;
    return index && *index < value.Size() ? &value[*index] : nullptr;
}

TapeValue pointer_child(TapeValue value, std::string_view token) {
    if (value.is_object()) return value.member(token);
    const auto index = value.is_array() ? pointer_index(token) : std::nullopt;
    return index ? value.item(*index) : TapeValue();
}

}  // namespace sg::schema

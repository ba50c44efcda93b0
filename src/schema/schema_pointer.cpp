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

const rapidjson::Value* pointer_child(const rapidjson::Value& value, std::string_view token) {
    if (value.IsObject()) {
        const auto found = value.FindMember(rapidjson::StringRef(token.data(), token.size()));
        return found == value.MemberEnd() ? nullptr : &found->value;
    }
    if (!value.IsArray() || token.empty() || token.size() > 9) return nullptr;
    if (token.size() > 1 && token.front() == '0') return nullptr;
    rapidjson::SizeType index = 0;
    for (const char c : token) {
        if (c < '0' || c > '9') return nullptr;
        index = index * 10 + static_cast<rapidjson::SizeType>(c - '0');
    }
    return index < value.Size() ? &value[index] : nullptr;
}

}  // namespace sg::schema

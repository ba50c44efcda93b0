#include "json/value_description.h"

#include <string_view>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/reading_messages.h"
#include "core/utf8_decoder.h"

namespace sg {
namespace {

std::string quoted(std::string_view text) {
    const std::string_view shown = utf8_prefix(text, kDescribedStringBytes);
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    out.String(shown.data(), static_cast<rapidjson::SizeType>(shown.size()));
    std::string result(buffer.GetString(), buffer.GetSize());
    if (shown.size() < text.size()) result.insert(result.size() - 1, "…");
    return result;
}

std::string number(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    value.Accept(out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

}  // namespace

std::string describe_json_value(const rapidjson::Value& value, Language language) {
    switch (value.GetType()) {
        case rapidjson::kNullType: return "null";
        case rapidjson::kFalseType: return "false";
        case rapidjson::kTrueType: return "true";
        case rapidjson::kObjectType: return std::string(reading_text(ReadingMessage::AnObject, language));
        case rapidjson::kArrayType: return std::string(reading_text(ReadingMessage::AnArray, language));
        case rapidjson::kStringType: return quoted(std::string_view(value.GetString(), value.GetStringLength()));
        case rapidjson::kNumberType: return number(value);
    }
    return {};
}

}  // namespace sg

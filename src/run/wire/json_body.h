// Small helpers for writing request bodies and reading response members with RapidJSON.
#pragma once

#include <string>
#include <string_view>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "json/strict_parser.h"

namespace sg {

using JsonWriter = rapidjson::Writer<rapidjson::StringBuffer>;

inline void write_text(JsonWriter& out, std::string_view text) {
    out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
}

inline void write_key(JsonWriter& out, std::string_view key) {
    out.Key(key.data(), static_cast<rapidjson::SizeType>(key.size()));
}

// A "key": "text" member.
inline void write_member(JsonWriter& out, std::string_view key, std::string_view text) {
    write_key(out, key);
    write_text(out, text);
}

// JSON text that was checked before (a schema, tool arguments), copied as it is.
inline void write_raw_object(JsonWriter& out, std::string_view json) {
    out.RawValue(json.data(), json.size(), rapidjson::kObjectType);
}

// Tool arguments in the conversation are the model's own JSON objects; anything else (a
// model that wrote broken JSON through another wire) is sent as an empty object by the wires
// that carry arguments as objects (Anthropic, Gemini).
inline bool is_json_object(std::string_view json) {
    return !json.empty() && json.front() == '{' && !check_strict(json, json).has_value();
}

// The member `name` of `object` when it is a string, else "".
inline std::string_view text_member(const rapidjson::Value& object, const char* name) {
    if (!object.IsObject()) return {};
    const auto member = object.FindMember(name);
    if (member == object.MemberEnd() || !member->value.IsString()) return {};
    return std::string_view(member->value.GetString(), member->value.GetStringLength());
}

// The member `name` of `object`, or null when absent.
inline const rapidjson::Value* find_member(const rapidjson::Value& object, const char* name) {
    if (!object.IsObject()) return nullptr;
    const auto member = object.FindMember(name);
    return member == object.MemberEnd() ? nullptr : &member->value;
}

}  // namespace sg

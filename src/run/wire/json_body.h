// Small helpers for writing request bodies and reading response members with RapidJSON.
#pragma once

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <optional>
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

// A "key": number member when the call has the number; the wires leave out what is unset.
inline void write_count_member(JsonWriter& out, std::string_view key, std::optional<std::int64_t> count) {
    if (!count) return;
    write_key(out, key);
    out.Int64(*count);
}

inline void write_number_member(JsonWriter& out, std::string_view key, std::optional<double> number) {
    if (!number) return;
    write_key(out, key);
    out.Double(*number);
}

// A "key": true member when `on`; a flag that is off is left out.
inline void write_flag_member(JsonWriter& out, std::string_view key, bool on) {
    if (!on) return;
    write_key(out, key);
    out.Bool(true);
}

struct TextMember {
    std::string_view key;
    std::string_view text;
};

// An object whose members are all text, in this order: most items the wires send.
inline void write_text_object(JsonWriter& out, std::initializer_list<TextMember> members) {
    out.StartObject();
    for (const TextMember& member : members) write_member(out, member.key, member.text);
    out.EndObject();
}

// JSON text that was checked before (a schema, tool arguments), copied as it is.
inline void write_raw_object(JsonWriter& out, std::string_view json) {
    out.RawValue(json.data(), json.size(), rapidjson::kObjectType);
}

// Tool arguments in the conversation, for the wires that carry them as objects (Anthropic,
// Gemini): they are the model's own JSON objects; anything else (a model that wrote broken
// JSON through another wire) is sent as an empty object.
inline void write_arguments_object(JsonWriter& out, std::string_view arguments) {
    const bool is_object =
        !arguments.empty() && arguments.front() == '{' && !check_strict(arguments, arguments).has_value();
    write_raw_object(out, is_object ? arguments : "{}");
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

// The member `name` of `object` as an index from 0 to `last`, or nullopt when it is absent, not
// a whole number or out of that range (a stream's event for a block or call that cannot be).
inline std::optional<std::size_t> index_member(const rapidjson::Value& object, const char* name, std::int64_t last) {
    const rapidjson::Value* index = find_member(object, name);
    if (!index || !index->IsInt64() || index->GetInt64() < 0 || index->GetInt64() > last) return std::nullopt;
    return static_cast<std::size_t>(index->GetInt64());
}

}  // namespace sg

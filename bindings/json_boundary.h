// The full module's own calls, registered with embind: their options and requests arrive as
// JSON text read into a RapidJSON DOM, and their results leave as JSON text. The reply and
// repair paths use neither (their options come in slots or are read into a tape:
// option_slots.h, json_options.h; their results are records: result_record.h), so nothing
// here is linked into structguard-reply.wasm or structguard-repair.wasm.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "boundary.h"

namespace sg::boundary {

using OutputBuffer = rapidjson::StringBuffer;

// RapidJSON's Writer, with its buffer reachable for write_string's long strings.
class Writer : public rapidjson::Writer<OutputBuffer> {
public:
    using rapidjson::Writer<OutputBuffer>::Writer;
    OutputBuffer& buffer() { return *os_; }
};

// Parses the options object the JS wrapper sends; anything but an object reads as empty.
rapidjson::Document read_options(std::string_view json);

std::size_t size_option(const rapidjson::Document& options, const char* name, std::size_t fallback);
bool bool_option(const rapidjson::Document& options, const char* name, bool fallback);
// The string member `name` of `object`, or `fallback` when it is absent or not a string.
std::string_view string_member(const rapidjson::Value& object, const char* name, std::string_view fallback = {});

void write_string(Writer& out, std::string_view text);
// The member `key` with a string value; with _or_null, null where the text is empty (an
// absent reason, reply or finish reason), so that every result says "none" the same way.
void write_string_member(Writer& out, const char* key, std::string_view text);
void write_string_or_null(Writer& out, const char* key, std::string_view text);
// The member `key` with a boolean or a number (any width: JSON has one form), or with an
// optional one of these or a string, null when it holds none. write_value writes the value.
template <typename T>
void write_value(Writer& out, const T& value);
template <typename T>
void write_member(Writer& out, const char* key, const T& value);
template <typename T>
void write_member(Writer& out, const char* key, const std::optional<T>& value);

// An array with an object for each item: `write_members(item)` writes its members.
template <typename Items, typename WriteMembers>
void write_objects(Writer& out, const Items& items, WriteMembers&& write_members);

// One result's JSON text: `write(out)` writes the value, this owns the buffer around it.
template <class Write>
std::string result_json(Write&& write);

// A byte offset written as its UTF-16 index.
void write_index(Writer& out, Utf16Positions& positions, std::size_t byte_offset);

// A position as the caller reads it: UTF-16 offset, 1-based line, 1-based UTF-16 column.
struct Utf16Place {
    std::size_t offset;
    std::size_t line;
    std::size_t column;
};

Utf16Place utf16_place(Utf16Positions& positions, const TextPosition& at);

// The members offset, line and column; all three null without a place.
void write_place_members(Writer& out, const std::optional<Utf16Place>& place);

// {code, message, offset, line, column}; offset/line/column are null without a position.
void write_error(Writer& out, const Error& error, Utf16Positions& positions);
// The same members without the braces, for error objects that carry more members.
void write_error_members(Writer& out, const Error& error, Utf16Positions& positions);

// For a result with a single error in `source`.
void write_error(Writer& out, const Error& error, std::string_view source);

std::string finish(const OutputBuffer& buffer);

template <typename T>
void write_value(Writer& out, const T& value) {
    if constexpr (std::is_same_v<T, bool>) out.Bool(value);
    else if constexpr (std::is_floating_point_v<T>) out.Double(value);
    else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) out.Int64(value);
    else if constexpr (std::is_integral_v<T>) out.Uint64(value);
    else write_string(out, value);
}

template <typename T>
void write_member(Writer& out, const char* key, const T& value) {
    out.Key(key);
    write_value(out, value);
}

template <typename T>
void write_member(Writer& out, const char* key, const std::optional<T>& value) {
    out.Key(key);
    if (value) write_value(out, *value);
    else out.Null();
}

template <typename Items, typename WriteMembers>
void write_objects(Writer& out, const Items& items, WriteMembers&& write_members) {
    out.StartArray();
    for (const auto& item : items) {
        out.StartObject();
        write_members(item);
        out.EndObject();
    }
    out.EndArray();
}

template <class Write>
std::string result_json(Write&& write) {
    OutputBuffer buffer;
    Writer out(buffer);
    write(out);
    return finish(buffer);
}

}  // namespace sg::boundary

// What every binding shares: options arrive as JSON text, results leave as JSON text, and
// positions leave in UTF-16 code units of the string the caller passed (JavaScript indices),
// so that text.slice(start, end) works on the caller's side.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "core/error.h"
#include "core/utf16_cursor.h"
#include "tape/tape.h"

namespace sg::boundary {

using OutputBuffer = rapidjson::StringBuffer;

// RapidJSON's Writer, with its buffer reachable for write_string's long strings.
class Writer : public rapidjson::Writer<OutputBuffer> {
public:
    using rapidjson::Writer<OutputBuffer>::Writer;
    OutputBuffer& buffer() { return *os_; }
};

// The text the JS side wrote into wasm memory with encodeInto (npm/src/text_buffer.js) as
// UTF-8: 121x cheaper than embind's std::string for 40 KB (bench/README.md).
inline std::string_view text_at(std::uintptr_t bytes, std::size_t length) {
    return std::string_view(reinterpret_cast<const char*>(bytes), length);
}

// The tape every reply is read into, kept with the module so that reading a valid reply
// allocates nothing once the tape has grown to the replies' size (ARCHITECTURE principle 4).
inline Tape& reused_tape() {
    static Tape tape;
    return tape;
}

// The reused tape, taken for one call that calls back into JavaScript while it reads the tape
// (a format function validating: ARCHITECTURE principle 8) and given back when it returns. A
// call made from inside finds the module's tape taken (empty) and reads into one of its own.
class TakenTape {
public:
    TakenTape() : tape_(std::move(reused_tape())) {}
    ~TakenTape() { reused_tape() = std::move(tape_); }
    TakenTape(const TakenTape&) = delete;
    TakenTape& operator=(const TakenTape&) = delete;
    Tape& operator*() { return tape_; }

private:
    Tape tape_;
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

// Byte offsets into one text, converted to UTF-16 indices with running cursors: a result that
// reports many positions (errors, repairs) costs one pass over the text when they come in
// increasing order, where a fresh count per position would make it quadratic.
class Utf16Positions {
public:
    explicit Utf16Positions(std::string_view text) : offsets_(text), line_starts_(text) {}

    std::size_t index(std::size_t byte_offset) { return offsets_.index(byte_offset); }
    // The 1-based column of `at` in UTF-16 units.
    std::size_t column(const TextPosition& at) {
        const std::size_t index = offsets_.index(at.offset);
        return index - line_starts_.index(at.offset - (at.column - 1)) + 1;
    }

private:
    Utf16Cursor offsets_;
    Utf16Cursor line_starts_;
};

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

#include "json_boundary.h"

#include "option_slots.h"

namespace sg::boundary {

rapidjson::Document read_options(std::string_view json) {
    rapidjson::Document options;
    options.Parse(json.data(), json.size());
    if (options.HasParseError() || !options.IsObject()) options.SetObject();
    return options;
}

std::size_t size_option(const rapidjson::Document& options, const char* name, std::size_t fallback) {
    const auto found = options.FindMember(name);
    if (found == options.MemberEnd() || !found->value.IsNumber()) return fallback;
    return clamped_size(found->value.GetDouble());
}

bool bool_option(const rapidjson::Document& options, const char* name, bool fallback) {
    const auto found = options.FindMember(name);
    return found != options.MemberEnd() && found->value.IsBool() ? found->value.GetBool() : fallback;
}

std::string_view string_member(const rapidjson::Value& object, const char* name, std::string_view fallback) {
    if (!object.IsObject()) return fallback;
    const auto found = object.FindMember(name);
    if (found == object.MemberEnd() || !found->value.IsString()) return fallback;
    return std::string_view(found->value.GetString(), found->value.GetStringLength());
}

namespace {

// RapidJSON's Writer reserves six bytes per character of a string before it writes it (room for
// \uXXXX escapes), and the instance keeps that memory: a 10 MB prompt took 60 MB. A longer string
// is written here, escaped as String() escapes, into room for its own length.
constexpr std::size_t kLongString = 64 * 1024;

void write_long_string(Writer& out, std::string_view text) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    out.RawValue("", 0, rapidjson::kStringType);  // the separator before it, and its place
    OutputBuffer& buffer = out.buffer();
    buffer.Reserve(text.size() + 2);
    buffer.Put('"');
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && c != '"' && c != '\\') {
            buffer.Put(c);
            continue;
        }
        buffer.Put('\\');
        switch (c) {
            case '"': buffer.Put('"'); break;
            case '\\': buffer.Put('\\'); break;
            case '\b': buffer.Put('b'); break;
            case '\f': buffer.Put('f'); break;
            case '\n': buffer.Put('n'); break;
            case '\r': buffer.Put('r'); break;
            case '\t': buffer.Put('t'); break;
            default:
                for (const char digit : {'u', '0', '0', kHex[byte >> 4], kHex[byte & 15]}) buffer.Put(digit);
        }
    }
    buffer.Put('"');
}

}  // namespace

void write_string(Writer& out, std::string_view text) {
    if (text.size() >= kLongString) return write_long_string(out, text);
    out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
}

void write_string_member(Writer& out, const char* key, std::string_view text) {
    out.Key(key);
    write_string(out, text);
}

void write_string_or_null(Writer& out, const char* key, std::string_view text) {
    out.Key(key);
    if (text.empty()) out.Null();
    else write_string(out, text);
}

void write_index(Writer& out, Utf16Positions& positions, std::size_t byte_offset) {
    out.Uint64(positions.index(byte_offset));
}

void write_error(Writer& out, const Error& error, Utf16Positions& positions) {
    out.StartObject();
    write_error_members(out, error, positions);
    out.EndObject();
}

void write_error(Writer& out, const Error& error, std::string_view source) {
    Utf16Positions positions(source);
    write_error(out, error, positions);
}

void write_error_members(Writer& out, const Error& error, Utf16Positions& positions) {
    out.Key("code");
    write_string(out, code_name(error.code));
    out.Key("message");
    write_string(out, error.message);
    write_place_members(out, error.position ? std::optional(utf16_place(positions, *error.position)) : std::nullopt);
}

Utf16Place utf16_place(Utf16Positions& positions, const TextPosition& at) {
    return Utf16Place{positions.index(at.offset), at.line, positions.column(at)};
}

void write_place_members(Writer& out, const std::optional<Utf16Place>& place) {
    out.Key("offset");
    place ? out.Uint64(place->offset) : out.Null();
    out.Key("line");
    place ? out.Uint64(place->line) : out.Null();
    out.Key("column");
    place ? out.Uint64(place->column) : out.Null();
}

std::string finish(const OutputBuffer& buffer) { return std::string(buffer.GetString(), buffer.GetSize()); }

}  // namespace sg::boundary

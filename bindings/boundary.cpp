#include "boundary.h"

#include "core/utf8.h"

namespace sg::boundary {

rapidjson::Document read_options(const std::string& json) {
    rapidjson::Document options;
    options.Parse(json.c_str(), json.size());
    if (options.HasParseError() || !options.IsObject()) options.SetObject();
    return options;
}

std::size_t size_option(const rapidjson::Document& options, const char* name, std::size_t fallback) {
    const auto found = options.FindMember(name);
    if (found == options.MemberEnd() || !found->value.IsNumber()) return fallback;
    const double value = found->value.GetDouble();
    return value < 0 ? 0 : static_cast<std::size_t>(value);
}

void write_string(Writer& out, std::string_view text) {
    out.String(text.data(), static_cast<rapidjson::SizeType>(text.size()));
}

void write_index(Writer& out, std::string_view source, std::size_t byte_offset) {
    out.Uint64(utf16_units(source, byte_offset));
}

void write_error(Writer& out, const Error& error, std::string_view source) {
    out.StartObject();
    out.Key("code");
    write_string(out, code_name(error.code));
    out.Key("message");
    write_string(out, error.message);
    if (error.position) {
        const TextPosition& at = *error.position;
        const std::size_t line_start = at.offset - (at.column - 1);
        const std::size_t index = utf16_units(source, at.offset);
        out.Key("offset");
        out.Uint64(index);
        out.Key("line");
        out.Uint64(at.line);
        out.Key("column");
        out.Uint64(index - utf16_units(source, line_start) + 1);
    } else {
        for (const char* key : {"offset", "line", "column"}) {
            out.Key(key);
            out.Null();
        }
    }
    out.EndObject();
}

std::string finish(const rapidjson::StringBuffer& buffer) {
    return std::string(buffer.GetString(), buffer.GetSize());
}

}  // namespace sg::boundary

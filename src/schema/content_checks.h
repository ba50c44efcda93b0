// draft-07's contentEncoding and contentMediaType as assertions (draft-07 validation §8: an
// implementation may check them and should let the caller turn that off; here they assert
// with SchemaOptions::format_assertion). The encoding checked is base64, the media type
// application/json; any other value stays an annotation, as both keywords are in 2019-09
// and 2020-12.
#pragma once

#include <string>
#include <string_view>

namespace sg::schema {

// "base64", in any case (RFC 2045 §6.1: encoding names are case-insensitive).
bool is_base64_encoding(std::string_view name);

// "application/json" in any case, parameters (";charset=utf-8") aside.
bool is_json_media_type(std::string_view name);

// RFC 4648 §4: the base64 alphabet in groups of four, "=" padding only at the end; no line
// breaks or other characters. `out` receives the decoded bytes.
bool decode_base64(std::string_view text, std::string& out);

// Whether `text` is one JSON value (RFC 8259), however deep, as structguard reads JSON
// everywhere (tape_reader.h: well-formed UTF-8, numbers within the range of a double).
bool is_json_text(std::string_view text);

}  // namespace sg::schema

// A JSON value written back as compact JSON text (UTF-8 kept as it is, no pretty-printing).
#pragma once

#include <string>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

namespace sg {

inline std::string json_text(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    value.Accept(out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

}  // namespace sg

#include "repair_fields.h"

namespace sg::boundary {

void write_repairs(Writer& out, const std::vector<Repair>& repairs, Utf16Positions& positions) {
    out.StartArray();
    for (const Repair& repair : repairs) {
        out.StartObject();
        out.Key("kind");
        write_string(out, repair_kind_name(repair.kind));
        out.Key("offset");
        out.Uint64(positions.index(repair.offset));
        out.Key("end");
        out.Uint64(positions.index(repair.offset + repair.removed.size()));
        out.Key("removed");
        write_string(out, repair.removed);
        out.Key("inserted");
        write_string(out, repair.inserted);
        out.EndObject();
    }
    out.EndArray();
}

void write_error_or_null(Writer& out, const std::optional<Error>& error, Utf16Positions& positions) {
    out.Key("error");
    if (error) write_error(out, *error, positions);
    else out.Null();
}

std::string repair_result_json(const RepairResult& result, std::string_view text) {
    rapidjson::StringBuffer buffer;
    Writer out(buffer);
    Utf16Positions positions(text);
    out.StartObject();
    out.Key("ok");
    out.Bool(result.ok());
    out.Key("json");
    if (result.ok()) write_string(out, result.json);
    else out.Null();
    out.Key("repairs");
    write_repairs(out, result.repairs, positions);
    out.Key("complete");
    out.Bool(result.complete);
    out.Key("lossless");
    out.Bool(result.ok() && result.lossless);
    out.Key("incomplete");
    out.StartArray();
    for (const std::string& pointer : result.incomplete) write_string(out, pointer);
    out.EndArray();
    out.Key("start");
    if (result.ok()) write_index(out, positions, result.start);
    else out.Null();
    out.Key("end");
    if (result.ok()) write_index(out, positions, result.end);
    else out.Null();
    write_error_or_null(out, result.error, positions);
    out.EndObject();
    return finish(buffer);
}

}  // namespace sg::boundary

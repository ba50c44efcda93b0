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

}  // namespace sg::boundary

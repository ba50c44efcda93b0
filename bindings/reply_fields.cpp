#include "reply_fields.h"

#include "extraction_fields.h"

#include "core/json_text.h"
#include "repair_fields.h"

namespace sg::boundary {
namespace {

// The JSON text of the value when it is not the candidate's own text (repaired or coerced);
// otherwise nothing, and the JS side slices the reply it holds (X7: the text is never lost).
std::optional<std::string> changed_json(const ParsedReply& parsed) {
    if (!parsed.coercions.empty()) return json_text(parsed.value);
    if (parsed.repaired) return parsed.json;
    return std::nullopt;
}

void write_coercions(Writer& out, const std::vector<Coercion>& coercions) {
    out.StartArray();
    for (const Coercion& coercion : coercions) {
        out.StartObject();
        out.Key("instanceLocation");
        write_string(out, coercion.instance_location);
        out.Key("kind");
        write_string(out, coercion_kind_name(coercion.kind));
        out.Key("from");
        out.RawValue(coercion.from.data(), coercion.from.size(), rapidjson::kObjectType);
        out.Key("to");
        out.RawValue(coercion.to.data(), coercion.to.size(), rapidjson::kObjectType);
        out.EndObject();
    }
    out.EndArray();
}

}  // namespace

void read_reply_mode(const rapidjson::Document& options, ReplyOptions& reply_options) {
    if (string_member(options, "mode") == "lenient") reply_options.mode = ReplyMode::Lenient;
    reply_options.choose_valid = bool_option(options, "chooseValid", false);
    reply_options.allow_lossy = bool_option(options, "allowLossy", false);
}

void write_reply_members(Writer& out, std::string_view text, const ParsedReply& parsed) {
    const std::optional<std::string> json = changed_json(parsed);
    write_extraction_members(out, text, parsed.extraction,
                             json ? std::optional<std::string_view>(*json) : std::nullopt, true);
    out.Key("repaired");
    out.Bool(parsed.repaired);
    out.Key("repairs");
    Utf16Positions positions(text);
    write_repairs(out, parsed.repairs, positions);
    out.Key("complete");
    out.Bool(parsed.complete);
    out.Key("lossless");
    out.Bool(parsed.lossless);
    out.Key("incomplete");
    out.StartArray();
    for (const std::string& pointer : parsed.incomplete) write_string(out, pointer);
    out.EndArray();
    out.Key("chosenByPredicate");
    out.Bool(parsed.chosen_by_predicate);
    out.Key("coercions");
    write_coercions(out, parsed.coercions);
}

}  // namespace sg::boundary

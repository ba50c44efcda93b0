// Human messages for validation failures. Each names the value at fault ("'basis'",
// "value[2]") and says what was expected and what was found, in one line a model can act on:
// "'basis' must be one of goal, prev; got 'start'", "missing required property 'seq'".
#include <string>

#include "core/json_text.h"
#include "core/json_type_name.h"
#include "core/text_clip.h"
#include "schema/evaluator.h"
#include "schema/format_checks.h"

namespace sg::schema {
namespace {

constexpr std::size_t kShownBytes = 40;  // values are cut to this in messages
constexpr std::uint32_t kShownEnumValues = 10;

std::string cut(std::string_view text) { return clip_text(text, kShownBytes); }

// Compact JSON, written only as far as a message shows it: containers nested deeper than
// kShownDepth are elided, so a hostile 10,000-deep value costs nothing here.
void render(const rapidjson::Value& value, std::string& out, int depth) {
    constexpr int kShownDepth = 8;
    if (!value.IsObject() && !value.IsArray()) {
        out += json_text(value);
        return;
    }
    const bool object = value.IsObject();
    if (depth >= kShownDepth) {
        out += object ? "{…}" : "[…]";
        return;
    }
    out += object ? '{' : '[';
    const rapidjson::SizeType size = object ? value.MemberCount() : value.Size();
    for (rapidjson::SizeType i = 0; i < size && out.size() <= kShownBytes; ++i) {
        if (i > 0) out += ',';
        if (object) {
            const auto& member = *(value.MemberBegin() + i);
            out += json_text(member.name) + ":";
            render(member.value, out, depth + 1);
        } else {
            render(value[i], out, depth + 1);
        }
    }
    out += object ? '}' : ']';
}

// Strings in single quotes, anything else as compact JSON; both cut short.
std::string shown(const rapidjson::Value& value) {
    if (value.IsString()) return "'" + cut(std::string_view(value.GetString(), value.GetStringLength())) + "'";
    std::string out;
    render(value, out, 0);
    return cut(out);
}

// Enum members as the reader would write them: bare strings, JSON for the rest.
std::string listed(const rapidjson::Value& value) {
    if (value.IsString()) return cut(std::string_view(value.GetString(), value.GetStringLength()));
    return shown(value);
}

// JSON Schema's type names: a number that is integral as written is an "integer".
std::string type_name(const rapidjson::Value& value, bool integral) {
    if (value.IsNumber() && integral) return "integer";
    return std::string(json_type_name(value));
}


std::string plural(std::size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// Messages for the schema `false`, phrased after the keyword that applied it.
std::string describe_false(const Program& program, const std::vector<Frame>& frames, const std::string& subject,
                           std::string_view last_key) {
    const Frame& top = frames.back();
    if (top.instr == kNone) return "no value is allowed here (the schema is false)";
    const Instr& via = program.instrs[top.instr];
    const std::string key(last_key);
    switch (via.op) {
        case Op::Properties:
            if ((top.slot & ~kSlotIndexMask) == kAdditionalSlot) return "property '" + key + "' is not allowed";
            return "property '" + key + "' must not be present";
        case Op::UnevaluatedProperties: return "property '" + key + "' is not allowed (unevaluatedProperties)";
        case Op::Items:
        case Op::PrefixItems: return "item " + std::to_string(top.at.index) + " is not allowed (too many items)";
        case Op::UnevaluatedItems: return "item " + std::to_string(top.at.index) + " is not allowed (unevaluatedItems)";
        case Op::DependentSchemas:
            return subject + " must not have property '" + program.tables[via.a].name(top.slot) + "'";
        default: return subject + " is not allowed here (the schema is false)";
    }
}

std::string describe_bound(const Program& program, const Instr& instr, const rapidjson::Value& value,
                           const std::string& subject) {
    const char* relation = "";
    switch (instr.op) {
        case Op::Minimum: relation = " must be >= "; break;
        case Op::Maximum: relation = " must be <= "; break;
        case Op::ExclusiveMinimum: relation = " must be > "; break;
        case Op::ExclusiveMaximum: relation = " must be < "; break;
        default: relation = " must be a multiple of "; break;
    }
    return subject + relation + json_text(program.constant(instr.a)) + "; got " + json_text(value);
}

std::string describe_enum(const Program& program, const Instr& instr, const rapidjson::Value& value,
                          const std::string& subject) {
    std::string options;
    for (std::uint32_t i = 0; i < instr.b && i < kShownEnumValues; ++i) {
        if (i > 0) options += ", ";
        options += listed(program.constant(instr.a + i));
    }
    if (instr.b > kShownEnumValues) options += ", … (" + std::to_string(instr.b) + " values)";
    if (instr.b == 0) return subject + " can never be valid (enum is empty); got " + shown(value);
    return subject + " must be one of " + options + "; got " + shown(value);
}

std::string within(const std::vector<Frame>& frames, const std::string& subject) {
    for (const Frame& frame : frames) {
        if (frame.step != Step::InPlace) return " in " + subject;
    }
    return "";
}

}  // namespace

std::string type_list(std::uint32_t mask) {
    static const std::pair<std::uint32_t, const char*> kNames[] = {
        {type_bit::kString, "string"}, {type_bit::kNumber, "number"}, {type_bit::kInteger, "integer"},
        {type_bit::kBoolean, "boolean"}, {type_bit::kObject, "object"}, {type_bit::kArray, "array"},
        {type_bit::kNull, "null"}};
    std::string out;
    for (const auto& [bit, name] : kNames) {
        if ((mask & bit) == 0) continue;
        if (!out.empty()) out += " or ";
        out += name;
    }
    return out;
}

std::string describe_failure(const Program& program, const std::vector<Frame>& frames, const Instr* instr,
                             const rapidjson::Value& value, bool integral, const ErrorDetail& detail,
                             const std::string& subject, std::string_view last_key) {
    if (instr == nullptr) return describe_false(program, frames, subject, last_key);
    const std::string got = "; got " + std::to_string(detail.actual);
    switch (instr->op) {
        case Op::Type: return subject + " must be " + type_list(instr->a) + "; got " + type_name(value, integral);
        case Op::Const: return subject + " must be " + shown(program.constant(instr->a)) + "; got " + shown(value);
        case Op::Enum: return describe_enum(program, *instr, value, subject);
        case Op::Minimum:
        case Op::Maximum:
        case Op::ExclusiveMinimum:
        case Op::ExclusiveMaximum:
        case Op::MultipleOf: return describe_bound(program, *instr, value, subject);
        case Op::MinLength: return subject + " must be at least " + plural(instr->a, "character", "characters") + " long" + got;
        case Op::MaxLength: return subject + " must be at most " + plural(instr->a, "character", "characters") + " long" + got;
        case Op::Pattern:
            return subject + " must match the pattern " + program.strings[program.patterns[instr->a].source] + "; got " + shown(value);
        case Op::Format:
            return subject + " must be a valid " +
                   (instr->b != 0 ? program.strings[instr->a] : std::string(format_name(static_cast<FormatKind>(instr->a)))) +
                   "; got " + shown(value);
        case Op::ContentEncoding: return subject + " must be valid base64; got " + shown(value);
        case Op::ContentMediaType:
            return subject + " must be " + (instr->b != 0 ? "base64-encoded JSON" : "a JSON text") + "; got " + shown(value);
        case Op::MinItems: return subject + " must have at least " + plural(instr->a, "item", "items") + got;
        case Op::MaxItems: return subject + " must have at most " + plural(instr->a, "item", "items") + got;
        case Op::UniqueItems:
            return subject + " must not contain duplicates; items " + std::to_string(detail.first) + " and " +
                   std::to_string(detail.second) + " are equal";
        case Op::Contains:
            if (detail.actual < instr->b) {
                return subject + " must contain at least " + plural(instr->b, "item", "items") + " matching the contains schema" + got;
            }
            return subject + " must contain at most " + plural(instr->c, "item", "items") + " matching the contains schema" + got;
        case Op::MinProperties: return subject + " must have at least " + plural(instr->a, "property", "properties") + got;
        case Op::MaxProperties: return subject + " must have at most " + plural(instr->a, "property", "properties") + got;
        case Op::Required: return "missing required property '" + std::string(detail.name) + "'" + within(frames, subject);
        case Op::DependentRequired:
            return "missing property '" + std::string(detail.name) + "', required when '" + std::string(detail.trigger) +
                   "' is present" + within(frames, subject);
        case Op::PropertyNames:
            return "property name '" + cut(detail.name) + "' does not match the propertyNames schema" + within(frames, subject);
        case Op::Not: return subject + " must not match the schema in not";
        case Op::AnyOf: return subject + " must match at least one schema in anyOf";
        case Op::OneOf:
            if (detail.actual == 0) return subject + " must match exactly one schema in oneOf; it matches none";
            return subject + " must match exactly one schema in oneOf; it matches " + std::to_string(detail.first) +
                   " and " + std::to_string(detail.second);
        default: return subject + " is invalid (" + program.strings[instr->keyword] + ")";
    }
}

}  // namespace sg::schema

// Human messages for validation failures. Each names the value at fault ("'basis'",
// "value[2]") and says what was expected and what was found, in one line a model can act on:
// "'basis' must be one of goal, prev; got 'start'", "missing required property 'seq'". The
// sentences are rows of validation_messages.h, in the language the call asks for.
#include <string>

#include "core/json_type_name.h"
#include "core/message_fill.h"
#include "core/text_clip.h"
#include "schema/evaluator.h"
#include "schema/format_checks.h"
#include "schema/validation_messages.h"
#include "tape/value_text.h"

namespace sg::schema {
namespace {

constexpr std::size_t kShownBytes = 40;  // values are cut to this in messages
constexpr std::uint32_t kShownEnumValues = 10;

std::string cut(std::string_view text) { return clip_text(text, kShownBytes); }

// Compact JSON, written only as far as a message shows it: containers nested deeper than
// kShownDepth are elided, so a hostile 10,000-deep value costs nothing here.
void render(TapeValue value, std::string& out, int depth) {
    constexpr int kShownDepth = 8;
    if (!value.is_object() && !value.is_array()) {
        write_value_text(value.tape(), value.index(), out);
        return;
    }
    const bool object = value.is_object();
    if (depth >= kShownDepth) {
        out += object ? "{…}" : "[…]";
        return;
    }
    out += object ? '{' : '[';
    bool first = true;
    // Whether one more member or item is shown (its comma written).
    const auto next = [&] {
        if (out.size() > kShownBytes) return false;
        if (!first) out += ',';
        first = false;
        return true;
    };
    if (object) {
        for (const TapeValue::Member member : value.members()) {
            if (!next()) break;
            write_value_text(value.tape(), member.name.index(), out);
            out += ':';
            render(member.value, out, depth + 1);
        }
    } else {
        for (const TapeValue item : value.items()) {
            if (!next()) break;
            render(item, out, depth + 1);
        }
    }
    out += object ? '}' : ']';
}

// Strings in single quotes, anything else as compact JSON; both cut short.
std::string shown(TapeValue value) {
    std::string scratch;
    if (value.is_string()) return "'" + cut(value.string(scratch)) + "'";
    std::string out;
    render(value, out, 0);
    return cut(out);
}

// Enum members as the reader would write them: bare strings, JSON for the rest.
std::string listed(TapeValue value) {
    std::string scratch;
    if (value.is_string()) return cut(value.string(scratch));
    return shown(value);
}

// JSON Schema's type names: a number that is integral as written is an "integer".
std::string type_name(TapeValue value, bool integral) {
    if (value.is_number() && integral) return "integer";
    return std::string(json_type_name(value.kind()));
}

using M = ValidationMessage;

// Messages for the schema `false`, phrased after the keyword that applied it.
std::string describe_false(const Program& program, const std::vector<Frame>& frames, const std::string& subject,
                           std::string_view last_key, const Wording& say) {
    const Frame& top = frames.back();
    if (top.instr == kNone) return say(M::SchemaFalse);
    const Instr& via = program.instrs[top.instr];
    const std::string index = std::to_string(top.at.index);
    switch (via.op) {
        case Op::Properties:
            if ((top.slot & ~kSlotIndexMask) == kAdditionalSlot) return say(M::PropertyNotAllowed, {last_key});
            return say(M::PropertyMustBeAbsent, {last_key});
        case Op::UnevaluatedProperties: return say(M::PropertyUnevaluated, {last_key});
        case Op::Items:
        case Op::PrefixItems: return say(M::ItemTooMany, {index});
        case Op::UnevaluatedItems: return say(M::ItemUnevaluated, {index});
        case Op::DependentSchemas: return say(M::DependentFalse, {subject, program.tables[via.a].name(top.slot)});
        default: return say(M::NotAllowedHere, {subject});
    }
}

std::string describe_bound(const Program& program, const Instr& instr, TapeValue value,
                           const std::string& subject, const Wording& say) {
    M relation = M::MultipleOf;
    switch (instr.op) {
        case Op::Minimum: relation = M::Minimum; break;
        case Op::Maximum: relation = M::Maximum; break;
        case Op::ExclusiveMinimum: relation = M::ExclusiveMinimum; break;
        case Op::ExclusiveMaximum: relation = M::ExclusiveMaximum; break;
        default: break;
    }
    return say(relation, {subject, value_text(program.constants.at(instr.a))}) + say.got(value_text(value));
}

std::string describe_enum(const Program& program, const Instr& instr, TapeValue value,
                          const std::string& subject, const Wording& say) {
    if (instr.b == 0) return say(M::EnumEmpty, {subject}) + say.got(shown(value));
    const std::string separator = say(M::ListSeparator);
    std::string options;
    for (std::uint32_t i = 0; i < instr.b && i < kShownEnumValues; ++i) {
        if (i > 0) options += separator;
        options += listed(program.constants.at(instr.a + i));
    }
    if (instr.b > kShownEnumValues) options += separator + say(M::EnumMore, {std::to_string(instr.b)});
    return say(M::EnumOneOf, {subject, options}) + say.got(shown(value));
}

std::string within(const std::vector<Frame>& frames, const std::string& subject, const Wording& say) {
    for (const Frame& frame : frames) {
        if (frame.step != Step::InPlace) return say(M::Within, {subject});
    }
    return "";
}

std::string format_of(const Program& program, const Instr& instr) {
    return instr.b != 0 ? program.strings[instr.a] : std::string(format_name(static_cast<FormatKind>(instr.a)));
}

}  // namespace

std::string type_list(std::uint32_t mask, Language language) {
    static const std::pair<std::uint32_t, const char*> kNames[] = {
        {type_bit::kString, "string"}, {type_bit::kNumber, "number"}, {type_bit::kInteger, "integer"},
        {type_bit::kBoolean, "boolean"}, {type_bit::kObject, "object"}, {type_bit::kArray, "array"},
        {type_bit::kNull, "null"}};
    const std::string_view separator = validation_text(M::TypeSeparator, language);
    std::string out;
    for (const auto& [bit, name] : kNames) {
        if ((mask & bit) == 0) continue;
        if (!out.empty()) out += separator;
        out += name;
    }
    return out;
}

std::string subject_name(Language language) { return std::string(validation_text(M::ValueSubject, language)); }

std::string limit_message(ValidationMessage limit, std::size_t value, Language language) {
    return fill_message(validation_text(limit, language), {std::to_string(value)});
}

std::string describe_failure(const Program& program, const std::vector<Frame>& frames, const Instr* instr,
                             TapeValue value, bool integral, const ErrorDetail& detail,
                             const std::string& subject, std::string_view last_key, Language language) {
    const Wording say(language);
    if (instr == nullptr) return describe_false(program, frames, subject, last_key, say);
    const std::string got = say.got(std::to_string(detail.actual));
    const std::string first = std::to_string(detail.first);
    const std::string second = std::to_string(detail.second);
    switch (instr->op) {
        case Op::Type: return say(M::MustBe, {subject, type_list(instr->a, language)}) + say.got(type_name(value, integral));
        case Op::Const: return say(M::MustBe, {subject, shown(program.constants.at(instr->a))}) + say.got(shown(value));
        case Op::Enum: return describe_enum(program, *instr, value, subject, say);
        case Op::Minimum:
        case Op::Maximum:
        case Op::ExclusiveMinimum:
        case Op::ExclusiveMaximum:
        case Op::MultipleOf: return describe_bound(program, *instr, value, subject, say);
        case Op::MinLength: return say(M::MinLength, {subject, say.count(instr->a, M::CharacterOne, M::CharacterMany)}) + got;
        case Op::MaxLength: return say(M::MaxLength, {subject, say.count(instr->a, M::CharacterOne, M::CharacterMany)}) + got;
        case Op::Pattern:
            return say(M::Pattern, {subject, program.strings[program.patterns[instr->a].source]}) + say.got(shown(value));
        case Op::Format: return say(M::Format, {subject, format_of(program, *instr)}) + say.got(shown(value));
        case Op::ContentEncoding: return say(M::Base64, {subject}) + say.got(shown(value));
        case Op::ContentMediaType: return say(instr->b != 0 ? M::Base64Json : M::JsonText, {subject}) + say.got(shown(value));
        case Op::MinItems: return say(M::MinItems, {subject, say.count(instr->a, M::ItemOne, M::ItemMany)}) + got;
        case Op::MaxItems: return say(M::MaxItems, {subject, say.count(instr->a, M::ItemOne, M::ItemMany)}) + got;
        case Op::UniqueItems: return say(M::UniqueItems, {subject, first, second});
        case Op::Contains:
            if (detail.actual < instr->b) return say(M::ContainsAtLeast, {subject, say.count(instr->b, M::ItemOne, M::ItemMany)}) + got;
            return say(M::ContainsAtMost, {subject, say.count(instr->c, M::ItemOne, M::ItemMany)}) + got;
        case Op::MinProperties: return say(M::MinProperties, {subject, say.count(instr->a, M::PropertyOne, M::PropertyMany)}) + got;
        case Op::MaxProperties: return say(M::MaxProperties, {subject, say.count(instr->a, M::PropertyOne, M::PropertyMany)}) + got;
        case Op::Required: return say(M::Required, {detail.name}) + within(frames, subject, say);
        case Op::DependentRequired: return say(M::DependentRequired, {detail.name, detail.trigger}) + within(frames, subject, say);
        case Op::PropertyNames: return say(M::PropertyNames, {cut(detail.name)}) + within(frames, subject, say);
        case Op::Not: return say(M::Not, {subject});
        case Op::AnyOf: return say(M::AnyOf, {subject});
        case Op::OneOf:
            if (detail.actual == 0) return say(M::OneOfNone, {subject});
            return say(M::OneOfMany, {subject, first, second});
        default: return say(M::Invalid, {subject, program.strings[instr->keyword]});
    }
}

}  // namespace sg::schema

// The "basic" output unit of one failure, built from the frame stack only when a failure is
// reported: keywordLocation (the path through the schema, $ref included), instanceLocation,
// and absoluteKeywordLocation (the keyword in its resource).
#include <string>

#include "core/json_pointer.h"
#include "schema/evaluator.h"
#include "tape/tape_value.h"
#include "tape/written_number.h"

namespace sg::schema {
namespace {

// What a message shows of a value (error_messages.cpp cuts it at 40 bytes and 8 levels).

std::string name_at(const Tape& tape, Tape::Index key) {
    std::string decoded;
    return std::string(tape.string(key, decoded));
}

// The schema path a frame adds: "/properties/name", "/allOf/2", "/$ref", …
void append_segment(std::string& out, const Program& program, const Frame& frame) {
    if (frame.instr == kNone) return;
    const Instr& instr = program.instrs[frame.instr];
    const std::string& keyword = program.strings[instr.keyword];
    switch (instr.op) {
        case Op::IfThenElse:
            append_pointer_token(out, frame.slot == 0 ? "if" : (frame.slot == 1 ? "then" : "else"));
            return;
        case Op::Properties: {
            const PropertiesSpec& spec = program.properties[instr.a];
            const std::uint32_t index = frame.slot & kSlotIndexMask;
            if ((frame.slot & ~kSlotIndexMask) == kPropertySlot) {
                append_pointer_token(out, "properties");
                append_pointer_token(out, program.tables[spec.names].name(index));
            } else if ((frame.slot & ~kSlotIndexMask) == kPatternSlot) {
                const PatternChild& child = program.pattern_children[spec.first_pattern + index];
                append_pointer_token(out, "patternProperties");
                append_pointer_token(out, program.strings[program.patterns[child.pattern].source]);
            } else {
                append_pointer_token(out, "additionalProperties");
            }
            return;
        }
        case Op::AllOf:
        case Op::AnyOf:
        case Op::OneOf:
        case Op::PrefixItems:
            append_pointer_token(out, keyword);
            append_pointer_index(out, frame.slot);
            return;
        case Op::DependentSchemas:
            append_pointer_token(out, keyword);
            append_pointer_token(out, program.tables[instr.a].name(frame.slot));
            return;
        default: append_pointer_token(out, keyword);
    }
}

// "'basis'", "'dependsOn[2]'", "value", "value[0]": the nearest property name and the item
// indexes after it.
std::string subject_of(const Tape& tape, const std::vector<Frame>& frames, Language language) {
    std::string name;
    std::string indexes;
    bool named = false;
    for (const Frame& frame : frames) {
        if (frame.step == Step::Member) {
            name = name_at(tape, frame.at.key);
            indexes.clear();
            named = true;
        } else if (frame.step == Step::Item) {
            indexes += '[' + std::to_string(frame.at.index) + ']';
        }
    }
    return named ? "'" + name + indexes + "'" : subject_name(language) + indexes;
}

std::string resource_pointer(const Program& program, std::uint32_t link) {
    std::vector<const PointerLink*> path;
    for (std::uint32_t l = link; l != kNone; l = program.pointers[l].parent) path.push_back(&program.pointers[l]);
    std::string pointer;
    for (auto l = path.rbegin(); l != path.rend(); ++l) {
        for (std::uint8_t t = 0; t < (*l)->token_count; ++t) append_pointer_token(pointer, program.strings[(*l)->tokens[t]]);
    }
    return pointer;
}

}  // namespace

ValidationError locate_failure(const Program& program, const Tape& tape, const std::vector<Frame>& frames,
                               const Instr* instr) {
    ValidationError error;
    for (const Frame& frame : frames) {
        append_segment(error.keyword_location, program, frame);
        if (frame.step == Step::Member) append_pointer_token(error.instance_location, name_at(tape, frame.at.key));
        if (frame.step == Step::Item) append_pointer_index(error.instance_location, frame.at.index);
    }
    const Node& node = program.nodes[frames.back().node];
    error.absolute_keyword_location = program.resources[node.resource].uri + "#" + resource_pointer(program, node.pointer);
    if (instr != nullptr) {
        error.keyword = program.strings[instr->keyword];
        append_pointer_token(error.keyword_location, error.keyword);
        append_pointer_token(error.absolute_keyword_location, error.keyword);
    } else if (frames.back().instr != kNone) {
        // The schema `false`: the keyword that applied it is the one at fault.
        std::string via;
        append_segment(via, program, frames.back());
        error.keyword = via.substr(1, via.find('/', 1) == std::string::npos ? std::string::npos : via.find('/', 1) - 1);
    } else {
        error.keyword = "false";
    }
    return error;
}

ValidationError make_validation_error(const Program& program, const Tape& tape, const std::vector<Frame>& frames,
                                      const Instr* instr, Tape::Index value, const ErrorDetail& detail,
                                      Language language) {
    ValidationError error = locate_failure(program, tape, frames, instr);
    const bool integral = tape.kind(value) == TapeKind::Number && is_integer_as_written(tape, value);
    const Frame& top = frames.back();
    const std::string last_key = top.step == Step::Member ? name_at(tape, top.at.key) : std::string();
    error.message = describe_failure(program, frames, instr, TapeValue(tape, value), integral, detail,
                                     subject_of(tape, frames, language), last_key, language);
    return error;
}

}  // namespace sg::schema

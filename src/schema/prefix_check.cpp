#include "schema/prefix_check.h"

#include <algorithm>

#include "core/json_pointer.h"
#include "core/json_text.h"
#include "core/limits.h"
#include "core/utf8_decoder.h"
#include "schema/evaluator.h"
#include "schema/place_subschemas.h"
#include "tape/tape_reader.h"

namespace sg {

using schema::Instr;
using schema::Op;
namespace type_bit = schema::type_bit;
using M = schema::ValidationMessage;

namespace {

// Regex steps for one member name against one patternProperties pattern.
constexpr std::size_t kNamePatternSteps = 100000;

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

// The type a value's first byte gives it (0: no value starts so).
std::uint32_t type_of_first(char c) {
    switch (c) {
        case '{': return type_bit::kObject;
        case '[': return type_bit::kArray;
        case '"': return type_bit::kString;
        case 't':
        case 'f': return type_bit::kBoolean;
        case 'n': return type_bit::kNull;
        default: return c == '-' || is_digit(c) ? type_bit::kNumber : 0;
    }
}

bool has_program_dynamic_ref(const schema::Program& program) {
    return std::any_of(program.instrs.begin(), program.instrs.end(),
                       [](const Instr& instr) { return instr.op == Op::DynamicRef; });
}

}  // namespace

PrefixCheck::PrefixCheck(const CompiledSchema& schema, Language language)
    : program_(schema.program()), say_(language), places_(program_), pending_{program_.root} {
    first_error_.mode = ErrorMode::FirstError;
    first_error_.max_errors = 1;
    first_error_.language = language;
    // A $dynamicRef resolves by the path taken to it, which a subschema judged on its own lacks.
    if (has_program_dynamic_ref(program_)) give_up();
}

const std::optional<CertainViolation>& PrefixCheck::push(std::string_view chunk) {
    for (const char c : chunk) {
        if (done_ || violation_) break;
        ++offset_;
        read(c);
    }
    return violation_;
}

void PrefixCheck::read(char c) {
    switch (lex_) {
        case Lex::InString: return read_string(c);
        case Lex::InNumber: return read_number(c);
        case Lex::InLiteral: return read_literal(c);
        default: break;
    }
    if (is_space(c)) return;
    switch (lex_) {
        case Lex::Value: return read_value(c);
        case Lex::ItemOrClose:
            if (c == ']') return close_container(c);
            return read_value(c);
        case Lex::KeyOrClose:
            if (c == '}') return close_container(c);
            [[fallthrough]];
        case Lex::Key:
            if (c != '"') return give_up();
            scalar_ = Scalar{};
            scalar_.key = true;
            token_.assign(1, c);
            lex_ = Lex::InString;
            return;
        case Lex::Colon:
            if (c != ':') return give_up();
            lex_ = Lex::Value;
            return;
        case Lex::CommaOrClose:
            if (c == ']' || c == '}') return close_container(c);
            if (c != ',') return give_up();
            lex_ = levels_.back().object ? Lex::Key : Lex::Value;
            return;
        default: return;
    }
}

// The first byte of a value: an item, a member's value or the top value.
void PrefixCheck::read_value(char c) {
    if (type_of_first(c) == 0) return give_up();  // `]` after a comma, a quote of another kind, ...
    if (!levels_.empty() && !levels_.back().object) {
        begin_item();
        if (violation_ || done_) return;
    } else if (!levels_.empty()) {
        pending_ = levels_.back().member_nodes;
    }
    begin_value(c, std::move(pending_));
}

void PrefixCheck::begin_value(char first, std::vector<std::uint32_t> roots) {
    const std::uint32_t type = type_of_first(first);
    if (type == 0) return give_up();
    const std::vector<std::uint32_t> nodes = places_.flattened(roots, type);
    if (std::optional<schema::TypeRefusal> refused = places_.refusal(nodes, type, subject(levels_.size()), say_)) {
        certain(levels_.size(), std::move(refused->keyword), std::move(refused->message));
        violation_->at_null = type == type_bit::kNull;
        return;
    }
    if (type == type_bit::kObject || type == type_bit::kArray) {
        if (levels_.size() >= limits::kMaxDepth) return give_up();
        Level level;
        level.object = type == type_bit::kObject;
        level.nodes = nodes;
        for (const std::uint32_t node : nodes) {
            for (const Instr& instr : schema::instrs_of(program_, node, schema::kObjectGroup)) {
                if (instr.op == Op::Properties && program_.properties[instr.a].required.b > 0) level.keep_names = true;
            }
        }
        levels_.push_back(std::move(level));
        lex_ = type == type_bit::kObject ? Lex::KeyOrClose : Lex::ItemOrClose;
        return;
    }
    token_.assign(1, first);
    scalar_ = Scalar{};
    if (type == type_bit::kString) {
        begin_string(std::move(roots), nodes);
        lex_ = Lex::InString;
        return;
    }
    scalar_.roots = std::move(roots);
    if (type == type_bit::kNumber) {
        number_state_ = first == '-' ? 0 : first == '0' ? 1 : 2;
        lex_ = Lex::InNumber;
        return;
    }
    literal_ = first == 't' ? "true" : first == 'f' ? "false" : "null";
    lex_ = Lex::InLiteral;
}

// What a string may still become: its maxLength and its enum/const strings.
void PrefixCheck::begin_string(std::vector<std::uint32_t> roots, const std::vector<std::uint32_t>& nodes) {
    scalar_.roots = std::move(roots);
    for (const std::uint32_t node : nodes) {
        for (const Instr& instr : schema::instrs_of(program_, node, schema::kStringGroup)) {
            if (instr.op == Op::MaxLength) scalar_.max_length = std::min<std::size_t>(scalar_.max_length, instr.a);
            if (instr.op != Op::Pattern) continue;
            RegexPrefixRun run(program_.patterns[instr.a].pattern.regex());
            if (run.followed()) scalar_.patterns.emplace_back(std::move(run), instr.a);
        }
        for (const Instr& instr : schema::instrs_of(program_, node, schema::kAnyGroup)) {
            if (instr.op != Op::Const && instr.op != Op::Enum) continue;
            const schema::EnumIndex& index = program_.enum_indexes[instr.c];
            scalar_.candidates.emplace_back(&index, index.all_strings());
        }
    }
}

void PrefixCheck::read_string(char c) {
    token_ += c;
    if (unicode_digits_ > 0) {
        if (!is_hex(c)) return give_up();
        --unicode_digits_;
        return;
    }
    if (in_escape_) {
        in_escape_ = false;
        if (c == 'u') unicode_digits_ = 4;
        else if (std::string_view("\"\\/bfnrt").find(c) == std::string_view::npos) give_up();
        return;
    }
    if (c == '\\') {
        in_escape_ = true;
        scalar_.escaped = true;
        return;
    }
    if (c == '"') return scalar_.key ? end_key() : end_scalar();
    if (static_cast<unsigned char>(c) < 0x20) return give_up();
    if (!scalar_.key && !scalar_.escaped) judge_string_byte(c);
}

// One more byte of a string without escapes: it is the value's own byte.
void PrefixCheck::judge_string_byte(char c) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80 && ++scalar_.code_points > scalar_.max_length) {
        const std::string length = say_.count(scalar_.max_length, M::CharacterOne, M::CharacterMany);
        return certain(levels_.size(), "maxLength", say_(M::MaxLength, {subject(levels_.size()), length}) + say_(M::GrownPast));
    }
    for (auto pattern = scalar_.patterns.begin(); pattern != scalar_.patterns.end();) {
        pattern->first.feed(std::string_view(&c, 1));
        if (pattern->first.dead()) {
            const std::string& source = program_.strings[program_.patterns[pattern->second].source];
            return certain(levels_.size(), "pattern",
                           say_(M::Pattern, {subject(levels_.size()), source}) + say_(M::NoTextStartsWith, {shown_so_far()}));
        }
        pattern = pattern->first.matched() ? scalar_.patterns.erase(pattern) : pattern + 1;
    }
    const std::size_t at = token_.size() - 2;  // the byte's index in the string's value
    for (auto& [index, run] : scalar_.candidates) {
        run = index->narrow(run, at, c, program_.constants);
        if (run.first < run.second) continue;
        return certain(levels_.size(), "enum",
                       say_(M::EnumListed, {subject(levels_.size())}) + say_(M::NoValueStartsWith, {shown_so_far()}));
    }
}

// The string read so far, as a message shows it (its first 64 bytes, whole characters).
std::string PrefixCheck::shown_so_far() const { return std::string(utf8_prefix(std::string_view(token_).substr(1), 64)); }

// -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? in states: 0 after '-', 1 after a leading 0,
// 2 in the integer digits, 3 after '.', 4 in the fraction, 5 after e, 6 after its sign, 7 in
// the exponent. It may end in 1, 2, 4 and 7.
void PrefixCheck::read_number(char c) {
    int next = -1;
    switch (number_state_) {
        case 0: next = c == '0' ? 1 : is_digit(c) ? 2 : -1; break;
        case 1: next = c == '.' ? 3 : (c == 'e' || c == 'E') ? 5 : -2; break;
        case 2: next = is_digit(c) ? 2 : c == '.' ? 3 : (c == 'e' || c == 'E') ? 5 : -2; break;
        case 3: next = is_digit(c) ? 4 : -1; break;
        case 4: next = is_digit(c) ? 4 : (c == 'e' || c == 'E') ? 5 : -2; break;
        case 5: next = (c == '+' || c == '-') ? 6 : is_digit(c) ? 7 : -1; break;
        case 6: next = is_digit(c) ? 7 : -1; break;
        default: next = is_digit(c) ? 7 : -2; break;
    }
    if (next == -1) return give_up();
    if (next >= 0) {
        number_state_ = next;
        token_ += c;
        return;
    }
    // The number ended at the byte before: judge it, then read this byte after it.
    end_scalar();
    if (!violation_ && !done_) read(c);
}

void PrefixCheck::read_literal(char c) {
    if (token_.size() >= literal_.size() || literal_[token_.size()] != c) return give_up();
    token_ += c;
    if (token_.size() == literal_.size()) end_scalar();
}

// A scalar value has ended: its subschemas judge it whole.
void PrefixCheck::end_scalar() {
    if (!read_tape(token_, token_, limits::kMaxDepth, tape_)) return give_up();
    if (rejects(scalar_.roots, levels_.size())) return;
    after_value();
}

// Whether a subschema in `roots` rejects the scalar in tape_ (a certain violation, reported).
bool PrefixCheck::rejects(const std::vector<std::uint32_t>& roots, std::size_t depth) {
    for (const std::uint32_t root : roots) {
        ValidationResult result;
        schema::Evaluator evaluator(program_, first_error_, &result);
        if (evaluator.run_at(root, tape_) || result.errors.empty()) continue;
        ValidationError& error = result.errors.front();
        if (error.code != ErrorCode::ValidationFailed) {
            give_up();  // a limit, not the value
            return true;
        }
        // The validator names a value judged alone "value" ("値"); here it has a place.
        std::string message = error.message;
        const std::string alone = schema::subject_name(first_error_.language);
        if (message.rfind(alone, 0) == 0) message = subject(depth) + message.substr(alone.size());
        certain(depth, error.keyword, std::move(message));
        violation_->at_null = tape_.kind(0) == TapeKind::Null;
        return true;
    }
    return false;
}

void PrefixCheck::after_value() {
    if (levels_.empty()) return give_up();  // the top value is whole: the final validation judges it
    lex_ = Lex::CommaOrClose;
}

// A member name has ended: the subschemas of its value, and whether it may be there at all.
void PrefixCheck::end_key() {
    if (!read_tape(token_, token_, limits::kMaxDepth, tape_)) return give_up();
    Level& object = levels_.back();
    std::string scratch;
    object.key = std::string(tape_.string(0, scratch));
    ++object.count;
    object.member_nodes.clear();
    lex_ = Lex::Colon;
    const std::size_t depth = levels_.size();
    for (const std::uint32_t node : object.nodes) {
        for (const Instr& instr : schema::instrs_of(program_, node, schema::kObjectGroup)) {
            if (instr.op == Op::MaxProperties && object.count > instr.a) {
                const std::string most = say_.count(instr.a, M::PropertyOne, M::PropertyMany);
                return certain(depth - 1, "maxProperties",
                               say_(M::MaxProperties, {subject(depth - 1), most}) + say_(M::OneMoreProperty, {object.key}));
            }
            if (instr.op == Op::PropertyNames && rejects({instr.a}, depth)) {
                if (!violation_) return;
                violation_->keyword = "propertyNames";
                violation_->message = say_(M::PropertyNames, {object.key});
                return;
            }
            if (instr.op == Op::Properties && !add_member_nodes(program_.properties[instr.a], object, depth)) return;
        }
    }
    if (object.keep_names) object.names.push_back(object.key);
}

// What properties, patternProperties and additionalProperties give the member just named:
// false when one of them is `false` there (reported).
bool PrefixCheck::add_member_nodes(const schema::PropertiesSpec& spec, Level& object, std::size_t depth) {
    bool matched = false;
    const std::uint32_t index =
        spec.names == schema::kNone ? schema::NameTable::kMissing : program_.tables[spec.names].index_of(object.key);
    const std::uint32_t named =
        index == schema::NameTable::kMissing ? schema::kNone : program_.property_entries[program_.tables[spec.names].value(index)].node;
    if (named != schema::kNone) {
        if (places_.types_of(named) == 0) {
            certain(depth, "properties", say_(M::PropertyMustBeAbsent, {object.key}));
            return false;
        }
        object.member_nodes.push_back(named);
        matched = true;
    }
    bool unsure = false;
    for (std::uint32_t p = 0; p < spec.pattern_count; ++p) {
        const schema::PatternChild& child = program_.pattern_children[spec.first_pattern + p];
        const schema::PatternMatch match = program_.patterns[child.pattern].pattern.search(object.key, kNamePatternSteps);
        unsure = unsure || match.budget_exhausted;
        if (match.budget_exhausted || !match.matched) continue;
        if (places_.types_of(child.node) == 0) {
            certain(depth, "patternProperties", say_(M::PropertyMustBeAbsent, {object.key}));
            return false;
        }
        object.member_nodes.push_back(child.node);
        matched = true;
    }
    // A name whose patterns could not all be tried may match one: additionalProperties is unsure.
    if (matched || unsure || spec.additional == schema::kNone) return true;
    if (places_.types_of(spec.additional) == 0) {
            certain(depth, "additionalProperties", say_(M::PropertyNotAllowed, {object.key}));
            return false;
        }
    object.member_nodes.push_back(spec.additional);
    return true;
}

void PrefixCheck::begin_item() {
    Level& array = levels_.back();
    const std::size_t index = array.count++;
    const std::size_t depth = levels_.size();
    for (const std::uint32_t node : array.nodes) {
        for (const Instr& instr : schema::instrs_of(program_, node, schema::kArrayGroup)) {
            if (instr.op == Op::MaxItems && array.count > instr.a) {
                const std::string most = say_.count(instr.a, M::ItemOne, M::ItemMany);
                return certain(depth - 1, "maxItems",
                               say_(M::MaxItems, {subject(depth - 1), most}) + say_(M::ItemBegun, {std::to_string(index)}));
            }
        }
    }
    pending_.clear();
    places_.add_item_nodes(array.nodes, index, pending_);
    for (const std::uint32_t node : pending_) {
        if (places_.types_of(node) == 0) {
            return certain(depth, "items", say_(M::ItemTooMany, {std::to_string(index)}));
        }
    }
}


void PrefixCheck::close_container(char c) {
    const Level& level = levels_.back();
    if ((c == '}') != level.object) return give_up();
    judge_close(level);
    if (violation_) return;
    levels_.pop_back();
    after_value();
}

// What an object or array lacks once it is closed: required members, minProperties, minItems.
void PrefixCheck::judge_close(const Level& level) {
    const std::size_t depth = levels_.size() - 1;
    const schema::InstrGroup group = level.object ? schema::kObjectGroup : schema::kArrayGroup;
    for (const std::uint32_t node : level.nodes) {
        for (const Instr& instr : schema::instrs_of(program_, node, group)) {
            if (instr.op == Op::MinItems && level.count < instr.a) {
                const std::string least = say_.count(instr.a, M::ItemOne, M::ItemMany);
                return certain(depth, "minItems", say_(M::MinItems, {subject(depth), least}) + say_.got(std::to_string(level.count)));
            }
            if (instr.op == Op::MinProperties && level.count < instr.a) {
                const std::string least = say_.count(instr.a, M::PropertyOne, M::PropertyMany);
                return certain(depth, "minProperties",
                               say_(M::MinProperties, {subject(depth), least}) + say_.got(std::to_string(level.count)));
            }
            if (instr.op != Op::Properties) continue;
            const Instr& required = program_.properties[instr.a].required;
            for (std::uint32_t r = 0; r < required.b; ++r) {
                const std::string& name = program_.strings[program_.lists[required.a + r]];
                if (std::find(level.names.begin(), level.names.end(), name) != level.names.end()) continue;
                const std::string in = depth == 0 ? std::string() : say_(M::Within, {subject(depth)});
                return certain(depth, "required", say_(M::Required, {name}) + in);
            }
        }
    }
}





void PrefixCheck::certain(std::size_t depth, std::string keyword, std::string message) {
    violation_ = CertainViolation{offset_, pointer(depth), std::move(keyword), std::move(message)};
}

// As the validator names a value: the nearest member name and the item indexes after it.
std::string PrefixCheck::subject(std::size_t depth) const {
    std::string name;
    std::string indexes;
    bool named = false;
    for (std::size_t i = 0; i < depth; ++i) {
        const Level& level = levels_[i];
        if (level.object) {
            name = level.key;
            indexes.clear();
            named = true;
        } else {
            indexes += '[' + std::to_string(level.count - 1) + ']';
        }
    }
    return named ? "'" + name + indexes + "'" : schema::subject_name(first_error_.language) + indexes;
}

std::string PrefixCheck::pointer(std::size_t depth) const {
    std::string out;
    for (std::size_t i = 0; i < depth; ++i) {
        const Level& level = levels_[i];
        if (level.object) append_pointer_token(out, level.key);
        else append_pointer_index(out, level.count - 1);
    }
    return out;
}

}  // namespace sg

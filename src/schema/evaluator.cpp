#include "schema/evaluator.h"

#include <algorithm>
#include <string>

#include "schema/value_checks.h"
#include "tape/written_number.h"

namespace sg::schema {
namespace {

InstrGroup group_of(TapeKind kind) {
    switch (kind) {
        case TapeKind::Number: return kNumberGroup;
        case TapeKind::String: return kStringGroup;
        case TapeKind::Array: return kArrayGroup;
        case TapeKind::Object: return kObjectGroup;
        default: return kAnyGroup;
    }
}

}  // namespace

Evaluator::Evaluator(const Program& program, const ValidateOptions& options, ValidationResult* result)
    : program_(program), options_(options), result_(result), pattern_budget_(options.max_pattern_steps) {
    frames_.reserve(64);
}

bool Evaluator::run(const Tape& tape) { return run_at(program_.root, tape); }

bool Evaluator::run_at(std::uint32_t node, const Tape& tape) {
    tape_ = &tape;
    frames_.push_back(Frame{node, kNone, 0, Step::InPlace, {0}});
    const bool ok = eval(node, 0, nullptr);
    frames_.pop_back();
    // A stop (limit or error cap) can leave `not` inverting an aborted branch: never valid then.
    return ok && !stopped_;
}

bool Evaluator::eval(std::uint32_t id, Tape::Index value, Evaluated* evaluated) {
    if (stopped_) return false;
    if (++steps_ > options_.max_steps) return hit_limit(Limit::Steps);
    const Node& node = program_.nodes[id];
    if (node.collects && tape_->is_container(value)) return run_collecting(node, value, evaluated);
    return run_node(node, value, evaluated);
}

bool Evaluator::run_node(const Node& node, Tape::Index value, Evaluated* evaluated) {
    // The instructions for any value, then those for this value's type: one loop over both.
    const InstrGroup group = group_of(tape_->kind(value));
    const std::uint32_t ranges[2][2] = {{node.begin[kAnyGroup], node.begin[kAnyGroup + 1]},
                                        {node.begin[group], group == kAnyGroup ? node.begin[group] : node.begin[group + 1]}};
    bool ok = true;
    for (const auto& range : ranges) {
        for (std::uint32_t i = range[0]; i < range[1]; ++i) {
            if (exec(program_.instrs[i], value, evaluated)) continue;
            ok = false;
            if (!keep_going()) return false;
        }
    }
    return ok;
}

// A node with unevaluated* needs what its own keywords evaluate, whether or not a caller
// collects too; it hands the result up only when it passes.
bool Evaluator::run_collecting(const Node& node, Tape::Index value, Evaluated* evaluated) {
    Evaluated own;
    own.reset(tape_->count(value));
    const bool ok = run_node(node, value, &own);
    if (ok && evaluated != nullptr) evaluated->merge(own);
    return ok;
}

bool Evaluator::exec(const Instr& instr, Tape::Index value, Evaluated* evaluated) {
    switch (instr.op) {
        case Op::False: return fail(nullptr, value);
        case Op::Type: return (type_bits(value) & instr.a) != 0 || fail(&instr, value);
        case Op::Const:
        case Op::Enum: return check_values(instr, value);
        case Op::Ref:
        case Op::DynamicRef: return apply_reference(instr, value, evaluated);
        case Op::AllOf: return apply_all_of(instr, value, evaluated);
        case Op::AnyOf: return apply_any_of(instr, value, evaluated);
        case Op::OneOf: return apply_one_of(instr, value, evaluated);
        case Op::Not: return apply_not(instr, value);
        case Op::IfThenElse: return apply_condition(instr, value, evaluated);
        case Op::Minimum:
        case Op::Maximum:
        case Op::ExclusiveMinimum:
        case Op::ExclusiveMaximum:
        case Op::MultipleOf: return number_holds(instr, value) || fail(&instr, value);
        case Op::MinLength:
        case Op::MaxLength: {
            std::size_t length = 0;
            return length_holds(instr.op, text_of(value, scratch_), instr.a, length) || fail(&instr, value, counted(length));
        }
        case Op::Pattern:
        case Op::Format:
        case Op::ContentEncoding:
        case Op::ContentMediaType: return check_string(instr, value);
        case Op::MinItems:
        case Op::MaxItems:
        case Op::UniqueItems: return check_array_size(instr, value);
        case Op::PrefixItems:
        case Op::Items: return apply_items(instr, value, evaluated);
        case Op::Contains: return apply_contains(instr, value, evaluated);
        case Op::UnevaluatedItems: return apply_unevaluated_items(instr, value, evaluated);
        case Op::MinProperties:
        case Op::MaxProperties: return check_object_size(instr, value);
        case Op::Required: return true;  // a PropertiesSpec field, never an instruction
        case Op::Properties: return apply_properties(instr, value, evaluated);
        case Op::DependentRequired: return check_dependent_required(instr, value);
        case Op::DependentSchemas: return apply_dependent_schemas(instr, value, evaluated);
        case Op::PropertyNames: return apply_property_names(instr, value);
        case Op::UnevaluatedProperties: return apply_unevaluated_properties(instr, value, evaluated);
    }
    return true;
}

std::uint32_t Evaluator::type_bits(Tape::Index value) const {
    switch (tape_->kind(value)) {
        case TapeKind::Null: return type_bit::kNull;
        case TapeKind::False:
        case TapeKind::True: return type_bit::kBoolean;
        case TapeKind::Object: return type_bit::kObject;
        case TapeKind::Array: return type_bit::kArray;
        case TapeKind::String: return type_bit::kString;
        case TapeKind::Number: break;
    }
    return is_integer_as_written(*tape_, value) ? type_bit::kNumber | type_bit::kInteger : type_bit::kNumber;
}

bool Evaluator::number_holds(const Instr& instr, Tape::Index value) const {
    const NumberToken& limit = program_.constants.number(instr.a);
    const WrittenNumber number = written_number(*tape_, value);
    const ExactDecimal* exact = number.exact ? &*number.exact : nullptr;
    const ExactDecimal* exact_limit = program_.exact_constant(instr.a);
    // A divisor of more than 19 digits is beyond the exact multipleOf: it acts as its double.
    if (instr.op == Op::MultipleOf && exact_limit != nullptr && exact_limit->digits.size() > 19) exact_limit = nullptr;
    if (exact == nullptr && exact_limit == nullptr) return number_bound_holds(instr.op, number.value, limit);
    const ExactDecimal written = exact != nullptr ? *exact : decimal_of_value(number.value);
    const ExactDecimal bound = exact_limit != nullptr ? *exact_limit : decimal_of_value(limit);
    if (instr.op == Op::MultipleOf) return is_multiple_of_decimal(written, bound);
    return bound_holds(instr.op, compare_decimals(written, bound));
}

bool Evaluator::has_member(Tape::Index object, std::string_view name) {
    std::string decoded;
    const Tape::Index end = tape_->next(object);
    for (Tape::Index key = object + 1; key < end; key = tape_->next(key + 1)) {
        if (tape_->string(key, decoded) == name) return true;
    }
    return false;
}

bool Evaluator::enter(const Frame& frame, Tape::Index value, Evaluated* evaluated) {
    if (stopped_) return false;
    const Node& node = program_.nodes[frame.node];
    if (node.only_type != 0 && (type_bits(value) & node.only_type) != 0) {
        ++steps_;
        return true;
    }
    if (node.leaf) {
        // Most subschemas are leaves ({"type": "integer", "minimum": 1}): judged without a
        // frame; only a failure that must be reported is re-run with one, for its locations.
        if (++steps_ > options_.max_steps) return hit_limit(Limit::Steps);
        ++quiet_;
        const bool ok = run_node(node, value, nullptr);
        --quiet_;
        if (ok || !reporting()) return ok;
    }
    if (frames_.size() >= options_.max_depth) return hit_limit(Limit::Depth);
    frames_.push_back(frame);
    const bool ok = eval(frame.node, value, evaluated);
    frames_.pop_back();
    return ok;
}

bool Evaluator::in_place(std::uint32_t node, Tape::Index value, Evaluated* evaluated, const Instr& instr,
                         std::uint32_t slot) {
    return enter(Frame{node, index_of(instr), slot, Step::InPlace, {0}}, value, evaluated);
}

bool Evaluator::to_member(std::uint32_t node, Tape::Index name, Tape::Index value, const Instr& instr,
                          std::uint32_t slot) {
    return enter(Frame{node, index_of(instr), slot, Step::Member, {name}}, value, nullptr);
}

bool Evaluator::to_item(std::uint32_t node, std::size_t index, Tape::Index value, const Instr& instr,
                        std::uint32_t slot) {
    Frame frame{node, index_of(instr), slot, Step::Item, {0}};
    frame.at.index = index;
    return enter(frame, value, nullptr);
}

bool Evaluator::probe(std::uint32_t node, Tape::Index value, Evaluated* evaluated, const Instr& instr,
                      std::uint32_t slot) {
    ++quiet_;
    const bool ok = in_place(node, value, evaluated, instr, slot);
    --quiet_;
    return ok;
}

bool Evaluator::pattern_matches(std::uint32_t pattern, std::string_view text) {
    const PatternMatch match = program_.patterns[pattern].pattern.search(text, pattern_budget_);
    if (match.budget_exhausted) return hit_limit(Limit::PatternSteps);
    pattern_budget_ -= std::min(pattern_budget_, match.steps);
    return match.matched;
}

bool Evaluator::fail(const Instr* instr, Tape::Index value, const ErrorDetail& detail) {
    if (!reporting() || stopped_) return false;
    result_->errors.push_back(make_validation_error(program_, *tape_, frames_, instr, value, detail, options_.language));
    const std::size_t cap = options_.mode == ErrorMode::AllErrors ? options_.max_errors : 1;
    if (result_->errors.size() >= cap) {
        stopped_ = true;
        result_->truncated = options_.mode == ErrorMode::AllErrors;
    }
    return false;
}

bool Evaluator::hit_limit(Limit limit) {
    if (stopped_) return false;
    stopped_ = true;
    if (result_ == nullptr) return false;
    ValidationError error = locate_failure(program_, *tape_, frames_, nullptr);
    error.code = ErrorCode::LimitExceeded;
    error.keyword.clear();
    switch (limit) {
        case Limit::Depth: error.message = limit_message(ValidationMessage::DepthLimit, options_.max_depth, options_.language); break;
        case Limit::Steps: error.message = limit_message(ValidationMessage::StepLimit, options_.max_steps, options_.language); break;
        case Limit::PatternSteps:
            error.message = limit_message(ValidationMessage::PatternStepLimit, options_.max_pattern_steps, options_.language);
            break;
    }
    result_->errors.push_back(std::move(error));
    return false;
}

}  // namespace sg::schema

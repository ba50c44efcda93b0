// Runs a Program against one instance read into a tape (tape/tape.h): values are tape
// positions, strings compared in place and decoded only when escaped, numbers decoded only when
// a keyword needs them, on the decimal written when no double is it. The path from the root (subschemas entered, and the
// member or item each step moved to) is kept as a stack of small frames: it gives the dynamic
// scope for $dynamicRef, bounds the depth (maxDepth, reported as LimitExceeded), and is turned
// into keywordLocation / instanceLocation only when an error is reported.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "json/exact_decimal.h"
#include "schema/program.h"
#include "schema/schema.h"
#include "schema/validation_messages.h"
#include "tape/tape.h"
#include "tape/tape_value.h"

namespace sg::schema {

enum class Step : std::uint8_t { InPlace, Member, Item };

struct Frame {
    std::uint32_t node;
    std::uint32_t instr;  // the instruction that applied `node` (kNone for the root)
    std::uint32_t slot;   // which of that instruction's subschemas (see k*Slot)
    Step step;
    union Position {
        Tape::Index key;    // Step::Member: the tape entry of the member's name
        std::size_t index;  // Step::Item: the element index
    } at;
};

// Slots of Op::Properties frames: the kind in the top bits, the entry index below.
constexpr std::uint32_t kPropertySlot = 0u << 30;
constexpr std::uint32_t kPatternSlot = 1u << 30;
constexpr std::uint32_t kAdditionalSlot = 2u << 30;
constexpr std::uint32_t kSlotIndexMask = (1u << 30) - 1;

// Which members of an object, or items of an array, the keywords at one instance location
// have evaluated (the annotations unevaluatedProperties / unevaluatedItems depend on).
class Evaluated {
public:
    void reset(std::size_t size) { words_.assign((size + 63) / 64, 0); }
    void mark(std::size_t i) { words_[i >> 6] |= std::uint64_t{1} << (i & 63); }
    void mark_all() { words_.assign(words_.size(), ~std::uint64_t{0}); }
    bool has(std::size_t i) const { return ((words_[i >> 6] >> (i & 63)) & 1) != 0; }
    void merge(const Evaluated& other) {
        for (std::size_t i = 0; i < words_.size(); ++i) words_[i] |= other.words_[i];
    }

private:
    std::vector<std::uint64_t> words_;
};

// What a failed keyword found, for its message.
struct ErrorDetail {
    std::size_t actual = 0;       // a length, a count, a match count
    std::size_t first = 0;        // positions named by the message (uniqueItems, oneOf)
    std::size_t second = 0;
    std::string_view name;        // the property the error is about
    std::string_view trigger;     // dependentRequired: the property that requires `name`
};

inline ErrorDetail counted(std::size_t actual) {
    ErrorDetail detail;
    detail.actual = actual;
    return detail;
}

class Evaluator {
public:
    // `result` null: the verdict alone (is_valid).
    Evaluator(const Program& program, const ValidateOptions& options, ValidationResult* result);

    bool run(const Tape& tape);
    // `node` alone on the tape's value, as if it were the root (prefix_check.h judges a scalar
    // against the subschemas that apply at its place).
    bool run_at(std::uint32_t node, const Tape& tape);

private:
    bool eval(std::uint32_t node, Tape::Index value, Evaluated* evaluated);
    bool run_node(const Node& node, Tape::Index value, Evaluated* evaluated);
    bool run_collecting(const Node& node, Tape::Index value, Evaluated* evaluated);
    bool exec(const Instr& instr, Tape::Index value, Evaluated* evaluated);

    // Applies `node` through `instr` (slot `slot`) to the same value, a member, or an item.
    bool in_place(std::uint32_t node, Tape::Index value, Evaluated* evaluated, const Instr& instr, std::uint32_t slot);
    bool to_member(std::uint32_t node, Tape::Index name, Tape::Index value, const Instr& instr, std::uint32_t slot);
    bool to_item(std::uint32_t node, std::size_t index, Tape::Index value, const Instr& instr, std::uint32_t slot);
    bool enter(const Frame& frame, Tape::Index value, Evaluated* evaluated);
    // Evaluates `node` on the same value without reporting, for anyOf, oneOf, not, if, contains.
    bool probe(std::uint32_t node, Tape::Index value, Evaluated* evaluated, const Instr& instr, std::uint32_t slot);

    // Keywords (keyword_*.cpp).
    bool check_values(const Instr& instr, Tape::Index value);
    bool check_string(const Instr& instr, Tape::Index value);
    bool check_array_size(const Instr& instr, Tape::Index value);
    bool apply_items(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_contains(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_unevaluated_items(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool check_object_size(const Instr& instr, Tape::Index value);
    bool check_dependent_required(const Instr& instr, Tape::Index value);
    bool apply_properties(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_dependent_schemas(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_property_names(const Instr& instr, Tape::Index value);
    bool apply_unevaluated_properties(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_reference(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_all_of(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_any_of(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_one_of(const Instr& instr, Tape::Index value, Evaluated* evaluated);
    bool apply_not(const Instr& instr, Tape::Index value);
    bool apply_condition(const Instr& instr, Tape::Index value, Evaluated* evaluated);

    // Type bits and number keywords, on the decimal the number was written as when its
    // double is not that decimal (tape/written_number.h).
    std::uint32_t type_bits(Tape::Index value) const;
    bool number_holds(const Instr& instr, Tape::Index value) const;
    // A string's value, decoded into `scratch` when it holds an escape.
    std::string_view text_of(Tape::Index value, std::string& scratch) const { return tape_->string(value, scratch); }
    // Whether the member named `name` is present in the object at `object`.
    bool has_member(Tape::Index object, std::string_view name);

    // Whether pattern `pattern` matches `text`; false with the run stopped when the pattern
    // step budget runs out (check stopped_).
    bool pattern_matches(std::uint32_t pattern, std::string_view text);

    // Records a failure of `instr` (null: the schema `false`) when errors are being reported.
    bool fail(const Instr* instr, Tape::Index value, const ErrorDetail& detail = {});
    enum class Limit { Depth, Steps, PatternSteps };
    // Stops the run and reports LimitExceeded (even when not reporting ordinary failures).
    bool hit_limit(Limit limit);
    bool reporting() const { return quiet_ == 0 && result_ != nullptr && options_.mode != ErrorMode::VerdictOnly; }
    // After a failure: carry on only when collecting all errors.
    bool keep_going() const { return !stopped_ && options_.mode == ErrorMode::AllErrors && reporting(); }
    std::uint32_t index_of(const Instr& instr) const { return static_cast<std::uint32_t>(&instr - program_.instrs.data()); }

    const Program& program_;
    const ValidateOptions& options_;
    ValidationResult* result_;
    const Tape* tape_ = nullptr;
    std::string scratch_;  // a decoded string, for one keyword's check at a time
    std::vector<Frame> frames_;
    std::size_t steps_ = 0;
    std::size_t pattern_budget_;
    std::uint32_t quiet_ = 0;
    bool stopped_ = false;  // a limit or the error cap ended the run
};

// "string or null": the types of a Type mask, in the order people write them.
std::string type_list(std::uint32_t mask, Language language);

// What a message calls a value no property names ("value", "値").
std::string subject_name(Language language);

// The message of a limit that stopped a validation (DepthLimit, StepLimit, PatternStepLimit).
std::string limit_message(ValidationMessage limit, std::size_t value, Language language);

// The locations (and keyword) of a failure at the top of `frames` (error_report.cpp).
ValidationError locate_failure(const Program& program, const Tape& tape, const std::vector<Frame>& frames,
                               const Instr* instr);

// The reported error for a failure of the value at `value` at the top of `frames`: locations
// and message.
ValidationError make_validation_error(const Program& program, const Tape& tape, const std::vector<Frame>& frames,
                                      const Instr* instr, Tape::Index value, const ErrorDetail& detail,
                                      Language language);

// The message part (error_messages.cpp); `subject` names the value ("'basis'", "value[2]"),
// `shown` is the value (shown as far as a message shows it), `integral` whether it is an integer
// as written.
std::string describe_failure(const Program& program, const std::vector<Frame>& frames, const Instr* instr,
                             TapeValue shown, bool integral, const ErrorDetail& detail,
                             const std::string& subject, std::string_view last_key, Language language);

}  // namespace sg::schema

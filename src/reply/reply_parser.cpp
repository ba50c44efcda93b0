#include "reply/reply_parser.h"

#include "core/message_fill.h"
#include "core/text_trim.h"
#include "extract/answer_text.h"
#include "extract/reasoning_blocks.h"
#include "json/scalar_text.h"
#include "repair/json_repair.h"
#include "reply/ambiguous_literals.h"
#include "reply/repaired_offsets.h"
#include "reply/reply_messages.h"
#include "reply/value_locator.h"
#include "tape/tape_reader.h"

namespace sg {
namespace {

// Each candidate read strictly into the reply's tape, its text kept when the value is wanted.
class ReplyRead final : public CandidateCheck {
public:
    ReplyRead(std::string_view reply, const ReplyOptions& options, ParsedReply& parsed)
        : reply_(reply), options_(options), parsed_(parsed) {}

    std::optional<Error> check(std::string_view json) const override {
        std::optional<Error> error = read_strict_candidate(reply_, json, options_.extract.max_depth, options_.extract.language, parsed_.tape);
        if (!error && options_.with_value) parsed_.json = std::string(json);
        return error;
    }

private:
    std::string_view reply_;
    const ReplyOptions& options_;
    ParsedReply& parsed_;
};

// The one read of a strictly read reply: the chosen candidate into the tape (X1-X6).
void read_strictly(std::string_view reply, const ReplyOptions& options, ParsedReply& parsed) {
    parsed.extraction = extract_json(reply, options.extract, ReplyRead(reply, options, parsed));
}

// A repaired reply described as extraction describes a strict one (X1, X7): the strategy the
// repair's choice amounts to (a fence line left out: fence; prose: brace; else direct) and
// the answer text without the JSON, its fence lines, reasoning blocks and byte-order mark.
Extraction lenient_extraction(std::string_view reply, const RepairResult& repaired, bool with_answer_text) {
    std::vector<Span> left_out{{repaired.start, repaired.end}};
    Strategy strategy = Strategy::Direct;
    for (const Repair& repair : repaired.repairs) {
        const RepairKind kind = repair.kind;
        if (kind == RepairKind::FenceRemoved || kind == RepairKind::ThinkBlockRemoved || kind == RepairKind::BomRemoved) {
            left_out.push_back({repair.offset, repair.offset + repair.removed.size()});
        }
        if (kind == RepairKind::FenceRemoved) strategy = Strategy::Fence;
        const bool prose = kind == RepairKind::ProseRemoved || kind == RepairKind::ContentRemoved;
        if (prose && strategy == Strategy::Direct) strategy = Strategy::Brace;
    }
    AnswerText answer = answer_text(reply, std::move(left_out), with_answer_text);
    return Extraction{Candidate{strategy, repaired.start, repaired.end}, std::nullopt, std::move(answer.text), std::move(answer.parts)};
}

void take_repaired(std::string_view reply, RepairResult repaired, bool with_answer_text, ParsedReply& parsed) {
    parsed.extraction = lenient_extraction(reply, repaired, with_answer_text);
    parsed.tape = std::move(value_tape(repaired));
    parsed.json = std::move(repaired.json);
    parsed.repaired = parsed.json != reply.substr(repaired.start, repaired.end - repaired.start);
    parsed.repairs = std::move(repaired.repairs);
    parsed.complete = repaired.complete;
    parsed.lossless = repaired.lossless;
    parsed.incomplete = std::move(repaired.incomplete);
    parsed.chosen_by_predicate = repaired.chosen_by_predicate;
}

// L5, schema-aligned: a reply with no JSON in it, for a schema whose root is a scalar, read
// as the one value of that kind it names (`The answer is true` for a boolean root, `1/5` for
// a number).
bool read_scalar(std::string_view reply, SchemaSource& schema, ParsedReply& parsed) {
    const AnswerStart answer = answer_start(reply);
    if (answer.unterminated) return false;
    const std::size_t end = trim_end(reply, answer.offset, reply.size());
    const std::string_view text = reply.substr(answer.offset, end - answer.offset);
    std::optional<ScalarInText> reading = scalar_from_text(text, schema.root());
    if (!reading) return false;
    parsed.extraction = Extraction{Candidate{Strategy::Direct, answer.offset, end}, std::nullopt, {}, {}};
    parsed.json = std::move(reading->json);
    parsed.coercions.push_back(Coercion{reading->kind, "", json_string(text), parsed.json});
    parsed.tape.reset_owned(parsed.json);
    read_into_tape(parsed.tape.text(), limits::kMaxDepth, parsed.tape);
    parsed.repaired = true;
    return true;
}

// L2: the first edit that may have lost content, as the error's place.
// Why a repair that may have lost content stops the reading, in the row of its kind.
ReplyMessage lossy_reason(std::string_view kind) {
    using M = ReplyMessage;
    return kind == "truncated"             ? M::LossyTruncated
           : kind == "unclosed"            ? M::LossyUnclosed
           : kind == "unterminated_string" ? M::LossyUnterminatedString
           : kind == "unpaired_quote"      ? M::LossyUnpairedQuote
           : kind == "lone_sign"           ? M::LossyLoneSign
           : kind == "ambiguous_value"     ? M::LossyAmbiguousValue
           : kind == "glued_values"        ? M::LossyGluedValues
           : kind == "stray_bracket"       ? M::LossyStrayBracket
           : kind == "broken_escape"       ? M::LossyBrokenEscape
                                           : M::LossyContentRemoved;
}

Error lossy_repair(std::string_view reply, const RepairResult& repaired, Language language) {
    std::size_t at = repaired.end;
    std::string_view kind = "truncated";
    for (const Repair& repair : repaired.repairs) {
        if (!loses_content(repair.kind)) continue;
        at = repair.offset;
        kind = repair_kind_name(repair.kind);
        break;
    }
    const std::string_view what = reply_text(lossy_reason(kind), language);
    return error_at(ErrorCode::LossyRepair, fill_message(reply_text(ReplyMessage::LossyAdvice, language), {what, kind}),
                    reply, at);
}

// A value the schema takes as it is or, with coerce_by, once coerced.
class Validates final : public ValuePredicate {
public:
    Validates(const CompiledSchema& schema, const ReplyOptions& options) : schema_(schema), options_(options) {}

    bool accepts(const Tape& value) const override {
        if (schema_.is_valid(value)) return true;
        if (options_.coerce_by == nullptr) return false;
        Tape coerced;
        const std::vector<Coercion> done = coerce_to_schema(value, coerced, schema_, *options_.coerce_by, options_.validate);
        return !done.empty() && schema_.is_valid(coerced);
    }

private:
    const CompiledSchema& schema_;
    const ReplyOptions& options_;
};

// Strict reading first, so that a reply strict parsing reads is never changed; then the
// repair, or (choose_valid) another candidate when the strict value does not validate.
// Returns the error that ends the reading, if any.
std::optional<Error> read_leniently(std::string_view reply, const CompiledSchema& schema, const ReplyOptions& options,
                                    ParsedReply& parsed) {
    const RepairOptions repair_options{options.extract.max_input_bytes, options.extract.max_fence_bytes,
                                       options.extract.max_depth, options.extract.language};
    const Validates validates(schema, options);
    if (parsed.extraction.ok()) {
        if (!options.choose_valid || validates.accepts(parsed.tape)) return std::nullopt;
        RepairResult other = repair_json_matching(reply, repair_options, validates);
        const bool acceptable = other.lossless || options.allow_lossy;
        if (other.ok() && other.chosen_by_predicate && acceptable) take_repaired(reply, std::move(other), options.extract.with_answer_text, parsed);
        return std::nullopt;
    }
    RepairResult repaired = options.choose_valid ? repair_json_matching(reply, repair_options, validates)
                                                 : repair_json(reply, repair_options);
    if (!repaired.ok() && options.coerce_by != nullptr && read_scalar(reply, *options.coerce_by, parsed)) return std::nullopt;
    if (!repaired.ok()) return std::move(repaired.error);
    mark_ambiguous_literals(repaired, schema);
    if (!repaired.lossless && !options.allow_lossy) return lossy_repair(reply, repaired, options.validate.language);
    take_repaired(reply, std::move(repaired), options.extract.with_answer_text, parsed);
    return std::nullopt;
}

// Where the text holds the failing value: the instanceLocation as it was before coercion
// renamed keys and wrapped values, found in the JSON text, mapped through the repairs.
struct TextLocator {
    std::string_view json;  // the text the value was read from
    RepairedOffsets offsets;
    LocationsBeforeCoercion before_coercion;

    std::optional<std::size_t> reply_offset(const std::string& instance_location) const {
        const std::optional<std::size_t> at = locate_value(json, before_coercion(instance_location));
        if (!at) return std::nullopt;
        return offsets.reply_offset(*at);
    }
};

ReplyError positioned(const ValidationError& failure, std::string_view reply, const TextLocator& text) {
    const bool wrong_kind = failure.keyword == "type" && failure.instance_location.empty();
    const ErrorCode code = wrong_kind ? ErrorCode::SchemaMismatch : failure.code;
    const std::optional<std::size_t> at = text.reply_offset(failure.instance_location);
    Error error = at ? error_at(code, failure.message, reply, *at) : error_without_position(code, failure.message);
    return ReplyError{std::move(error), failure};
}

// The schema's failures placed in the reply; the locator is built only for a value that has
// some (most replies validate).
void position_errors(std::string_view reply, const ValidationResult& verdict, ParsedReply& parsed) {
    const Candidate& candidate = *parsed.extraction.candidate;
    // Without with_value, a strictly read value has no copy of its text: it is the candidate.
    const std::string_view json =
        parsed.json.empty() ? reply.substr(candidate.start, candidate.end - candidate.start) : std::string_view(parsed.json);
    const TextLocator text{json, RepairedOffsets(parsed.repairs, candidate.start, candidate.end),
                           LocationsBeforeCoercion(parsed.coercions)};
    for (const ValidationError& failure : verdict.errors) parsed.errors.push_back(positioned(failure, reply, text));
}

}  // namespace

Error no_match_error(Language language) {
    return error_without_position(ErrorCode::ValidationFailed, std::string(reply_text(ReplyMessage::NoMatch, language)));
}

ParsedReply parse_reply(std::string_view reply, const CompiledSchema& schema, const ReplyOptions& options, Tape tape) {
    ParsedReply parsed;
    parsed.tape = std::move(tape);
    read_strictly(reply, options, parsed);
    std::optional<Error> unread = parsed.extraction.error;
    if (options.mode == ReplyMode::Lenient) unread = read_leniently(reply, schema, options, parsed);
    if (unread) {
        parsed.tape.reset({});
        parsed.json.clear();
        parsed.errors.push_back(ReplyError{std::move(*unread), std::nullopt});
        return parsed;
    }
    // A value read (strictly, or by a repair) is validated on its tape, on the decimals
    // written. Coercion is driven by what fails: a value that validates as read is not
    // coerced. A coerced one is a new tape, validated as coercion wrote it (value_coercion.h).
    ValidationResult verdict = schema.validate(parsed.tape, options.validate);
    if (!verdict.valid && options.coerce_by != nullptr) {
        Tape coerced_value;
        std::vector<Coercion> coerced =
            coerce_to_schema(parsed.tape, coerced_value, schema, *options.coerce_by, options.validate);
        if (!coerced.empty()) {
            parsed.tape = std::move(coerced_value);
            verdict = schema.validate(parsed.tape, options.validate);
        }
        parsed.coercions.insert(parsed.coercions.end(), coerced.begin(), coerced.end());
    }
    if (options.with_value && !parsed.tape.keeps_text()) parsed.tape.keep_text(std::string(parsed.tape.text()));
    parsed.truncated = verdict.truncated;
    if (!verdict.errors.empty()) position_errors(reply, verdict, parsed);
    if (!verdict.valid && verdict.errors.empty()) {
        parsed.errors.push_back(ReplyError{
            no_match_error(options.validate.language), std::nullopt});
    }
    return parsed;
}

}  // namespace sg

#include "reply_fields.h"

#include "extraction_fields.h"
#include "repair_fields.h"

namespace sg::boundary {
namespace {

// The JSON text of the value when it is not the candidate's own text (repaired or coerced);
// otherwise nothing, and the JS side slices the reply it holds (X7: the text is never lost).
std::optional<std::string> changed_json(const ParsedReply& parsed) {
    if (!parsed.coercions.empty()) return std::string(parsed.tape.text());
    if (parsed.repaired) return parsed.json;
    return std::nullopt;
}

void write_coercions(ResultRecord& out, const std::vector<Coercion>& coercions) {
    out.number(coercions.size());
    for (const Coercion& coercion : coercions) {
        out.text(coercion.instance_location);
        out.name(coercion_kind_name(coercion.kind));
        out.text(coercion.from);
        out.text(coercion.to);
    }
}

void write_reply_error(ResultRecord& out, const ReplyError& failure, Utf16Positions& positions) {
    out.error(failure.error, positions);
    out.flag(failure.validation.has_value());
    if (!failure.validation) return;
    const ValidationError& at = *failure.validation;
    out.text(at.keyword);
    out.text(at.keyword_location);
    out.text(at.instance_location);
    out.text(at.absolute_keyword_location);
}

}  // namespace

ValidateOptions validate_options(const OptionSlots& options) {
    ValidateOptions parsed;
    const std::size_t errors = options.choice(Option::errors, static_cast<std::size_t>(ErrorsChoice::First));
    if (errors == static_cast<std::size_t>(ErrorsChoice::All)) parsed.mode = ErrorMode::AllErrors;
    if (errors == static_cast<std::size_t>(ErrorsChoice::None)) parsed.mode = ErrorMode::VerdictOnly;
    parsed.max_errors = options.size(Option::maxErrors, parsed.max_errors);
    parsed.max_steps = options.size(Option::maxSteps, parsed.max_steps);
    parsed.max_pattern_steps = options.size(Option::maxPatternSteps, parsed.max_pattern_steps);
    parsed.language = options_language(options);
    return parsed;
}

ReplyOptions reply_options(const OptionSlots& options) {
    ReplyOptions parsed;
    parsed.extract = extract_options(options);
    parsed.validate = validate_options(options);
    const std::size_t lenient = static_cast<std::size_t>(ModeChoice::Lenient);
    if (options.choice(Option::mode, 0) == lenient) parsed.mode = ReplyMode::Lenient;
    parsed.choose_valid = options.flag(Option::chooseValid, false);
    parsed.allow_lossy = options.flag(Option::allowLossy, false);
    return parsed;
}

void write_reply(ResultRecord& out, std::string_view text, const ParsedReply& parsed) {
    const std::optional<std::string> json = changed_json(parsed);
    write_extraction(out, text, parsed.extraction, json ? std::optional<std::string_view>(*json) : std::nullopt);
    out.flag(parsed.repaired);
    Utf16Positions positions(text);
    write_repair_state(out, parsed, parsed.lossless, positions);
    out.flag(parsed.chosen_by_predicate);
    write_coercions(out, parsed.coercions);
    out.flag(parsed.truncated);
    write_reply_errors(out, parsed.errors, text);
}

void write_reply_errors(ResultRecord& out, const std::vector<ReplyError>& errors, std::string_view source) {
    out.number(errors.size());
    Utf16Positions positions(source);
    for (const ReplyError& failure : errors) write_reply_error(out, failure, positions);
}

}  // namespace sg::boundary

#include "run/reply_check.h"

#include <optional>

#include "json/strict_parser.h"
#include "reply/reply_messages.h"

namespace sg {
namespace {

// The candidate that parsed last; extract_json settles on the last candidate that passed.
struct ParsedCandidate {
    std::string_view json;
    std::optional<rapidjson::Document> document;
};

ReplyVerdict rejected(std::vector<Error> errors, std::string answer_text, std::string reask, Language language) {
    ReplyVerdict verdict;
    verdict.errors = std::move(errors);
    verdict.answer_text = std::move(answer_text);
    verdict.reask = reask.empty() ? reask_message(verdict.errors, language) : std::move(reask);
    return verdict;
}

ReplyVerdict check_reply(const ReplyPayload& payload, const ExtractOptions& options, const ValueCheck& value_check) {
    StrictParseOptions parse_options;
    parse_options.max_depth = options.max_depth;
    parse_options.language = options.language;
    ParsedCandidate parsed;
    const Extraction extraction = extract_json(payload.text, options, [&](std::string_view json) -> std::optional<Error> {
        Result<rapidjson::Document> document = parse_strict(payload.text, json, parse_options);
        if (!document.ok()) return document.error();
        parsed.json = json;
        parsed.document = std::move(document.value());
        return std::nullopt;
    });
    if (!extraction.ok()) return rejected({*extraction.error}, extraction.answer_text, "", options.language);

    const Candidate& chosen = *extraction.candidate;
    const std::string_view json = payload.text.substr(chosen.start, chosen.end - chosen.start);
    if (parsed.json.data() != json.data() || parsed.json.size() != json.size()) {
        Result<rapidjson::Document> again = parse_strict(payload.text, json, parse_options);
        if (!again.ok()) return rejected({again.error()}, extraction.answer_text, "", options.language);
        parsed.document = std::move(again.value());
    }
    if (value_check) {
        ValueVerdict judged = value_check(*parsed.document, json);
        if (!judged.errors.empty()) {
            return rejected(std::move(judged.errors), extraction.answer_text, std::move(judged.reask), options.language);
        }
    }
    ReplyVerdict verdict;
    verdict.ok = true;
    verdict.value = std::string(json);
    verdict.answer_text = extraction.answer_text;
    return verdict;
}

}  // namespace

ReplyCheck json_reply_check(const ExtractOptions& options, ValueCheck value_check) {
    return [options, value_check = std::move(value_check)](const ReplyPayload& payload) {
        return check_reply(payload, options, value_check);
    };
}

std::string reask_message(const std::vector<Error>& errors, Language language) {
    std::string message(reply_text(ReplyMessage::ReaskUnusable, language));
    for (const Error& error : errors) message += "\n- " + error.message;
    message += "\n";
    message += reply_text(ReplyMessage::ReaskJsonOnly, language);
    return message;
}

}  // namespace sg

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

// Each candidate parsed strictly into `parsed`.
class DocumentRead final : public CandidateCheck {
public:
    DocumentRead(std::string_view reply, const StrictParseOptions& options, ParsedCandidate& parsed)
        : reply_(reply), options_(options), parsed_(parsed) {}

    std::optional<Error> check(std::string_view json) const override {
        Result<rapidjson::Document> document = parse_strict(reply_, json, options_);
        if (!document.ok()) return document.error();
        parsed_.json = json;
        parsed_.document = std::move(document.value());
        return std::nullopt;
    }

private:
    std::string_view reply_;
    const StrictParseOptions& options_;
    ParsedCandidate& parsed_;
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
    const Extraction extraction = extract_json(payload.text, options, DocumentRead(payload.text, parse_options, parsed));
    if (!extraction.ok()) return rejected({*extraction.error}, extraction.answer_text, "", options.language);

    const Candidate& chosen = *extraction.candidate;
    const std::string_view json = payload.text.substr(chosen.start, chosen.end - chosen.start);
    if (parsed.json.data() != json.data() || parsed.json.size() != json.size()) {
        Result<rapidjson::Document> again = parse_strict(payload.text, json, parse_options);
        if (!again.ok()) return rejected({again.error()}, extraction.answer_text, "", options.language);
        parsed.document = std::move(again.value());
    }
    if (value_check) {
        ValueVerdict judged = value_check->check(*parsed.document, json);
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

class JsonReplyCheck final : public ReplyJudge {
public:
    JsonReplyCheck(const ExtractOptions& options, ValueCheck value_check)
        : options_(options), value_check_(std::move(value_check)) {}

    ReplyVerdict check(const ReplyPayload& payload) const override { return check_reply(payload, options_, value_check_); }

private:
    ExtractOptions options_;
    ValueCheck value_check_;
};

}  // namespace

ReplyCheck json_reply_check(const ExtractOptions& options, ValueCheck value_check) {
    return std::make_shared<JsonReplyCheck>(options, std::move(value_check));
}

std::string reask_message(const std::vector<Error>& errors, Language language) {
    std::string message(reply_text(ReplyMessage::ReaskUnusable, language));
    for (const Error& error : errors) message += "\n- " + error.message;
    message += "\n";
    message += reply_text(ReplyMessage::ReaskJsonOnly, language);
    return message;
}

}  // namespace sg

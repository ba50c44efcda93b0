// The pluggable check a reply must pass after the R2 stop checks: given the reply's text (or
// the forced tool's input JSON), accept a value or reject it with typed errors and the
// correction to send back (L6). The runner knows nothing of schemas; the schema validator
// (src/schema) plugs in here, either as a whole ReplyCheck (parseReply: extract, repair,
// validate in one) or as a ValueCheck under json_reply_check.
// A fallback value is judged by the same check (rule R5), given as a tool input.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include <rapidjson/document.h>

#include "core/error.h"
#include "extract/extractor.h"

namespace sg {

struct ReplyPayload {
    std::string_view text;
    bool from_tool = false;  // `text` is a tool's input (JSON by construction), not prose
};

struct ReplyVerdict {
    bool ok = false;
    std::string value;          // the accepted value, JSON text
    std::string answer_text;    // the human-readable rest of the reply (X7)
    std::vector<Error> errors;  // why the reply was rejected
    std::string reask;          // the correction for the next attempt; empty: reask_message()
};

// Held by a shared pointer, not a std::function, so that no type-erasure machinery is compiled
// in; shared, because a judgment chain hands its stage's check to the runner of each attempt.
class ReplyJudge {
public:
    virtual ReplyVerdict check(const ReplyPayload& payload) const = 0;

protected:
    ~ReplyJudge() = default;
};

using ReplyCheck = std::shared_ptr<const ReplyJudge>;

struct ValueVerdict {
    std::vector<Error> errors;  // none: the value is accepted
    std::string reask;
};

// Judges a parsed value; `json` is its text, a slice of the payload (errors are positioned
// in the payload).
class ValueJudge {
public:
    virtual ValueVerdict check(const rapidjson::Value& value, std::string_view json) const = 0;

protected:
    ~ValueJudge() = default;
};

using ValueCheck = std::shared_ptr<const ValueJudge>;

// X1 extraction (direct, fence, brace) with strict parsing, then `value_check` when given.
ReplyCheck json_reply_check(const ExtractOptions& options = {}, ValueCheck value_check = nullptr);

// The correction sent when a check gave none: each error's message, then the request to
// answer again with the JSON alone, in `language`.
std::string reask_message(const std::vector<Error>& errors, Language language);

}  // namespace sg

// The status-judgment prompt (rule P4): which numbered rule matches the
// outcome of the work. Always a criteria table of the rules (1-based, the numbers the model
// answers with) and the tag list. Two modes:
//  - structured: ask for the rule number and a reason (the structured channel: a schema, a
//    forced tool); the tags follow once, plainly, as a fallback. They are deliberately not
//    stressed: a model told loudly to print tags prints them and skips the structured channel
//    (the status-judgment design's own warning).
//  - tag: ask for the matching tag alone on one line, `[MOVEMENT:N]`.
// Layout: opening line, the report to judge (when given), rules table, answer section; parts
// separated by one blank line, no trailing newline. Table cells hold a rule on one line:
// line breaks become spaces and `|` is written `\|`.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "prompt/prompt_texts.h"

namespace sg {

enum class JudgmentMode { Structured, Tag };

std::string_view judgment_mode_name(JudgmentMode mode);  // "structured" | "tag"

inline constexpr std::string_view kDefaultJudgmentTagName = "MOVEMENT";

struct JudgmentPromptRequest {
    std::vector<std::string_view> rules;  // rule N is rules[N - 1]: its condition
    JudgmentMode mode = JudgmentMode::Structured;
    std::string_view tag_name = kDefaultJudgmentTagName;
    Language language = Language::English;
    std::string_view report;  // the outcome to judge; blank: the conversation already holds it
};

// "[MOVEMENT:3]": the tag of rule 3.
std::string judgment_tag(std::string_view tag_name, std::size_t rule_number);

// ValidationFailed when there is no rule, a rule is blank, or the tag name is not made of
// A-Z a-z 0-9 _ - (a tag must be found again in the reply, character for character).
Result<std::string> build_judgment_prompt(const JudgmentPromptRequest& request);

}  // namespace sg

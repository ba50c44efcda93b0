// Finding a rule tag `[NAME:N]` in a model's text (rule R6 stage 2): the name
// compared ignoring ASCII case, N a decimal rule number as the model wrote it (1-based).
// Like the status-judgment design's implementation, the LAST tag decides in a stage-2 reply
// or a report (a model restates the rules before answering) and the FIRST `[JUDGE:N]` in a
// stage-3 reply. One pass over the text.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace sg {

constexpr std::string_view kJudgeTagName = "JUDGE";

enum class TagPick { First, Last };

// The number of the chosen tag, or nothing when there is none. Numbers of more than nine
// digits are no rule number and are skipped.
std::optional<std::size_t> find_rule_tag(std::string_view text, std::string_view name, TagPick pick);

}  // namespace sg

// Composing a system prompt (rules P1, P2):
//     instruction, persistence, context gathering, uncertainty, tool preamble, extra policy
// in that order. Each part is trimmed of surrounding blank space; blank parts (an empty
// instruction, no extra policy) are left out; the parts are joined by exactly one blank line
// ("\n\n"); the text has no trailing newline. The four policy blocks are always present, each
// wrapped in its tag; the extra policy is appended as given, without a tag.
// Without overrides (or with blank ones) the text is exactly the defaults.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "prompt/policy_overrides.h"
#include "prompt/prompt_texts.h"

namespace sg {

// System prompts are English unless asked otherwise: the policy blocks steer the model's way
// of working, and the seed's override examples are English.
inline constexpr Language kDefaultSystemLanguage = Language::English;

struct SystemPromptRequest {
    std::string_view instruction;
    std::optional<std::string_view> overrides;
    Language language = kDefaultSystemLanguage;
};

struct SystemPrompt {
    std::string text;
    OverrideForm overrides_form = OverrideForm::None;
    std::vector<std::string> overridden;    // keys taken from the overrides, in prompt order
    std::vector<std::string> auto_wrapped;  // block keys whose override lacked a tag
    std::vector<OverrideWarning> warnings;
};

// Fails only on overrides that read_policy_overrides rejects.
Result<SystemPrompt> compose_system_prompt(const SystemPromptRequest& request);

// The joining rule above, for any list of parts.
std::string join_prompt_parts(const std::vector<std::string_view>& parts);

}  // namespace sg

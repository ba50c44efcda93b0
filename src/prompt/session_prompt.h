// The session-context system prompt of the process-template chat (rule P3): the role, the
// session context, the language policy, and the instruction to end
// the reply with one ```json fence holding an ai_chat_process_template.v1 object, its fields
// described. Layout: sections separated by one blank line, no trailing newline. The context
// lists the given fields in a fixed order (industry, process type, goal, region, compliance,
// additional context), one `- Label: value` item each; blank fields are left out; a value's
// further lines are indented by two spaces under its item.
#pragma once

#include <string>
#include <string_view>

#include "prompt/prompt_texts.h"

namespace sg {

struct SessionContext {
    std::string_view industry;
    std::string_view process_type;
    std::string_view goal;
    std::string_view region;
    std::string_view compliance;
    std::string_view additional_context;
};

// Japanese by default (the chat design's "常に日本語", always in Japanese); the prompt is
// written in the language it asks the reply to be written in.
inline constexpr Language kDefaultSessionLanguage = Language::Japanese;

struct SessionPromptOptions {
    Language language = kDefaultSessionLanguage;
};

std::string build_session_prompt(const SessionContext& context, const SessionPromptOptions& options = {});

}  // namespace sg

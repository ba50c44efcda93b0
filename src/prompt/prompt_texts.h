// The wording of every prompt structguard writes, one set per language. The code that
// assembles prompts never holds prose: changing a sentence is a change to one of
// prompt_texts_en.cpp / prompt_texts_ja.cpp, checked against the golden files in tests/golden/.
#pragma once

#include <string_view>

#include "core/language.h"

namespace sg {

// The bodies of the four default policy blocks (rule P1), without their tags.
struct PolicyTexts {
    std::string_view persistence;
    std::string_view context_gathering;
    std::string_view uncertainty;
    std::string_view tool_preamble;
};

// The session-context prompt (rule P3).
struct SessionTexts {
    std::string_view role;             // what the assistant is for
    std::string_view context_heading;
    std::string_view industry;         // the labels of the context fields, in their order
    std::string_view process_type;
    std::string_view goal;
    std::string_view region;
    std::string_view compliance;
    std::string_view additional_context;
    std::string_view label_separator;  // between a label and its value
    std::string_view no_context;       // said when no field is given
    std::string_view language_heading;
    std::string_view language_policy;
    std::string_view format;           // the reply format: prose, then the json fence of the template
};

// The status-judgment prompt (rule P4).
struct JudgmentTexts {
    std::string_view opening;
    std::string_view report_heading;
    std::string_view rules_heading;
    std::string_view condition_column;
    std::string_view answer_heading;
    std::string_view structured_answer;    // primary: the rule number and a reason
    // The tags, offered softly: a model told loudly to print tags skips the structured channel.
    std::string_view structured_fallback;
    std::string_view tag_answer;           // tag mode: one tag on one line
    std::string_view rule_word;            // "rule" in "- [MOVEMENT:2] — rule 2"
};

struct PromptTexts {
    PolicyTexts policies;
    SessionTexts session;
    JudgmentTexts judgment;
};

const PromptTexts& prompt_texts(Language language);

// Defined in prompt_texts_en.cpp and prompt_texts_ja.cpp.
const PromptTexts& english_prompt_texts();
const PromptTexts& japanese_prompt_texts();

}  // namespace sg

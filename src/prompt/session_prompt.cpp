#include "prompt/session_prompt.h"

#include <utility>

#include "core/text_trim.h"
#include "prompt/system_prompt.h"

namespace sg {
namespace {

// "- Label: value", the value's later lines indented under the item.
void append_item(std::string& list, std::string_view label, std::string_view separator, std::string_view value) {
    const std::string_view text = trim_space(value);
    if (text.empty()) return;
    if (!list.empty()) list += '\n';
    list += "- " + std::string(label) + std::string(separator);
    std::size_t start = 0;
    while (true) {
        const std::size_t newline = text.find('\n', start);
        std::string_view line = text.substr(start, newline == std::string_view::npos ? newline : newline - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (start > 0) list += line.empty() ? "\n" : "\n  ";
        list += line;
        if (newline == std::string_view::npos) break;
        start = newline + 1;
    }
}

std::string context_list(const SessionContext& context, const SessionTexts& texts) {
    const std::pair<std::string_view, std::string_view> fields[] = {
        {texts.industry, context.industry},       {texts.process_type, context.process_type},
        {texts.goal, context.goal},               {texts.region, context.region},
        {texts.compliance, context.compliance},   {texts.additional_context, context.additional_context},
    };
    std::string list;
    for (const auto& [label, value] : fields) append_item(list, label, texts.label_separator, value);
    return list.empty() ? std::string(texts.no_context) : list;
}

}  // namespace

std::string build_session_prompt(const SessionContext& context, const SessionPromptOptions& options) {
    const SessionTexts& texts = prompt_texts(options.language).session;
    const std::string context_section = std::string(texts.context_heading) + "\n\n" + context_list(context, texts);
    const std::string language_section = std::string(texts.language_heading) + "\n\n" + std::string(texts.language_policy);
    return join_prompt_parts({texts.role, context_section, language_section, texts.format});
}

}  // namespace sg

#include "prompt/session_prompt.h"

#include <utility>

#include "core/text_trim.h"
#include "prompt/system_prompt.h"

namespace sg {
namespace {

// "- Label: value", the value's later lines indented under the item.
// The list starts at `list_start` in `list`.
void append_item(std::string& list, std::string_view label, std::string_view separator, std::string_view value,
                 std::size_t list_start) {
    const std::string_view text = trim_space(value);
    if (text.empty()) return;
    if (list.size() > list_start) list += '\n';
    list += "- ";
    list += label;
    list += separator;
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

// The heading and the list of the context given, sized once (a field may be as large as a
// caller's text; lines indented under an item add two bytes each and may grow it once).
std::string context_section(const SessionContext& context, const SessionTexts& texts) {
    const std::pair<std::string_view, std::string_view> fields[] = {
        {texts.industry, context.industry},       {texts.process_type, context.process_type},
        {texts.goal, context.goal},               {texts.region, context.region},
        {texts.compliance, context.compliance},   {texts.additional_context, context.additional_context},
    };
    std::size_t size = texts.context_heading.size() + texts.no_context.size() + 2;
    for (const auto& [label, value] : fields) size += label.size() + texts.label_separator.size() + value.size() + 4;
    std::string section;
    section.reserve(size);
    section += texts.context_heading;
    section += "\n\n";
    const std::size_t list_start = section.size();
    for (const auto& [label, value] : fields) append_item(section, label, texts.label_separator, value, list_start);
    if (section.size() == list_start) section += texts.no_context;
    return section;
}

}  // namespace

std::string build_session_prompt(const SessionContext& context, const SessionPromptOptions& options) {
    const SessionTexts& texts = prompt_texts(options.language).session;
    const std::string context_text = context_section(context, texts);
    const std::string language_section = std::string(texts.language_heading) + "\n\n" + std::string(texts.language_policy);
    return join_prompt_parts({texts.role, context_text, language_section, texts.format});
}

}  // namespace sg

#include "prompt/policy_blocks.h"

#include "core/text_trim.h"

namespace sg {
namespace {

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

bool ends_with(std::string_view text, std::string_view suffix) {
    return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::string_view default_body(PolicyBlock block, const PolicyTexts& texts) {
    switch (block) {
        case PolicyBlock::Persistence: return texts.persistence;
        case PolicyBlock::ContextGathering: return texts.context_gathering;
        case PolicyBlock::Uncertainty: return texts.uncertainty;
        case PolicyBlock::ToolPreamble: return texts.tool_preamble;
    }
    return {};
}

}  // namespace

TaggedPolicy ensure_policy_tags(PolicyBlock block, std::string_view body) {
    const std::string_view key = policy_key(block);
    const std::string open = "<" + std::string(key) + ">";
    const std::string close = "</" + std::string(key) + ">";
    const std::string_view text = trim_space(body);
    const bool has_open = starts_with(text, open);
    const bool has_close = ends_with(text, close);

    TaggedPolicy tagged;
    tagged.tag_added = !has_open || !has_close;
    if (!has_open) tagged.text += open + "\n";
    tagged.text += text;
    if (!has_close) tagged.text += "\n" + close;
    return tagged;
}

std::string default_policy(PolicyBlock block, Language language) {
    return ensure_policy_tags(block, default_body(block, prompt_texts(language).policies)).text;
}

}  // namespace sg

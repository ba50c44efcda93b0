#include "prompt/system_prompt.h"

#include "core/text_trim.h"
#include "prompt/policy_blocks.h"

namespace sg {

std::string join_prompt_parts(const std::vector<std::string_view>& parts) {
    // Sized once: a prompt may be as large as the instruction a caller gives (100 MB), and
    // growing by doubling would hold it two to three times over at its peak.
    std::size_t size = 0;
    for (std::string_view part : parts) size += trim_space(part).size() + 2;
    std::string joined;
    joined.reserve(size);
    for (std::string_view part : parts) {
        const std::string_view text = trim_space(part);
        if (text.empty()) continue;
        if (!joined.empty()) joined += "\n\n";
        joined += text;
    }
    return joined;
}

Result<SystemPrompt> compose_system_prompt(const SystemPromptRequest& request) {
    PolicyOverrides overrides;
    if (request.overrides) {
        Result<PolicyOverrides> read = read_policy_overrides(*request.overrides);
        if (!read.ok()) return read.error();
        overrides = std::move(read.value());
    }

    SystemPrompt prompt;
    prompt.overrides_form = overrides.form;
    prompt.warnings = std::move(overrides.warnings);

    std::vector<std::string> blocks;
    for (PolicyBlock block : kPolicyBlockOrder) {
        const std::optional<std::string>& replacement = overrides.blocks[static_cast<std::size_t>(block)];
        if (!replacement) {
            blocks.push_back(default_policy(block, request.language));
            continue;
        }
        TaggedPolicy tagged = ensure_policy_tags(block, *replacement);
        prompt.overridden.emplace_back(policy_key(block));
        if (tagged.tag_added) prompt.auto_wrapped.emplace_back(policy_key(block));
        blocks.push_back(std::move(tagged.text));
    }
    if (overrides.extra_policy) prompt.overridden.emplace_back(kExtraPolicyKey);

    std::vector<std::string_view> parts{request.instruction};
    parts.insert(parts.end(), blocks.begin(), blocks.end());
    if (overrides.extra_policy) parts.push_back(*overrides.extra_policy);
    prompt.text = join_prompt_parts(parts);
    return prompt;
}

}  // namespace sg

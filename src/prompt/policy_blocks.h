// The four policy blocks of a system prompt (rule P1): which they are, the order
// they appear in, the tag that wraps each (`<persistence_policy>…</persistence_policy>`: the
// tag is the block's override key), and the default text of each.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "prompt/prompt_texts.h"

namespace sg {

// Each block's name is its tag and override key.
#define SG_POLICY_BLOCKS(X)                                                              \
    X(Persistence, "persistence_policy") X(ContextGathering, "context_gathering_policy") \
    X(Uncertainty, "uncertainty_policy") X(ToolPreamble, "tool_preamble_policy")
SG_NAMED_ENUM(PolicyBlock, SG_POLICY_BLOCKS)

// The order of the blocks in a system prompt, after the instruction and before the extra policy.
inline constexpr std::array<PolicyBlock, 4> kPolicyBlockOrder = {
    PolicyBlock::Persistence, PolicyBlock::ContextGathering, PolicyBlock::Uncertainty,
    PolicyBlock::ToolPreamble};

inline std::string_view policy_key(PolicyBlock block) { return name_of(block); }
inline std::optional<PolicyBlock> policy_block_for_key(std::string_view key) { return enum_from_name<PolicyBlock>(key); }

struct TaggedPolicy {
    std::string text;
    bool tag_added = false;  // the opening tag, the closing tag or both were missing
};

// `body` trimmed of blank space, then given whichever of its two tags it lacks: a missing
// opening tag goes on a line of its own before it, a missing closing tag on a line after it.
// A body that already starts with the opening tag and ends with the closing tag is kept as is.
TaggedPolicy ensure_policy_tags(PolicyBlock block, std::string_view body);

// The default block in `language`, tags included.
std::string default_policy(PolicyBlock block, Language language);

}  // namespace sg

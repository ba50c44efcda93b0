// Choosing the conversation history to send (rule P6):
//  1. only `user` and `assistant` messages count (others are dropped: reason Role);
//  2. of those, the last `window_size` (default 12) (older ones: reason Window);
//  3. a token budget, when one is set:
//         contextBudget = modelContextLimit − (responseMaxTokens + safetyMarginTokens) − systemTokens
//     and/or a direct cap, maxTokensBudget (with both, the smaller counts);
//  4. messages are taken newest first while they fit; the first that does not fit and every
//     older one are dropped (reason Budget), so the history stays one unbroken stretch;
//  5. the latest user/assistant pair is always kept, over budget if need be: the stretch from
//     the older of (the last user message, the last assistant message) in the window to its
//     end, or only the last message when the window holds one role alone.
// A message's tokens are the count it carries (a caller's tokenizer) or estimate_tokens(content).
// Pure: the same messages and options always give the same selection.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "core/enum_names.h"

namespace sg {

inline constexpr std::size_t kDefaultHistoryWindow = 12;         // option windowSize (rule P6)
inline constexpr std::size_t kDefaultResponseMaxTokens = 1200;   // option responseMaxTokens (§C)
inline constexpr std::size_t kDefaultSafetyMarginTokens = 200;   // option safetyMarginTokens (§C)

struct HistoryMessage {
    std::string_view role;
    std::string_view content;
    std::optional<std::uint64_t> tokens;  // counted by the caller; absent: estimated from content
};

struct HistoryOptions {
    std::size_t window_size = kDefaultHistoryWindow;
    std::optional<std::size_t> model_context_limit;  // enables the formula
    std::size_t response_max_tokens = kDefaultResponseMaxTokens;
    std::size_t safety_margin_tokens = kDefaultSafetyMarginTokens;
    std::size_t system_tokens = 0;
    std::optional<std::size_t> max_tokens_budget;  // a direct cap
};

#define SG_DROP_REASONS(X) X(Role, "role") X(Window, "window") X(Budget, "budget")
SG_NAMED_ENUM(DropReason, SG_DROP_REASONS)

inline std::string_view drop_reason_name(DropReason reason) { return name_of(reason); }

struct KeptMessage {
    std::size_t index;  // into the messages given
    std::uint64_t tokens;
    bool forced;         // part of the latest pair, kept whatever the budget
};

struct DroppedMessage {
    std::size_t index;
    DropReason reason;
};

struct HistorySelection {
    std::vector<KeptMessage> kept;        // oldest first
    std::vector<DroppedMessage> dropped;  // by index
    // The budget as computed (negative when the reply, the margin and the system prompt alone
    // exceed the model's context: then only the latest pair is kept); absent without a budget.
    std::optional<std::int64_t> budget;
    std::uint64_t used_tokens = 0;
    bool over_budget = false;  // the latest pair alone is over the budget
};

HistorySelection assemble_history(const std::vector<HistoryMessage>& messages, const HistoryOptions& options);

// Steps 1 and 2 alone: the indexes of the messages the window holds, oldest first. A caller
// with its own tokenizer counts these and no others (npm/src/prompt.js), then calls
// assemble_history with the counts.
std::vector<std::size_t> history_window(const std::vector<HistoryMessage>& messages, std::size_t window_size);

}  // namespace sg

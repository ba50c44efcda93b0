#include "prompt/history_budget.h"

#include <algorithm>

#include "prompt/token_estimate.h"

namespace sg {
namespace {

// Token counts come from JavaScript numbers; capping every count and the running total at 2^53
// (JavaScript's exact integers) keeps the arithmetic clear of overflow.
constexpr std::int64_t kTokenCap = std::int64_t{1} << 53;

// Compared in uint64: size_t is 32 bits in WebAssembly, where the cap itself would not fit.
std::int64_t capped(std::uint64_t tokens) {
    return static_cast<std::int64_t>(std::min<std::uint64_t>(tokens, static_cast<std::uint64_t>(kTokenCap)));
}

std::optional<std::int64_t> compute_budget(const HistoryOptions& options) {
    std::optional<std::int64_t> budget;
    if (options.model_context_limit) {
        budget = capped(*options.model_context_limit) -
                 (capped(options.response_max_tokens) + capped(options.safety_margin_tokens)) -
                 capped(options.system_tokens);
    }
    if (options.max_tokens_budget) {
        const std::int64_t cap = capped(*options.max_tokens_budget);
        budget = budget ? std::min(*budget, cap) : cap;
    }
    return budget;
}

bool is_chat_role(std::string_view role) { return role == "user" || role == "assistant"; }

// Marks every message the window leaves out: other roles (Role), older user/assistant ones (Window).
void mark_outside(const std::vector<HistoryMessage>& messages, const std::vector<std::size_t>& window,
                  std::vector<std::optional<DropReason>>& reasons) {
    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (!is_chat_role(messages[i].role)) reasons[i] = DropReason::Role;
        else if (window.empty() || i < window.front()) reasons[i] = DropReason::Window;
    }
}

// Position in `window` where the always-kept latest pair starts.
std::size_t latest_pair_start(const std::vector<HistoryMessage>& messages, const std::vector<std::size_t>& window) {
    std::optional<std::size_t> last_user;
    std::optional<std::size_t> last_assistant;
    for (std::size_t i = window.size(); i-- > 0 && !(last_user && last_assistant);) {
        const std::string_view role = messages[window[i]].role;
        if (role == "user" && !last_user) last_user = i;
        if (role == "assistant" && !last_assistant) last_assistant = i;
    }
    if (last_user && last_assistant) return std::min(*last_user, *last_assistant);
    return window.size() - 1;
}

}  // namespace

std::vector<std::size_t> history_window(const std::vector<HistoryMessage>& messages, std::size_t window_size) {
    std::vector<std::size_t> chat;
    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (is_chat_role(messages[i].role)) chat.push_back(i);
    }
    const std::size_t start = chat.size() - std::min(chat.size(), window_size);
    chat.erase(chat.begin(), chat.begin() + static_cast<std::ptrdiff_t>(start));
    return chat;
}

HistorySelection assemble_history(const std::vector<HistoryMessage>& messages, const HistoryOptions& options) {
    std::vector<std::optional<DropReason>> reasons(messages.size());
    const std::vector<std::size_t> window = history_window(messages, options.window_size);
    mark_outside(messages, window, reasons);

    HistorySelection selection;
    selection.budget = compute_budget(options);
    const std::int64_t room = selection.budget ? std::max<std::int64_t>(*selection.budget, 0) : kTokenCap * 4;
    const std::size_t forced_from = window.empty() ? 0 : latest_pair_start(messages, window);
    std::int64_t used = 0;
    bool full = false;
    for (std::size_t i = window.size(); i-- > 0;) {
        const HistoryMessage& message = messages[window[i]];
        const std::uint64_t tokens = message.tokens.value_or(estimate_tokens(message.content));
        const bool forced = i >= forced_from;
        full = full || (!forced && used + capped(tokens) > room);
        if (full) {
            reasons[window[i]] = DropReason::Budget;
            continue;
        }
        used = std::min(used + capped(tokens), kTokenCap);
        selection.kept.push_back(KeptMessage{window[i], tokens, forced});
    }
    std::reverse(selection.kept.begin(), selection.kept.end());

    for (std::size_t i = 0; i < messages.size(); ++i) {
        if (reasons[i]) selection.dropped.push_back(DroppedMessage{i, *reasons[i]});
    }
    selection.used_tokens = static_cast<std::uint64_t>(used);
    selection.over_budget = used > room;
    return selection;
}

}  // namespace sg

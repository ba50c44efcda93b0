// The output-token limit of each attempt (rule R3, the commander design's estimateMaxTokens).
//  - With an estimate: rule R3's ceil((base + items × perItem + extra) × (1.3 + 0.2 × attempt)),
//    computed by providers/token_estimate.h (15 items of 150 on 500 + 400 at attempt 2 give
//    5356, not 5355). Every attempt uses its own index, whatever failed before.
//  - Without one: attempt 0 sends maxTokens (or nothing, leaving the provider's default), and
//    only a truncation (finish_reason length / stop_reason max_tokens) raises the limit: the
//    previous limit × growth (2 by default), or, when no limit was sent, the output tokens the
//    truncated reply reported × growth. Other failures keep the limit.
//  - `cap` (0: none) bounds every limit.
#pragma once

#include <cstdint>
#include <optional>

#include "providers/token_estimate.h"

namespace sg {

struct TokenLimitOptions {
    std::optional<std::int64_t> max_tokens;  // option maxTokens
    std::optional<TokenEstimate> estimate;   // option tokenEstimate {base, items, perItem, extra}
    std::int64_t cap = 0;                    // option maxTokensCap
    double growth = 2.0;                     // option tokenGrowth
};

std::int64_t estimate_max_tokens(const TokenEstimate& estimate, int attempt);

// The limit for `attempt`. `previous` is what the previous attempt sent; `truncated_output`
// the output tokens of the previous attempt when it was cut off by the limit.
std::optional<std::int64_t> token_limit_for_attempt(const TokenLimitOptions& options, int attempt,
                                                    std::optional<std::int64_t> previous,
                                                    std::optional<std::int64_t> truncated_output);

}  // namespace sg

// estimateMaxTokens (rule R3): the max_tokens to ask for grows with the expected
// output and with each retry:
//     ceil((base + items × perItem + extra) × (1.3 + attempt × 0.2))
// evaluated in IEEE doubles in the seed's JavaScript order, so 15 items at attempt 2 with the
// seed's values (base 500, perItem 150, extra 400) give 5356: 3150 × 1.7000000000000002 =
// 5355.000000000001, whose ceiling is 5356, not 5355. This is the one implementation: the run's
// token limit (run/token_limit.h) computes its estimate here too.
#pragma once

#include "core/result.h"

namespace sg {

// Also the run's tokenEstimate option.
struct TokenEstimate {
    double base = 0;      // tokens for the fixed part of the output
    double items = 0;     // how many items are expected (R3's worked example: the slot count)
    double per_item = 0;  // tokens per item
    double extra = 0;     // further fixed tokens (R3's worked example: 400 for the TikTok and X posts)
};

struct TokenEstimateInput : TokenEstimate {
    double attempt = 0;  // 0 for the first call, 1 for the first retry, …
};

// ValidationFailed when an input is negative or not finite, or the attempt is not a whole number;
// LimitExceeded when the estimate itself overflows a double.
Result<double> estimate_max_tokens(const TokenEstimateInput& input);

// The formula alone, for callers whose inputs are checked where they enter (the run's options
// are checked in JavaScript): any double in, its ceiling out (inf and NaN pass through).
double estimate_max_tokens_unchecked(const TokenEstimate& estimate, double attempt);

}  // namespace sg

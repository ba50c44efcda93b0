#include "providers/token_estimate.h"

#include <cmath>
#include <string>

// The seed's JavaScript has no fused multiply-add; neither may this (clang contracts a*b+c
// into one FMA when the target has one, which changes the last bit).
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

namespace sg {

Result<double> estimate_max_tokens(const TokenEstimateInput& input) {
    const struct {
        const char* name;
        double value;
    } fields[] = {{"base", input.base},
                  {"items", input.items},
                  {"perItem", input.per_item},
                  {"extra", input.extra},
                  {"attempt", input.attempt}};
    for (const auto& field : fields) {
        if (!std::isfinite(field.value) || field.value < 0) {
            return error_without_position(ErrorCode::ValidationFailed,
                                          std::string(field.name) + " must be a finite number >= 0");
        }
    }
    if (input.attempt != std::floor(input.attempt)) {
        return error_without_position(ErrorCode::ValidationFailed, "attempt must be a whole number");
    }
    const double estimate = estimate_max_tokens_unchecked(input, input.attempt);
    // Finite inputs can still overflow a double; infinity is no token count, and JSON cannot hold it.
    if (!std::isfinite(estimate)) {
        return error_without_position(ErrorCode::LimitExceeded,
                                      "the estimate (base + items × perItem + extra) × (1.3 + 0.2 × attempt) "
                                      "overflows a double; give smaller inputs");
    }
    return estimate;
}

double estimate_max_tokens_unchecked(const TokenEstimate& estimate, double attempt) {
    // One operation per statement, in the seed's order:
    // Math.ceil((baseTokens + (slotCount * tokensPerNudge) + tiktokXTokens) * (1.3 + (attempt * 0.2)))
    const double per_items = estimate.items * estimate.per_item;
    const double with_items = estimate.base + per_items;
    const double total = with_items + estimate.extra;
    const double growth = attempt * 0.2;
    const double buffer = 1.3 + growth;
    const double scaled = total * buffer;
    return std::ceil(scaled);
}

}  // namespace sg

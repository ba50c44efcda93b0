#include "run/token_limit.h"

#include <algorithm>

#include "core/whole_number.h"

namespace sg {
namespace {

std::optional<std::int64_t> capped(const TokenLimitOptions& options, std::optional<std::int64_t> limit) {
    if (!limit || options.cap <= 0) return limit;
    return std::min(*limit, options.cap);
}

std::int64_t grown(const TokenLimitOptions& options, std::int64_t from) {
    return ceil_to_whole(static_cast<double>(from) * std::max(1.0, options.growth));
}

}  // namespace

std::int64_t estimate_max_tokens(const TokenEstimate& estimate, int attempt) {
    return ceil_to_whole(estimate_max_tokens_unchecked(estimate, attempt));
}

std::optional<std::int64_t> token_limit_for_attempt(const TokenLimitOptions& options, int attempt,
                                                    std::optional<std::int64_t> previous,
                                                    std::optional<std::int64_t> truncated_output) {
    if (options.estimate) return capped(options, estimate_max_tokens(*options.estimate, attempt));
    if (attempt == 0) return capped(options, options.max_tokens);
    if (!truncated_output) return previous;
    if (previous) return capped(options, grown(options, *previous));
    if (*truncated_output > 0) return capped(options, grown(options, *truncated_output));
    return previous;
}

}  // namespace sg

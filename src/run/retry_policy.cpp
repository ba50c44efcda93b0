#include "run/retry_policy.h"

#include <algorithm>
#include <cmath>

#include "core/whole_number.h"
#include "run/wire/retry_after.h"

namespace sg {

std::int64_t backoff_delay_ms(const RetryOptions& options, int retries_made, double random) {
    const double clamped_random = std::clamp(random, 0.0, 1.0);
    const double jitter = std::clamp(options.jitter, 0.0, 1.0);
    const double base = std::min(options.initial_delay_ms * std::pow(2.0, retries_made), options.max_delay_ms);
    return ceil_to_whole(base * (1.0 - clamped_random * jitter));
}

std::int64_t retry_delay_ms(const RetryOptions& options, int retries_made, const Headers* headers,
                            const HostInput& host, std::optional<double> body_delay_ms) {
    std::optional<double> requested = headers ? requested_retry_delay_ms(*headers, host.now_ms) : std::nullopt;
    if (!requested) requested = body_delay_ms;
    if (requested && *requested > 0 && *requested <= options.max_retry_after_ms) return ceil_to_whole(*requested);
    return backoff_delay_ms(options, retries_made, host.random);
}

}  // namespace sg

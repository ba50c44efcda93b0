// The delay a server asks for before the next attempt, read as the official SDKs read it:
// `retry-after-ms` (milliseconds, a decimal number) first; then
// `retry-after`, either as seconds (a decimal number) or as an HTTP date, which is turned
// into a delay against the host's clock (the core has none). Whether the delay is then
// honoured is the retry policy's decision (run/retry_policy.h).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "run/wire/http_message.h"

namespace sg {

// The requested delay in milliseconds, possibly zero or negative (a date in the past), or
// nothing when neither header holds a number or a date.
std::optional<double> requested_retry_delay_ms(const Headers& headers, std::int64_t now_ms);

// An HTTP date (RFC 9110 §5.6.7) as milliseconds since the Unix epoch: the IMF-fixdate
// "Sun, 06 Nov 1994 08:49:37 GMT" and the obsolete forms a recipient must also accept,
// RFC 850 "Sunday, 06-Nov-94 08:49:37 GMT" and asctime "Sun Nov  6 08:49:37 1994".
std::optional<std::int64_t> parse_http_date(std::string_view text);

// A plain decimal number ("1", "0.5", "644.25"), surrounding blanks allowed; nothing else.
std::optional<double> parse_decimal(std::string_view text);

}  // namespace sg

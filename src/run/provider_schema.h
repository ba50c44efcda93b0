// The schema a call sends (rule S4 before R1): a provider that enforces the schema (mode native
// or tool) is sent only what lint_schema passes for it. A schema it would reject is converted
// to its strict form (to_strict_schema); one that cannot be converted refuses the call, with
// the lint's findings, before any request. The reply is then read under the form sent and
// judged by the caller's schema (schema_reply_check.h), nulls standing for absent members
// taken out first (strict_round_trip.h).
#pragma once

#include <optional>
#include <string>

#include "run/run_call.h"
#include "run/wire/run_error.h"

namespace sg {

struct ProviderSchema {
    std::string sent;          // the schema text the request carries
    bool strict_form = false;  // `sent` is the strict form of the call's schema
};

// `schema`: the call's schema text, already checked to be a JSON object.
std::optional<RunError> provider_schema(const RunCall& call, OutputMode mode, ProviderSchema& out);

}  // namespace sg

// Checks a RunCall before anything is sent and derives what every attempt shares: the output
// mode, the conversation (with the P5 JSON-only instruction for PromptOnly), the tools.
// Refused with InvalidCall: no model or no message; a credential header; a schema that is
// not a strict-JSON object; a mode that needs a schema without one; Tool on OpenAI chat; a Gemini
// model name that cannot go into the URL path (? # : or a space); a schema
// or tool name outside [A-Za-z0-9_-]{1,64} (both providers' rule for these names); tool
// parameters that are not a JSON object. The schema sent is chosen after (provider_schema.h).
#pragma once

#include <optional>
#include <vector>

#include "run/provider_schema.h"
#include "run/run_call.h"
#include "run/wire/model_request.h"
#include "run/wire/run_error.h"

namespace sg {

struct PreparedCall {
    OutputMode mode = OutputMode::Text;
    std::vector<Message> messages;
    std::vector<ToolSpec> tools;  // a tool without parameters gets an empty object schema
    ProviderSchema schema;        // what the request carries as the schema (set by the runner)
};

std::optional<RunError> prepare_call(const RunCall& call, PreparedCall& prepared);

}  // namespace sg

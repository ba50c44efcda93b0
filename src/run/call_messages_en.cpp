// The English wording of call_messages.h.
#include "run/call_messages.h"

namespace sg {

std::string_view english_call_text(CallMessage message) {
    using M = CallMessage;
    switch (message) {
        case M::NoModel: return "no model is set";
        case M::GeminiModelInPath:
            return "the Gemini model \"{0}\" goes into the URL path and must not hold ? # : or a space; give a name such "
                   "as gemini-2.5-flash";
        case M::NoMessage: return "the conversation has no message";
        case M::CredentialHeader:
            return "the header \"{0}\" carries a credential; credentials are added by the host's fetch, never by the core";
        case M::ModeNeedsSchema: return "output mode {0} needs a schema";
        case M::ToolModeOnOpenAiChat:
            return "output mode tool is for Anthropic, Gemini and openai-responses; OpenAI chat enforces a schema with "
                   "mode native";
        case M::SchemaName: return "the schema name \"{0}\" must be 1 to 64 of A-Z a-z 0-9 _ -";
        case M::ToolName: return "the tool name \"{0}\" must be 1 to 64 of A-Z a-z 0-9 _ -";
        case M::SchemaNotJson: return "the schema is not valid JSON: {0}";
        case M::SchemaNotObject: return "the schema must be a JSON object";
        case M::ToolParametersNotJson: return "the parameters of tool {0} is not valid JSON: {1}";
        case M::ToolParametersNotObject: return "the parameters of tool {0} must be a JSON object";
        case M::PromptOnlyNeedsUser: return "a prompt-only call needs a user message for the JSON instruction";
        case M::InstructionNotBuilt: return "the JSON instruction could not be built: {0}";
        case M::SchemaNotCompiled: return "the schema cannot be compiled: {0}";
        case M::SchemaNotCompiledAt: return "the schema cannot be compiled at {0}: {1}";
        case M::ProviderRejects:
            return "{0} would reject the schema ({1}), and it has no strict form (at {2}: {3}); change the schema, or "
                   "send it with mode: 'prompt'";
        case M::FindingsMore: return "; and {0} more (lintSchema lists them all)";
        case M::NoRules: return "status judgment needs at least one rule";
        case M::UnknownStage: return "unknown judgment stage";
        case M::OutOfOrder: return "host protocol: {0} is not expected in this state";
        case M::ToolResultsNotAsked: return "host protocol: tool results were not asked for";
        case M::Cancelled: return "cancelled by the host";
    }
    return {};
}

}  // namespace sg

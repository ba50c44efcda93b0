// The wording of what a client says when it refuses the call itself (RunErrorKind::InvalidCall:
// no model, a schema that is not JSON or cannot be compiled, a tool's name, a judgment without
// rules, the host driving the protocol out of order, ...) and when the host cancels it, in the
// call's locale. One table per language (call_messages_en.cpp, call_messages_ja.cpp), as for
// the provider's own failures (wire/provider_messages.h). Names, modes, headers and the
// messages of other tables go in as values, as written. A row missing from a table does not
// compile (-Wswitch); tests/native/run_call_messages_test.cpp checks that every row has both
// texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"
#include "run/wire/run_error.h"

namespace sg {

#define SG_CALL_MESSAGES(X)                                                                                   \
    /* the call as the host gave it */                                                                       \
    X(NoModel, "NoModel") X(GeminiModelInPath, "GeminiModelInPath") X(NoMessage, "NoMessage")                \
    X(CredentialHeader, "CredentialHeader") X(ModeNeedsSchema, "ModeNeedsSchema")                            \
    X(ToolModeOnOpenAiChat, "ToolModeOnOpenAiChat") X(SchemaName, "SchemaName") X(ToolName, "ToolName")      \
    X(SchemaNotJson, "SchemaNotJson") X(SchemaNotObject, "SchemaNotObject")                                  \
    X(ToolParametersNotJson, "ToolParametersNotJson") X(ToolParametersNotObject, "ToolParametersNotObject")  \
    X(PromptOnlyNeedsUser, "PromptOnlyNeedsUser") X(InstructionNotBuilt, "InstructionNotBuilt")              \
    X(SchemaNotCompiled, "SchemaNotCompiled") X(SchemaNotCompiledAt, "SchemaNotCompiledAt")                  \
    /* a schema the provider would reject and that has no strict form */                                    \
    X(ProviderRejects, "ProviderRejects") X(FindingsMore, "FindingsMore")                                    \
    /* a status judgment */                                                                                  \
    X(NoRules, "NoRules") X(UnknownStage, "UnknownStage")                                                    \
    /* the host's driving of the protocol, and its cancelling */                                            \
    X(OutOfOrder, "OutOfOrder") X(ToolResultsNotAsked, "ToolResultsNotAsked") X(Cancelled, "Cancelled")
SG_NAMED_ENUM(CallMessage, SG_CALL_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view call_text(CallMessage message, Language language);

inline std::string call_message(Language language, CallMessage message,
                                std::initializer_list<std::string_view> values = {}) {
    return fill_message(call_text(message, language), values);
}

// The error of a call the host cancelled, Runner's and the machines' made of Runners alike.
inline RunError cancelled(Language language) {
    return run_error(RunErrorKind::Cancelled, call_message(language, CallMessage::Cancelled), false);
}

// Defined in call_messages_en.cpp and call_messages_ja.cpp.
std::string_view english_call_text(CallMessage message);
std::string_view japanese_call_text(CallMessage message);

}  // namespace sg

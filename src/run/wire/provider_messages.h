// The wording of what a client says about a provider's own failures, in the call's locale: an
// HTTP error status and an error event (the provider's code and message quoted as they came),
// a response that is not the wire's format, a malformed event in a stream, a stream cut
// before its stop, and the pieces of a Gemini function call's streamed arguments
// (gemini_partial_args.h). One table per language (provider_messages_en.cpp,
// provider_messages_ja.cpp), as for the reply's verdicts (reply/reply_messages.h). Wire field
// names, jsonPaths and what the provider said go in as values, as written. A row missing
// from a table does not compile (-Wswitch); tests/native/run_provider_messages_test.cpp checks
// that every row has both texts.
#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"
#include "core/message_fill.h"

namespace sg {

#define SG_PROVIDER_MESSAGES(X)                                                                               \
    /* the provider's own error: a status, an event */                                                       \
    X(HttpStatus, "HttpStatus") X(HttpStatusSaid, "HttpStatusSaid") X(StreamError, "StreamError")            \
    X(ErrorEventWithoutDetails, "ErrorEventWithoutDetails")                                                  \
    /* a whole response that holds no reply */                                                               \
    X(NotJson, "NotJson") X(NoChoices, "NoChoices") X(NoContentArray, "NoContentArray") X(NoOutput, "NoOutput") \
    X(NoCandidates, "NoCandidates") X(MalformedResponse, "MalformedResponse")                                \
    /* an event stream */                                                                                    \
    X(MalformedEvent, "MalformedEvent") X(DataNotJson, "DataNotJson") X(EndedBeforeStop, "EndedBeforeStop")  \
    X(BlockNotStarted, "BlockNotStarted") X(BlockStartUnusable, "BlockStartUnusable")                        \
    X(ToolCallWithoutIndex, "ToolCallWithoutIndex") X(ArgumentsNotAnnounced, "ArgumentsNotAnnounced")        \
    X(CallItemWithoutIndex, "CallItemWithoutIndex")                                                          \
    /* a Gemini function call whose arguments come in pieces */                                              \
    X(PiecesWithoutCall, "PiecesWithoutCall") X(PiecesNotArray, "PiecesNotArray") X(InCall, "InCall")        \
    X(PieceWithoutPath, "PieceWithoutPath") X(PieceValue, "PieceValue")                                      \
    X(PathTooLong, "PathTooLong") X(PathNoRoot, "PathNoRoot") X(PathTooManySteps, "PathTooManySteps")        \
    X(PathWhole, "PathWhole") X(PathIndexesArguments, "PathIndexesArguments") X(PathBadEscape, "PathBadEscape") \
    X(PathUnclosedName, "PathUnclosedName") X(PathBadIndex, "PathBadIndex")                                  \
    X(PathUnclosedIndex, "PathUnclosedIndex") X(PathEmptyName, "PathEmptyName")                              \
    X(PathWildcard, "PathWildcard") X(PathOtherStep, "PathOtherStep") X(PathSkipsIndex, "PathSkipsIndex")    \
    X(PathIndexIntoOther, "PathIndexIntoOther") X(PathNameIntoOther, "PathNameIntoOther")                    \
    X(PathSetsContainer, "PathSetsContainer")                                                                \
    /* what a value holds, for the rows above */                                                             \
    X(HoldsObject, "HoldsObject") X(HoldsArray, "HoldsArray") X(HoldsString, "HoldsString")                  \
    X(HoldsNumber, "HoldsNumber") X(HoldsBoolean, "HoldsBoolean")
SG_NAMED_ENUM(ProviderMessage, SG_PROVIDER_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view provider_text(ProviderMessage message, Language language);

inline std::string provider_message(Language language, ProviderMessage message,
                                    std::initializer_list<std::string_view> values = {}) {
    return fill_message(provider_text(message, language), values);
}

// Defined in provider_messages_en.cpp and provider_messages_ja.cpp.
std::string_view english_provider_text(ProviderMessage message);
std::string_view japanese_provider_text(ProviderMessage message);

}  // namespace sg

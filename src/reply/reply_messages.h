// The wording of what parsing a reply says to people and to the model, one table per language
// (reply_messages_en.cpp, reply_messages_ja.cpp): the correction sent back (rule L6), why a
// lossy repair was refused (rule L2), a verdict without a message, a streamed reply stopped
// early (rule L4), the correction and the verdict of a check without a schema (run/reply_check.h),
// what the client says of a value a redaction or a library schema refused (npm/src/client.js),
// the status judgment's own checks and corrections (run/judgment_chain.cpp, rule R6), and why
// a reply was not read at all (run/stop_check.cpp, rule R2). Validation messages have
// their own table (schema/validation_messages.h). A row missing from a table does not compile
// (-Wswitch); tests/native/reply_messages_test.cpp checks that every row has both texts.
#pragma once

#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"

namespace sg {

#define SG_REPLY_MESSAGES(X)                                                                               \
    X(ReaskHeading, "ReaskHeading") X(ReaskUnreadable, "ReaskUnreadable") X(ReaskAt, "ReaskAt")            \
    X(ReaskTopLevel, "ReaskTopLevel") X(ReaskMore, "ReaskMore") X(ReaskRequest, "ReaskRequest")            \
    X(NoMatch, "NoMatch") X(LossyAdvice, "LossyAdvice") X(LossyTruncated, "LossyTruncated")                \
    X(LossyUnclosed, "LossyUnclosed") X(LossyUnterminatedString, "LossyUnterminatedString")                \
    X(LossyUnpairedQuote, "LossyUnpairedQuote") X(LossyLoneSign, "LossyLoneSign")                          \
    X(LossyAmbiguousValue, "LossyAmbiguousValue") X(LossyGluedValues, "LossyGluedValues")                  \
    X(LossyStrayBracket, "LossyStrayBracket") X(LossyBrokenEscape, "LossyBrokenEscape")                    \
    X(LossyContentRemoved, "LossyContentRemoved") X(StoppedEarly, "StoppedEarly")           \
    X(ReaskUnusable, "ReaskUnusable") X(ReaskJsonOnly, "ReaskJsonOnly") X(RejectedByCheck, "RejectedByCheck") \
    X(RedactedFails, "RedactedFails") X(LibraryRejected, "LibraryRejected") X(WholeValue, "WholeValue") \
    X(RuleNumber, "RuleNumber") X(RuleNumberReask, "RuleNumberReask") X(RuleTagMissing, "RuleTagMissing")       \
    X(RuleTagReask, "RuleTagReask") X(NoRuleMatched, "NoRuleMatched")                                            \
    X(StopReason, "StopReason") X(StopLength, "StopLength") X(StopFilter, "StopFilter")                          \
    X(StopRefusal, "StopRefusal") X(StopMissing, "StopMissing") X(StopOther, "StopOther")                        \
    X(StopToolNotOffered, "StopToolNotOffered") X(Refused, "Refused")
SG_NAMED_ENUM(ReplyMessage, SG_REPLY_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view reply_text(ReplyMessage message, Language language);

// Defined in reply_messages_en.cpp and reply_messages_ja.cpp.
std::string_view english_reply_text(ReplyMessage message);
std::string_view japanese_reply_text(ReplyMessage message);

}  // namespace sg

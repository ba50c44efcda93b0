// The English wording of reply_messages.h. The correction is short on purpose: it is paid for
// in tokens on every retry.
#include "reply/reply_messages.h"

namespace sg {

std::string_view english_reply_text(ReplyMessage message) {
    using M = ReplyMessage;
    switch (message) {
        case M::ReaskHeading: return "Your previous reply did not match the required JSON schema:";
        case M::ReaskUnreadable: return "- the JSON could not be read: {0}";
        case M::ReaskAt: return "- at {0}: {1}";
        case M::ReaskTopLevel: return "the top level";
        case M::ReaskMore: return "- and {0} more";
        case M::ReaskRequest: return "Reply again with the corrected JSON only, as one ```json fence, with no other text.";
        case M::NoMatch: return "the value does not match the schema";
        case M::LossyAdvice:
            return "{0} (repair '{1}'); pass allowLossy: true to accept the partial value, or ask the model again";
        case M::LossyTruncated: return "the reply ends inside the JSON value, so it is cut short";
        case M::LossyUnclosed: return "the JSON value stops making sense here and the rest of it is left out";
        case M::LossyUnterminatedString:
            return "a string the reply never closed is ended before the brackets that end the reply; the reply may have "
                   "been cut inside it";
        case M::LossyUnpairedQuote: return "an inner quote without a partner may have ended the string here";
        case M::LossyLoneSign: return "a value that is only a sign: a dash, or a number whose digits are lost";
        case M::LossyAmbiguousValue:
            return "a value that reads two ways (a text or a tuple, a literal or a string the schema takes too): which "
                   "one the model meant is unknown";
        case M::LossyGluedValues: return "two values with nothing between them: a stream of values, or one and debris";
        case M::LossyStrayBracket: return "an empty container another closer ends: an empty value, or a stray bracket";
        case M::LossyBrokenEscape:
            return "an escape JSON does not know: the character it meant is unknown (the backslash is kept as text)";
        case M::LossyContentRemoved: return "text next to the value is left out: it may be part of the answer";
        case M::ReaskUnusable: return "Your previous reply could not be used:";
        case M::ReaskJsonOnly: return "Reply again with only the JSON object, following the schema exactly.";
        case M::RejectedByCheck: return "the reply was rejected by the check";
        case M::RedactedFails:
            return "the value held a credential of this client, replaced by {0}, and no longer passes the schema: {1}";
        case M::LibraryRejected: return "the {0} schema rejected the value: {1}";
        case M::WholeValue: return "(the value)";
        case M::RuleNumber: return "{0} must be the number of a rule, from 1 to {1}";
        case M::RuleNumberReask: return "Set \"{0}\" to the number of the matching rule, from 1 to {1}, and reply with the JSON object only.";
        case M::RuleTagMissing: return "no rule tag such as {0} with a rule number from 1 to {1}";
        case M::RuleTagReask: return "Your reply has no rule tag. Output only the tag of the matching rule, such as {0}, on one line.";
        case M::NoRuleMatched: return "no stage of the status judgment found a matching rule";
        case M::StopReason: return " (stop reason \"{0}\")";
        case M::StopLength: return "the reply was cut off by the output token limit";
        case M::StopFilter: return "the provider's content filter stopped the reply";
        case M::StopRefusal: return "the model refused to answer";
        case M::StopMissing: return "the reply has no stop reason";
        case M::StopOther: return "the model stopped for an unexpected reason";
        case M::StopToolNotOffered: return "the model called a tool that was not offered";
        case M::Refused: return "the model refused: {0}";
        case M::StoppedEarly: return "the reply was stopped after {0} bytes, where it could no longer pass the schema: {1}";
    }
    return "";
}

}  // namespace sg

// The English wording of reading_messages.h: each message says what to do about it (raise
// which option, ask the model for what), since the reader is usually the developer.
#include "core/reading_messages.h"

namespace sg {

std::string_view english_reading_text(ReadingMessage message) {
    using M = ReadingMessage;
    switch (message) {
        case M::InputTooLarge: return "the reply is {0} bytes, over maxInputBytes ({1}); raise maxInputBytes to read it";
        case M::FenceTooLarge: return "the {0} holds {1} bytes, over maxFenceBytes ({2}); raise maxFenceBytes to read it";
        case M::UnlabelledBlock: return "unlabelled code block";
        case M::LabelledFence: return "```{0} fence";
        case M::UnterminatedReasoning:
            return "the reply ends inside a reasoning block that opens here and never closes: the model stopped while "
                   "thinking; raise its output token limit";
        case M::NoJson: return "no JSON in the reply: no code fence and no {…}; ask the model to end with a ```json fence";
        case M::FenceEmpty: return "the {0} is empty; expected a JSON object or array in it";
        case M::FenceNotJson: return "the {0} does not start with { or [; expected a JSON object or array in it";
        case M::LastBlockNotJson:
            return "the last code block ({0}) does not hold a JSON object and the reply has no {…} outside it; ask the "
                   "model to end with a ```json fence";
        case M::PartOfLargerValue:
            return "the {…} found is part of a larger JSON value that does not parse: JSON text goes on here";
        case M::DepthLimit: return "JSON nesting is deeper than maxDepth ({0}); raise maxDepth if such depth is expected";
        case M::InvalidJsonOnLine: return "invalid JSON on line {0}: {1}";
        case M::NumberOutOfRange: return "the number is beyond the range of a double (about 1.8e308)";
        case M::TrailingComma: return "a trailing comma before '{0}' is not allowed in strict JSON";
        case M::Comment: return "comments are not allowed in strict JSON";
        case M::NulByte: return "a NUL byte is not allowed in JSON (inside a string, write it as \\u0000)";
        case M::SingleQuotes: return "strings and names must use double quotes in strict JSON";
        case M::EndsEarly: return "the JSON ends too early (truncated output?)";
        case M::ParseRootNotSingular: return "The document root must not be followed by other values.";
        case M::ParseValueInvalid: return "Invalid value.";
        case M::ParseMissName: return "Missing a name for object member.";
        case M::ParseMissColon: return "Missing a colon after a name of object member.";
        case M::ParseMissCommaOrCurly: return "Missing a comma or '}' after an object member.";
        case M::ParseMissCommaOrSquare: return "Missing a comma or ']' after an array element.";
        case M::ParseEscapeHex: return "Incorrect hex digit after \\u escape in string.";
        case M::ParseSurrogate: return "The surrogate pair in string is invalid.";
        case M::ParseEscapeInvalid: return "Invalid escape character in string.";
        case M::ParseMissQuote: return "Missing a closing quotation mark in string.";
        case M::ParseEncoding: return "Invalid encoding in string.";
        case M::ParseMissFraction: return "Miss fraction part in number.";
        case M::ParseMissExponent: return "Miss exponent in number.";
        case M::ParseTermination: return "Terminate parsing due to Handler error.";
        case M::ParseSyntax: return "Unspecific syntax error.";
        case M::ParseUnknown: return "Unknown error.";
        case M::RepairedNotJson: return "the repaired JSON does not parse: {0}";
        case M::RepairFault: return "a fault of the repair";
        case M::NothingRecovered: return "no JSON could be recovered: {0}";
        case M::TooManyCandidates:
            return "the reply has more than {0} places where JSON may start ('{' or '['): send fewer, or split the text";
        case M::TooManyRepairs:
            return "the reply needs more than {0} repairs: it is not JSON with a few mistakes; ask the model again";
        case M::ExpectedValueAfterColon: return "expected a value after ':', found {0}";
        case M::ExpectedItem: return "expected a value or ']' in an array, found {0}";
        case M::ExpectedKey: return "expected a key or '}' in an object, found {0}";
        case M::ExpectedColon: return "expected ':' after the key, found {0}";
        case M::Unexpected: return "unexpected {0}";
        case M::Byte: return "byte 0x{0}";
        case M::ResponseTooLarge: return "the response is larger than maxResponseBytes ({0}); raise maxResponseBytes to read it";
        case M::NoResponseWithin: return "no response within {0} ms";
        case M::RequestFailed: return "the request failed without a response";
        case M::AnObject: return "an object";
        case M::AnArray: return "an array";
        case M::StreamReleased:
            return "this stream parser gave its memory back: it was the least recently used while the live stream parsers "
                   "held more than {0} MiB of input between them; call end() or free() on a parser once its stream is over";
    }
    return "";
}

}  // namespace sg

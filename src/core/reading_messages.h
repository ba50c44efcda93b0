// The wording of what reading a reply says to people when it cannot: no JSON found (rules
// X1-X4), strict JSON refused and why (X5), a limit passed (maxInputBytes, maxFenceBytes,
// maxDepth, maxResponseBytes), lenient reading that recovers nothing (L1), a model call's
// response that never came (R4: a timeout, a failed request). One table per
// language (reading_messages_en.cpp, reading_messages_ja.cpp), as for validation messages
// (schema/validation_messages.h) and the correction (reply/reply_messages.h). The Parse* rows
// are RapidJSON's own reasons (rapidjson/error/en.h), kept word for word in English, so that
// its texts are said in every language too. A row missing from a table does not compile
// (-Wswitch); tests/native/reading_messages_test.cpp checks that every row has both texts.
#pragma once

#include <string_view>

#include "core/enum_names.h"
#include "core/language.h"

namespace sg {

#define SG_READING_MESSAGES(X)                                                                             \
    X(InputTooLarge, "InputTooLarge") X(FenceTooLarge, "FenceTooLarge")                                    \
    X(UnlabelledBlock, "UnlabelledBlock") X(LabelledFence, "LabelledFence")                                \
    X(UnterminatedReasoning, "UnterminatedReasoning") X(NoJson, "NoJson")                                  \
    X(FenceEmpty, "FenceEmpty") X(FenceNotJson, "FenceNotJson") X(LastBlockNotJson, "LastBlockNotJson")    \
    X(PartOfLargerValue, "PartOfLargerValue") X(DepthLimit, "DepthLimit")                                  \
    X(InvalidJsonOnLine, "InvalidJsonOnLine") X(NumberOutOfRange, "NumberOutOfRange")                      \
    X(TrailingComma, "TrailingComma") X(Comment, "Comment") X(NulByte, "NulByte")                          \
    X(SingleQuotes, "SingleQuotes") X(EndsEarly, "EndsEarly")                                              \
    X(ParseRootNotSingular, "ParseRootNotSingular") X(ParseValueInvalid, "ParseValueInvalid")              \
    X(ParseMissName, "ParseMissName") X(ParseMissColon, "ParseMissColon")                                  \
    X(ParseMissCommaOrCurly, "ParseMissCommaOrCurly") X(ParseMissCommaOrSquare, "ParseMissCommaOrSquare")  \
    X(ParseEscapeHex, "ParseEscapeHex") X(ParseSurrogate, "ParseSurrogate")                                \
    X(ParseEscapeInvalid, "ParseEscapeInvalid") X(ParseMissQuote, "ParseMissQuote")                        \
    X(ParseEncoding, "ParseEncoding") X(ParseMissFraction, "ParseMissFraction")                            \
    X(ParseMissExponent, "ParseMissExponent") X(ParseTermination, "ParseTermination")                      \
    X(ParseSyntax, "ParseSyntax") X(ParseUnknown, "ParseUnknown")                                          \
    X(RepairedNotJson, "RepairedNotJson") X(RepairFault, "RepairFault") X(NothingRecovered, "NothingRecovered") \
    X(TooManyCandidates, "TooManyCandidates") X(TooManyRepairs, "TooManyRepairs")                          \
    X(ExpectedValueAfterColon, "ExpectedValueAfterColon") X(ExpectedItem, "ExpectedItem")                  \
    X(ExpectedKey, "ExpectedKey") X(ExpectedColon, "ExpectedColon") X(Unexpected, "Unexpected")            \
    X(Byte, "Byte") X(ResponseTooLarge, "ResponseTooLarge") X(StreamReleased, "StreamReleased")         \
    X(NoResponseWithin, "NoResponseWithin") X(RequestFailed, "RequestFailed")                              \
    /* a value named in a message by what it is (json/value_description.h) */                              \
    X(AnObject, "AnObject") X(AnArray, "AnArray")
SG_NAMED_ENUM(ReadingMessage, SG_READING_MESSAGES)

// The row's text in `language`, with its numbered places ("{0}") still open.
std::string_view reading_text(ReadingMessage message, Language language);

// Defined in reading_messages_en.cpp and reading_messages_ja.cpp.
std::string_view english_reading_text(ReadingMessage message);
std::string_view japanese_reading_text(ReadingMessage message);

}  // namespace sg

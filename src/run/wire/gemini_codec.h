// Gemini generateContent (POST {base}/models/{model}:generateContent, or
// :streamGenerateContent?alt=sse; the Gemini API and Vertex AI share the body): kGeminiCodec
// (wire_codec.h) writes the request body and reads a whole JSON response (candidates[0]:
// parts, finishReason; promptFeedback.blockReason; usageMetadata); GeminiReplyStream
// (gemini_stream.cpp) reads the event stream.
//  - Native output: generationConfig {responseMimeType:"application/json",
//    responseJsonSchema} — or responseSchema, the OpenAPI 3.0 subset, for 'gemini-legacy'.
//  - Tool output: one function named after the schema, forced with toolConfig
//    functionCallingConfig {mode:"ANY", allowedFunctionNames:[name]}; the reply is its args.
//  - System messages go to systemInstruction; the assistant is role "model"; tool results
//    are functionResponse parts ({output} or {error}) named after the call they answer,
//    consecutive ones in one turn; function calls go back with their thoughtSignature.
//  - A reply's text is its text parts but not its thought summaries (`thought: true`).
//  - Our requests never ask for streamFunctionCallArguments, but a reply that carries its
//    partialArgs pieces is read (GeminiReplyReader).
#pragma once

#include <cstddef>
#include <optional>
#include <string>

#include <rapidjson/document.h>

#include "core/language.h"
#include "core/result.h"
#include "run/wire/gemini_partial_args.h"
#include "run/wire/wire_codec.h"

namespace sg {

// The reading of one reply, a whole body or a stream's events: a function call whose arguments
// come in pieces (functionCall.partialArgs, gemini_partial_args.h) spans several parts. A part
// with a name opens a call; parts without one add to the open call; the call ends with the first
// part whose functionCall does not say willContinue (the `{}` that usually ends it, or the last
// piece itself), at the finishReason or at the end of the body, with the arguments that came.
class GeminiReplyReader {
public:
    // `language`: of what it says was malformed.
    explicit GeminiReplyReader(Language language) : language_(language) {}

    // One GenerateContentResponse added to `reply`: text and function calls appended, the stop
    // reason and usage set when present. Returns the text and argument bytes it added, or what
    // was malformed. False in `has_content` when there was neither a candidate nor a prompt block.
    Result<std::size_t, std::string> read(const rapidjson::Value& chunk, ModelReply& reply, bool& has_content);

    // The body ended: a call still open gets the arguments that came.
    void end(ModelReply& reply);

private:
    Result<std::size_t, std::string> read_part(const rapidjson::Value& part, ModelReply& reply);
    Result<std::size_t, std::string> read_call(const rapidjson::Value& call, const rapidjson::Value& part, ModelReply& reply);

    struct OpenCall {
        std::size_t at = 0;  // its ToolCall in reply.tool_calls
        PartialArgs args;
    };
    std::optional<OpenCall> open_;
    Language language_;
};

// Each event is `data: <GenerateContentResponse>` holding the next parts; the one with a
// finishReason ends the reply, and the stream ends with the body (there is no [DONE]). An
// event holding `error` is a mid-stream failure.
class GeminiReplyStream : public ModelReplyStream {
public:
    explicit GeminiReplyStream(Language language) : ModelReplyStream(language), reader_(language) {}

private:
    void take_data(const SseEvent& event, const rapidjson::Value& data) override;

    GeminiReplyReader reader_;
};

}  // namespace sg

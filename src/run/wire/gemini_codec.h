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
#pragma once

#include <cstddef>

#include <rapidjson/document.h>

#include "run/wire/wire_codec.h"

namespace sg {

// Each event is `data: <GenerateContentResponse>` holding the next parts; the one with a
// finishReason ends the reply, and the stream ends with the body (there is no [DONE]). An
// event holding `error` is a mid-stream failure.
class GeminiReplyStream : public ModelReplyStream {
private:
    void take_data(const SseEvent& event, const rapidjson::Value& data) override;
};

// One GenerateContentResponse (a whole body or a stream event) added to `reply`: text and
// function calls appended, the stop reason and usage set when present. Returns the text and
// argument bytes it added. False in `has_content` when there was neither a candidate nor a
// prompt block.
std::size_t read_gemini_chunk(const rapidjson::Value& chunk, ModelReply& reply, bool& has_content);

}  // namespace sg

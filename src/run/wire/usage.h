// Token usage as the provider reported it (rule R7): never estimated. Both wires are read
// into one shape so that attempts, rounds and calls can be summed.
//  - OpenAI: input = prompt_tokens, output = completion_tokens, total = total_tokens,
//    cache_read = prompt_tokens_details.cached_tokens (already inside input),
//    reasoning = completion_tokens_details.reasoning_tokens (already inside output).
//  - Anthropic: its input_tokens exclude cached input, so input = input_tokens +
//    cache_creation_input_tokens + cache_read_input_tokens (comparable with OpenAI's),
//    cache_read / cache_write are those two fields, total = input + output.
//  - Gemini (usageMetadata): input = promptTokenCount, output = candidatesTokenCount +
//    thoughtsTokenCount (thinking is billed as output, as OpenAI's reasoning tokens are),
//    reasoning = thoughtsTokenCount, cache_read = cachedContentTokenCount, total =
//    totalTokenCount (which also counts toolUsePromptTokenCount).
//  - OpenAI Responses: input = input_tokens, output = output_tokens, total = total_tokens,
//    cache_read = input_tokens_details.cached_tokens, reasoning =
//    output_tokens_details.reasoning_tokens (both already inside, as in Chat Completions).
#pragma once

#include <cstdint>

#include <rapidjson/document.h>

namespace sg {

// Only counts, like any struct of numbers (providers/example_instance.h's ExampleOptions looks
// the same): alike in shape, nothing in common to share.
struct Usage {
    std::int64_t input_tokens = 0;
    std::int64_t output_tokens = 0;
    std::int64_t total_tokens = 0;
    std::int64_t cache_read_tokens = 0;
    std::int64_t cache_write_tokens = 0;
    std::int64_t reasoning_tokens = 0;
    bool reported = false;  // the provider sent a usage object at all

    Usage& operator+=(const Usage& other);
};

// Readers of the providers' `usage` objects; fields that are absent, null or not whole
// numbers count 0.
Usage openai_usage(const rapidjson::Value& usage);
Usage anthropic_usage(const rapidjson::Value& usage);
Usage gemini_usage(const rapidjson::Value& usage_metadata);
Usage responses_usage(const rapidjson::Value& usage);

// The usage object in member `name` of `object`, read by `reader` into `usage`; a member that
// is absent or not an object (OpenAI streams send null before the last chunk) leaves `usage`
// as it is.
void read_usage_member(const rapidjson::Value& object, const char* name, Usage (*reader)(const rapidjson::Value&),
                       Usage& usage);

// A whole number >= 0 in member `name` of `object`, else 0.
std::int64_t count_member(const rapidjson::Value& object, const char* name);

}  // namespace sg

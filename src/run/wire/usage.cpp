#include "run/wire/usage.h"

#include <limits>

#include "run/wire/json_body.h"

namespace sg {
namespace {

// Counts are the provider's numbers (any int64 >= 0), so their sums saturate rather than
// overflow.
std::int64_t plus(std::int64_t a, std::int64_t b) {
    std::int64_t sum = 0;
    return __builtin_add_overflow(a, b, &sum) ? std::numeric_limits<std::int64_t>::max() : sum;
}

}  // namespace

Usage& Usage::operator+=(const Usage& other) {
    input_tokens = plus(input_tokens, other.input_tokens);
    output_tokens = plus(output_tokens, other.output_tokens);
    total_tokens = plus(total_tokens, other.total_tokens);
    cache_read_tokens = plus(cache_read_tokens, other.cache_read_tokens);
    cache_write_tokens = plus(cache_write_tokens, other.cache_write_tokens);
    reasoning_tokens = plus(reasoning_tokens, other.reasoning_tokens);
    reported = reported || other.reported;
    return *this;
}

std::int64_t count_member(const rapidjson::Value& object, const char* name) {
    const rapidjson::Value* member = find_member(object, name);
    if (!member || !member->IsInt64()) return 0;
    return member->GetInt64() > 0 ? member->GetInt64() : 0;
}

namespace {

// OpenAI's two APIs report the same counts under different names.
struct OpenAIUsageNames {
    const char* input;
    const char* output;
    const char* input_details;
    const char* output_details;
};

Usage openai_family_usage(const rapidjson::Value& usage, const OpenAIUsageNames& names) {
    Usage read;
    if (!usage.IsObject()) return read;
    read.reported = true;
    read.input_tokens = count_member(usage, names.input);
    read.output_tokens = count_member(usage, names.output);
    read.total_tokens = count_member(usage, "total_tokens");
    if (read.total_tokens == 0) read.total_tokens = plus(read.input_tokens, read.output_tokens);
    if (const rapidjson::Value* details = find_member(usage, names.input_details)) {
        read.cache_read_tokens = count_member(*details, "cached_tokens");
    }
    if (const rapidjson::Value* details = find_member(usage, names.output_details)) {
        read.reasoning_tokens = count_member(*details, "reasoning_tokens");
    }
    return read;
}

}  // namespace

Usage openai_usage(const rapidjson::Value& usage) {
    return openai_family_usage(usage, {"prompt_tokens", "completion_tokens", "prompt_tokens_details", "completion_tokens_details"});
}

Usage responses_usage(const rapidjson::Value& usage) {
    return openai_family_usage(usage, {"input_tokens", "output_tokens", "input_tokens_details", "output_tokens_details"});
}

Usage anthropic_usage(const rapidjson::Value& usage) {
    Usage read;
    if (!usage.IsObject()) return read;
    read.reported = true;
    read.cache_read_tokens = count_member(usage, "cache_read_input_tokens");
    read.cache_write_tokens = count_member(usage, "cache_creation_input_tokens");
    read.input_tokens = plus(plus(count_member(usage, "input_tokens"), read.cache_read_tokens), read.cache_write_tokens);
    read.output_tokens = count_member(usage, "output_tokens");
    read.total_tokens = plus(read.input_tokens, read.output_tokens);
    return read;
}

Usage gemini_usage(const rapidjson::Value& usage) {
    Usage read;
    if (!usage.IsObject()) return read;
    read.reported = true;
    read.input_tokens = count_member(usage, "promptTokenCount");
    read.reasoning_tokens = count_member(usage, "thoughtsTokenCount");
    read.output_tokens = plus(count_member(usage, "candidatesTokenCount"), read.reasoning_tokens);
    read.cache_read_tokens = count_member(usage, "cachedContentTokenCount");
    read.total_tokens = count_member(usage, "totalTokenCount");
    if (read.total_tokens == 0) read.total_tokens = plus(read.input_tokens, read.output_tokens);
    return read;
}

}  // namespace sg

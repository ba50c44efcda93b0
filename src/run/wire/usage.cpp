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

Usage openai_usage(const rapidjson::Value& usage) {
    Usage read;
    if (!usage.IsObject()) return read;
    read.reported = true;
    read.input_tokens = count_member(usage, "prompt_tokens");
    read.output_tokens = count_member(usage, "completion_tokens");
    read.total_tokens = count_member(usage, "total_tokens");
    if (read.total_tokens == 0) read.total_tokens = plus(read.input_tokens, read.output_tokens);
    if (const rapidjson::Value* details = find_member(usage, "prompt_tokens_details")) {
        read.cache_read_tokens = count_member(*details, "cached_tokens");
    }
    if (const rapidjson::Value* details = find_member(usage, "completion_tokens_details")) {
        read.reasoning_tokens = count_member(*details, "reasoning_tokens");
    }
    return read;
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

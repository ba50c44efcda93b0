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

// Where a provider puts one count: a member of its usage object, or of an object inside it
// (OpenAI's *_details). A place without a name counts 0.
struct CountPlace {
    const char* name = nullptr;
    const char* inside = nullptr;
};

// Each count as the sum of its places (usage.h says why each provider's are these); a total
// the provider leaves out, or reports as 0, is input + output.
struct UsagePlaces {
    CountPlace input[3];
    CountPlace output[2];
    CountPlace total;
    CountPlace cache_read;
    CountPlace cache_write;
    CountPlace reasoning;
};

constexpr UsagePlaces kOpenAIChatPlaces{{{"prompt_tokens"}}, {{"completion_tokens"}}, {"total_tokens"},
                                        {"cached_tokens", "prompt_tokens_details"}, {},
                                        {"reasoning_tokens", "completion_tokens_details"}};
constexpr UsagePlaces kResponsesPlaces{{{"input_tokens"}}, {{"output_tokens"}}, {"total_tokens"},
                                       {"cached_tokens", "input_tokens_details"}, {},
                                       {"reasoning_tokens", "output_tokens_details"}};
constexpr UsagePlaces kAnthropicPlaces{{{"input_tokens"}, {"cache_read_input_tokens"}, {"cache_creation_input_tokens"}},
                                       {{"output_tokens"}}, {}, {"cache_read_input_tokens"},
                                       {"cache_creation_input_tokens"}, {}};
constexpr UsagePlaces kGeminiPlaces{{{"promptTokenCount"}}, {{"candidatesTokenCount"}, {"thoughtsTokenCount"}},
                                    {"totalTokenCount"}, {"cachedContentTokenCount"}, {}, {"thoughtsTokenCount"}};

std::int64_t count_at(const rapidjson::Value& usage, const CountPlace& place) {
    if (!place.name) return 0;
    if (!place.inside) return count_member(usage, place.name);
    const rapidjson::Value* inner = find_member(usage, place.inside);
    return inner ? count_member(*inner, place.name) : 0;
}

template <std::size_t N>
std::int64_t sum_at(const rapidjson::Value& usage, const CountPlace (&places)[N]) {
    std::int64_t sum = 0;
    for (const CountPlace& place : places) sum = plus(sum, count_at(usage, place));
    return sum;
}

Usage read_usage(const rapidjson::Value& usage, const UsagePlaces& places) {
    Usage read;
    if (!usage.IsObject()) return read;
    read.reported = true;
    read.input_tokens = sum_at(usage, places.input);
    read.output_tokens = sum_at(usage, places.output);
    read.total_tokens = count_at(usage, places.total);
    if (read.total_tokens == 0) read.total_tokens = plus(read.input_tokens, read.output_tokens);
    read.cache_read_tokens = count_at(usage, places.cache_read);
    read.cache_write_tokens = count_at(usage, places.cache_write);
    read.reasoning_tokens = count_at(usage, places.reasoning);
    return read;
}

}  // namespace

Usage openai_usage(const rapidjson::Value& usage) { return read_usage(usage, kOpenAIChatPlaces); }
Usage responses_usage(const rapidjson::Value& usage) { return read_usage(usage, kResponsesPlaces); }
Usage anthropic_usage(const rapidjson::Value& usage) { return read_usage(usage, kAnthropicPlaces); }
Usage gemini_usage(const rapidjson::Value& usage) { return read_usage(usage, kGeminiPlaces); }

void read_usage_member(const rapidjson::Value& object, const char* name, Usage (*reader)(const rapidjson::Value&),
                       Usage& usage) {
    const rapidjson::Value* member = find_member(object, name);
    if (member && member->IsObject()) usage = reader(*member);
}

}  // namespace sg

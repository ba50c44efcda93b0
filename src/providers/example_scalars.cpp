#include "providers/example_scalars.h"

#include <cmath>
#include <limits>
#include <string>

#include "providers/schema_facts.h"

namespace sg::providers {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

struct Range {
    double low = -kInfinity, high = kInfinity;
    bool low_exclusive = false, high_exclusive = false;

    bool contains(double x) const {
        return (x > low || (!low_exclusive && x == low)) && (x < high || (!high_exclusive && x == high));
    }
};

// 2020-12 writes exclusive bounds as numbers; draft-04 wrote them as booleans beside minimum.
Range range_of(const rapidjson::Value& schema) {
    Range r;
    auto number = [&](std::string_view k) -> const rapidjson::Value* {
        const rapidjson::Value* v = member(schema, k);
        return v != nullptr && v->IsNumber() ? v : nullptr;
    };
    if (const auto* v = number("minimum")) r.low = v->GetDouble();
    if (const auto* v = number("maximum")) r.high = v->GetDouble();
    if (const auto* v = number("exclusiveMinimum"); v && v->GetDouble() >= r.low) {
        r.low = v->GetDouble();
        r.low_exclusive = true;
    }
    if (const auto* v = number("exclusiveMaximum"); v && v->GetDouble() <= r.high) {
        r.high = v->GetDouble();
        r.high_exclusive = true;
    }
    if (const rapidjson::Value* b = member(schema, "exclusiveMinimum"); b && b->IsTrue()) r.low_exclusive = true;
    if (const rapidjson::Value* b = member(schema, "exclusiveMaximum"); b && b->IsTrue()) r.high_exclusive = true;
    return r;
}

// The allowed value nearest to zero: zero itself, else the lowest above a positive lower
// bound, else the highest below a negative upper bound.
double nearest_to_zero(const Range& r, double step) {
    if (r.contains(0)) return 0;
    const bool above = r.low >= 0;
    if (step > 0) {
        double c = above ? std::ceil(r.low / step) * step : std::floor(r.high / step) * step;
        if (!r.contains(c)) c += above ? step : -step;
        return c;
    }
    if (above) return !r.low_exclusive ? r.low : (std::isfinite(r.high) ? (r.low + r.high) / 2 : r.low + 1);
    return !r.high_exclusive ? r.high : (std::isfinite(r.low) ? (r.low + r.high) / 2 : r.high - 1);
}

std::string format_sample(std::string_view format) {
    struct Sample {
        std::string_view format, value;
    };
    static constexpr Sample kSamples[] = {
        {"date-time", "1970-01-01T00:00:00Z"},
        {"date", "1970-01-01"},
        {"time", "00:00:00Z"},
        {"duration", "P0D"},
        {"email", "user@example.com"},
        {"idn-email", "user@example.com"},
        {"hostname", "example.com"},
        {"idn-hostname", "example.com"},
        {"ipv4", "192.0.2.0"},
        {"ipv6", "2001:db8::"},
        {"uuid", "00000000-0000-0000-0000-000000000000"},
        {"uri", "https://example.com/"},
        {"uri-reference", "https://example.com/"},
        {"iri", "https://example.com/"},
        {"iri-reference", "https://example.com/"},
        {"uri-template", "https://example.com/"},
        {"relative-json-pointer", "0"},
    };
    for (const Sample& s : kSamples) {
        if (s.format == format) return std::string(s.value);
    }
    return "";
}

}  // namespace

bool example_number(const rapidjson::Value& schema, bool integer, std::size_t variant, rapidjson::Value& out,
                    ExampleMessage& why) {
    const Range r = range_of(schema);
    const rapidjson::Value* multiple = member(schema, "multipleOf");
    const double step = multiple != nullptr && multiple->IsNumber() && multiple->GetDouble() > 0 ? multiple->GetDouble()
                        : integer                                                                ? 1
                                                                                                 : 0;
    double value = nearest_to_zero(r, step);
    if (variant > 0)
        value += (r.low >= 0 || r.contains(0) ? 1.0 : -1.0) * static_cast<double>(variant) * (step > 0 ? step : 1);
    if (!r.contains(value) || !std::isfinite(value)) {
        why = integer ? ExampleMessage::NoInteger : ExampleMessage::NoNumber;
        return false;
    }
    if (value == std::floor(value) && std::fabs(value) < 9.0e15) {
        out.SetInt64(static_cast<std::int64_t>(value));
    } else {
        out.SetDouble(value);
    }
    return true;
}

bool example_string(const rapidjson::Value& schema, std::size_t variant, Allocator& allocator, rapidjson::Value& out,
                    ExampleMessage& why) {
    const rapidjson::Value* min = member(schema, "minLength");
    const rapidjson::Value* max = member(schema, "maxLength");
    const std::size_t min_length = min != nullptr && min->IsNumber() ? static_cast<std::size_t>(min->GetDouble()) : 0;
    const std::size_t max_length = max != nullptr && max->IsNumber() ? static_cast<std::size_t>(max->GetDouble())
                                                                     : std::numeric_limits<std::size_t>::max();
    const rapidjson::Value* format = member(schema, "format");
    std::string text = format != nullptr && format->IsString() ? format_sample(string_of(*format)) : "";
    if (text.empty()) {
        const std::string suffix = variant > 0 ? std::to_string(variant) : "";
        text = std::string(min_length > suffix.size() ? min_length - suffix.size() : 0, 'a') + suffix;
    }
    if (min_length > max_length || code_points(text) > max_length) {
        why = ExampleMessage::NoString;
        return false;
    }
    out.SetString(text.data(), static_cast<rapidjson::SizeType>(text.size()), allocator);
    return true;
}

}  // namespace sg::providers

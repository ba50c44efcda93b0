// Rules R3 (estimateMaxTokens, evaluated in doubles as the commander design's JavaScript does)
// and S6 (legacy records: a flag that is absent reads as true, `enabled !== false`).
#include <cmath>

#include "providers_test_support.h"
#include "providers/legacy_flags.h"
#include "providers/token_estimate.h"

using namespace sg;

namespace {

// Seed 003's estimateMaxTokens(slotCount, attempt): base 500, 150 per nudge, 400 for the posts.
double commander_estimate(double slots, double attempt) {
    TokenEstimateInput input;
    input.base = 500;
    input.items = slots;
    input.per_item = 150;
    input.extra = 400;
    input.attempt = attempt;
    const Result<double> r = estimate_max_tokens(input);
    REQUIRE(r.ok());
    return r.value();
}

}  // namespace

TEST_CASE("R3 the commander design: 15 slots at attempt 2 give 5356, as JavaScript computes it, not 5355") {
    // (500 + 15 × 150 + 400) × (1.3 + 2 × 0.2) = 3150 × 1.7000000000000002 = 5355.000000000001
    CHECK(commander_estimate(15, 2) == 5356);
}

TEST_CASE("R3 the commander design: the estimate grows with the attempt, and each value matches the doubles") {
    // Values from node: Math.ceil((500 + s * 150 + 400) * (1.3 + a * 0.2)).
    CHECK(commander_estimate(15, 0) == 4095);
    CHECK(commander_estimate(15, 1) == 4725);
    CHECK(commander_estimate(15, 2) > commander_estimate(15, 0));
    CHECK(commander_estimate(6, 0) == 2340);  // 1800 × 1.3 = 2340 exactly
    CHECK(commander_estimate(0, 0) == 1170);
    CHECK(commander_estimate(7, 2) == 3316);  // 1950 × 1.7000000000000002 = 3315.0000000000005
}

TEST_CASE("R3 negative, non-finite and fractional-attempt inputs are refused") {
    TokenEstimateInput negative;
    negative.items = -1;
    CHECK(estimate_max_tokens(negative).error().message == "items must be a finite number >= 0");
    TokenEstimateInput infinite;
    infinite.base = std::numeric_limits<double>::infinity();
    CHECK(estimate_max_tokens(infinite).error().code == ErrorCode::ValidationFailed);
    TokenEstimateInput fractional;
    fractional.attempt = 0.5;
    CHECK(estimate_max_tokens(fractional).error().message == "attempt must be a whole number");
}

TEST_CASE("R3 an estimate that overflows a double is LimitExceeded, not an infinite count") {
    TokenEstimateInput huge;
    huge.items = 1e200;
    huge.per_item = 1e200;
    const Result<double> r = estimate_max_tokens(huge);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().code == ErrorCode::LimitExceeded);
    CHECK(r.error().message ==
          "the estimate (base + items × perItem + extra) × (1.3 + 0.2 × attempt) overflows a double; give smaller inputs");
    TokenEstimateInput largest;
    largest.base = 1e300;  // × 1.3 still finite
    CHECK(estimate_max_tokens(largest).value() == std::ceil(1e300 * 1.3));
}

TEST_CASE("S6 enabled !== false: absent and true are on, only the boolean false is off") {
    CHECK(is_enabled(json(R"({"slot":"morning"})")));
    CHECK(is_enabled(json(R"({"enabled":true})")));
    CHECK_FALSE(is_enabled(json(R"({"enabled":false})")));
    CHECK(is_enabled(json(R"({"enabled":null})")));
    CHECK(is_enabled(json(R"({"enabled":"false"})")));
    CHECK(is_enabled(json(R"({"enabled":0})")));
    CHECK(is_enabled(json("[]")));
    CHECK_FALSE(is_enabled(json(R"({"published":false})"), "published"));
}

TEST_CASE("S6 the commander design: the pending filter keeps legacy and enabled posts and drops the fallback ones") {
    const rapidjson::Document posts = json(R"([{"text":"legacy"},{"text":"live","enabled":true},
        {"text":"fallback","enabled":false}])");
    std::vector<std::string> pending;
    for (const auto& post : posts.GetArray()) {
        if (is_enabled(post)) pending.emplace_back(post["text"].GetString());
    }
    CHECK(pending == Strings{"legacy", "live"});
}

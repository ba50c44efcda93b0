#include <random>

#include <catch2/catch.hpp>

#include "graph_test_support.h"

using namespace sg;

namespace {

struct RandomPlan {
    std::string json;
    std::vector<std::int32_t> words;
};

// A plan with every kind of number trouble: seqs from -1 to N + 2 (so zeros, negatives,
// duplicates and gaps) and dependencies on any of them.
RandomPlan random_plan(std::mt19937& random) {
    const int count = static_cast<int>(random() % 12);
    RandomPlan plan{"[", {count}};
    for (int step = 0; step < count; ++step) {
        const int seq = static_cast<int>(random() % 10 == 0 ? random() % (count + 4) : step + 1) - 1 + (random() % 8 == 0);
        const int entries = static_cast<int>(random() % 4);
        plan.json += (step ? "," : "") + ("{\"seq\":" + std::to_string(seq) + ",\"dependsOn\":[");
        plan.words.push_back(seq);
        plan.words.push_back(entries);
        for (int entry = 0; entry < entries; ++entry) {
            const int named = static_cast<int>(random() % (count + 3)) - 1;
            plan.json += (entry ? "," : "") + std::to_string(named);
            plan.words.push_back(named);
        }
        plan.json += "]}";
    }
    plan.json += "]";
    return plan;
}

void require_same(const DependencyCheck& a, const DependencyCheck& b) {
    REQUIRE(a.error_count == b.error_count);
    REQUIRE(a.errors.size() == b.errors.size());
    CHECK(a.order == b.order);
    for (std::size_t i = 0; i < a.errors.size(); ++i) {
        CHECK(a.errors[i].category == b.errors[i].category);
        CHECK(a.errors[i].error.message == b.errors[i].error.message);
        CHECK(a.errors[i].instance_location == b.errors[i].instance_location);
        CHECK(a.errors[i].seqs == b.errors[i].seqs);
        CHECK(a.errors[i].path == b.errors[i].path);
    }
}

}  // namespace

TEST_CASE("G5 property: the compact form gives exactly the JSON form's result") {
    std::mt19937 random(7);
    for (int round = 0; round < 2000; ++round) {
        const RandomPlan plan = random_plan(random);
        INFO(plan.json);
        DependencyOptions options;
        options.allow_forward = round % 2 == 1;
        require_same(check_compact_dependencies(plan.words.data(), plan.words.size(), options),
                     check_plan(plan.json, options));
    }
}

TEST_CASE("G5 a compact plan that is cut short is one invalid error") {
    const std::vector<std::vector<std::int32_t>> broken = {{}, {2, 1, 0}, {1, 1, 2, 1}, {-1}, {1000000, 1, 0}};
    for (const auto& words : broken) {
        const DependencyCheck r = check_compact_dependencies(words.data(), words.size());
        REQUIRE(r.errors.size() == 1);
        CHECK(category_name(r.errors[0].category) == "invalid");
        CHECK(r.errors[0].error.message == "the compact plan is cut short");
    }
}

TEST_CASE("G1 a compact plan reads like its JSON") {
    const std::vector<std::int32_t> words = {3, 1, 0, 2, 1, 1, 3, 2, 1, 2};
    const DependencyCheck r = check_compact_dependencies(words.data(), words.size());
    REQUIRE(r.ok());
    CHECK(r.order == Seqs{1, 2, 3});
}

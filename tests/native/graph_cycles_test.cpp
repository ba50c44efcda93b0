#include <algorithm>
#include <numeric>
#include <random>

#include <catch2/catch.hpp>

#include "graph_test_support.h"

using namespace sg;

namespace {

DependencyOptions forward_allowed() {
    DependencyOptions options;
    options.allow_forward = true;
    return options;
}

}  // namespace

TEST_CASE("G3 cycle path is reported with forward references allowed") {
    const DependencyCheck r =
        check_plan(R"([{"seq":1,"dependsOn":[3]},{"seq":2,"dependsOn":[1]},{"seq":3,"dependsOn":[2]}])", forward_allowed());
    REQUIRE(r.errors.size() == 1);
    const DependencyError& e = r.errors[0];
    CHECK(category_name(e.category) == "cycle");
    CHECK(e.error.code == ErrorCode::ValidationFailed);
    CHECK(e.path == Seqs{1, 2, 3});
    CHECK(e.seqs == Seqs{1, 2, 3});
    CHECK(e.instance_location == "/0/dependsOn/0");
    CHECK(e.error.message == "steps depend on each other in a circle: 1 → 2 → 3 → 1 (each step depends on the one before it)");
    CHECK(r.order.empty());
}

TEST_CASE("G3 the path follows dependency order whatever the array order") {
    // 2 waits for 4, 4 waits for 3, 3 waits for 2: the circle 2 → 3 → 4 → 2.
    const DependencyCheck r = check_plan(
        R"([{"seq":4,"dependsOn":[3]},{"seq":1},{"seq":3,"dependsOn":[1,2]},{"seq":2,"dependsOn":[4]}])", forward_allowed());
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].path == Seqs{2, 3, 4});
    CHECK(r.errors[0].instance_location == "/3/dependsOn/0");
}

TEST_CASE("G3 without allowForward the same plan is one forward reference and no cycle") {
    const DependencyCheck r =
        check_plan(R"([{"seq":1,"dependsOn":[3]},{"seq":2,"dependsOn":[1]},{"seq":3,"dependsOn":[2]}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"forward"});
}

TEST_CASE("G3 separate circles are separate errors, by smallest seq") {
    const DependencyCheck r = check_plan(R"([
        {"seq":1},
        {"seq":2,"dependsOn":[6]},
        {"seq":3,"dependsOn":[5]},
        {"seq":4,"dependsOn":[3]},
        {"seq":5,"dependsOn":[4]},
        {"seq":6,"dependsOn":[2,1]}
    ])", forward_allowed());
    REQUIRE(categories_of(r.errors) == std::vector<std::string>{"cycle", "cycle"});
    CHECK(r.errors[0].path == Seqs{2, 6});
    CHECK(r.errors[1].path == Seqs{3, 4, 5});
}

TEST_CASE("G3 one group of intertwined circles is one error with its shortest circle") {
    // 1 → 2 → 3 → 4 → 1 and 1 → 4 → 1 share steps: one strongly connected group.
    const DependencyCheck r = check_plan(
        R"([{"seq":1,"dependsOn":[4]},{"seq":2,"dependsOn":[1]},{"seq":3,"dependsOn":[2]},{"seq":4,"dependsOn":[3,1]}])",
        forward_allowed());
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].path == Seqs{1, 4});
}

TEST_CASE("G3 a cycle is reported alongside other errors") {
    const DependencyCheck r =
        check_plan(R"([{"seq":1,"dependsOn":[2]},{"seq":2,"dependsOn":[1,8]},{"seq":4}])", forward_allowed());
    CHECK(categories_of(r.errors) == std::vector<std::string>{"gap", "unknown", "cycle"});
    CHECK(r.errors[2].path == Seqs{1, 2});
}

TEST_CASE("G3 allowed forward references run in Kahn's order, smallest available seq first") {
    const DependencyCheck r =
        check_plan(R"([{"seq":1,"dependsOn":[3]},{"seq":2},{"seq":3},{"seq":4,"dependsOn":[1]}])", forward_allowed());
    REQUIRE(r.ok());
    CHECK(r.order == Seqs{2, 3, 1, 4});
}

TEST_CASE("G3 a circle through 100,000 steps is found without recursion") {
    const int count = 100000;
    std::string plan = "[{\"seq\":1,\"dependsOn\":[" + std::to_string(count) + "]}";
    for (int seq = 2; seq <= count; ++seq) {
        plan += ",{\"seq\":" + std::to_string(seq) + ",\"dependsOn\":[" + std::to_string(seq - 1) + "]}";
    }
    plan += "]";
    const DependencyCheck r = check_plan(plan, forward_allowed());
    REQUIRE(r.errors.size() == 1);
    REQUIRE(r.errors[0].path.size() == static_cast<std::size_t>(count));
    CHECK(r.errors[0].path.front() == 1);
    CHECK(r.errors[0].path.back() == count);
    CHECK(r.errors[0].error.message ==
          "steps depend on each other in a circle: 1 → 2 → 3 → 4 → 5 → 6 → 7 → 8 → 9 → 10 → 11 → 12 → 13 → 14 → 15 → "
          "16 → 17 → 18 → 19 → 20 → … → 1 (each step depends on the one before it)");
}

TEST_CASE("G3 a 100,000-step plan with 300,000 edges is ordered 1..N") {
    const int count = 100000;
    std::string plan = "[";
    for (int seq = 1; seq <= count; ++seq) {
        if (seq > 1) plan += ",";
        plan += "{\"seq\":" + std::to_string(seq) + ",\"dependsOn\":[";
        for (int back = 1; back <= 3 && seq - back >= 1; ++back) {
            plan += (back > 1 ? "," : "") + std::to_string(seq - back);
        }
        plan += "]}";
    }
    plan += "]";
    const DependencyCheck r = check_plan(plan, forward_allowed());
    REQUIRE(r.ok());
    REQUIRE(r.order.size() == static_cast<std::size_t>(count));
    CHECK(r.order.front() == 1);
    CHECK(r.order.back() == count);
}

// The order law of G3: among the steps whose dependencies have all run, the smallest seq runs
// next. Checked against a direct O(N^2) reading of that rule on random plans whose forward
// references make the heap do real work.
TEST_CASE("G3 property: the order always runs the smallest ready seq next") {
    std::mt19937 random(11);
    for (int round = 0; round < 200; ++round) {
        const int count = 1 + static_cast<int>(random() % 60);
        std::vector<int> rank(count);
        std::iota(rank.begin(), rank.end(), 1);
        std::shuffle(rank.begin(), rank.end(), random);
        std::vector<std::vector<int>> depends_on(count + 1);
        std::string plan = "[";
        for (int position = 0; position < count; ++position) {
            std::string list;
            for (int before = 0; before < position; ++before) {
                if (random() % 4 != 0) continue;
                depends_on[rank[position]].push_back(rank[before]);
                list += (list.empty() ? "" : ",") + std::to_string(rank[before]);
            }
            plan += (position ? "," : "") + ("{\"seq\":" + std::to_string(rank[position]) + ",\"dependsOn\":[" + list + "]}");
        }
        plan += "]";
        Seqs expected;
        std::vector<bool> done(count + 1, false);
        for (int taken = 0; taken < count; ++taken) {
            for (int seq = 1; seq <= count; ++seq) {
                if (done[seq]) continue;
                const auto& needs = depends_on[seq];
                if (std::all_of(needs.begin(), needs.end(), [&](int d) { return done[d]; })) {
                    done[seq] = true;
                    expected.push_back(seq);
                    break;
                }
            }
        }
        INFO(plan);
        const DependencyCheck r = check_plan(plan, forward_allowed());
        REQUIRE(r.ok());
        CHECK(r.order == expected);
    }
}

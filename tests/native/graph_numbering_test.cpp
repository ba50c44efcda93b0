#include <catch2/catch.hpp>

#include "graph_test_support.h"

using namespace sg;

TEST_CASE("G1 a plan numbered 1..N runs in seq order") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2,"dependsOn":[1]},{"seq":3,"dependsOn":[1,2]}])");
    REQUIRE(r.ok());
    CHECK(r.errors.empty());
    CHECK(r.order == Seqs{1, 2, 3});
}

TEST_CASE("G1 an empty plan is valid and has an empty order") {
    const DependencyCheck r = check_plan("[]");
    CHECK(r.ok());
    CHECK(r.order.empty());
}

TEST_CASE("G1 a one-step plan is valid") {
    const DependencyCheck r = check_plan(R"([{"seq":1,"dependsOn":[]}])");
    CHECK(r.ok());
    CHECK(r.order == Seqs{1});
}

TEST_CASE("G1 the array order does not matter, only the seqs") {
    const DependencyCheck r = check_plan(R"([{"seq":3,"dependsOn":[2]},{"seq":1},{"seq":2,"dependsOn":[1]}])");
    REQUIRE(r.ok());
    CHECK(r.order == Seqs{1, 2, 3});
}

TEST_CASE("G1 a missing seq is a gap located at the step the numbering jumps to") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2},{"seq":4}])");
    REQUIRE_FALSE(r.ok());
    REQUIRE(r.errors.size() == 1);
    const DependencyError& e = r.errors[0];
    CHECK(category_name(e.category) == "gap");
    CHECK(e.error.code == ErrorCode::ValidationFailed);
    CHECK(e.seqs == Seqs{3});
    CHECK(e.instance_location == "/2/seq");
    CHECK(e.error.message == "seq 3 is missing: 3 steps must be numbered 1 to 3; the numbering jumps from 2 to 4");
    CHECK(r.order.empty());
}

TEST_CASE("G1 a run of missing seqs is one gap listing each of them") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":5},{"seq":6},{"seq":7}])");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].seqs == Seqs{2, 3, 4});
    CHECK(r.errors[0].instance_location == "/1/seq");
    CHECK(r.errors[0].error.message ==
          "seqs 2 to 4 are missing: 4 steps must be numbered 1 to 4; the numbering jumps from 1 to 5");
}

TEST_CASE("G1 numbering that starts above 1 is a gap at the start") {
    const DependencyCheck r = check_plan(R"([{"seq":2},{"seq":3}])");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].seqs == Seqs{1});
    CHECK(r.errors[0].instance_location == "/0/seq");
    CHECK(r.errors[0].error.message == "seq 1 is missing: 2 steps must be numbered 1 to 2; the numbering starts at 2");
}

TEST_CASE("G1 numbering from 0 is an invalid seq and a gap at the end") {
    const DependencyCheck r = check_plan(R"([{"seq":0},{"seq":1}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"invalid", "gap"});
    CHECK(locations_of(r.errors) == std::vector<std::string>{"/0/seq", ""});
    CHECK(r.errors[1].seqs == Seqs{2});
    CHECK(r.errors[1].error.message == "seq 2 is missing: 2 steps must be numbered 1 to 2");
}

TEST_CASE("G1 a seq used twice is a duplicate at its second use") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2},{"seq":2},{"seq":3}])");
    REQUIRE(r.errors.size() == 2);
    CHECK(categories_of(r.errors) == std::vector<std::string>{"duplicate", "gap"});
    CHECK(r.errors[0].seqs == Seqs{2});
    CHECK(r.errors[0].instance_location == "/2/seq");
    CHECK(r.errors[0].error.message == "seq 2 is used again: the step at /1 has it already");
    CHECK(r.errors[1].seqs == Seqs{4});
}

TEST_CASE("G1 duplicate and gap in one plan are both reported") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":1},{"seq":4},{"seq":4}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"duplicate", "duplicate", "gap"});
    CHECK(locations_of(r.errors) == std::vector<std::string>{"/1/seq", "/3/seq", "/2/seq"});
    CHECK(r.errors[0].seqs == Seqs{1});
    CHECK(r.errors[1].seqs == Seqs{4});
    CHECK(r.errors[2].seqs == Seqs{2, 3});
}

TEST_CASE("G1 a seq used three times is a duplicate at each later use") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":1},{"seq":1}])");
    CHECK(locations_of(r.errors) == std::vector<std::string>{"/1/seq", "/2/seq", ""});
    CHECK(categories_of(r.errors) == std::vector<std::string>{"duplicate", "duplicate", "gap"});
    CHECK(r.errors[2].seqs == Seqs{2, 3});
}

TEST_CASE("G5 values that are not seqs are invalid, each with its location") {
    struct Case {
        const char* plan;
        const char* location;
        const char* message;
    };
    const Case cases[] = {
        {R"([{"seq":"1"}])", "/0/seq", R"("seq" must be a whole number from 1, got "1")"},
        {R"([{"seq":1.5}])", "/0/seq", R"("seq" must be a whole number from 1, got 1.5)"},
        {R"([{"seq":-1}])", "/0/seq", R"("seq" must be a whole number from 1, got -1)"},
        {R"([{"seq":null}])", "/0/seq", R"("seq" must be a whole number from 1, got null)"},
        {R"([{"seq":9007199254740992}])", "/0/seq", R"("seq" must be a whole number from 1, got 9007199254740992)"},
        {R"([{"name":"a"}])", "/0", R"(the step has no "seq"; steps are numbered 1, 2, 3, … by it)"},
        {R"([[1]])", "/0", R"(a step must be an object with a "seq", got an array)"},
        {R"({"seq":1})", "", "the steps must be an array of step objects, got an object"},
    };
    for (const Case& c : cases) {
        INFO(c.plan);
        const DependencyCheck r = check_plan(c.plan);
        REQUIRE_FALSE(r.errors.empty());
        CHECK(category_name(r.errors[0].category) == "invalid");
        CHECK(r.errors[0].error.code == ErrorCode::ValidationFailed);
        CHECK(r.errors[0].instance_location == c.location);
        CHECK(r.errors[0].error.message == c.message);
        CHECK(r.errors[0].seqs.empty());
    }
}

TEST_CASE("G5 a seq written as 2.0 is the whole number 2") {
    const DependencyCheck r = check_plan(R"([{"seq":1.0},{"seq":2.0,"dependsOn":[1.0]}])");
    CHECK(r.ok());
    CHECK(r.order == Seqs{1, 2});
}

TEST_CASE("G5 a long string seq is cut short in the message") {
    const DependencyCheck r = check_plan(R"([{"seq":"一二三四五六七八九十一二三四五六七八九十"}])");
    REQUIRE_FALSE(r.errors.empty());
    CHECK(r.errors[0].error.message == "\"seq\" must be a whole number from 1, got \"一二三四五六七八九十一二三…\"");
}

TEST_CASE("G1 a single step numbered 2 is a gap at the start") {
    const DependencyCheck r = check_plan(R"([{"seq":2}])");
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].error.message == "seq 1 is missing: a single step must have seq 1; the numbering starts at 2");
}

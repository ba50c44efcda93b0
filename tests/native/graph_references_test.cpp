#include <catch2/catch.hpp>

#include "graph_test_support.h"

using namespace sg;

TEST_CASE("G2 a dependency on a later step is a forward reference") {
    const DependencyCheck r = check_plan(R"([{"seq":1,"dependsOn":[2]},{"seq":2}])");
    REQUIRE(r.errors.size() == 1);
    const DependencyError& e = r.errors[0];
    CHECK(category_name(e.category) == "forward");
    CHECK(e.error.code == ErrorCode::ValidationFailed);
    CHECK(e.seqs == Seqs{1, 2});
    CHECK(e.instance_location == "/0/dependsOn/0");
    CHECK(e.error.message == "seq 1 depends on seq 2, which comes later; a step may depend only on earlier steps");
}

TEST_CASE("G2 a step that depends on itself is a self reference") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2,"dependsOn":[1,2]}])");
    REQUIRE(r.errors.size() == 1);
    CHECK(category_name(r.errors[0].category) == "self");
    CHECK(r.errors[0].seqs == Seqs{2});
    CHECK(r.errors[0].instance_location == "/1/dependsOn/1");
    CHECK(r.errors[0].error.message == "seq 2 depends on itself");
}

TEST_CASE("G2 a dependency on a seq no step has is an unknown reference") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2,"dependsOn":[7]}])");
    REQUIRE(r.errors.size() == 1);
    CHECK(category_name(r.errors[0].category) == "unknown");
    CHECK(r.errors[0].seqs == Seqs{2, 7});
    CHECK(r.errors[0].instance_location == "/1/dependsOn/0");
    CHECK(r.errors[0].error.message == "seq 2 depends on seq 7, which no step has");
}

TEST_CASE("G2 an unknown seq larger than the step's own is unknown, not forward") {
    const DependencyCheck r = check_plan(R"([{"seq":1,"dependsOn":[9]}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"unknown"});
}

TEST_CASE("G2 a step without a valid seq still has its references checked") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":"2","dependsOn":[5]}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"invalid", "gap", "unknown"});
    CHECK(r.errors[2].seqs == Seqs{5});
    CHECK(r.errors[2].error.message == "the step depends on seq 5, which no step has");
}

TEST_CASE("G5 dependsOn of the wrong shape is invalid at its location") {
    const DependencyCheck r =
        check_plan(R"([{"seq":1,"dependsOn":null},{"seq":2,"dependsOn":[1,"1",{"seq":1},0]},{"seq":3,"dependsOn":2}])");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"invalid", "invalid", "invalid", "invalid", "invalid"});
    CHECK(locations_of(r.errors) ==
          std::vector<std::string>{"/0/dependsOn", "/1/dependsOn/1", "/1/dependsOn/2", "/1/dependsOn/3", "/2/dependsOn"});
    CHECK(r.errors[0].error.message == R"("dependsOn" must be an array of seqs, got null)");
    CHECK(r.errors[1].error.message == R"("dependsOn" lists seqs (whole numbers from 1), got "1")");
    CHECK(r.errors[2].error.message == R"("dependsOn" lists seqs (whole numbers from 1), got an object)");
    CHECK(r.errors[1].seqs == Seqs{2});
    CHECK(r.errors[4].seqs == Seqs{3});
}

TEST_CASE("G2 a seq listed twice in one dependsOn is one dependency, not an error") {
    const DependencyCheck r = check_plan(R"([{"seq":1},{"seq":2,"dependsOn":[1,1]}])");
    CHECK(r.ok());
    CHECK(r.order == Seqs{1, 2});
}

TEST_CASE("G5 every category in one plan, reported in the documented order") {
    // invalid and duplicate per step, then gaps, then references per entry.
    const DependencyCheck r = check_plan(R"([
        {"seq":1,"dependsOn":[2]},
        {"seq":2,"dependsOn":[2,9]},
        {"seq":2},
        {"seq":"x","dependsOn":[1]},
        {"seq":6}
    ])");
    CHECK(categories_of(r.errors) ==
          std::vector<std::string>{"duplicate", "invalid", "gap", "forward", "self", "unknown"});
    CHECK(locations_of(r.errors) == std::vector<std::string>{"/2/seq", "/3/seq", "/4/seq", "/0/dependsOn/0",
                                                             "/1/dependsOn/0", "/1/dependsOn/1"});
    CHECK(r.errors[2].seqs == Seqs{3, 4, 5});
    CHECK(r.error_count == 6);
    CHECK_FALSE(r.truncated());
    CHECK(r.order.empty());
}

TEST_CASE("G5 field names are options, and locations escape them as JSON Pointer tokens") {
    DependencyOptions options;
    options.seq_field = "no";
    options.depends_on_field = "after/~";
    const DependencyCheck r = check_plan(R"([{"no":1},{"no":2,"after/~":[3]},{"no":3}])", options);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].instance_location == "/1/after~1~0/0");
    const DependencyCheck missing = check_plan(R"([{"seq":1}])", options);
    CHECK(missing.errors[0].error.message == R"(the step has no "no"; steps are numbered 1, 2, 3, … by it)");
}

TEST_CASE("G5 errors past maxErrors are counted but not kept") {
    DependencyOptions options;
    options.max_errors = 2;
    const DependencyCheck r = check_plan(R"([{"seq":1,"dependsOn":[1,1,1,1]}])", options);
    CHECK(r.errors.size() == 2);
    CHECK(r.error_count == 4);
    CHECK(r.truncated());
    CHECK_FALSE(r.ok());
    options.max_errors = 0;
    const DependencyCheck none = check_plan(R"([{"seq":1,"dependsOn":[1]}])", options);
    CHECK(none.errors.empty());
    CHECK_FALSE(none.ok());
    CHECK(none.truncated());
}

TEST_CASE("G5 the default cap keeps 100 errors of a large broken plan") {
    std::string plan = "[{\"seq\":1,\"dependsOn\":[";
    for (int i = 0; i < 1000; ++i) plan += i ? ",1" : "1";
    plan += "]}]";
    const DependencyCheck r = check_plan(plan);
    CHECK(r.errors.size() == kMaxDependencyErrors);
    CHECK(r.error_count == 1000);
}

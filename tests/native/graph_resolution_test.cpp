#include <algorithm>
#include <map>
#include <numeric>
#include <random>

#include <catch2/catch.hpp>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "graph/dependency_resolution.h"
#include "graph_test_support.h"

using namespace sg;

namespace {

std::string to_json(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> out(buffer);
    value.Accept(out);
    return std::string(buffer.GetString(), buffer.GetSize());
}

DependencyResolution resolve(const std::string& steps, const std::string& ids, const DependencyOptions& options = {}) {
    return resolve_dependencies(plan_json(steps), plan_json(ids), options);
}

}  // namespace

TEST_CASE("G4 dependsOn is rewritten from seqs to the caller's ids; other fields are kept") {
    const DependencyResolution r = resolve(
        R"([{"seq":1,"name":"調査","dependsOn":[]},{"seq":2,"name":"設計","dependsOn":[1]},{"seq":3,"dependsOn":[1,2]},{"seq":4}])",
        R"({"1":101,"2":"step-b","3":103,"4":104,"99":"ignored"})");
    REQUIRE(r.ok());
    CHECK(r.errors.empty());
    CHECK(to_json(r.steps) ==
          R"([{"seq":1,"name":"調査","dependsOn":[]},{"seq":2,"name":"設計","dependsOn":[101]},)"
          R"({"seq":3,"dependsOn":[101,"step-b"]},{"seq":4}])");
}

TEST_CASE("G4 resolved steps come back in run order") {
    const DependencyResolution r =
        resolve(R"([{"seq":2,"dependsOn":[1]},{"seq":1}])", R"({"1":"a","2":"b"})");
    REQUIRE(r.ok());
    CHECK(to_json(r.steps) == R"([{"seq":1},{"seq":2,"dependsOn":["a"]}])");
    DependencyOptions options;
    options.allow_forward = true;
    const DependencyResolution forward =
        resolve(R"([{"seq":1,"dependsOn":[2]},{"seq":2}])", R"({"1":"a","2":"b"})", options);
    REQUIRE(forward.ok());
    CHECK(to_json(forward.steps) == R"([{"seq":2},{"seq":1,"dependsOn":["b"]}])");
}

TEST_CASE("G4 all or nothing: a plan error returns the errors and no steps") {
    const DependencyResolution r =
        resolve(R"([{"seq":1},{"seq":2,"dependsOn":[3]},{"seq":3}])", R"({"1":1,"2":2,"3":3})");
    REQUIRE_FALSE(r.ok());
    CHECK(r.steps.IsNull());
    CHECK(categories_of(r.errors) == std::vector<std::string>{"forward"});
}

TEST_CASE("G4 all or nothing: a step without an id is unmapped and no step comes back") {
    const DependencyResolution r = resolve(R"([{"seq":1},{"seq":2,"dependsOn":[1]},{"seq":3}])",
                                           R"({"1":"a","3":null,"02":"b"})");
    REQUIRE_FALSE(r.ok());
    CHECK(r.steps.IsNull());
    CHECK(categories_of(r.errors) == std::vector<std::string>{"unmapped", "unmapped"});
    CHECK(locations_of(r.errors) == std::vector<std::string>{"/1/seq", "/2/seq"});
    CHECK(r.errors[0].seqs == Seqs{2});
    CHECK(r.errors[0].error.message == "seq 2 has no id in idsBySeq");
    CHECK(r.errors[1].error.message == "seq 3 has an id that is neither a string nor a number: null");
}

TEST_CASE("G4 two steps given the same id are a duplicate") {
    const DependencyResolution r = resolve(R"([{"seq":1},{"seq":2},{"seq":3}])", R"({"1":7,"2":"7","3":7.0})");
    REQUIRE(r.errors.size() == 1);
    CHECK(category_name(r.errors[0].category) == "duplicate");
    CHECK(r.errors[0].seqs == Seqs{1, 3});
    CHECK(r.errors[0].instance_location == "/2/seq");
    CHECK(r.errors[0].error.message == "seqs 1 and 3 have the same id 7.0 in idsBySeq");
}

TEST_CASE("G4 plan errors and id errors are reported together") {
    const DependencyResolution r = resolve(R"([{"seq":1},{"seq":1},{"seq":3,"dependsOn":[3]}])", R"({"1":"a"})");
    CHECK(categories_of(r.errors) == std::vector<std::string>{"duplicate", "gap", "self", "unmapped"});
    CHECK(r.error_count == 4);
}

TEST_CASE("G4 an empty plan resolves to an empty array") {
    const DependencyResolution r = resolve("[]", "{}");
    REQUIRE(r.ok());
    CHECK(to_json(r.steps) == "[]");
}

// The law of G4: whatever valid plan goes in, every id in a resolved step's dependsOn belongs
// to a step that comes earlier in the result.
TEST_CASE("G4 property: every resolved dependency points to an earlier step") {
    std::mt19937 random(20240611);
    for (int round = 0; round < 300; ++round) {
        const bool forward = round % 2 == 1;
        const int count = 1 + static_cast<int>(random() % 40);
        // A random run order (identity without forward references); each step depends on a
        // random subset of the steps before it in that order.
        std::vector<int> rank(count);
        std::iota(rank.begin(), rank.end(), 1);
        if (forward) std::shuffle(rank.begin(), rank.end(), random);
        std::vector<std::string> steps;
        for (int position = 0; position < count; ++position) {
            std::string deps;
            for (int before = 0; before < position; ++before) {
                if (random() % 3 != 0) continue;
                deps += (deps.empty() ? "" : ",") + std::to_string(rank[before]);
            }
            steps.push_back("{\"seq\":" + std::to_string(rank[position]) + ",\"dependsOn\":[" + deps + "]}");
        }
        std::shuffle(steps.begin(), steps.end(), random);
        std::string plan = "[";
        for (const std::string& step : steps) plan += (plan.size() > 1 ? "," : "") + step;
        plan += "]";
        std::string ids = "{";
        for (int seq = 1; seq <= count; ++seq) {
            ids += (seq > 1 ? "," : "") + ("\"" + std::to_string(seq) + "\":") +
                   (seq % 2 ? "\"id-" + std::to_string(seq * 7) + "\"" : std::to_string(1000 + seq));
        }
        ids += "}";
        INFO(plan);
        DependencyOptions options;
        options.allow_forward = forward;
        const DependencyResolution r = resolve(plan, ids, options);
        REQUIRE(r.ok());
        REQUIRE(r.steps.Size() == static_cast<rapidjson::SizeType>(count));
        const rapidjson::Document id_map = plan_json(ids);
        std::map<std::string, rapidjson::SizeType> position_of_id;
        for (rapidjson::SizeType i = 0; i < r.steps.Size(); ++i) {
            const std::string seq = std::to_string(r.steps[i]["seq"].GetInt64());
            position_of_id[to_json(id_map[seq.c_str()])] = i;
        }
        for (rapidjson::SizeType i = 0; i < r.steps.Size(); ++i) {
            for (const auto& id : r.steps[i]["dependsOn"].GetArray()) {
                REQUIRE(position_of_id.count(to_json(id)) == 1);
                CHECK(position_of_id[to_json(id)] < i);
            }
        }
    }
}

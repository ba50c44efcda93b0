// L3: every JSON value of a reply listed with its byte range, and the opt-in choice of the
// first candidate a predicate (a schema validator) accepts.
#include <catch2/catch.hpp>

#include "repair_test_support.h"

using namespace sg;

namespace {

std::string span_of(std::string_view reply, const JsonCandidate& candidate) {
    return std::string(reply.substr(candidate.start, candidate.end - candidate.start));
}

bool has_member(const rapidjson::Value& value, const char* name) {
    return value.IsObject() && value.HasMember(name);
}

// The predicate's view of a candidate: its tape, read here as a DOM.
bool has_member(const Tape& value, const char* name) {
    rapidjson::Document dom;
    value_from_tape(value, 0, dom);
    return has_member(dom, name);
}

// Takes a value with the member `name`; with none, takes nothing.
class HasMember final : public ValuePredicate {
public:
    explicit HasMember(const char* name = nullptr) : name_(name) {}
    bool accepts(const Tape& value) const override { return name_ != nullptr && has_member(value, name_); }

private:
    const char* name_;
};

}  // namespace

TEST_CASE("L3 every candidate is listed in reply order with its range, fence and verdict") {
    const std::string reply = "<think>{\"draft\": 0}</think>\nExample {'a': 1} and {name}.\n```json\n{\"b\": [2,]}\n```\n[1";
    const Result<std::vector<JsonCandidate>> found = find_candidates(reply);
    REQUIRE(found.ok());
    const std::vector<JsonCandidate>& candidates = found.value();
    REQUIRE(candidates.size() == 4);

    CHECK(span_of(reply, candidates[0]) == "{'a': 1}");
    CHECK(candidates[0].ok);
    CHECK(candidates[0].fence == CandidateFence::None);
    CHECK(candidates[0].json == R"j({"a": 1})j");
    CHECK(repair_list(candidates[0].repairs) == "single_quotes@37 single_quotes@39");

    CHECK_FALSE(candidates[1].ok);
    CHECK(candidates[1].start == reply.find("{name}"));
    REQUIRE(candidates[1].error);
    CHECK(candidates[1].error->code == ErrorCode::JsonParseError);
    CHECK(candidates[1].error->position->offset == reply.find("}."));
    CHECK(candidates[1].error->position->line == 2);
    CHECK(candidates[1].error->position->column == reply.find("}.") - reply.find("Example") + 1);

    CHECK(span_of(reply, candidates[2]) == "{\"b\": [2,]}");
    CHECK(candidates[2].fence == CandidateFence::Json);
    CHECK(candidates[2].json == R"j({"b": [2]})j");

    CHECK(span_of(reply, candidates[3]) == "[1");
    CHECK(candidates[3].truncated);
    CHECK(candidates[3].json == "[1]");
}

TEST_CASE("L3 NDJSON values are listed one by one") {
    const std::string reply = "{\"a\": 1}\n{\"b\": 2}\n";
    const auto found = find_candidates(reply);
    REQUIRE(found.ok());
    REQUIRE(found.value().size() == 2);
    CHECK(found.value()[0].end == 8);
    CHECK(found.value()[1].start == 9);
}

TEST_CASE("L3 a reply with no JSON has no candidates; limits are errors") {
    CHECK(find_candidates("No JSON here.").value().empty());
    RepairOptions options;
    options.max_input_bytes = 4;
    const auto too_large = find_candidates("{\"a\": 1}", options);
    REQUIRE_FALSE(too_large.ok());
    CHECK(too_large.error().code == ErrorCode::LimitExceeded);
}

TEST_CASE("L3 the default answer is kept when the predicate accepts it") {
    const std::string reply = "Example: {\"step\": 1, \"reason\": \"x\"}\n```json\n{\"step\": 3, \"reason\": \"y\"}\n```";
    const RepairResult result = repair_json_matching(reply, {}, HasMember("step"));
    REQUIRE(result.ok());
    CHECK(dom_of(result)["step"].GetInt() == 3);
    CHECK_FALSE(result.chosen_by_predicate);
}

TEST_CASE("L3 the first candidate the predicate accepts is chosen, and the choice is reported") {
    const std::string reply = "{\"step\": 2, \"reason\": \"ok\"}\n\nNote: the matched entry was {'matched_index': 1, 'reason': 'x', 'extra': [1, 2, 3]}";
    const RepairResult by_default = repair_json(reply);
    REQUIRE(by_default.ok());
    CHECK(has_member(dom_of(by_default), "matched_index"));  // the largest value

    const RepairResult chosen = repair_json_matching(reply, {}, HasMember("step"));
    REQUIRE(chosen.ok());
    CHECK(chosen.chosen_by_predicate);
    CHECK(chosen.json == R"j({"step": 2, "reason": "ok"})j");
    CHECK(chosen.start == 0);
    CHECK(repair_list(chosen.repairs) == "prose_removed@" + std::to_string(reply.find("Note")));
}

TEST_CASE("L3 with no candidate accepted the default answer comes back unchosen") {
    const std::string reply = "{\"a\": 1} and {\"b\": 22}";
    const RepairResult result = repair_json_matching(reply, {}, HasMember());
    REQUIRE(result.ok());
    CHECK(result.json == R"j({"b": 22})j");
    CHECK_FALSE(result.chosen_by_predicate);
}

TEST_CASE("L3 the predicate sees each NDJSON value on its own") {
    const std::string reply = "{\"kind\": \"note\"}\n{\"kind\": \"answer\", \"value\": 4}";
    const RepairResult result = repair_json_matching(reply, {}, HasMember("value"));
    REQUIRE(result.ok());
    CHECK(result.chosen_by_predicate);
    CHECK(dom_of(result)["value"].GetInt() == 4);
    CHECK(repair_list(result.repairs) == "prose_removed@0");
}

TEST_CASE("L3 a value, a reasoning block or a fence is found wherever it falls in the prose before it") {
    // Prose is passed over 16 bytes at a time: what ends it must be seen at every offset.
    for (std::size_t length = 0; length <= 40; ++length) {
        const std::string prose(length, 'x');
        const std::string value = prose + "{'a': 1}";
        const Result<std::vector<JsonCandidate>> found = find_candidates(value);
        REQUIRE(found.ok());
        REQUIRE(found.value().size() == 1);
        CHECK(found.value()[0].start == length);

        const std::string think = prose + "<think>{\"draft\": 0}</think>[2]";
        REQUIRE(find_candidates(think).value().size() == 1);
        CHECK(find_candidates(think).value()[0].start == length + 27);

        const std::string fenced = prose + "\n```json\n[3]\n```";
        REQUIRE(find_candidates(fenced).value().size() == 1);
        CHECK(find_candidates(fenced).value()[0].fence == CandidateFence::Json);
    }
}

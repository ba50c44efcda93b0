// Rule R5: exampleInstance builds a value that passes the schema — from the caller's template
// first, then default/const/first enum, then the smallest value the keywords allow — and it is
// validated before it is returned: never an invalid value, always a typed error instead.
#include <filesystem>
#include <fstream>
#include <sstream>

#include "providers_seed_schemas.h"
#include "providers_test_support.h"
#include "providers/example_instance.h"
#include "schema/schema.h"

using namespace sg;

namespace {

std::string example(std::string_view schema, std::string_view tmpl = "") {
    const rapidjson::Document s = json(schema);
    rapidjson::Document t;
    if (!tmpl.empty()) t = json(tmpl);
    const SchemaResult<rapidjson::Document> r = example_instance(s, tmpl.empty() ? nullptr : &t);
    if (!r.ok()) FAIL_CHECK(r.error().reason << " @" << r.error().pointer << ": " << r.error().error.message);
    REQUIRE(r.ok());
    return dump(r.value());
}

SchemaFailure example_failure(std::string_view schema, std::string_view tmpl = "", ExampleOptions options = {}) {
    const rapidjson::Document s = json(schema);
    rapidjson::Document t;
    if (!tmpl.empty()) t = json(tmpl);
    const SchemaResult<rapidjson::Document> r = example_instance(s, tmpl.empty() ? nullptr : &t, options);
    REQUIRE_FALSE(r.ok());
    return r.error();
}

const std::string kShapes = R"({"type":"object","properties":{
    "a":{"type":"string","default":"x"},"b":{"const":3},"c":{"enum":["p","q"]},"d":{"type":"integer","minimum":5},
    "e":{"type":"string","minLength":3},"f":{"type":"array","items":{"type":"boolean"},"minItems":2},
    "g":{"type":"number","exclusiveMinimum":0,"maximum":1},"h":{"type":"string","format":"date-time"},
    "i":{"type":["integer","null"],"multipleOf":7,"minimum":1},"o":{"type":"string"}},
    "required":["a","b","c","d","e","f","g","h","i"]})";

}  // namespace

TEST_CASE("R5 values come from default, const and the first enum value, else the smallest the keywords allow") {
    CHECK(example(kShapes) ==
          R"({"a":"x","b":3,"c":"p","d":5,"e":"aaa","f":[false,false],"g":0.5,"h":"1970-01-01T00:00:00Z","i":7})");
}

TEST_CASE("R5 the caller's template comes first; what it lacks is filled in") {
    CHECK(
        example(kShapes, R"({"d":7,"f":[true],"o":"kept"})") ==
        R"({"a":"x","b":3,"c":"p","d":7,"e":"aaa","f":[true,false],"g":0.5,"h":"1970-01-01T00:00:00Z","i":7,"o":"kept"})");
}

TEST_CASE("R5 a template value that breaks the schema is an error at that place, never a returned value") {
    const SchemaFailure f = example_failure(kShapes, R"({"d":2})");
    CHECK(f.reason == "does-not-validate");
    CHECK(f.error.code == ErrorCode::ValidationFailed);
    CHECK(f.pointer == "/d");
    CHECK(f.error.message.find("(minimum)") != std::string::npos);
    CHECK(f.error.message.find("check the template's value there") != std::string::npos);
}

TEST_CASE("R5 unsatisfiable schemas are typed errors naming the place") {
    const SchemaFailure bounds = example_failure(R"({"type":"object","properties":{"x":{"type":"integer","minimum":10,
        "maximum":5}},"required":["x"]})");
    CHECK(bounds.reason == "unsatisfiable");
    CHECK(bounds.pointer == "/properties/x");
    CHECK(bounds.error.message == "no integer satisfies minimum/maximum/multipleOf here");
    CHECK(example_failure("false").reason == "unsatisfiable");
    const SchemaFailure endless = example_failure(R"({"$ref":"#/$defs/n","$defs":{"n":{"type":"object",
        "properties":{"next":{"$ref":"#/$defs/n"}},"required":["next"]}}})");
    CHECK(endless.reason == "unsatisfiable");
    CHECK(endless.error.message.find("an endless required recursion?") != std::string::npos);
}

TEST_CASE("R5 an optional recursion ends where nothing more is required") {
    CHECK(example(R"({"$ref":"#/$defs/n","$defs":{"n":{"type":"object","properties":{"name":{"type":"string"},
        "kids":{"type":"array","items":{"$ref":"#/$defs/n"}}},"required":["name","kids"]}}})") ==
          R"({"name":"","kids":[]})");
}

TEST_CASE("R5 uniqueItems arrays get distinct items") {
    CHECK(example(R"({"type":"array","items":{"enum":["a","b","c"]},"minItems":3,"uniqueItems":true})") ==
          R"(["a","b","c"])");
    CHECK(example(R"({"type":"array","items":{"type":"integer","minimum":1},"minItems":3,"uniqueItems":true})") ==
          "[1,2,3]");
    CHECK(example(R"({"type":"array","items":{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]},
        "minItems":2,"uniqueItems":true})") == R"([{"id":""},{"id":"1"}])");
}

TEST_CASE("R5 unions take the first branch that builds, or the one the template's value fits") {
    CHECK(example(R"({"anyOf":[{"type":"string","minLength":2},{"type":"null"}]})") == R"("aa")");
    CHECK(example(R"({"anyOf":[{"type":"string"},{"type":"integer"}]})", "5") == "5");
    CHECK(example(R"({"type":["null","string"]})") == "null");
}

TEST_CASE("R5 a pattern the builder cannot meet is an error asking for a template value") {
    const SchemaFailure f = example_failure(R"({"type":"string","pattern":"^[A-Z]+$"})");
    CHECK(f.reason == "does-not-validate");
    CHECK(f.error.message.find("give a value for it in the template") != std::string::npos);
    CHECK(example(R"({"type":"string","pattern":"^[A-Z]+$"})", R"("ABC")") == R"("ABC")");
}

TEST_CASE("R5 a schema that does not compile is invalid-schema; absurd sizes are LimitExceeded") {
    const SchemaFailure invalid = example_failure(R"({"type":12})");
    CHECK(invalid.reason == "invalid-schema");
    CHECK(invalid.error.code == ErrorCode::SchemaMismatch);
    const SchemaFailure huge = example_failure(R"({"type":"array","items":{"type":"integer"},"minItems":1000000000})");
    CHECK(huge.reason == "limit-exceeded");
    CHECK(huge.error.code == ErrorCode::LimitExceeded);
    CHECK(huge.pointer == "/minItems");
}

TEST_CASE("R5 the commander design: the rule-based fallback from a template conforms: app nudges on, posts off") {
    const std::string fallback = R"({
      "rootCauseHypothesis": "Fallback mode - LLM generation failed",
      "overallStrategy": "Using rule-based content",
      "frequencyReasoning": "Maintaining scheduled frequency",
      "appNudges": [
        {"slotIndex": 0, "hook": "今日も前に進もう", "content": "小さな一歩から始めよう。", "tone": "gentle", "enabled": true,
         "reasoning": "Rule-based fallback due to LLM failure"},
        {"slotIndex": 1, "hook": "今日も前に進もう", "content": "小さな一歩から始めよう。", "tone": "gentle", "enabled": true,
         "reasoning": "Rule-based fallback due to LLM failure"}],
      "tiktokPosts": [
        {"slot": "morning", "caption": "変わりたいなら今日から", "hashtags": ["#mindfulness", "#growth"], "tone": "gentle",
         "reasoning": "Rule-based fallback - not for posting", "enabled": false},
        {"slot": "evening", "caption": "自分を責めないで", "hashtags": ["#selfcare", "#mentalhealth"], "tone": "gentle",
         "reasoning": "Rule-based fallback - not for posting", "enabled": false}],
      "xPosts": [
        {"slot": "morning", "text": "今日も一歩前へ", "reasoning": "Rule-based fallback - not for posting", "enabled": false},
        {"slot": "evening", "text": "深呼吸しよう", "reasoning": "Rule-based fallback - not for posting", "enabled": false}]
    })";
    CHECK(json(example(commander_schema(2), fallback)) == json(fallback));
    // Only the posts given: the rest is built, with the exact slot count.
    const rapidjson::Document built =
        json(example(commander_schema(3), R"({"tiktokPosts":[{"enabled":false},{"enabled":false}],
        "xPosts":[{"enabled":false},{"enabled":false}]})"));
    CHECK(built["appNudges"].Size() == 3);
    CHECK(built["tiktokPosts"][1]["enabled"] == false);
    CHECK(built["xPosts"][0]["slot"] == "morning");
    // One slot short is not a fallback that passes: the template is refused.
    const SchemaFailure short_one = example_failure(commander_schema(3), R"({"appNudges":[{},{},{},{}]})");
    CHECK(short_one.reason == "does-not-validate");
    CHECK(short_one.pointer == "/appNudges");
}

TEST_CASE("R5 every schema built from the keywords all providers accept gets a value") {
    for (const std::string& schema :
         {kJudgmentSchema, kEvaluationSchema, kProcessTemplateSchema, commander_schema(15)}) {
        for (const Provider provider : {Provider::OpenAI, Provider::Anthropic, Provider::Gemini}) {
            const StrictSchema s = strict(schema, provider);
            INFO(provider_name(provider) << " " << dump(s.schema));
            const SchemaResult<rapidjson::Document> r = example_instance(s.schema, nullptr);
            CHECK(r.ok());
        }
    }
}

// JSON-Schema-Test-Suite lives beside the repository (../shared/conformance); SG_CONFORMANCE_DIR
// overrides. Its absence fails the test rather than skipping it.
TEST_CASE("R5 over every schema of the conformance suite: a value that validates, or a typed error") {
    namespace fs = std::filesystem;
    const char* env = std::getenv("SG_CONFORMANCE_DIR");
    const fs::path root = env ? fs::path(env)
                              : fs::path(__FILE__).parent_path().parent_path().parent_path().parent_path() / "shared" /
                                    "conformance" / "JSON-Schema-Test-Suite";
    INFO("suite at " << root.string());
    REQUIRE(fs::is_directory(root / "tests"));
    std::size_t built = 0, refused = 0;
    for (const char* draft : {"draft2020-12", "draft7"}) {
        for (const auto& file : fs::recursive_directory_iterator(root / "tests" / draft)) {
            if (file.path().extension() != ".json") continue;
            std::ifstream in(file.path());
            std::stringstream text;
            text << in.rdbuf();
            const std::string content = text.str();
            rapidjson::Document groups;
            groups.Parse(content.c_str(), content.size());
            REQUIRE(groups.IsArray());
            for (const auto& group : groups.GetArray()) {
                INFO(file.path().string() << ": " << group["description"].GetString());
                const SchemaResult<rapidjson::Document> r = example_instance(group["schema"], nullptr);
                if (!r.ok()) {
                    ++refused;
                    const std::string& reason = r.error().reason;
                    CHECK((reason == "invalid-schema" || reason == "unsatisfiable" || reason == "does-not-validate" ||
                           reason == "unsupported-ref" || reason == "limit-exceeded"));
                    continue;
                }
                ++built;
                SchemaCompileResult again = compile_schema(group["schema"]);
                REQUIRE(again.ok());
                CHECK(again.value().is_valid(r.value()));
            }
        }
    }
    INFO("built " << built << ", refused " << refused);
    CHECK(built > 3 * refused);
}

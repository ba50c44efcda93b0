// Rule L4, stopping early (schema/prefix_check.h): a streamed value is stopped at the first
// byte after which no continuation can be valid, and a value that could still pass never is.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <catch2/catch.hpp>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "schema/prefix_check.h"
#include "schema_test_support.h"
#include "tape/tape_reader.h"

namespace {

struct Stop {
    std::size_t offset;
    std::string pointer;
    std::string keyword;
    std::string message;
};

// Fed one byte at a time, as the slowest stream would bring it.
std::optional<Stop> stop_of(const sg::CompiledSchema& schema, std::string_view payload) {
    sg::PrefixCheck check(schema);
    for (const char c : payload) check.push(std::string_view(&c, 1));
    if (!check.violation()) return std::nullopt;
    const sg::CertainViolation& v = *check.violation();
    return Stop{v.offset, v.instance_location, v.keyword, v.message};
}

std::optional<Stop> stop_of(const std::string& schema, std::string_view payload) {
    return stop_of(compile_ok(schema), payload);
}

// Where a stop is expected: the offset just past the first occurrence of `marker` in `payload`.
std::size_t after(std::string_view payload, std::string_view marker) { return payload.find(marker) + marker.size(); }

}  // namespace

TEST_CASE("L4 stop early: a value of a type the schema forbids, at its first byte") {
    const std::string payload = R"({"n": "seven", "m": 1})";
    const auto stop = stop_of(R"({"type":"object","properties":{"n":{"type":"integer"}}})", payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, R"("n": ")"));
    CHECK(stop->pointer == "/n");
    CHECK(stop->keyword == "type");
    CHECK(stop->message == "'n' must be integer; got string");
}

TEST_CASE("L4 stop early: a member additionalProperties: false refuses, once its name ends") {
    const std::string schema = R"({"type":"object","properties":{"a":{"type":"integer"}},"additionalProperties":false})";
    const std::string payload = R"({"a": 1, "zz": 2})";
    const auto stop = stop_of(schema, payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, R"("zz")"));
    CHECK(stop->pointer == "/zz");
    CHECK(stop->keyword == "additionalProperties");
    CHECK(stop->message == "property 'zz' is not allowed");
    CHECK_FALSE(stop_of(schema, R"({"a": 1})"));
}

TEST_CASE("L4 stop early: the 7th of exactly 6 nudges, when it begins") {
    const std::string schema =
        R"({"type":"object","properties":{"nudges":{"type":"array","minItems":6,"maxItems":6,"items":{"type":"string"}}}})";
    const std::string six = R"({"nudges": ["a", "b", "c", "d", "e", "f"]})";
    CHECK_FALSE(stop_of(schema, six));
    const std::string seven = R"({"nudges": ["a", "b", "c", "d", "e", "f", "g"]})";
    const auto stop = stop_of(schema, seven);
    REQUIRE(stop);
    CHECK(stop->offset == after(seven, R"("f", )") + 1);
    CHECK(stop->pointer == "/nudges");
    CHECK(stop->keyword == "maxItems");
    CHECK(stop->message == "'nudges' must have at most 6 items; item 6 has begun");
    const std::string five = R"({"nudges": ["a", "b", "c", "d", "e"]})";
    const auto short_stop = stop_of(schema, five);
    REQUIRE(short_stop);
    CHECK(short_stop->offset == after(five, R"("e"])"));
    CHECK(short_stop->keyword == "minItems");
    CHECK(short_stop->message == "'nudges' must have at least 6 items; got 5");
}

TEST_CASE("L4 stop early: a string no enum member starts with, at the byte that departs") {
    const std::string schema = R"({"properties":{"level":{"enum":["high","low",3]}}})";
    const std::string payload = R"({"level": "hot"})";
    const auto stop = stop_of(schema, payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, R"("ho)"));
    CHECK(stop->keyword == "enum");
    CHECK(stop->message == "'level' must be one of the values the schema lists; no value starts with \"ho\"");
    CHECK_FALSE(stop_of(schema, R"({"level": "high"})"));
    CHECK_FALSE(stop_of(schema, R"({"level": 3})"));
    // An escape is judged when the string ends: "\u0068igh" is "high".
    CHECK_FALSE(stop_of(schema, R"({"level": "\u0068igh"})"));
}

// Issue 36: the strings a value may still become are a run of the enum's strings sorted by
// text, narrowed by binary search a byte at a time, not a copy of all of them per value.
TEST_CASE("L4 issue 36 stop early: a 10,000-value enum narrows the same as a short one") {
    std::string members = R"(["val", "", 7)";
    for (int i = 0; i < 10000; ++i) members += ", \"value-" + std::to_string(i) + "\"";
    const std::string schema = R"({"properties":{"e":{"enum":)" + members + R"(]}, "c":{"const":"value-7"}}})";
    const sg::CompiledSchema compiled = compile_ok(schema);
    for (const char* departs : {"value-12x", "valx", "value-99999", "w", "value--"}) {
        INFO("departs " << departs);
        const std::string payload = std::string(R"({"e": ")") + departs + R"("})";
        const auto stop = stop_of(compiled, payload);
        REQUIRE(stop);
        CHECK(stop->offset == after(payload, departs));
        CHECK(stop->keyword == "enum");
    }
    for (const char* member : {"value-12", "val", "value-9999", "", "value-0"}) {
        INFO("member " << member);
        CHECK_FALSE(stop_of(compiled, std::string(R"({"e": ")") + member + R"("})"));
    }
    const auto constant = stop_of(compiled, R"({"c": "value-8"})");
    REQUIRE(constant);
    CHECK(constant->offset == after(R"({"c": "value-8"})", "value-8"));
}

TEST_CASE("L4 stop early: a string past maxLength while it grows, a pattern when it ends") {
    const std::string payload = R"({"code": "abcdef"})";
    const auto stop = stop_of(R"({"properties":{"code":{"maxLength":3}}})", payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, "abcd"));
    CHECK(stop->keyword == "maxLength");
    // Characters, not bytes: three of two bytes each fit.
    CHECK_FALSE(stop_of(R"({"properties":{"code":{"maxLength":3}}})", R"({"code": "éèê"})"));
    // "z$" can still match while the string grows: only its end decides.
    const auto pattern = stop_of(R"({"properties":{"code":{"pattern":"z$"}}})", R"({"code": "ab1", "x": 1})");
    REQUIRE(pattern);
    CHECK(pattern->offset == std::string(R"({"code": "ab1")").size());
    CHECK(pattern->keyword == "pattern");
    CHECK(pattern->message == "'code' must match the pattern z$; got 'ab1'");
}

TEST_CASE("L4 stop early: a string its pattern can no longer match, at the character that rules it out") {
    const std::string payload = R"({"code": "ab1cdef"})";
    const auto stop = stop_of(R"({"properties":{"code":{"pattern":"^[a-z]+$"}}})", payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, "ab1"));
    CHECK(stop->keyword == "pattern");
    CHECK(stop->message == "'code' must match the pattern ^[a-z]+$; no text starting with \"ab1\" does");
    // Unanchored, a match may start anywhere later; once matched, whatever follows passes.
    CHECK_FALSE(stop_of(R"({"properties":{"code":{"pattern":"[a-z]"}}})", R"({"code": "123a"})"));
    CHECK_FALSE(stop_of(R"({"properties":{"code":{"pattern":"^ab"}}})", R"({"code": "ab123"})"));
    // A character of several bytes, split between pieces, is read whole: "é" is not [a-z].
    const std::string accented = R"({"code": "abé"})";
    const auto split = stop_of(R"({"properties":{"code":{"pattern":"^[a-z]+$"}}})", accented);
    REQUIRE(split);
    CHECK(split->offset == after(accented, "abé"));
    CHECK_FALSE(stop_of(R"({"properties":{"code":{"pattern":"^[a-zé]+$"}}})", accented));
}

// Issue 38: a lookahead keeps a pattern off the DFA, so a growing string is never stopped by
// it; the whole string is judged exactly; a name whose search runs out of its step budget is
// unsure, so additionalProperties does not refuse it.
TEST_CASE("L4 issue 38 stop early: a lookahead pattern judges only whole strings, and never past its budget") {
    const std::string schema = R"({"properties":{"pw":{"pattern":"^(?=.*[A-Z])[a-zA-Z]{3,}$"}}})";
    const std::string payload = R"({"pw": "abcdef1", "x": 1})";
    const auto stop = stop_of(schema, payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, R"("abcdef1")"));
    CHECK(stop->keyword == "pattern");
    CHECK(stop->message == "'pw' must match the pattern ^(?=.*[A-Z])[a-zA-Z]{3,}$; got 'abcdef1'");
    CHECK_FALSE(stop_of(schema, R"({"pw": "abcDef", "x": 1})"));

    // 2,000 positions each search the rest of the name for a '!': over the name budget.
    const std::string names = R"j({"patternProperties":{"(?=.*!)":true},"additionalProperties":false})j";
    CHECK_FALSE(stop_of(names, R"({")" + std::string(2000, 'a') + R"(": 1})"));
    const auto refused = stop_of(names, R"({"ab": 1})");
    REQUIRE(refused);
    CHECK(refused->keyword == "additionalProperties");
}

TEST_CASE("L4 stop early: a number out of bounds once it has ended, never before") {
    const std::string schema = R"({"properties":{"n":{"type":"integer","maximum":10}}})";
    const std::string payload = R"({"n": 15, "m": 1})";
    const auto stop = stop_of(schema, payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, "15,"));
    CHECK(stop->message == "'n' must be <= 10; got 15");
    // 15e-1 is 1.5: no stop at "15", then integer refuses it when it ends.
    const auto fraction = stop_of(schema, R"({"n": 15e-1})");
    REQUIRE(fraction);
    CHECK(fraction->keyword == "type");
    CHECK(fraction->offset == std::string(R"({"n": 15e-1})").size());
    CHECK_FALSE(stop_of(schema, R"({"n": 10.0})"));
}

TEST_CASE("L4 stop early: a required member missing when the object closes") {
    const std::string payload = R"({"items": [{"id": 1}, {"name": "x"}]})";
    const auto stop = stop_of(R"({"properties":{"items":{"items":{"required":["id"]}}}})", payload);
    REQUIRE(stop);
    CHECK(stop->offset == after(payload, R"("x"})"));
    CHECK(stop->pointer == "/items/1");
    CHECK(stop->keyword == "required");
    CHECK(stop->message == "missing required property 'id' in 'items[1]'");
}

TEST_CASE("L4 stop early: anyOf decides once the type leaves one branch, and not before") {
    const std::string nullable =
        R"({"anyOf":[{"type":"object","properties":{"a":{"type":"string"}},"additionalProperties":false},{"type":"null"}]})";
    const auto stop = stop_of(nullable, R"({"b": 1})");
    REQUIRE(stop);
    CHECK(stop->keyword == "additionalProperties");
    CHECK_FALSE(stop_of(nullable, "null"));
    const std::string two_objects =
        R"({"anyOf":[{"properties":{"a":{"type":"string"}},"additionalProperties":false},{"type":"object"}]})";
    CHECK_FALSE(stop_of(two_objects, R"({"b": 1})"));
    const auto neither = stop_of(R"({"anyOf":[{"type":"string"},{"type":"null"}]})", "[1]");
    REQUIRE(neither);
    CHECK(neither->offset == 1);
    CHECK(neither->message == "value must match at least one schema in anyOf; got array");
}

TEST_CASE("L4 stop early: text that is not strict JSON is never stopped (lenient reading may read it)") {
    const std::string schema = R"({"type":"object","properties":{"n":{"type":"integer"}},"additionalProperties":false})";
    CHECK_FALSE(stop_of(schema, R"({'zz': 1})"));
    CHECK_FALSE(stop_of(schema, R"({"n": 1,} {"zz": 1})"));
    CHECK_FALSE(stop_of(schema, R"(Here it is: {"zz": 1})"));
    CHECK_FALSE(stop_of(schema, R"({"n": 1, // a comment
 "zz": 2})"));
}

TEST_CASE("L4 stop early: the same stop whatever the chunks") {
    const sg::CompiledSchema schema = compile_ok(R"({"properties":{"tags":{"items":{"enum":["red","green"]}}}})");
    const std::string payload = R"({"tags": ["red", "green", "grey"]})";
    const auto one_by_one = stop_of(schema, payload);
    REQUIRE(one_by_one);
    CHECK(one_by_one->offset == payload.find("grey") + 4);
    CHECK(one_by_one->pointer == "/tags/2");
    for (std::size_t size : {2u, 7u, 64u}) {
        sg::PrefixCheck check(schema);
        for (std::size_t at = 0; at < payload.size(); at += size) check.push(std::string_view(payload).substr(at, size));
        REQUIRE(check.violation());
        CHECK(check.violation()->offset == one_by_one->offset);
    }
}

TEST_CASE("L4 L7 stop early on schemas built to be costly: a long $ref chain, a wide allOf") {
    std::string chain = R"({"$ref":"#/$defs/d0","$defs":{)";
    for (int i = 0; i < 3000; ++i) chain += "\"d" + std::to_string(i) + R"(":{"$ref":"#/$defs/d)" + std::to_string(i + 1) + "\"},";
    chain += R"("d3000":{"type":"integer"}}})";
    // Past the depth followed, the chain allows any type: nothing is stopped early, and the
    // validator's own depth limit judges the value at its end.
    CHECK_FALSE(stop_of(chain, R"("text")"));
    std::string wide = R"({"allOf":[)";
    for (int i = 0; i < 5000; ++i) wide += std::string(i ? "," : "") + R"({"minimum":)" + std::to_string(i) + "}";
    wide += R"(,{"type":"integer"}]})";
    // The types a value may have are found over every branch (once); the subschemas used at the
    // place are the first 256.
    const auto stop = stop_of(wide, R"("text")");
    REQUIRE(stop);
    CHECK(stop->message == "value must be integer; got string");
    const auto number = stop_of(wide, "12 ");
    REQUIRE(number);
    CHECK(number->keyword == "minimum");
}

namespace {

std::string compact(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
    value.Accept(writer);
    return std::string(buffer.GetString(), buffer.GetSize());
}

std::string pretty(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::PrettyWriter<rapidjson::StringBuffer> writer(buffer);
    value.Accept(writer);
    return std::string(buffer.GetString(), buffer.GetSize());
}

bool valid_text(const sg::CompiledSchema& schema, const std::string& text) {
    sg::Tape tape;
    REQUIRE(sg::read_tape(text, text, 512, tape));
    return schema.is_valid(tape);
}

}  // namespace

// The property: over the required tests of JSON-Schema-Test-Suite, in both dialects, no valid
// instance is stopped at any prefix, and an invalid one, when stopped, is stopped at the same
// byte however it is split. The suite's schemas use every keyword; the ones a stop relies on
// are judged by construction (each stop above names a keyword whose failure is certain).
TEST_CASE("L4 stop early over the conformance suite: never a valid instance, the same stop in any chunks") {
    namespace fs = std::filesystem;
    const char* env = std::getenv("SG_CONFORMANCE_DIR");
    const fs::path root = env ? fs::path(env)
                              : fs::path(__FILE__).parent_path().parent_path().parent_path().parent_path() / "shared" /
                                    "conformance" / "JSON-Schema-Test-Suite";
    REQUIRE(fs::is_directory(root / "tests"));
    std::size_t instances = 0, stopped = 0, invalid = 0;
    for (const auto& [draft, dialect] : {std::pair{"draft2020-12", sg::SchemaDialect::Draft2020_12},
                                         std::pair{"draft7", sg::SchemaDialect::Draft7}}) {
        for (const auto& file : fs::directory_iterator(root / "tests" / draft)) {
            if (file.path().extension() != ".json") continue;
            std::ifstream in(file.path());
            std::stringstream text;
            text << in.rdbuf();
            rapidjson::Document groups;
            groups.Parse<rapidjson::kParseFullPrecisionFlag>(text.str().c_str());
            REQUIRE(groups.IsArray());
            for (const auto& group : groups.GetArray()) {
                sg::SchemaOptions options;
                options.default_dialect = dialect;
                sg::SchemaCompileResult compiled = sg::compile_schema(group["schema"], options);
                if (!compiled.ok()) continue;  // a remote $ref: the conformance tier runs those
                const sg::CompiledSchema& schema = compiled.value();
                for (const auto& test : group["tests"].GetArray()) {
                    for (const std::string& payload : {compact(test["data"]), pretty(test["data"])}) {
                        INFO(file.path().filename().string() << ": " << group["description"].GetString() << " / "
                                                             << test["description"].GetString() << ": " << payload);
                        ++instances;
                        const bool is_valid = valid_text(schema, payload);
                        invalid += is_valid ? 0 : 1;
                        const auto stop = stop_of(schema, payload);
                        if (!stop) continue;
                        ++stopped;
                        CHECK_FALSE(is_valid);
                        CHECK(stop->offset <= payload.size());
                        sg::PrefixCheck whole(schema);
                        whole.push(payload);
                        REQUIRE(whole.violation());
                        CHECK(whole.violation()->offset == stop->offset);
                    }
                }
            }
        }
    }
    INFO(instances << " instances, " << invalid << " invalid, " << stopped << " stopped");
    // 4,308 instances, 1,750 of them invalid, 1,008 of those stopped (both dialects, each compact
    // and indented): more than half of the invalid ones are certain before their end.
    CHECK(instances > 4000);
    CHECK(stopped > invalid / 2);
}

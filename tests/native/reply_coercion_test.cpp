// Schema-guided coercion (L5) through parseReply: opt-in, driven by the compiled schema and
// the document it came from, each coercion reported with its instanceLocation; a value no
// rule fits stays as it was and its error stays, positioned in the reply.
#include <catch2/catch.hpp>

#include "core/json_text.h"
#include "reply/reply_parser.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"

using namespace sg;

namespace {

// A compiled schema with the document it was compiled from, as the binding keeps them.
struct Coercible {
    rapidjson::Document document;
    std::optional<CompiledSchema> schema;
    std::optional<SchemaSource> source;

    explicit Coercible(const char* json, const SchemaRegistry* registry = nullptr) {
        document.Parse(json);
        REQUIRE_FALSE(document.HasParseError());
        SchemaCompileResult compiled = registry ? compile_schema(document, *registry) : compile_schema(document);
        REQUIRE(compiled.ok());
        schema.emplace(std::move(compiled.value()));
        source.emplace(document, "", registry);
    }

    ParsedReply parse(const std::string& reply, ReplyMode mode = ReplyMode::Strict) {
        ReplyOptions options;
        options.mode = mode;
        options.validate.mode = ErrorMode::AllErrors;
        options.coerce_by = &*source;
        return parse_reply(reply, *schema, options);
    }
};

// "kind /location from -> to; ..." for one CHECK that shows the whole list.
std::string coercion_list(const std::vector<Coercion>& coercions) {
    std::string list;
    for (const Coercion& coercion : coercions) {
        if (!list.empty()) list += "; ";
        list += std::string(coercion_kind_name(coercion.kind)) + " " + coercion.instance_location + " " + coercion.from +
                " -> " + coercion.to;
    }
    return list;
}

const char* kStepSchema = R"({
  "type": "object",
  "properties": {
    "seq": {"type": "integer", "minimum": 1},
    "basis": {"enum": ["goal", "prev"]},
    "done": {"type": "boolean"},
    "ratio": {"type": "number"},
    "dependsOn": {"type": "array", "items": {"type": "integer"}},
    "schema": {"const": "ai_chat_process_template.v1"}
  },
  "required": ["seq", "basis"],
  "additionalProperties": false
})";

}  // namespace

TEST_CASE("L5 coercion is opt-in: without it \"5\" stays a string and fails") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = parse_reply(R"({"seq": "5", "basis": "goal"})", *step.schema);
    CHECK_FALSE(parsed.ok());
    CHECK(parsed.coercions.empty());
    CHECK(parsed.value["seq"] == "5");
}

TEST_CASE("L5 \"5\" becomes 5 where an integer is expected, reported with its instanceLocation") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": "5", "basis": "goal", "ratio": " 0.5 "})");
    REQUIRE(parsed.ok());
    CHECK(parsed.value["seq"] == 5);
    CHECK(parsed.value["ratio"] == 0.5);
    CHECK(coercion_list(parsed.coercions) == R"(string_to_number /seq "5" -> 5; string_to_number /ratio " 0.5 " -> 0.5)");
}

TEST_CASE("L5 enum values are matched ignoring case and surrounding whitespace: 'Goal ' becomes 'goal'") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": 1, "basis": "Goal ", "schema": "AI_Chat_Process_Template.v1"})");
    REQUIRE(parsed.ok());
    CHECK(parsed.value["basis"] == "goal");
    CHECK(coercion_list(parsed.coercions) == "enum_spelling /basis \"Goal \" -> \"goal\"; "
                                             "enum_spelling /schema \"AI_Chat_Process_Template.v1\" -> "
                                             "\"ai_chat_process_template.v1\"");
}

TEST_CASE("L5 keys are matched ignoring case: 'Seq' becomes 'seq', and its value is coerced in the next round") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"Seq": "2", "BASIS": "prev"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(parsed.value) == R"({"seq":2,"basis":"prev"})");
    CHECK(coercion_list(parsed.coercions) ==
          R"(key_case /seq "Seq" -> "seq"; key_case /basis "BASIS" -> "basis"; string_to_number /seq "2" -> 2)");
}

TEST_CASE("L5 a key is not renamed when the exact name is there too, or when two keys match") {
    Coercible step(kStepSchema);
    const ParsedReply both = step.parse(R"({"seq": 1, "Seq": 2, "basis": "goal"})");
    CHECK(both.coercions.empty());
    REQUIRE(both.errors.size() == 1);
    CHECK(both.errors[0].validation->instance_location == "/Seq");

    const ParsedReply twice = step.parse(R"({"SEQ": 1, "Seq": 2, "basis": "goal"})");
    CHECK(twice.coercions.empty());
    CHECK(twice.errors.size() == 3);  // seq required; SEQ and Seq not allowed
}

TEST_CASE("L5 an optional property is matched by case when additionalProperties forbids the other spelling") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": 1, "basis": "goal", "Done": "TRUE"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(parsed.value) == R"({"seq":1,"basis":"goal","done":true})");
    CHECK(coercion_list(parsed.coercions) ==
          R"(key_case /done "Done" -> "done"; string_to_boolean /done "TRUE" -> true)");
}

TEST_CASE("L5 a single value becomes a one-element array, and its item is coerced next") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": 2, "basis": "prev", "dependsOn": "1"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(parsed.value["dependsOn"]) == "[1]");
    CHECK(coercion_list(parsed.coercions) ==
          R"(single_to_array /dependsOn "1" -> ["1"]; string_to_number /dependsOn/0 "1" -> 1)");
}

TEST_CASE("L5 \"true\" and \"false\" become booleans; other words do not") {
    Coercible step(kStepSchema);
    CHECK(step.parse(R"({"seq": 1, "basis": "goal", "done": "false"})").value["done"] == false);
    const ParsedReply yes = step.parse(R"({"seq": 1, "basis": "goal", "done": "yes"})");
    CHECK(yes.coercions.empty());
    REQUIRE(yes.errors.size() == 1);
    CHECK(yes.errors[0].validation->keyword == "type");
}

TEST_CASE("L5 a value that cannot be coerced stays, and its error stays, positioned in the reply") {
    Coercible step(kStepSchema);
    const std::string reply = "```json\n{\"seq\": \"five\", \"basis\": \"Goals\", \"ratio\": \"1,5\"}\n```";
    const ParsedReply parsed = step.parse(reply);
    CHECK(parsed.coercions.empty());
    CHECK(parsed.value["seq"] == "five");
    REQUIRE(parsed.errors.size() == 3);
    CHECK(parsed.errors[0].error.position->offset == reply.find("\"five\""));
    CHECK(parsed.errors[1].error.position->offset == reply.find("\"Goals\""));
    CHECK(parsed.errors[2].error.position->offset == reply.find("\"1,5\""));
}

TEST_CASE("L5 numbers that would not be the same number, or not an integer, are not coerced") {
    Coercible step(kStepSchema);
    for (const char* seq : {"\"2.5\"", "\"18446744073709551616\"", "\"0x10\"", "\"1e999\"", "\"\"", "\"NaN\"", "\"05\""}) {
        INFO(seq);
        const ParsedReply parsed = step.parse(std::string("{\"seq\": ") + seq + ", \"basis\": \"goal\"}");
        CHECK(parsed.coercions.empty());
        CHECK_FALSE(parsed.ok());
    }
    CHECK(step.parse(R"({"seq": "3.0", "basis": "goal"})").ok());
    CHECK(step.parse(R"({"seq": "-0", "basis": "goal"})").errors.size() == 1);  // coerced, then below the minimum
}

TEST_CASE("L5 an enum whose spellings differ only in case is matched only exactly") {
    Coercible level(R"({"properties": {"level": {"enum": ["Low", "LOW", "high"]}}})");
    CHECK(level.parse(R"({"level": "low"})").coercions.empty());
    const ParsedReply spaced = level.parse(R"({"level": " LOW "})");
    CHECK(coercion_list(spaced.coercions) == R"(enum_spelling /level " LOW " -> "LOW")");
    CHECK(level.parse(R"({"level": "High"})").ok());
}

TEST_CASE("L5 S7 errors after coercion are positioned through renamed keys and wrapped values") {
    Coercible step(kStepSchema);
    const std::string reply = "Result:\n{\"SEQ\": \"0\", \"basis\": \"goal\", \"dependsOn\": \"x\"}";
    const ParsedReply parsed = step.parse(reply);
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[0].validation->instance_location == "/seq");
    CHECK(parsed.errors[0].error.position->offset == reply.find("\"0\""));
    CHECK(parsed.errors[1].validation->instance_location == "/dependsOn/0");
    CHECK(parsed.errors[1].error.position->offset == reply.find("\"x\""));
    const LocationsBeforeCoercion before(parsed.coercions);
    CHECK(before("/seq") == "/SEQ");
    CHECK(before("/dependsOn/0") == "/dependsOn");
    CHECK(before("/basis") == "/basis");
}

TEST_CASE("L5 coercion follows $ref into $defs, and resources with their own $id") {
    Coercible plan(R"({
      "$id": "https://example.com/plan.json",
      "type": "object",
      "properties": {
        "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}},
        "owner": {"$ref": "owner.json"}
      },
      "$defs": {
        "step": {"type": "object", "properties": {"seq": {"type": "integer"}, "basis": {"enum": ["goal", "prev"]}},
                 "required": ["seq", "basis"]},
        "owner": {"$id": "owner.json", "type": "object", "properties": {"role": {"enum": ["admin", "member"]}}}
      }
    })");
    const ParsedReply parsed = plan.parse(R"({"steps": [{"Seq": "1", "basis": "GOAL"}], "owner": {"role": "Admin"}})");
    REQUIRE(parsed.ok());
    CHECK(coercion_list(parsed.coercions) ==
          R"(enum_spelling /steps/0/basis "GOAL" -> "goal"; key_case /steps/0/seq "Seq" -> "seq"; )"
          R"(enum_spelling /owner/role "Admin" -> "admin"; string_to_number /steps/0/seq "1" -> 1)");
}

TEST_CASE("L5 coercion reads schemas registered by URI") {
    SchemaRegistry registry;
    rapidjson::Document basis;
    basis.Parse(R"({"enum": ["goal", "prev"]})");
    REQUIRE_FALSE(registry.add("https://example.com/basis.json", basis));
    Coercible step(R"({"properties": {"basis": {"$ref": "https://example.com/basis.json"}}})", &registry);
    const ParsedReply parsed = step.parse(R"({"basis": " Prev"})");
    REQUIRE(parsed.ok());
    CHECK(parsed.value["basis"] == "prev");
}

TEST_CASE("L5 L1 a repaired reply is coerced too, and both are reported") {
    Coercible step(kStepSchema);
    const std::string reply = "<think>plan</think>\n```json\n{'Seq': '3', 'basis': 'Prev ', 'dependsOn': [1, '2',],}\n```";
    const ParsedReply parsed = step.parse(reply, ReplyMode::Lenient);
    REQUIRE(parsed.ok());
    CHECK(parsed.repaired);
    CHECK(json_text(parsed.value) == R"({"seq":3,"basis":"prev","dependsOn":[1,2]})");
    CHECK(parsed.coercions.size() == 4);
}

TEST_CASE("L5 L3 with coercion on, choose_valid takes the first candidate that validates once coerced") {
    Coercible step(kStepSchema);
    const std::string reply = "A: {'seq': 'one', 'basis': 'goal'} B: {'seq': '2', 'basis': 'Goal'} C: {'seq': 0, 'basis': 'x'}";
    ReplyOptions options;
    options.mode = ReplyMode::Lenient;
    options.choose_valid = true;
    options.coerce_by = &*step.source;
    const ParsedReply parsed = parse_reply(reply, *step.schema, options);
    REQUIRE(parsed.ok());
    CHECK(parsed.chosen_by_predicate);
    CHECK(parsed.extraction.candidate->start == reply.find("{'seq': '2'"));
    CHECK(parsed.coercions.size() == 2);
}

TEST_CASE("L5 L7 coercion rounds are bounded") {
    // Each round can reveal one more level of renamed keys; the rounds stop at the constant.
    std::string schema = R"({"type": "integer"})";
    std::string value = "\"7\"";
    for (int i = 0; i < 12; ++i) {
        schema = R"({"type": "object", "properties": {"a": )" + schema + R"(}, "required": ["a"]})";
        value = R"({"A": )" + value + "}";
    }
    Coercible nested(schema.c_str());
    const ParsedReply parsed = nested.parse(value);
    CHECK(parsed.coercions.size() == kMaxCoercionRounds);
    CHECK_FALSE(parsed.ok());
}

TEST_CASE("L5 a type list is followed; anyOf branches are not (their errors are not reported)") {
    Coercible nullable(R"({"properties": {"n": {"type": ["integer", "null"]}, "m": {"anyOf": [{"type": "integer"}, {"type": "null"}]}}})");
    const ParsedReply listed = nullable.parse(R"({"n": "7"})");
    REQUIRE(listed.ok());
    CHECK(listed.value["n"] == 7);
    const std::string reply = R"({"m": "7"})";
    const ParsedReply branches = nullable.parse(reply);
    CHECK(branches.coercions.empty());
    REQUIRE(branches.errors.size() == 1);
    CHECK(branches.errors[0].validation->keyword == "anyOf");
    CHECK(branches.errors[0].error.position->offset == reply.find("\"7\""));
}

TEST_CASE("L5 null is not wrapped into an array, and a number is not turned into a string") {
    Coercible lists(R"({"properties": {"tags": {"type": "array"}, "name": {"type": "string"}}})");
    const ParsedReply parsed = lists.parse(R"({"tags": null, "name": 5})");
    CHECK(parsed.coercions.empty());
    CHECK(parsed.errors.size() == 2);
}

TEST_CASE("L5 a coercion made under a member before it is renamed is reported under the new name") {
    // The member's value fails additionalProperties' type first, in the same round as the
    // required error that renames it.
    Coercible step(R"({"properties": {"seq": {"type": "integer"}}, "required": ["seq"],
                       "additionalProperties": {"type": "integer"}})");
    const std::string reply = R"({"Seq": "5", "note": "x"})";
    const ParsedReply parsed = step.parse(reply);
    CHECK(coercion_list(parsed.coercions) == R"(string_to_number /seq "5" -> 5; key_case /seq "Seq" -> "seq")");
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].validation->instance_location == "/note");
    CHECK(parsed.errors[0].error.position->offset == reply.find("\"x\""));
}

TEST_CASE("L5 L7 a long list of numbers written as strings is coerced in one round") {
    Coercible list(R"({"properties": {"ids": {"type": "array", "items": {"type": "integer"}}}})");
    std::string reply = "{\"ids\": [";
    for (int i = 0; i < 5000; ++i) reply += (i ? ", \"" : "\"") + std::to_string(i) + "\"";
    reply += "]}";
    const ParsedReply parsed = list.parse(reply);
    REQUIRE(parsed.ok());
    CHECK(parsed.coercions.size() == 5000);
    CHECK(parsed.value["ids"][4999] == 4999);
}

namespace {

// {"type":"object","properties":{"field_0":…,…},"required":[…],"additionalProperties":false}
std::string many_fields_schema(int count, bool required) {
    std::string properties;
    std::string names;
    for (int i = 0; i < count; ++i) {
        const std::string name = "\"field_" + std::to_string(i) + "\"";
        properties += (i ? "," : "") + name + R"(:{"type":"integer"})";
        names += (i ? "," : "") + name;
    }
    return R"({"type":"object","properties":{)" + properties + "}" + (required ? R"(,"required":[)" + names + "]" : "") +
           R"(,"additionalProperties":false})";
}

// Even fields written in capitals (key_case), odd ones with a space for the underscore (key_spelling).
std::string many_fields_reply(int count) {
    std::string reply = "{";
    for (int i = 0; i < count; ++i) {
        reply += std::string(i ? "," : "") + (i % 2 == 0 ? "\"FIELD_" : "\"field ") + std::to_string(i) + "\":" + std::to_string(i);
    }
    return reply + "}";
}

}  // namespace

// Issue 26: each of these took minutes (the work grew with the cube of the keys); the names are
// now found through indexes. The choices are those of the small cases above.
TEST_CASE("L5 issue 26 1,200 keys in other case and spelling, all required: each renamed once, in required order") {
    Coercible fields(many_fields_schema(1200, true).c_str());
    const ParsedReply parsed = fields.parse(many_fields_reply(1200));
    REQUIRE(parsed.ok());
    REQUIRE(parsed.coercions.size() == 1200);
    CHECK(coercion_list({parsed.coercions[0], parsed.coercions[1], parsed.coercions[1199]}) ==
          R"(key_case /field_0 "FIELD_0" -> "field_0"; key_spelling /field_1 "field 1" -> "field_1"; )"
          R"(key_spelling /field_1199 "field 1199" -> "field_1199")");
    CHECK(parsed.value["field_1198"] == 1198);
    CHECK(parsed.value.MemberCount() == 1200);
}

TEST_CASE("L5 issue 26 1,200 optional keys refused by additionalProperties: each matched to its property") {
    Coercible fields(many_fields_schema(1200, false).c_str());
    std::string reply = many_fields_reply(1200);
    reply.insert(reply.size() - 1, R"(,"Field_7":0,"unknown":1)");  // another spelling of field_7, and a stranger
    const ParsedReply parsed = fields.parse(reply);
    // "field 7" and "Field_7" both spell field_7, but only "Field_7" is it in another case.
    REQUIRE(parsed.coercions.size() == 1200);
    CHECK(coercion_list({parsed.coercions[0], parsed.coercions[1198], parsed.coercions[1199]}) ==
          R"(key_case /field_0 "FIELD_0" -> "field_0"; key_spelling /field_1199 "field 1199" -> "field_1199"; )"
          R"(key_case /field_7 "Field_7" -> "field_7")");
    CHECK(parsed.value["field_7"] == 0);
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[0].validation->instance_location == "/field 7");
    CHECK(parsed.errors[1].validation->instance_location == "/unknown");
}

TEST_CASE("L5 issue 26 3,000 enum values over an enum of 1,000 spellings: each matched through the index") {
    std::string values;
    for (int i = 0; i < 1000; ++i) values += (i ? ",\"value_" : "\"value_") + std::to_string(i) + "\"";
    values += R"(,"Twice","TWICE")";
    Coercible list((R"({"type":"array","items":{"enum":[)" + values + "]}}").c_str());
    std::string reply = "[";
    for (int i = 0; i < 3000; ++i) reply += (i ? ", \" VALUE_" : "\" VALUE_") + std::to_string(i % 1000) + "\"";
    reply += R"(, "twice", ["Value_5"], ["TWICE"]])";
    const ParsedReply parsed = list.parse(reply);
    // ["Value_5"] is unwrapped as written (it spells one value), then spelled in the next round;
    // "twice" spells two values and stays.
    REQUIRE(parsed.coercions.size() == 3003);
    CHECK(coercion_list({parsed.coercions[0], parsed.coercions[2999], parsed.coercions[3000], parsed.coercions[3001],
                         parsed.coercions[3002]}) ==
          R"(enum_spelling /0 " VALUE_0" -> "value_0"; enum_spelling /2999 " VALUE_999" -> "value_999"; )"
          R"(single_from_array /3001 ["Value_5"] -> "Value_5"; single_from_array /3002 ["TWICE"] -> "TWICE"; )"
          R"(enum_spelling /3001 "Value_5" -> "value_5")");
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].validation->instance_location == "/3000");
}

// Schema-guided coercion (L5) through parseReply: opt-in, driven by the compiled schema and
// the document it came from, each coercion reported with its instanceLocation; a value no
// rule fits stays as it was and its error stays, positioned in the reply.
#include <catch2/catch.hpp>

#include "core/json_text.h"
#include "reply/reply_parser.h"
#include "schema/schema.h"
#include "schema/schema_registry.h"
#include "tape/tape_reader.h"
#include "tape/tape_value.h"
#include "tape/tape_dom.h"

using namespace sg;

namespace {

// A compiled schema with the document it was compiled from, as the binding keeps them.
struct Coercible {
    Tape document;
    std::optional<CompiledSchema> schema;
    std::optional<SchemaSource> source;

    explicit Coercible(const char* json, const SchemaRegistry* registry = nullptr) {
        document.reset_owned(json);
        REQUIRE(read_into_tape(document.text(), 512, document));
        SchemaCompileResult compiled = registry ? compile_schema(document, *registry) : compile_schema(document);
        REQUIRE(compiled.ok());
        schema.emplace(std::move(compiled.value()));
        source.emplace(tape_root(document), "", registry);
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
    CHECK(value_of(parsed.tape)["seq"] == "5");
}

TEST_CASE("L5 \"5\" becomes 5 where an integer is expected, reported with its instanceLocation") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": "5", "basis": "goal", "ratio": " 0.5 "})");
    REQUIRE(parsed.ok());
    CHECK(value_of(parsed.tape)["seq"] == 5);
    CHECK(value_of(parsed.tape)["ratio"] == 0.5);
    CHECK(coercion_list(parsed.coercions) == R"(string_to_number /seq "5" -> 5; string_to_number /ratio " 0.5 " -> 0.5)");
}

TEST_CASE("L5 enum values are matched ignoring case and surrounding whitespace: 'Goal ' becomes 'goal'") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": 1, "basis": "Goal ", "schema": "AI_Chat_Process_Template.v1"})");
    REQUIRE(parsed.ok());
    CHECK(value_of(parsed.tape)["basis"] == "goal");
    CHECK(coercion_list(parsed.coercions) == "enum_spelling /basis \"Goal \" -> \"goal\"; "
                                             "enum_spelling /schema \"AI_Chat_Process_Template.v1\" -> "
                                             "\"ai_chat_process_template.v1\"");
}

TEST_CASE("L5 keys are matched ignoring case: 'Seq' becomes 'seq', and its value is coerced in the next round") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"Seq": "2", "BASIS": "prev"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(value_of(parsed.tape)) == R"({"seq":2,"basis":"prev"})");
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
    CHECK(json_text(value_of(parsed.tape)) == R"({"seq":1,"basis":"goal","done":true})");
    CHECK(coercion_list(parsed.coercions) ==
          R"(key_case /done "Done" -> "done"; string_to_boolean /done "TRUE" -> true)");
}

TEST_CASE("L5 a single value becomes a one-element array, and its item is coerced next") {
    Coercible step(kStepSchema);
    const ParsedReply parsed = step.parse(R"({"seq": 2, "basis": "prev", "dependsOn": "1"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(value_of(parsed.tape)["dependsOn"]) == "[1]");
    CHECK(coercion_list(parsed.coercions) ==
          R"(single_to_array /dependsOn "1" -> ["1"]; string_to_number /dependsOn/0 "1" -> 1)");
}

TEST_CASE("L5 \"true\" and \"false\" become booleans; other words do not") {
    Coercible step(kStepSchema);
    CHECK(value_of(step.parse(R"({"seq": 1, "basis": "goal", "done": "false"})").tape)["done"] == false);
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
    CHECK(value_of(parsed.tape)["seq"] == "five");
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
    CHECK(value_of(parsed.tape)["basis"] == "prev");
}

TEST_CASE("L5 L1 a repaired reply is coerced too, and both are reported") {
    Coercible step(kStepSchema);
    const std::string reply = "<think>plan</think>\n```json\n{'Seq': '3', 'basis': 'Prev ', 'dependsOn': [1, '2',],}\n```";
    const ParsedReply parsed = step.parse(reply, ReplyMode::Lenient);
    REQUIRE(parsed.ok());
    CHECK(parsed.repaired);
    CHECK(json_text(value_of(parsed.tape)) == R"({"seq":3,"basis":"prev","dependsOn":[1,2]})");
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
    CHECK(value_of(listed.tape)["n"] == 7);
    const std::string reply = R"({"m": "7"})";
    const ParsedReply branches = nullable.parse(reply);
    CHECK(branches.coercions.empty());
    REQUIRE(branches.errors.size() == 1);
    CHECK(branches.errors[0].validation->keyword == "anyOf");
    CHECK(branches.errors[0].error.position->offset == reply.find("\"7\""));
}

TEST_CASE("L5 null is not wrapped into an array, nor a boolean turned into a string") {
    Coercible lists(R"({"properties": {"tags": {"type": "array"}, "name": {"type": "string"}}})");
    const ParsedReply parsed = lists.parse(R"({"tags": null, "name": true})");
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
    CHECK(value_of(parsed.tape)["ids"][4999] == 4999);
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
    CHECK(value_of(parsed.tape)["field_1198"] == 1198);
    CHECK(value_of(parsed.tape).MemberCount() == 1200);
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
    CHECK(value_of(parsed.tape)["field_7"] == 0);
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

// What the schema decides alone: a number's text for a string, a scalar for an object with
// one required member, a fraction for a number, the one enum value a quote marks, the one
// item of a list for a scalar; two candidates stay refused.

TEST_CASE("L5 a number where a string is expected becomes its text, in its shortest JSON form") {
    Coercible names(R"({"type": "array", "items": {"type": "string"}})");
    const ParsedReply parsed = names.parse("[1, 2.50, 2e3, -7, 9007199254740993]");
    REQUIRE(parsed.ok());
    CHECK(json_text(value_of(parsed.tape)) == R"(["1","2.5","2000","-7","9007199254740993"])");
    CHECK(coercion_list(parsed.coercions) ==
          R"(number_to_string /0 1 -> "1"; number_to_string /1 2.5 -> "2.5"; number_to_string /2 2000.0 -> "2000"; )"
          R"(number_to_string /3 -7 -> "-7"; number_to_string /4 9007199254740993 -> "9007199254740993")");
}

TEST_CASE("L5 an integer beyond 64 bits is not turned into a string: its digits may be lost") {
    Coercible names(R"({"type": "array", "items": {"type": "string"}})");
    const std::string reply = "[123456789012345678901234567890]";
    const ParsedReply parsed = names.parse(reply);
    CHECK(parsed.coercions.empty());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.position->offset == 1);
}

TEST_CASE("L5 a scalar for an object with exactly one required member becomes that member") {
    Coercible count(R"({"type": "object", "properties": {"n": {"type": "number"}, "note": {"type": "string"}}, "required": ["n"]})");
    const ParsedReply number = count.parse("42", ReplyMode::Lenient);
    REQUIRE(number.ok());
    CHECK(json_text(value_of(number.tape)) == R"({"n":42})");
    CHECK(coercion_list(number.coercions) == R"(scalar_to_object  42 -> {"n":42})");
    const ParsedReply text = count.parse(R"("42")", ReplyMode::Lenient);
    REQUIRE(text.ok());
    CHECK(json_text(value_of(text.tape)) == R"({"n":42})");
    CHECK(coercion_list(text.coercions) == R"(scalar_to_object  "42" -> {"n":"42"}; string_to_number /n "42" -> 42)");
}

TEST_CASE("L5 a scalar the one required member does not take stays, with the error that it is no object") {
    Coercible count(R"({"type": "object", "properties": {"n": {"type": "number", "minimum": 50}}, "required": ["n"]})");
    for (const char* reply : {"42", "true", R"("many")"}) {
        const ParsedReply parsed = count.parse(reply, ReplyMode::Lenient);
        CAPTURE(reply);
        CHECK(parsed.coercions.empty());
        CHECK(json_text(value_of(parsed.tape)) == reply);
        REQUIRE(parsed.errors.size() == 1);
        CHECK(parsed.errors[0].error.code == ErrorCode::SchemaMismatch);
    }
    Coercible two(R"({"type": "object", "properties": {"a": {"type": "number"}, "b": {"type": "number"}}, "required": ["a", "b"]})");
    CHECK(two.parse("42", ReplyMode::Lenient).coercions.empty());
    Coercible unnamed(R"({"type": "object", "required": ["n"]})");
    CHECK(unnamed.parse("42", ReplyMode::Lenient).coercions.empty());
}

TEST_CASE("L5 S7 a member wrapped where its object is, or taken back and positioned at the scalar") {
    Coercible order(R"({"type": "object", "properties": {"order": {"type": "object", "properties": {"id": {"type": "integer"}},
                        "required": ["id"]}}})");
    const ParsedReply wrapped = order.parse(R"({"order": 42})");
    REQUIRE(wrapped.ok());
    CHECK(json_text(value_of(wrapped.tape)) == R"({"order":{"id":42}})");
    CHECK(coercion_list(wrapped.coercions) == R"(scalar_to_object /order 42 -> {"id":42})");
    const std::string reply = R"({"order": 4.5})";
    const ParsedReply kept = order.parse(reply);
    CHECK(kept.coercions.empty());
    CHECK(json_text(value_of(kept.tape)) == R"({"order":4.5})");
    REQUIRE(kept.errors.size() == 1);
    CHECK(kept.errors[0].validation->instance_location == "/order");
    CHECK(kept.errors[0].error.position->offset == reply.find("4.5"));
}

TEST_CASE("L5 a fraction of two integers where a number is expected is its quotient") {
    Coercible ratio(R"({"type": "object", "properties": {"p": {"type": "number"}, "n": {"type": "integer"}}})");
    const ParsedReply parsed = ratio.parse(R"({"p": "1/5", "n": "6 / 3"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(value_of(parsed.tape)) == R"({"p":0.2,"n":2})");
    CHECK(coercion_list(parsed.coercions) == R"(fraction_to_number /p "1/5" -> 0.2; fraction_to_number /n "6 / 3" -> 2)");
    const ParsedReply bare = ratio.parse(R"({"p": -3/4})", ReplyMode::Lenient);
    REQUIRE(bare.ok());
    CHECK(value_of(bare.tape)["p"] == -0.75);
    for (const char* refused : {R"({"p": "1/0"})", R"({"p": "1/05"})", R"({"n": "1/3"})", R"({"p": "1/2/3"})",
                                R"({"p": "1.5/2"})", R"({"p": "1234567890123456/7"})"}) {
        CAPTURE(refused);
        const ParsedReply parsed = ratio.parse(refused);
        CHECK(parsed.coercions.empty());
        CHECK_FALSE(parsed.ok());
    }
}

TEST_CASE("L5 a reply that is a fraction, for a number root, is its quotient, reported as a fraction") {
    Coercible number(R"({"type": "number"})");
    const ParsedReply parsed = number.parse("1/5", ReplyMode::Lenient);
    REQUIRE(parsed.ok());
    CHECK(value_of(parsed.tape) == 0.2);
    CHECK(coercion_list(parsed.coercions) == R"(fraction_to_number  "1/5" -> 0.2)");
    CHECK_FALSE(number.parse("1/5 or 2/5", ReplyMode::Lenient).ok());
}

TEST_CASE("L5 an enum value a stray quote marks is the one named, over words of the prose in other case") {
    Coercible answer(R"({"enum": ["ONE", "TWO", "THREE"]})");
    for (const char* reply : {R"(The answer is "TWO)", "The answer is 'TWO", R"(TWO" is one of the correct answers.)",
                              "TWO' is one of them", "\xE2\x80\x9CTWO is one of them", "It is \xE2\x80\x98TWO\xE2\x80\x99, one of three"}) {
        CAPTURE(reply);
        const ParsedReply parsed = answer.parse(reply, ReplyMode::Lenient);
        REQUIRE(parsed.ok());
        CHECK(value_of(parsed.tape) == "TWO");
        CHECK(coercion_list(parsed.coercions) == "scalar_from_text  " + json_text(rapidjson::Value(rapidjson::StringRef(reply))) + R"( -> "TWO")");
    }
}

TEST_CASE("L5 two candidates stay refused, quoted or not") {
    Coercible answer(R"({"enum": ["ONE", "TWO", "THREE"]})");
    const std::pair<const char*, ErrorCode> prose[] = {{"TWO or THREE", ErrorCode::MissingFence},
                                                       {R"(TWO or "THREE)", ErrorCode::MissingFence},
                                                       {"TWO's not it, ONE is", ErrorCode::MissingFence},
                                                       {R"(Two" is one of them)", ErrorCode::MissingFence},
                                                       {R"("TWO" or "THREE")", ErrorCode::ValidationFailed}};
    for (const auto& [reply, code] : prose) {
        CAPTURE(reply);
        const ParsedReply parsed = answer.parse(reply, ReplyMode::Lenient);
        CHECK_FALSE(parsed.ok());
        CHECK(parsed.coercions.empty());
        REQUIRE(parsed.errors.size() == 1);
        CHECK(parsed.errors[0].error.code == code);
    }
    Coercible number(R"({"type": "number"})");
    for (const char* reply : {"[3, 4]", R"(["none", 5])", "[null, 5]"}) {
        CAPTURE(reply);
        const ParsedReply parsed = number.parse(reply, ReplyMode::Lenient);
        CHECK(parsed.coercions.empty());
        REQUIRE(parsed.errors.size() == 1);
        CHECK(parsed.errors[0].error.code == ErrorCode::SchemaMismatch);
    }
}

TEST_CASE("L5 the one item of a list, for a scalar root, is that item") {
    Coercible number(R"({"type": "number"})");
    const ParsedReply parsed = number.parse("[5]", ReplyMode::Lenient);
    REQUIRE(parsed.ok());
    CHECK(value_of(parsed.tape) == 5);
    CHECK(coercion_list(parsed.coercions) == "single_from_array  [5] -> 5");
}

TEST_CASE("L5 L7 3,000 scalars wrapped in one round: the ones their member refuses are put back, positioned") {
    Coercible counts(R"({"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer", "minimum": 10}},
                         "required": ["n"]}})");
    std::string reply = "[";
    for (int i = 0; i < 3000; ++i) reply += (i ? ", " : "") + std::to_string(i);
    reply += "]";
    const ParsedReply parsed = counts.parse(reply);
    CHECK(parsed.coercions.size() == 2990);
    CHECK(parsed.coercions.front().instance_location == "/10");
    CHECK(json_text(value_of(parsed.tape)[10]) == R"({"n":10})");
    CHECK(json_text(value_of(parsed.tape)[9]) == "9");
    REQUIRE(parsed.errors.size() == 10);
    CHECK(parsed.errors[9].validation->instance_location == "/9");
    CHECK(parsed.errors[9].error.position->offset == reply.find(" 9,") + 1);
}

TEST_CASE("L5: a key written with escapes is renamed to the property, its name written anew") {
    Coercible quoted(R"({"type": "object", "properties": {"a\"b": {"type": "integer"}, "seq": {"type": "integer"}},
                         "required": ["a\"b", "seq"]})");
    const ParsedReply parsed = quoted.parse(R"({"A\"B": "1", "S\u0065q": "5"})");
    REQUIRE(parsed.ok());
    CHECK(json_text(value_of(parsed.tape)) == R"({"a\"b":1,"seq":5})");
    CHECK(std::string(parsed.tape.text()) == R"({"a\"b":1,"seq":5})");
    CHECK(coercion_list(parsed.coercions) == R"(key_case /a"b "A\"B" -> "a\"b"; key_case /seq "Seq" -> "seq"; )"
                                             R"(string_to_number /a"b "1" -> 1; string_to_number /seq "5" -> 5)");
    Coercible spelled(R"({"type": "object", "properties": {"é/x~": {"type": "number"}}, "required": ["é/x~"],
                          "additionalProperties": false})");
    const ParsedReply other = spelled.parse(R"({"\u00c9/X~": "2.50"})");
    REQUIRE(other.ok());
    CHECK(std::string(other.tape.text()) == R"({"é/x~":2.5})");
    CHECK(coercion_list(other.coercions) == R"(key_spelling /é~1x~0 "É/X~" -> "é/x~"; string_to_number /é~1x~0 "2.50" -> 2.5)");
}

TEST_CASE("L5: a root object wrapped in an array has its member coerced in the next round, errors found where written") {
    Coercible listed(R"({"type": "array", "items": {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}})");
    const ParsedReply parsed = listed.parse(R"({"n": "5"})");
    REQUIRE(parsed.ok());
    CHECK(std::string(parsed.tape.text()) == R"([{"n":5}])");
    CHECK(coercion_list(parsed.coercions) == R"(single_to_array  {"n":"5"} -> [{"n":"5"}]; string_to_number /0/n "5" -> 5)");
    Coercible numbers(R"({"type": "array", "items": {"type": "integer"}})");
    const std::string reply = R"({"n": 5})";
    const ParsedReply refused = numbers.parse(reply);
    CHECK(coercion_list(refused.coercions) == R"(single_to_array  {"n":5} -> [{"n":5}])");
    REQUIRE(refused.errors.size() == 1);
    CHECK(refused.errors[0].validation->instance_location == "/0");
    CHECK(refused.errors[0].error.position->offset == 0);
}

TEST_CASE("L5: a number in a string with an exponent becomes the number, written as its value") {
    Coercible measured(R"({"type": "object", "properties": {"r": {"type": "number"}, "s": {"type": "integer"},
                           "t": {"type": "number"}, "u": {"type": "string"}}})");
    const std::string reply = R"({"r": "1e3", "s": "2E2", "t": " -1.5e-7 ", "u": 1e21, "v": 1.50, "w": "\u001f\/"})";
    const ParsedReply parsed = measured.parse(reply);
    CHECK(coercion_list(parsed.coercions) ==
          R"(string_to_number /r "1e3" -> 1000.0; string_to_number /s "2E2" -> 200.0; string_to_number /t " -1.5e-7 " -> -1.5e-7)");
    // The rest of the value is written as its values too: 1.50 as 1.5, escapes as RapidJSON writes them.
    CHECK(std::string(parsed.tape.text()) == R"({"r":1000.0,"s":200.0,"t":-1.5e-7,"u":1e21,"v":1.5,"w":"\u001F/"})");
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].validation->instance_location == "/u");
    CHECK(parsed.errors[0].error.position->offset == reply.find("1e21"));
}

TEST_CASE("L5: coercions nest over rounds: a renamed key, its value wrapped, then its item converted") {
    Coercible listed(R"({"type": "object", "properties": {"items": {"type": "array", "items": {"type": "integer"}}},
                         "required": ["items"]})");
    const ParsedReply parsed = listed.parse(R"({"Items": "5"})");
    REQUIRE(parsed.ok());
    CHECK(std::string(parsed.tape.text()) == R"({"items":[5]})");
    CHECK(coercion_list(parsed.coercions) ==
          R"(key_case /items "Items" -> "items"; single_to_array /items "5" -> ["5"]; string_to_number /items/0 "5" -> 5)");
    Coercible nested(R"({"type": "object", "properties": {"a": {"type": "object", "properties": {"n": {"type": "object",
                         "properties": {"m": {"type": "integer"}}, "required": ["m"]}}, "required": ["n"]}}})");
    const ParsedReply wrapped = nested.parse(R"({"a": "7"})");
    REQUIRE(wrapped.ok());
    CHECK(std::string(wrapped.tape.text()) == R"({"a":{"n":{"m":7}}})");
    CHECK(coercion_list(wrapped.coercions) == R"(scalar_to_object /a "7" -> {"n":"7"}; scalar_to_object /a/n "7" -> )"
                                              R"({"m":"7"}; string_to_number /a/n/m "7" -> 7)");
    Coercible choices(R"({"type": "object", "properties": {"a": {"type": "array", "items": {"enum": ["x", "y"]}}}})");
    const ParsedReply chosen = choices.parse(R"({"a": ["X ", ["y"]]})");
    REQUIRE(chosen.ok());
    CHECK(std::string(chosen.tape.text()) == R"({"a":["x","y"]})");
    CHECK(coercion_list(chosen.coercions) == R"(enum_spelling /a/0 "X " -> "x"; single_from_array /a/1 ["y"] -> "y")");
}
TEST_CASE("L5: the coercions made before a wrap that is taken back keep their locations and texts") {
    Coercible listed(R"({"type": "object", "properties": {"n": {"enum": ["goal", 1]}, "Basis": {"type": "array", "items":
                         {"type": "object", "properties": {"first_name": {"type": "number"}}, "required": ["first_name"]}}},
                         "required": ["n", "Basis"]})");
    const std::string reply = R"({"n": 5, "BASIS": " GOAL"})";
    const ParsedReply parsed = listed.parse(reply);
    CHECK(coercion_list(parsed.coercions) == R"(key_case /Basis "BASIS" -> "Basis"; single_to_array /Basis " GOAL" -> [" GOAL"])");
    CHECK(std::string(parsed.tape.text()) == R"({"n":5,"Basis":[" GOAL"]})");
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[1].validation->instance_location == "/Basis/0");
    CHECK(parsed.errors[1].error.position->offset == reply.find("\" GOAL"));
}

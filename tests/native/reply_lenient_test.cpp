// parseReply in lenient mode (L1-L3 through parseReply, X1, X7, S7): strict reading first and
// unchanged when it succeeds; otherwise the reply is repaired, the repairs are reported, and
// validation errors are positioned in the reply, not in the repaired text.
#include <catch2/catch.hpp>

#include "repair_test_support.h"
#include "reply/ambiguous_literals.h"
#include "reply/reply_parser.h"
#include "schema/schema.h"
#include "tape/tape_dom.h"

using namespace sg;

namespace {

CompiledSchema compile(const char* json) {
    rapidjson::Document schema;
    schema.Parse(json);
    SchemaCompileResult compiled = compile_schema(schema);
    REQUIRE(compiled.ok());
    return std::move(compiled.value());
}

const char* kStepSchema = R"({
  "type": "object",
  "properties": {
    "step": {"type": "integer", "minimum": 1},
    "basis": {"enum": ["goal", "prev"]},
    "tags": {"type": "array", "items": {"type": "string"}}
  },
  "required": ["step", "basis"]
})";

ReplyOptions lenient(ErrorMode errors = ErrorMode::AllErrors) {
    ReplyOptions options;
    options.mode = ReplyMode::Lenient;
    options.validate.mode = errors;
    return options;
}

ReplyOptions lenient_allowing_loss() {
    ReplyOptions options = lenient();
    options.allow_lossy = true;
    return options;
}

std::size_t offset_of(const ReplyError& failure) {
    REQUIRE(failure.error.position.has_value());
    return failure.error.position->offset;
}

}  // namespace

TEST_CASE("L2 strict mode never repairs: a trailing comma stays a JsonParseError") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "```json\n{\"step\": 1, \"basis\": \"goal\",}\n```";
    const ParsedReply parsed = parse_reply(reply, schema);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::JsonParseError);
    CHECK_FALSE(parsed.repaired);
    CHECK(parsed.repairs.empty());
    CHECK(value_of(parsed.tape).IsNull());
}

TEST_CASE("L2 a reply strict parsing reads is not changed by lenient mode") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "Sure, here it is.\n```json\n{\"step\": 2, \"basis\": \"prev\"}\n```\nAnything else?";
    const ParsedReply strict = parse_reply(reply, schema);
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.ok());
    CHECK_FALSE(parsed.repaired);
    CHECK(parsed.repairs.empty());
    CHECK(parsed.complete);
    CHECK(parsed.json == strict.json);
    CHECK(parsed.extraction.candidate->strategy == Strategy::Fence);
    CHECK(parsed.extraction.answer_text == strict.extraction.answer_text);
}

TEST_CASE("L1 S7 trailing commas are repaired and schema errors are positioned in the reply") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply =
        "Here is the plan:\n```json\n{\n  \"tags\": [\"a\", \"b\",],\n  \"step\": 0,\n  \"basis\": \"start\",\n}\n```\nDone.";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    CHECK(parsed.repaired);
    CHECK(parsed.json == "{\n  \"tags\": [\"a\", \"b\"],\n  \"step\": 0,\n  \"basis\": \"start\"\n}");
    CHECK(repair_list(parsed.repairs) ==
          "prose_removed@0 fence_removed@18 trailing_comma@" + std::to_string(reply.find(",]")) + " trailing_comma@" +
              std::to_string(reply.find(",\n}")) + " fence_removed@" + std::to_string(reply.find("```\nDone")) +
              " prose_removed@" + std::to_string(reply.find("Done.")));
    CHECK(parsed.extraction.candidate->strategy == Strategy::Fence);
    CHECK(parsed.extraction.candidate->start == reply.find('{'));
    CHECK(parsed.extraction.answer_text == "Here is the plan:\n\nDone.");
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[0].validation->instance_location == "/step");
    CHECK(offset_of(parsed.errors[0]) == reply.find("0,\n"));
    CHECK(parsed.errors[0].error.position->line == 5);
    CHECK(parsed.errors[0].error.position->column == 11);
    CHECK(parsed.errors[1].validation->instance_location == "/basis");
    CHECK(offset_of(parsed.errors[1]) == reply.find("\"start\""));
}

TEST_CASE("L2 truncated output is refused as LossyRepair at the end of the reply unless loss is allowed") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "```json\n{\"tags\": [\"x\"], \"basis\": \"go";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LossyRepair);
    CHECK(offset_of(parsed.errors[0]) == reply.size());
    CHECK(parsed.json.empty());
    CHECK(value_of(parsed.tape).IsNull());
}

TEST_CASE("L2 a value cut short by text that cannot continue it is refused as LossyRepair where it stops") {
    const CompiledSchema schema = compile(R"({"type": "object"})");
    const std::string reply = R"({"a": 1, "b": {x y}})";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LossyRepair);
    CHECK(offset_of(parsed.errors[0]) == reply.find(", \"b\""));
    const ParsedReply allowed = parse_reply(reply, schema, lenient_allowing_loss());
    CHECK(allowed.ok());
    CHECK_FALSE(allowed.lossless);
    CHECK(allowed.json == R"({"a": 1})");
}

TEST_CASE("L2 a fragment next to JSON text is refused as LossyRepair at the text left out") {
    const CompiledSchema schema = compile(R"({"type": "object"})");
    const std::string reply = R"("a": 1, "b": {"c": 2})";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LossyRepair);
    CHECK(offset_of(parsed.errors[0]) == 0);
    const ParsedReply strict = parse_reply(reply, schema);
    REQUIRE(strict.errors.size() == 1);
    CHECK(strict.errors[0].error.code == ErrorCode::JsonParseError);
    CHECK(offset_of(strict.errors[0]) == reply.find("\"b\""));
}

TEST_CASE("L1 truncated output is closed, reported incomplete, and a missing property is located at its object") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "```json\n{\"tags\": [\"x\"], \"basis\": \"go";
    const ParsedReply parsed = parse_reply(reply, schema, lenient_allowing_loss());
    CHECK_FALSE(parsed.lossless);
    CHECK(parsed.json == "{\"tags\": [\"x\"], \"basis\": \"go\"}");
    CHECK_FALSE(parsed.complete);
    CHECK(parsed.incomplete == std::vector<std::string>{"", "/basis"});
    CHECK(repair_list(parsed.repairs) == "fence_removed@0 truncated@" + std::to_string(reply.size()));
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[0].validation->keyword == "enum");
    CHECK(offset_of(parsed.errors[0]) == reply.find("\"go"));
    CHECK(parsed.errors[1].validation->keyword == "required");
    CHECK(offset_of(parsed.errors[1]) == 8);
}

TEST_CASE("L1 a value cut off inside inserted text is located at the insertion") {
    const CompiledSchema schema = compile(R"({"properties": {"list": {"maxItems": 0}}})");
    const std::string reply = "{\"list\": [";
    const ParsedReply parsed = parse_reply(reply, schema, lenient_allowing_loss());
    CHECK(parsed.json == "{\"list\": []}");
    CHECK(parsed.ok());
    const CompiledSchema object = compile(R"({"properties": {"list": {"type": "object"}}})");
    const ParsedReply wrong = parse_reply(reply, object, lenient_allowing_loss());
    REQUIRE(wrong.errors.size() == 1);
    CHECK(offset_of(wrong.errors[0]) == reply.find('['));
}

TEST_CASE("L1 smart quotes are repaired and the value validates") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "{“step”: 2, “basis”: “goal”}";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.ok());
    CHECK(parsed.repaired);
    CHECK(value_of(parsed.tape)["basis"] == "goal");
    CHECK(parsed.repairs.size() == 6);
    CHECK(parsed.repairs[0].kind == RepairKind::SmartQuotes);
    CHECK(parsed.extraction.candidate->strategy == Strategy::Direct);
}

TEST_CASE("X7 L1 a <think> block before a broken JSON is left out, reported, and not part of the answer") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "<think>Maybe {\"step\": 1}? No.</think>\n{'step': 3, 'basis': 'prev', 'tags': [True]}";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    CHECK(parsed.repairs[0].kind == RepairKind::ThinkBlockRemoved);
    CHECK(parsed.repairs[0].removed == "<think>Maybe {\"step\": 1}? No.</think>");
    CHECK(parsed.extraction.candidate->strategy == Strategy::Direct);
    CHECK(parsed.extraction.answer_text.empty());
    CHECK(value_of(parsed.tape)["step"] == 3);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].validation->instance_location == "/tags/0");
    CHECK(offset_of(parsed.errors[0]) == reply.find("True"));
}

TEST_CASE("X1 L1 a repaired value found inside prose reports the brace strategy") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "The answer is {step: 2, basis: 'goal'} as requested.";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.ok());
    CHECK(parsed.extraction.candidate->strategy == Strategy::Brace);
    CHECK(parsed.extraction.answer_text == "The answer is\n\nas requested.");
}

TEST_CASE("L3 two candidates: choose_valid takes the first that validates, and says so") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply =
        "Option A:\n```json\n{\"step\": 1, \"basis\": \"goal\"}\n```\nOption B:\n```json\n{\"step\": 0, \"basis\": \"goal\"}\n```";
    const ParsedReply by_default = parse_reply(reply, schema, lenient());
    CHECK_FALSE(by_default.ok());
    CHECK(by_default.extraction.candidate->start == reply.rfind('{'));

    ReplyOptions options = lenient();
    options.choose_valid = true;
    const ParsedReply chosen = parse_reply(reply, schema, options);
    REQUIRE(chosen.ok());
    CHECK(chosen.chosen_by_predicate);
    CHECK_FALSE(chosen.repaired);
    CHECK(chosen.extraction.candidate->start == reply.find('{'));
    CHECK(value_of(chosen.tape)["step"] == 1);

    ReplyOptions strict;
    strict.choose_valid = true;
    CHECK_FALSE(parse_reply(reply, schema, strict).ok());
}

TEST_CASE("L3 choose_valid with a broken reply: the first repaired candidate that validates") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "Draft: {'step': 4, 'basis': 'prev'} Final: {'step': 'four', 'basis': 'prev', 'tags': [],}";
    ReplyOptions options = lenient();
    options.choose_valid = true;
    const ParsedReply parsed = parse_reply(reply, schema, options);
    REQUIRE(parsed.ok());
    CHECK(parsed.chosen_by_predicate);
    CHECK(parsed.repaired);
    CHECK(value_of(parsed.tape)["step"] == 4);
    CHECK(parsed.extraction.candidate->start == reply.find('{'));
}

TEST_CASE("L3 choose_valid without a valid candidate keeps the default choice and its errors") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "A: {'step': 0, 'basis': 'goal'} B: {'step': -1, 'basis': 'goal', 'tags': []}";
    ReplyOptions options = lenient();
    options.choose_valid = true;
    const ParsedReply parsed = parse_reply(reply, schema, options);
    CHECK_FALSE(parsed.chosen_by_predicate);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(offset_of(parsed.errors[0]) == reply.find("-1"));
}

TEST_CASE("X6 X7 L1 nothing to recover: a typed error, and the answer text is kept") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "I cannot produce a plan for that request.";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::MissingFence);
    CHECK(value_of(parsed.tape).IsNull());
    CHECK(parsed.extraction.answer_text == reply);
    CHECK_FALSE(parsed.repaired);
}

TEST_CASE("X6 L1 lenient mode keeps the limits: an oversized fence is LimitExceeded") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "```json\n{\"step\": 1, \"basis\": \"goal\", \"pad\": \"" + std::string(100, 'x') + "\",}\n```";
    ReplyOptions options = lenient();
    options.extract.max_fence_bytes = 50;
    const ParsedReply parsed = parse_reply(reply, schema, options);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LimitExceeded);
}

TEST_CASE("X6 L1 a repaired root of the wrong type is still SchemaMismatch") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "```json\n['step', 1]\n```";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::SchemaMismatch);
    CHECK(offset_of(parsed.errors[0]) == 8);
}

TEST_CASE("L2 L5 None where the schema takes the string \"None\" too reads two ways: LossyRepair at the word") {
    const CompiledSchema schema = compile(R"({"type": "object", "properties": {"a": {"type": ["string", "null"]}}})");
    const std::string reply = R"({'a': None})";
    const ParsedReply parsed = parse_reply(reply, schema, lenient());
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LossyRepair);
    CHECK(offset_of(parsed.errors[0]) == reply.find("None"));

    const ParsedReply allowed = parse_reply(reply, schema, lenient_allowing_loss());
    REQUIRE(allowed.ok());
    CHECK(allowed.json == R"({"a": null})");
    CHECK_FALSE(allowed.lossless);
    CHECK(repair_list(allowed.repairs) == "single_quotes@1 single_quotes@3 ambiguous_value@6");
}

TEST_CASE("L2 L5 None and Null where the schema takes no string there read as null, lossless") {
    const CompiledSchema schema = compile(R"({"type": "object", "additionalProperties": {"type": ["integer", "null"]}})");
    const ParsedReply parsed = parse_reply(R"({"a": Null, "b": None})", schema, lenient());
    REQUIRE(parsed.ok());
    CHECK(parsed.json == R"({"a": null, "b": null})");
    CHECK(parsed.lossless);
    CHECK(repair_list(parsed.repairs) == "literal_case@6 python_literal@17");
}

TEST_CASE("L2 L5 a literal checked against the schema past the first 16 is taken as ambiguous") {
    const CompiledSchema schema = compile(R"({"type": "array", "items": {"type": "null"}})");
    std::string reply = "[";
    for (std::size_t i = 0; i <= kMaxCheckedLiterals; ++i) reply += i == 0 ? "None" : ", None";
    reply += "]";
    const ParsedReply parsed = parse_reply(reply, schema, lenient_allowing_loss());
    REQUIRE(parsed.ok());
    CHECK_FALSE(parsed.lossless);
    CHECK(parsed.repairs.back().kind == RepairKind::AmbiguousValue);
    CHECK(parsed.repairs.front().kind == RepairKind::PythonLiteral);
}

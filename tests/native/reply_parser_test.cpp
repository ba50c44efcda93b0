#include <catch2/catch.hpp>

#include "message_table_support.h"
#include "reply/reask_message.h"
#include "reply/reply_messages.h"
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
  "properties": {"step": {"type": "integer", "minimum": 1}, "basis": {"enum": ["goal", "prev"]}},
  "required": ["step", "basis"]
})";

}  // namespace

TEST_CASE("S1 a valid reply: extracted, parsed and validated in one call") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "Done.\n```json\n{\"step\": 2, \"basis\": \"prev\"}\n```";
    const ParsedReply parsed = parse_reply(reply, schema);
    REQUIRE(parsed.ok());
    CHECK(value_of(parsed.tape)["step"].GetInt() == 2);
    CHECK(parsed.extraction.answer_text == "Done.");
}

TEST_CASE("S7 a schema failure is positioned at the failing value in the reply") {
    const CompiledSchema schema = compile(kStepSchema);
    const std::string reply = "Plan:\n```json\n{\"step\": 2,\n \"basis\": \"start\"}\n```";
    const ParsedReply parsed = parse_reply(reply, schema);
    REQUIRE(parsed.errors.size() == 1);
    const ReplyError& failure = parsed.errors[0];
    CHECK(failure.error.code == ErrorCode::ValidationFailed);
    CHECK(failure.validation->instance_location == "/basis");
    CHECK(failure.error.position->offset == reply.find("\"start\""));
    CHECK(failure.error.position->line == 4);
    CHECK(failure.error.position->column == 11);
}

TEST_CASE("X6 a root of the wrong type is SchemaMismatch") {
    const CompiledSchema schema = compile(kStepSchema);
    const ParsedReply parsed = parse_reply("```json\n[1, 2]\n```", schema);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::SchemaMismatch);
    CHECK(parsed.errors[0].error.position->offset == 8);
}

TEST_CASE("X6 extraction failures come through as the reply's one error") {
    const CompiledSchema schema = compile(kStepSchema);
    const ParsedReply parsed = parse_reply("```json\n{\"step\": 1,}\n```", schema);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::JsonParseError);
    CHECK_FALSE(parsed.errors[0].validation.has_value());
    CHECK(value_of(parsed.tape).IsNull());
}

TEST_CASE("S7 all errors mode reports each failing value") {
    const CompiledSchema schema = compile(kStepSchema);
    ReplyOptions options;
    options.validate.mode = ErrorMode::AllErrors;
    const ParsedReply parsed = parse_reply("{\"step\": 0, \"basis\": \"x\"}", schema, options);
    REQUIRE(parsed.errors.size() == 2);
    CHECK(parsed.errors[0].error.position->offset == 9);
    CHECK(parsed.errors[1].error.position->offset == 21);
}

TEST_CASE("S7 verdict-only mode still says the reply failed") {
    const CompiledSchema schema = compile(kStepSchema);
    ReplyOptions options;
    options.validate.mode = ErrorMode::VerdictOnly;
    const ParsedReply parsed = parse_reply("{\"step\": 0, \"basis\": \"x\"}", schema, options);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::ValidationFailed);
}

TEST_CASE("L6 the reask message lists each failing place and what was expected") {
    const CompiledSchema schema = compile(kStepSchema);
    ReplyOptions options;
    options.validate.mode = ErrorMode::AllErrors;
    const ParsedReply parsed = parse_reply("{\"step\": 0, \"basis\": \"start\"}", schema, options);
    const std::string message = reask_message(parsed.errors);
    CHECK(message.rfind("Your previous reply did not match the required JSON schema:\n- at /step: ", 0) == 0);
    CHECK(message.find("\n- at /basis: ") != std::string::npos);
    CHECK(message.substr(message.rfind('\n') + 1) ==
          "Reply again with the corrected JSON only, as one ```json fence, with no other text.");
}

TEST_CASE("L6 the reask message for unreadable JSON quotes the parse error, and caps the list") {
    const CompiledSchema schema = compile(kStepSchema);
    const ParsedReply parsed = parse_reply("```json\n{\"step\": 1,}\n```", schema);
    CHECK(reask_message(parsed.errors) ==
          "Your previous reply did not match the required JSON schema:\n"
          "- the JSON could not be read: invalid JSON on line 2: a trailing comma before '}' is not allowed in "
          "strict JSON\n"
          "Reply again with the corrected JSON only, as one ```json fence, with no other text.");
    std::vector<ReplyError> many(12, parsed.errors[0]);
    const std::string capped = reask_message(many, Language::English, 2);
    CHECK(capped.find("\n- and 10 more\n") != std::string::npos);
}

TEST_CASE("L6 every reply message has an English and a Japanese text, and they differ") {
    check_both_texts<ReplyMessage>(reply_text);
}

TEST_CASE("L6 the reask message and the validation messages in it are Japanese when asked for") {
    const CompiledSchema schema = compile(kStepSchema);
    ReplyOptions options;
    options.validate.mode = ErrorMode::AllErrors;
    options.validate.language = Language::Japanese;
    const ParsedReply parsed = parse_reply("{\"step\": 0, \"basis\": \"start\"}", schema, options);
    CHECK(reask_message(parsed.errors, Language::Japanese) ==
          "前回の回答は、指定された JSON スキーマに合っていませんでした：\n"
          "- /step: 'step' は 1 以上でなければなりません（実際: 0）\n"
          "- /basis: 'basis' は goal、prev のいずれかでなければなりません（実際: 'start'）\n"
          "修正した JSON だけを 1 つの ```json フェンスに入れ、ほかの文章を付けずにもう一度回答してください。");
    std::vector<ReplyError> many(12, parsed.errors[0]);
    CHECK(reask_message(many, Language::Japanese, 2).find("\n- ほか 10 件\n") != std::string::npos);
}

TEST_CASE("L2 a lossy repair is refused with its reason in the language asked for") {
    const CompiledSchema schema = compile(kStepSchema);
    ReplyOptions options;
    options.mode = ReplyMode::Lenient;
    options.validate.language = Language::Japanese;
    const ParsedReply parsed = parse_reply("{\"step\": 1, \"basis\": \"goal\"", schema, options);
    REQUIRE(parsed.errors.size() == 1);
    CHECK(parsed.errors[0].error.code == ErrorCode::LossyRepair);
    CHECK(parsed.errors[0].error.message ==
          "回答が JSON の値の途中で終わっているため、値が途中で切れています（修復 'truncated'）。"
          "部分的な値を受け入れるには allowLossy: true を渡すか、モデルにもう一度尋ねてください");
}

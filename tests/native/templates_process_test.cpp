// The ai_chat_process_template.v1 contract in one call (rule G6 with X1-X7, S2, G1-G3), on
// replies as a Japanese-speaking assistant writes them (the chat design's).
#include <catch2/catch.hpp>

#include <string>

#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "message_table_support.h"
#include "templates/process_template.h"
#include "templates/template_messages.h"

using namespace sg;

namespace {

const std::string kAnswer = "展示会準備の工程案を作成しました。日程は目標日から逆算しています。";

std::string fenced(const std::string& json) { return kAnswer + "\n\n```json\n" + json + "\n```\n"; }

std::string with_steps(const std::string& steps) {
    return fenced(R"({"schema": "ai_chat_process_template.v1", "answer": "工程案です。",
 "process_template_draft": {"name": "展示会準備", "stepTemplates": [)" + steps + "]}}");
}

const std::string kThreeSteps =
    R"({"seq": 1, "name": "会場手配", "basis": "goal", "offsetDays": -60},
 {"seq": 2, "name": "ブース設計", "basis": "prev", "offsetDays": 14, "dependsOn": [1]},
 {"seq": 3, "name": "搬入", "basis": "goal", "offsetDays": -1, "dependsOn": [1, 2]})";

std::string json_text(const rapidjson::Value& value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
    value.Accept(writer);
    return std::string(buffer.GetString(), buffer.GetSize());
}

// A copy, so that it may be taken from a temporary result.
TemplateError only_error(const TemplateDraftParseResult& result) {
    REQUIRE(result.errors.size() == 1);
    return result.errors[0];
}

}  // namespace

TEST_CASE("G6 a valid draft from a Japanese reply: data, schema id, DTO and answer text") {
    const std::string reply = with_steps(kThreeSteps);
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.ok());
    CHECK(result.schema == std::string("ai_chat_process_template.v1"));
    CHECK(result.data["answer"].GetString() == std::string("工程案です。"));
    CHECK(result.data["process_template_draft"]["stepTemplates"].Size() == 3);
    CHECK(result.extraction.candidate->strategy == Strategy::Fence);
    CHECK(result.answer_text() == kAnswer);
    CHECK(json_text(result.dto) ==
          R"({"name":"展示会準備","stepTemplates":[)"
          R"({"seq":1,"name":"会場手配","basis":"goal","offsetDays":-60},)"
          R"({"seq":2,"name":"ブース設計","basis":"prev","offsetDays":14,"dependsOn":[1]},)"
          R"({"seq":3,"name":"搬入","basis":"goal","offsetDays":-1,"dependsOn":[1,2]}]})");
}

TEST_CASE("G6 the DTO has the DTO's members only, steps in seq order, integers as integers") {
    const std::string reply = with_steps(
        R"({"seq": 2, "name": "契約", "basis": "prev", "offsetDays": 3.0, "dependsOn": [1.0], "memo": "x",
            "requiredArtifacts": [{"kind": "contract", "description": "契約書", "pages": 3}, {"kind": "invoice"}]},
           {"seq": 1, "name": "見積", "basis": "goal", "offsetDays": -30, "dependsOn": []})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.ok());
    CHECK(json_text(result.dto) ==
          R"({"name":"展示会準備","stepTemplates":[)"
          R"({"seq":1,"name":"見積","basis":"goal","offsetDays":-30,"dependsOn":[]},)"
          R"({"seq":2,"name":"契約","basis":"prev","offsetDays":3,)"
          R"("requiredArtifacts":[{"kind":"contract","description":"契約書"},{"kind":"invoice"}],"dependsOn":[1]}]})");
    // data is what the model wrote, untouched
    CHECK(result.data["process_template_draft"]["stepTemplates"][0]["memo"] == "x");
}

TEST_CASE("G6 a draft without a name, or with a blank one, gets the default name") {
    const std::string steps = R"([{"seq": 1, "name": "準備", "basis": "goal", "offsetDays": 0}])";
    const std::string unnamed = fenced(R"({"schema": "ai_chat_process_template.v1", "answer": "案です。",
        "process_template_draft": {"stepTemplates": )" + steps + "}}");
    const std::string blank = fenced(R"({"schema": "ai_chat_process_template.v1", "answer": "案です。",
        "process_template_draft": {"name": " \t", "stepTemplates": )" + steps + "}}");
    CHECK(std::string(parse_process_template(unnamed).dto["name"].GetString()) == "無題のテンプレート");
    CHECK(std::string(parse_process_template(blank).dto["name"].GetString()) == "無題のテンプレート");
    ProcessTemplateOptions options;
    options.default_name = "新規テンプレート";
    CHECK(std::string(parse_process_template(unnamed, options).dto["name"].GetString()) == "新規テンプレート");
}

TEST_CASE("G6 a reply with no draft yet (missing information) is ok and has no DTO") {
    const std::string reply = fenced(R"({"schema": "ai_chat_process_template.v1",
        "answer": "業種と目標日を教えてください。", "missing_information": ["業種", "目標日"]})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.ok());
    CHECK(result.dto.IsNull());
    CHECK(result.data["missing_information"].Size() == 2);
}

TEST_CASE("G6 an empty stepTemplates is a valid draft with no steps") {
    const TemplateDraftParseResult result = parse_process_template(with_steps(""));
    REQUIRE(result.ok());
    CHECK(json_text(result.dto) == R"({"name":"展示会準備","stepTemplates":[]})");
}

TEST_CASE("X2 the last json fence of a template reply is the template") {
    const std::string reply = "前回の案:\n```json\n{\"schema\": \"old\"}\n```\n" + with_steps(kThreeSteps);
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.ok());
    CHECK(result.extraction.candidate->start == reply.rfind("{\"schema\": \"ai_chat"));
}

TEST_CASE("X6 a template reply with no JSON is MissingFence, and the answer is kept") {
    const std::string reply = "申し訳ありません。もう少し詳しく教えてください。";
    const TemplateDraftParseResult result = parse_process_template(reply);
    const TemplateError& error = only_error(result);
    CHECK(error.error.code == ErrorCode::MissingFence);
    CHECK(error.check == TemplateCheck::Extraction);
    CHECK_FALSE(result.schema.has_value());
    CHECK(result.data.IsNull());
    CHECK(result.dto.IsNull());
    CHECK(result.answer_text() == reply);
}

TEST_CASE("X6 a template reply whose json fence holds prose is NonJsonFence") {
    const std::string reply = kAnswer + "\n```json\nテンプレートは後ほど送ります。\n```";
    const TemplateError& error = only_error(parse_process_template(reply));
    CHECK(error.error.code == ErrorCode::NonJsonFence);
    CHECK(error.error.position->offset == reply.find("テンプレートは"));
}

TEST_CASE("X5 a trailing comma in a template is a JsonParseError at its byte") {
    const std::string reply = fenced(R"({"schema": "ai_chat_process_template.v1", "answer": "案です。",})");
    const TemplateError& error = only_error(parse_process_template(reply));
    CHECK(error.error.code == ErrorCode::JsonParseError);
    CHECK(error.check == TemplateCheck::Extraction);
    CHECK(error.error.position->offset == reply.find("。\",}") + 5);
    CHECK(error.error.position->line == 4);
}

TEST_CASE("X4 a template fence over 32 KiB is LimitExceeded by default; the limit is an option") {
    const std::string long_answer(32 * 1024, 'a');
    const std::string reply =
        fenced(R"({"schema": "ai_chat_process_template.v1", "answer": ")" + long_answer + "\"}");
    const TemplateDraftParseResult result = parse_process_template(reply);
    CHECK(only_error(result).error.code == ErrorCode::LimitExceeded);
    CHECK(result.answer_text() == kAnswer);
    ProcessTemplateOptions options;
    options.extract.max_fence_bytes = 64 * 1024;
    CHECK(parse_process_template(reply, options).ok());
}

TEST_CASE("G6 another schema id is SchemaMismatch at the id, and nothing else is reported") {
    const std::string reply = fenced(R"({"schema": "ai_chat_process_template.v2", "answer": 5})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    const TemplateError& error = only_error(result);
    CHECK(error.error.code == ErrorCode::SchemaMismatch);
    CHECK(error.check == TemplateCheck::SchemaId);
    CHECK(error.instance_location == "/schema");
    CHECK(error.error.position->offset == reply.find("\"ai_chat"));
    CHECK(error.error.message == R"("schema" is "ai_chat_process_template.v2", expected "ai_chat_process_template.v1")");
    CHECK_FALSE(result.schema.has_value());
}

TEST_CASE("G6 a missing schema id or one that is not a string is SchemaMismatch") {
    const std::string missing = fenced(R"({"answer": "案です。"})");
    const TemplateError& absent = only_error(parse_process_template(missing));
    CHECK(absent.error.code == ErrorCode::SchemaMismatch);
    CHECK(absent.instance_location.empty());
    CHECK(absent.error.position->offset == missing.find('{'));
    const TemplateError& number = only_error(parse_process_template(fenced(R"({"schema": 1, "answer": "案"})")));
    CHECK(number.error.code == ErrorCode::SchemaMismatch);
    CHECK(number.instance_location == "/schema");
}

TEST_CASE("X6 a JSON array instead of the template object is SchemaMismatch") {
    const std::string reply = fenced(R"([{"seq": 1}])");
    const TemplateError& error = only_error(parse_process_template(reply));
    CHECK(error.error.code == ErrorCode::SchemaMismatch);
    CHECK(error.check == TemplateCheck::Schema);
    CHECK(error.error.position->offset == reply.find('['));
}

TEST_CASE("S1 template schema failures are ValidationFailed, all of them, each at its value") {
    const std::string reply = with_steps(
        R"({"seq": 1, "name": "会場手配", "basis": "start", "offsetDays": -60},
           {"seq": 2, "basis": "prev", "offsetDays": 14})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.errors.size() == 2);
    CHECK(result.schema == std::string("ai_chat_process_template.v1"));
    for (const TemplateError& error : result.errors) {
        CHECK(error.error.code == ErrorCode::ValidationFailed);
        CHECK(error.check == TemplateCheck::Schema);
    }
    CHECK(result.errors[0].instance_location == "/process_template_draft/stepTemplates/0/basis");
    CHECK(result.errors[0].schema->keyword == "enum");
    CHECK(result.errors[0].error.position->offset == reply.find("\"start\""));
    CHECK(result.errors[1].instance_location == "/process_template_draft/stepTemplates/1");
    CHECK(result.errors[1].schema->keyword == "required");
    CHECK(result.data.IsNull());
    CHECK(result.answer_text() == kAnswer);
}

TEST_CASE("G6 offsetDays is an integer in -365..365") {
    const auto step = [](const std::string& days) {
        return R"({"seq": 1, "name": "準備", "basis": "goal", "offsetDays": )" + days + "}";
    };
    CHECK(parse_process_template(with_steps(step("-365"))).ok());
    CHECK(parse_process_template(with_steps(step("365"))).ok());
    for (const auto& [days, keyword] : {std::pair<std::string, std::string>{"366", "maximum"},
                                        {"-366", "minimum"}, {"1.5", "type"}, {"\"7\"", "type"}}) {
        INFO(days);
        const std::string reply = with_steps(step(days));
        const TemplateError& error = only_error(parse_process_template(reply));
        CHECK(error.error.code == ErrorCode::ValidationFailed);
        CHECK(error.schema->keyword == keyword);
        CHECK(error.instance_location == "/process_template_draft/stepTemplates/0/offsetDays");
        CHECK(error.error.position->offset == reply.rfind(days));
    }
}

TEST_CASE("G6 the step with seq 1 must have basis goal") {
    const std::string reply = with_steps(
        R"({"seq": 2, "name": "設計", "basis": "prev", "offsetDays": 5, "dependsOn": [1]},
           {"seq": 1, "name": "手配", "basis": "prev", "offsetDays": -60})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    const TemplateError& error = only_error(result);
    CHECK(error.error.code == ErrorCode::ValidationFailed);
    CHECK(error.check == TemplateCheck::FirstStepBasis);
    CHECK(error.instance_location == "/process_template_draft/stepTemplates/1/basis");
    CHECK(error.error.position->offset == reply.rfind("\"prev\""));
    CHECK(error.error.message == R"(the step with seq 1 has basis "prev"; the first step must have basis "goal")");
    CHECK(result.dto.IsNull());
}

TEST_CASE("G6 a template read in Japanese says its own checks, the graph's and the schema's in Japanese") {
    ProcessTemplateOptions options;
    options.extract.language = Language::Japanese;
    const std::string reply = with_steps(
        R"({"seq": 1, "name": "手配", "basis": "prev", "offsetDays": -60, "dependsOn": [1]})");
    const TemplateDraftParseResult result = parse_process_template(reply, options);
    REQUIRE(result.errors.size() == 2);
    CHECK(result.errors[0].error.message ==
          R"(seq 1 のステップの basis が "prev" です。最初のステップの basis は "goal" でなければなりません)");
    CHECK(result.errors[1].error.message == "seq 1 が自分自身に依存しています");
    const TemplateDraftParseResult other = parse_process_template(fenced(R"({"schema": "other.v1"})"), options);
    REQUIRE(other.errors.size() == 1);
    CHECK(other.errors[0].error.message == R"("schema" が "other.v1" です。"ai_chat_process_template.v1" であるはずです)");
    const std::string start = with_steps(R"({"seq": 1, "name": "手配", "basis": "start", "offsetDays": -60})");
    CHECK(parse_process_template(start, options).errors[0].error.message ==
          "'basis' は goal、prev のいずれかでなければなりません（実際: 'start'）");
}

TEST_CASE("G6 every message of the template's own checks has an English and a Japanese text") {
    check_both_texts<TemplateMessage>(template_text);
}

TEST_CASE("G1 G2 G5 graph errors come with their category, location and place in the reply") {
    struct Case {
        std::string steps;
        std::string category;
        std::string location;
        std::string at;  // the text the error points at (its last occurrence)
        std::size_t count;  // a duplicate always leaves a gap too
    };
    const std::string first = R"({"seq": 1, "name": "手配", "basis": "goal", "offsetDays": -60})";
    const Case cases[] = {
        {first + R"(, {"seq": 3, "name": "搬入", "basis": "prev", "offsetDays": 1})", "gap",
         "/process_template_draft/stepTemplates/1/seq", "3,", 1},
        {first + R"(, {"seq": 1, "name": "設計", "basis": "goal", "offsetDays": 1})", "duplicate",
         "/process_template_draft/stepTemplates/1/seq", "1,", 2},
        {first + R"(, {"seq": 2, "name": "設計", "basis": "prev", "offsetDays": 1, "dependsOn": [2]})", "self",
         "/process_template_draft/stepTemplates/1/dependsOn/0", "2]", 1},
        {first + R"(, {"seq": 2, "name": "設計", "basis": "prev", "offsetDays": 1, "dependsOn": [7]})", "unknown",
         "/process_template_draft/stepTemplates/1/dependsOn/0", "7]", 1},
        {R"({"seq": 1, "name": "手配", "basis": "goal", "offsetDays": -60, "dependsOn": [2]},
            {"seq": 2, "name": "設計", "basis": "prev", "offsetDays": 1})",
         "forward", "/process_template_draft/stepTemplates/0/dependsOn/0", "2]", 1},
    };
    for (const Case& c : cases) {
        INFO(c.category);
        const std::string reply = with_steps(c.steps);
        const TemplateDraftParseResult result = parse_process_template(reply);
        REQUIRE(result.errors.size() == c.count);
        const TemplateError& error = result.errors[0];
        CHECK(error.error.code == ErrorCode::ValidationFailed);
        CHECK(error.check == TemplateCheck::Graph);
        CHECK(category_name(error.graph->category) == c.category);
        CHECK(error.instance_location == c.location);
        CHECK(error.error.position->offset == reply.rfind(c.at));
        CHECK(result.dto.IsNull());
    }
}

TEST_CASE("G6 the basis rule and graph errors are reported together") {
    const std::string reply = with_steps(
        R"({"seq": 1, "name": "手配", "basis": "prev", "offsetDays": -60, "dependsOn": [1]},
           {"seq": 1, "name": "設計", "basis": "goal", "offsetDays": 1})");
    const TemplateDraftParseResult result = parse_process_template(reply);
    REQUIRE(result.errors.size() == 4);
    CHECK(result.errors[0].check == TemplateCheck::FirstStepBasis);
    CHECK(category_name(result.errors[1].graph->category) == "duplicate");
    CHECK(category_name(result.errors[2].graph->category) == "gap");
    CHECK(category_name(result.errors[3].graph->category) == "self");
}

TEST_CASE("X7 the conversation answer survives every template failure") {
    const std::string replies[] = {
        kAnswer,
        kAnswer + "\n```json\n後で送ります\n```",
        fenced(R"({"schema": "ai_chat_process_template.v1",})"),
        fenced(R"({"schema": "other", "answer": "x"})"),
        fenced(R"({"schema": "ai_chat_process_template.v1"})"),
        with_steps(R"({"seq": 1, "name": "手配", "basis": "prev", "offsetDays": 0})"),
        with_steps(R"({"seq": 2, "name": "手配", "basis": "goal", "offsetDays": 0})"),
        fenced("{\"answer\": \"" + std::string(40 * 1024, 'a') + "\"}"),
    };
    for (const std::string& reply : replies) {
        const TemplateDraftParseResult result = parse_process_template(reply);
        CHECK_FALSE(result.ok());
        CHECK(result.answer_text() == kAnswer);
    }
}

#include <catch2/catch.hpp>

#include "schema_test_support.h"
#include "templates/builtin_schemas.h"

using namespace sg;

namespace {

CompiledSchema builtin(std::string_view name) {
    const auto text = builtin_schema(name);
    REQUIRE(text);
    return compile_ok(std::string(*text));
}

const char* const kTemplate = R"({
  "schema": "ai_chat_process_template.v1",
  "answer": "3 ステップの工程案です。",
  "missing_information": ["納期"],
  "process_template_draft": {
    "name": "展示会準備",
    "stepTemplates": [
      {"seq": 1, "name": "会場手配", "basis": "goal", "offsetDays": -60,
       "requiredArtifacts": [{"kind": "contract", "description": "会場契約書"}]},
      {"seq": 2, "name": "ブース設計", "basis": "prev", "offsetDays": 14, "dependsOn": [1]},
      {"seq": 3, "name": "搬入", "basis": "goal", "offsetDays": -1, "dependsOn": [1, 2]}
    ]
  }
})";

}  // namespace

TEST_CASE("S2 the three seed schemas are built in and compile") {
    REQUIRE(builtin_schema_count() == 3);
    CHECK(builtin_schemas()[0].name == "judgment");
    CHECK(builtin_schemas()[1].name == "evaluation");
    CHECK(builtin_schemas()[2].name == "ai_chat_process_template.v1");
    CHECK_FALSE(builtin_schema("nonexistent"));
    for (std::size_t i = 0; i < builtin_schema_count(); ++i) {
        INFO(builtin_schemas()[i].name);
        compile_ok(std::string(builtin_schemas()[i].json));
    }
}

TEST_CASE("S2 judgment: an integer step and a reason, nothing else") {
    const CompiledSchema schema = builtin(kJudgmentSchemaName);
    CHECK(validate_text(schema, R"({"step": 2, "reason": "rule 2 matches"})").valid);
    CHECK(validate_text(schema, R"({"step": 2.0, "reason": ""})").valid);
    CHECK_FALSE(validate_text(schema, R"({"step": "2", "reason": "x"})").valid);
    const ValidationResult result = validate_text(schema, R"({"step": 1, "reason": "x", "tag": "DONE"})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "property 'tag' is not allowed");
}

TEST_CASE("S2 evaluation: matched_index and reason are required") {
    const CompiledSchema schema = builtin(kEvaluationSchemaName);
    CHECK(validate_text(schema, R"({"matched_index": 0, "reason": "none"})").valid);
    const ValidationResult result = validate_text(schema, R"({"reason": "none"})");
    REQUIRE(result.errors.size() == 1);
    CHECK(result.errors[0].message == "missing required property 'matched_index'");
}

TEST_CASE("S2 ai_chat_process_template.v1 accepts the seed's shape and checks every field range") {
    const CompiledSchema schema = builtin(kProcessTemplateSchemaName);
    CHECK(validate_text(schema, kTemplate).valid);
    CHECK(validate_text(schema, R"({"schema": "ai_chat_process_template.v1", "answer": "JSON なし"})").valid);
    struct Case {
        const char* instance;
        const char* message;
        const char* location;
    };
    const Case cases[] = {
        {R"({"schema": "ai_chat_process_template.v2", "answer": ""})",
         "'schema' must be 'ai_chat_process_template.v1'; got 'ai_chat_process_template.v2'", "/schema"},
        {R"({"schema": "ai_chat_process_template.v1"})", "missing required property 'answer'", ""},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {}})",
         "missing required property 'stepTemplates' in 'process_template_draft'", "/process_template_draft"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {"stepTemplates": [
           {"seq": 0, "name": "a", "basis": "goal", "offsetDays": 0}]}})",
         "'seq' must be >= 1; got 0", "/process_template_draft/stepTemplates/0/seq"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {"stepTemplates": [
           {"seq": 1, "name": "a", "basis": "goal", "offsetDays": 366}]}})",
         "'offsetDays' must be <= 365; got 366", "/process_template_draft/stepTemplates/0/offsetDays"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {"stepTemplates": [
           {"seq": 1, "name": "a", "basis": "goal", "offsetDays": 1.5}]}})",
         "'offsetDays' must be integer; got number", "/process_template_draft/stepTemplates/0/offsetDays"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {"stepTemplates": [
           {"seq": 1, "name": "a", "basis": "goal", "offsetDays": 0, "requiredArtifacts": [{"description": "d"}]}]}})",
         "missing required property 'kind' in 'requiredArtifacts[0]'", "/process_template_draft/stepTemplates/0/requiredArtifacts/0"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "process_template_draft": {"stepTemplates": [
           {"seq": 1, "name": "a", "basis": "goal", "offsetDays": 0, "dependsOn": ["1"]}]}})",
         "'dependsOn[0]' must be integer; got string", "/process_template_draft/stepTemplates/0/dependsOn/0"},
        {R"({"schema": "ai_chat_process_template.v1", "answer": "", "missing_information": [3]})",
         "'missing_information[0]' must be string; got integer", "/missing_information/0"},
    };
    for (const Case& c : cases) {
        INFO(c.instance);
        const ValidationResult result = validate_text(schema, c.instance);
        REQUIRE(result.errors.size() == 1);
        CHECK(result.errors[0].message == c.message);
        CHECK(result.errors[0].instance_location == c.location);
    }
}

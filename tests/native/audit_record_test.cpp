#include <catch2/catch.hpp>
#include <rapidjson/document.h>

#include "audit/audit_record.h"

using namespace sg;

namespace {

AuditRecordResult record_of(const char* json) {
    rapidjson::Document fields;
    fields.Parse(json);
    REQUIRE_FALSE(fields.HasParseError());
    return audit_record(fields);
}

std::vector<std::string> dropped_names(const AuditRecordResult& r) {
    std::vector<std::string> names;
    for (const DroppedField& d : r.dropped) names.push_back(d.field);
    return names;
}

constexpr const char* kHash = "78b2c35f5a275a5b8b9a2d6937e88b670b6c5443541a36de95fe6697d1dca296";

}  // namespace

TEST_CASE("A3 a record keeps schema id, error class, error type, retry count, duration and hash") {
    const AuditRecordResult r = record_of(
        R"({"schemaId":"ai_chat_process_template.v1","errorClass":"JsonParseError","errorType":"InvalidStructuredJson",)"
        R"("retryCount":1,"durationMs":1532.5,"hash":"78b2c35f5a275a5b8b9a2d6937e88b670b6c5443541a36de95fe6697d1dca296"})");
    CHECK(r.dropped.empty());
    CHECK(r.record.schema_id == "ai_chat_process_template.v1");
    CHECK(r.record.error_class == "JsonParseError");
    CHECK(r.record.error_type == "InvalidStructuredJson");
    CHECK(r.record.retry_count == 1u);
    CHECK(r.record.duration_ms == 1532.5);
    CHECK(r.record.hash == kHash);
}

TEST_CASE("A3 a body passed by mistake is dropped and said so, without its value") {
    const AuditRecordResult r = record_of(
        R"({"content":"申請書の内容…","schemaId":"judgment","messages":[{"role":"user","content":"秘密"}],"body":"x","traceId":"t-1"})");
    CHECK(r.record.schema_id == "judgment");
    CHECK(dropped_names(r) == std::vector<std::string>{"content", "messages", "body", "traceId"});
    CHECK(r.dropped[0].reason == "a message body: audit records never store one (A3)");
    CHECK(r.dropped[3].reason ==
          "not an audit field: records keep only schemaId, errorClass, errorType, retryCount, durationMs and hash");
    for (const DroppedField& d : r.dropped) CHECK(d.reason.find("秘密") == std::string::npos);
}

TEST_CASE("A3 a known field with a value that breaks its rule is dropped") {
    const AuditRecordResult r = record_of(
        R"({"schemaId":"ユーザーの質問: 申請書を確認して","errorClass":"Timeout","errorType":42,)"
        R"("retryCount":1.5,"durationMs":-3,"hash":"ABC"})");
    CHECK(dropped_names(r) ==
          std::vector<std::string>{"schemaId", "errorClass", "errorType", "retryCount", "durationMs", "hash"});
    CHECK(r.dropped[0].reason == "must be an identifier: 1 to 256 printable ASCII characters without spaces");
    CHECK(r.dropped[2].reason == "must be a string or null, got a number");
    CHECK_FALSE(r.record.schema_id.has_value());
    CHECK_FALSE(r.record.error_class.has_value());
    CHECK_FALSE(r.record.retry_count.has_value());
    CHECK_FALSE(r.record.duration_ms.has_value());
    CHECK_FALSE(r.record.hash.has_value());
}

TEST_CASE("A3 errorClass keeps every error code a result carries, LossyRepair too") {
    CHECK(record_of(R"({"errorClass":"LossyRepair"})").record.error_class == "LossyRepair");
    CHECK(record_of(R"({"errorClass":"LimitExceeded"})").record.error_class == "LimitExceeded");
    const AuditRecordResult r = record_of(R"({"errorClass":"Lossy"})");
    CHECK(r.dropped.at(0).reason ==
          "must be one of MissingFence, NonJsonFence, JsonParseError, SchemaMismatch, ValidationFailed, LimitExceeded, "
          "LossyRepair, or null");
}

TEST_CASE("A3 an identifier longer than 256 bytes is dropped as a likely body") {
    const std::string json = R"({"errorType":")" + std::string(257, 'x') + R"("})";
    CHECK(dropped_names(record_of(json.c_str())) == std::vector<std::string>{"errorType"});
    const std::string fits = R"({"errorType":")" + std::string(256, 'x') + R"("})";
    CHECK(record_of(fits.c_str()).record.error_type == std::string(256, 'x'));
}

TEST_CASE("A3 null fields stay empty and are not dropped") {
    const AuditRecordResult r = record_of(R"({"schemaId":null,"errorClass":null,"retryCount":null,"hash":null})");
    CHECK(r.dropped.empty());
    CHECK_FALSE(r.record.schema_id.has_value());
}

TEST_CASE("A3 a dropped field's name is cut to 64 bytes") {
    const std::string name = std::string(63, 'n') + "本";
    const std::string json = "{\"" + name + "\":1}";
    const AuditRecordResult r = record_of(json.c_str());
    CHECK(dropped_names(r) == std::vector<std::string>{std::string(63, 'n')});
}

TEST_CASE("A3 fields that are not an object give an empty record") {
    const AuditRecordResult r = record_of(R"(["content"])");
    REQUIRE(r.dropped.size() == 1);
    CHECK(r.dropped[0].reason == "the fields must be an object, got an array");
}

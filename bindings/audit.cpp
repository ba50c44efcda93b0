// sha256Hex(uint8Array), normalizeForAudit(messagesJson), auditHash(messagesJson, salt) and
// auditRecord(fieldsJson) (npm/src/audit.js shapes them). Rules A1-A3.
#include "audit/audit_hash.h"
#include "audit/audit_normalizer.h"
#include "audit/audit_record.h"
#include "audit/sha256.h"
#include "json_boundary.h"
#include "exports.h"
#include "typed_array.h"
#include "json/strict_parser.h"

namespace sg {
namespace {

using boundary::string_member;

// The JS side checked that messages is an array of {role, content} strings; the views point
// into `document`, which must outlive them.
std::vector<AuditMessage> audit_messages(const rapidjson::Document& document) {
    std::vector<AuditMessage> messages;
    if (!document.IsArray()) return messages;
    for (const auto& message : document.GetArray()) {
        if (message.IsObject()) messages.push_back({string_member(message, "role"), string_member(message, "content")});
    }
    return messages;
}

}  // namespace

// `bytes` is a Uint8Array: the JS side encodes strings with TextEncoder, as WebCrypto does.
std::string sha256_hex_binding(const emscripten::val& bytes) {
    const auto copy = boundary::copy_typed_array<unsigned char>(bytes);
    return sha256_hex(std::string_view(reinterpret_cast<const char*>(copy.data.get()), copy.size));
}

// JSON text of the normalised string, so that an error (nesting past maxDepth, impossible
// for the array of strings the JS side sends) can come back the same way.
std::string normalize_for_audit_binding(const std::string& messages_json) {
    const Result<rapidjson::Document> messages = parse_strict(messages_json, messages_json);
    return boundary::result_json([&](boundary::Writer& out) {
        if (messages.ok()) boundary::write_string(out, normalize_for_audit(audit_messages(messages.value())));
        else boundary::write_error(out, messages.error(), messages_json);
    });
}

std::string audit_hash_binding(const std::string& messages_json, const std::string& salt) {
    const Result<rapidjson::Document> messages = parse_strict(messages_json, messages_json);
    const AuditHash result = messages.ok() ? audit_hash(audit_messages(messages.value()), salt)
                                           : AuditHash{std::nullopt, messages.error().message};
    return boundary::result_json([&](boundary::Writer& out) {
        out.StartObject();
        out.Key("hash");
        if (result.hash) boundary::write_string(out, *result.hash);
        else out.Null();
        out.Key("reason");
        if (result.hash) out.Null();
        else boundary::write_string(out, result.reason);
        out.EndObject();
    });
}

std::string audit_record_binding(const std::string& fields_json) {
    // The JS side sends scalars only (nested values become [] or {}), so parsing cannot fail;
    // if it did, the record would be empty and `dropped` would say the fields were unreadable.
    const Result<rapidjson::Document> fields = parse_strict(fields_json, fields_json);
    const rapidjson::Value unreadable;
    const AuditRecordResult result = audit_record(fields.ok() ? static_cast<const rapidjson::Value&>(fields.value()) : unreadable);
    const AuditRecord& r = result.record;
    return boundary::result_json([&](boundary::Writer& out) {
        out.StartObject();
        out.Key("record");
        out.StartObject();
        boundary::write_member(out, "schemaId", r.schema_id);
        boundary::write_member(out, "errorClass", r.error_class);
        boundary::write_member(out, "errorType", r.error_type);
        boundary::write_member(out, "retryCount", r.retry_count);
        boundary::write_member(out, "durationMs", r.duration_ms);
        boundary::write_member(out, "hash", r.hash);
        out.EndObject();
        out.Key("dropped");
        boundary::write_objects(out, result.dropped, [&](const DroppedField& dropped) {
            boundary::write_string_member(out, "field", dropped.field);
            boundary::write_string_member(out, "reason", dropped.reason);
        });
        out.EndObject();
    });
}

}  // namespace sg

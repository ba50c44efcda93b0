// The audit record of one model call (rule A3): schema id, error class, error type, retry
// count, duration and the audit hash — never the message body. Anything else handed in is
// dropped, and the record says so (by field name only: a dropped value is never repeated).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <rapidjson/document.h>

namespace sg {

// Longest schemaId or errorType kept, in bytes; a longer one is dropped as a likely body.
constexpr std::size_t kMaxAuditIdentifierBytes = 256;
// Longest field name repeated in `dropped`, in bytes.
constexpr std::size_t kMaxDroppedNameBytes = 64;

struct AuditRecord {
    std::optional<std::string> schema_id;    // schemaId: an identifier (see audit_record.cpp)
    std::optional<std::string> error_class;  // errorClass: an error code (core/error.h)
    std::optional<std::string> error_type;   // errorType: an identifier, e.g. "Timeout"
    std::optional<std::uint64_t> retry_count;  // retryCount: a whole number >= 0
    std::optional<double> duration_ms;       // durationMs: a finite number >= 0
    std::optional<std::string> hash;         // hash: 64 lowercase hex digits (audit_hash.h)
};

struct DroppedField {
    std::string field;   // the name as given, cut to kMaxDroppedNameBytes
    std::string reason;
};

struct AuditRecordResult {
    AuditRecord record;
    std::vector<DroppedField> dropped;  // in the order the fields were given
};

// `fields` is an object; a field that is null or missing stays empty. A known field whose
// value breaks its rule is dropped like an unknown one: a record holds nothing unchecked.
AuditRecordResult audit_record(const rapidjson::Value& fields);

}  // namespace sg

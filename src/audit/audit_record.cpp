#include "audit/audit_record.h"

#include <cmath>
#include <string_view>

#include "core/error.h"
#include "core/json_type_name.h"
#include "core/utf8_decoder.h"

namespace sg {
namespace {

constexpr double kMaxWholeNumber = 9007199254740991.0;  // 2^53 - 1: exact in JavaScript

// Names that say "this is the conversation": dropped with a reason that says why it matters.
constexpr std::string_view kBodyNames[] = {"content", "messages", "message", "body", "prompt", "reply",
                                           "response", "text", "answer", "completion", "input", "output"};

std::string_view as_view(const rapidjson::Value& string) {
    return std::string_view(string.GetString(), string.GetStringLength());
}

// An identifier is 1 to 256 printable ASCII characters without spaces: schema ids, URIs and
// error names all are; a sentence of a conversation is not.
bool is_identifier(std::string_view text) {
    if (text.empty() || text.size() > kMaxAuditIdentifierBytes) return false;
    for (const char c : text) {
        if (c < 0x21 || c > 0x7E) return false;
    }
    return true;
}

// Any code a result's error can carry (core/error.h), LossyRepair too: the runner records the
// code of the error that failed the call, whichever it is.
bool is_error_class(std::string_view text) { return enum_from_name<ErrorCode>(text).has_value(); }

// "must be one of MissingFence, …, or null", written from the same list.
std::string error_class_rule() {
    std::string rule = "must be one of ";
    const EnumNameTable codes = enum_name_table(ErrorCode{});
    for (std::size_t i = 0; i < codes.count; ++i) rule += std::string(codes.names[i]) + ", ";
    return rule + "or null";
}

bool is_hex_digest(std::string_view text) {
    if (text.size() != 64) return false;
    for (const char c : text) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
    }
    return true;
}

class RecordBuilder {
public:
    void take(std::string_view name, const rapidjson::Value& value) {
        if (name == "schemaId") return identifier(name, value, result_.record.schema_id);
        if (name == "errorType") return identifier(name, value, result_.record.error_type);
        if (name == "errorClass") return error_class(name, value);
        if (name == "retryCount") return retry_count(name, value);
        if (name == "durationMs") return duration(name, value);
        if (name == "hash") return hash(name, value);
        drop(name, is_body_name(name) ? "a message body: audit records never store one (A3)"
                                      : "not an audit field: records keep only schemaId, errorClass, errorType, "
                                        "retryCount, durationMs and hash");
    }

    void drop(std::string_view name, std::string reason) {
        result_.dropped.push_back(DroppedField{std::string(utf8_prefix(name, kMaxDroppedNameBytes)), std::move(reason)});
    }

    AuditRecordResult take_result() { return std::move(result_); }

private:
    static bool is_body_name(std::string_view name) {
        for (const std::string_view body : kBodyNames) {
            if (name == body) return true;
        }
        return false;
    }

    void identifier(std::string_view name, const rapidjson::Value& value, std::optional<std::string>& slot) {
        if (value.IsNull()) return;
        if (value.IsString() && is_identifier(as_view(value))) {
            slot = std::string(as_view(value));
            return;
        }
        drop(name, value.IsString() ? "must be an identifier: 1 to 256 printable ASCII characters without spaces"
                                    : "must be a string or null, got " + std::string(json_type_phrase(value)));
    }

    void error_class(std::string_view name, const rapidjson::Value& value) {
        if (value.IsNull()) return;
        if (value.IsString() && is_error_class(as_view(value))) {
            result_.record.error_class = std::string(as_view(value));
            return;
        }
        drop(name, error_class_rule());
    }

    void retry_count(std::string_view name, const rapidjson::Value& value) {
        if (value.IsNull()) return;
        if (value.IsNumber()) {
            const double n = value.GetDouble();
            if (n >= 0 && n <= kMaxWholeNumber && n == std::floor(n)) {
                result_.record.retry_count = static_cast<std::uint64_t>(n);
                return;
            }
        }
        drop(name, "must be a whole number >= 0, or null");
    }

    void duration(std::string_view name, const rapidjson::Value& value) {
        if (value.IsNull()) return;
        if (value.IsNumber() && value.GetDouble() >= 0 && std::isfinite(value.GetDouble())) {
            result_.record.duration_ms = value.GetDouble();
            return;
        }
        drop(name, "must be a number of milliseconds >= 0, or null");
    }

    void hash(std::string_view name, const rapidjson::Value& value) {
        if (value.IsNull()) return;
        if (value.IsString() && is_hex_digest(as_view(value))) {
            result_.record.hash = std::string(as_view(value));
            return;
        }
        drop(name, "must be 64 lowercase hex digits (an auditHash result), or null");
    }

    AuditRecordResult result_;
};

}  // namespace

AuditRecordResult audit_record(const rapidjson::Value& fields) {
    RecordBuilder builder;
    if (!fields.IsObject()) {
        builder.drop("", "the fields must be an object, got " + std::string(json_type_phrase(fields)));
        return builder.take_result();
    }
    for (const auto& member : fields.GetObject()) builder.take(as_view(member.name), member.value);
    return builder.take_result();
}

}  // namespace sg

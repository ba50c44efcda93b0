#include "run/wire/provider_error.h"

#include "core/text_clip.h"
#include "json/strict_parser.h"
#include "run/wire/json_body.h"
#include "run/wire/provider_messages.h"
#include "run/wire/retry_after.h"

namespace sg {
namespace {

// Provider messages are quoted in ours; a few hundred bytes say what went wrong.
constexpr std::size_t kMaxQuotedBytes = 300;

RunErrorKind kind_for_status(int status, std::string_view code) {
    if (status == 408) return RunErrorKind::Timeout;
    if (code == "insufficient_quota" || status == 402) return RunErrorKind::QuotaExceeded;
    if (status == 429) return RunErrorKind::RateLimited;
    if (status >= 500) return RunErrorKind::ProviderUnavailable;
    return RunErrorKind::HttpError;
}

int status_for_stream_error(std::string_view type) {
    if (type == "overloaded_error") return 529;
    if (type == "api_error" || type == "server_error" || type == "INTERNAL") return 500;
    if (type == "UNAVAILABLE") return 503;
    if (type == "rate_limit_error" || type == "rate_limit_exceeded" || type == "RESOURCE_EXHAUSTED") return 429;
    if (type == "timeout_error" || type == "DEADLINE_EXCEEDED") return 504;
    return 400;
}

std::string describe(const ProviderError& error) {
    std::string text;
    if (!error.code.empty()) text += error.code;
    else if (!error.type.empty()) text += error.type;
    if (!error.message.empty()) text += (text.empty() ? "" : ": ") + clip_text(error.message, kMaxQuotedBytes);
    return text;
}

constexpr std::string_view kRetryInfoType = "type.googleapis.com/google.rpc.RetryInfo";

// Gemini puts the wait in the error body: details[] holds a google.rpc.RetryInfo whose
// retryDelay is a protobuf Duration in JSON ("34.4s").
std::optional<double> retry_info_delay_ms(const rapidjson::Value& body) {
    const rapidjson::Value* error = find_member(body, "error");
    const rapidjson::Value* details = error ? find_member(*error, "details") : nullptr;
    if (!details || !details->IsArray()) return std::nullopt;
    for (const rapidjson::Value& detail : details->GetArray()) {
        if (text_member(detail, "@type") != kRetryInfoType) continue;
        const std::string_view delay = text_member(detail, "retryDelay");
        if (delay.empty() || delay.back() != 's') return std::nullopt;
        const std::optional<double> seconds = parse_decimal(delay.substr(0, delay.size() - 1));
        return seconds ? std::optional<double>(*seconds * 1000.0) : std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::optional<ProviderError> read_provider_error(const rapidjson::Value& body) {
    const rapidjson::Value* error = find_member(body, "error");
    if (!error || !error->IsObject()) return std::nullopt;
    std::string_view type = text_member(*error, "type");
    if (type.empty()) type = text_member(*error, "status");  // Gemini
    return ProviderError{std::string(type), std::string(text_member(*error, "code")),
                         std::string(text_member(*error, "message"))};
}

std::optional<ProviderError> read_responses_failure(const rapidjson::Value& response_or_event) {
    const rapidjson::Value* error = find_member(response_or_event, "error");
    const bool nested = error && error->IsObject();
    const rapidjson::Value& holder = nested ? *error : response_or_event;
    // An `error` event nests {type, code, message}, and its code may be null where the type
    // still says what happened ("server_error"); a failed Response's error has no type.
    const std::string_view type = nested ? text_member(holder, "type") : std::string_view();
    const std::string_view code = text_member(holder, "code");
    const std::string_view message = text_member(holder, "message");
    if (type.empty() && code.empty() && message.empty()) return std::nullopt;
    return ProviderError{std::string(type.empty() ? code : type), std::string(code), std::string(message)};
}

bool http_status_retryable(int status, const Headers& headers, std::string_view provider_code) {
    if (const std::string* should_retry = find_header(headers, "x-should-retry")) {
        if (*should_retry == "true") return true;
        if (*should_retry == "false") return false;
    }
    if (provider_code == "insufficient_quota") return false;
    return status == 408 || status == 409 || status == 429 || status >= 500;
}

RunError http_failure(int status, const Headers& headers, std::string_view body, Language language) {
    ProviderError details;
    Result<rapidjson::Document> parsed = parse_strict(body, body);
    std::optional<double> requested_delay_ms;
    if (parsed.ok()) {
        if (std::optional<ProviderError> read = read_provider_error(parsed.value())) details = std::move(*read);
        requested_delay_ms = retry_info_delay_ms(parsed.value());
    }
    const std::string code = details.code.empty() ? details.type : details.code;
    const std::string said = describe(details);
    const std::string number = std::to_string(status);
    RunError error = run_error(kind_for_status(status, code),
                               said.empty() ? provider_message(language, ProviderMessage::HttpStatus, {number})
                                            : provider_message(language, ProviderMessage::HttpStatusSaid, {number, said}),
                               false);
    error.status = status;
    error.provider_code = code;
    error.retryable = http_status_retryable(status, headers, code);
    error.requested_delay_ms = requested_delay_ms;
    return error;
}

RunError stream_failure(const ProviderError& details, Language language) {
    const std::string code = details.code.empty() ? details.type : details.code;
    const int status = status_for_stream_error(details.type);
    RunError error = run_error(RunErrorKind::StreamError,
                               provider_message(language, ProviderMessage::StreamError, {describe(details)}),
                               http_status_retryable(status, {}, code));
    error.provider_code = code;
    return error;
}

}  // namespace sg

#include "run/wire/run_error.h"

namespace sg {

std::string_view run_error_kind_name(RunErrorKind kind) {
    switch (kind) {
        case RunErrorKind::InvalidCall: return "InvalidCall";
        case RunErrorKind::HttpError: return "HttpError";
        case RunErrorKind::RateLimited: return "RateLimited";
        case RunErrorKind::QuotaExceeded: return "QuotaExceeded";
        case RunErrorKind::ProviderUnavailable: return "ProviderUnavailable";
        case RunErrorKind::NetworkError: return "NetworkError";
        case RunErrorKind::Timeout: return "Timeout";
        case RunErrorKind::StreamError: return "StreamError";
        case RunErrorKind::ProtocolError: return "ProtocolError";
        case RunErrorKind::Truncated: return "Truncated";
        case RunErrorKind::ContentFiltered: return "ContentFiltered";
        case RunErrorKind::Refused: return "Refused";
        case RunErrorKind::UnexpectedStop: return "UnexpectedStop";
        case RunErrorKind::InvalidReply: return "InvalidReply";
        case RunErrorKind::Cancelled: return "Cancelled";
    }
    return "InvalidCall";
}

RunError run_error(RunErrorKind kind, std::string message, bool retryable) {
    RunError error;
    error.kind = kind;
    error.message = std::move(message);
    error.retryable = retryable;
    return error;
}

}  // namespace sg

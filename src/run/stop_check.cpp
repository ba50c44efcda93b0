#include "run/stop_check.h"

#include <string>

#include "core/message_fill.h"
#include "core/text_clip.h"
#include "reply/reply_messages.h"

namespace sg {
namespace {

constexpr std::size_t kMaxQuotedRefusal = 200;

RunError stop_error(RunErrorKind kind, std::string message, const ModelReply& reply) {
    RunError error = run_error(kind, std::move(message), true);
    error.provider_code = reply.stop_reason;
    return error;
}

}  // namespace

std::optional<RunError> check_stop(const ModelReply& reply, bool tool_use_expected, Language language) {
    // The row, then the provider's own word for the stop.
    const auto said = [&](ReplyMessage row) {
        return std::string(reply_text(row, language)) + fill_message(reply_text(ReplyMessage::StopReason, language), {reply.stop_reason});
    };
    switch (reply.stop) {
        case StopKind::Length: return stop_error(RunErrorKind::Truncated, said(ReplyMessage::StopLength), reply);
        case StopKind::ContentFilter: return stop_error(RunErrorKind::ContentFiltered, said(ReplyMessage::StopFilter), reply);
        case StopKind::Refusal: return stop_error(RunErrorKind::Refused, said(ReplyMessage::StopRefusal), reply);
        case StopKind::Missing:
            return stop_error(RunErrorKind::UnexpectedStop, std::string(reply_text(ReplyMessage::StopMissing, language)), reply);
        case StopKind::Other: return stop_error(RunErrorKind::UnexpectedStop, said(ReplyMessage::StopOther), reply);
        case StopKind::ToolUse:
            if (!tool_use_expected) return stop_error(RunErrorKind::UnexpectedStop, said(ReplyMessage::StopToolNotOffered), reply);
            break;
        case StopKind::Normal:
            break;
    }
    if (!reply.refusal.empty()) {
        RunError error = stop_error(
            RunErrorKind::Refused,
            fill_message(reply_text(ReplyMessage::Refused, language), {clip_text(reply.refusal, kMaxQuotedRefusal)}), reply);
        error.provider_code = "refusal";
        return error;
    }
    return std::nullopt;
}

}  // namespace sg

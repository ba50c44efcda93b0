#include "run/stop_check.h"

#include <string>

#include "core/text_clip.h"

namespace sg {
namespace {

constexpr std::size_t kMaxQuotedRefusal = 200;

RunError stop_error(RunErrorKind kind, std::string message, const ModelReply& reply) {
    RunError error = run_error(kind, std::move(message), true);
    error.provider_code = reply.stop_reason;
    return error;
}

}  // namespace

std::optional<RunError> check_stop(const ModelReply& reply, bool tool_use_expected) {
    const std::string said = " (stop reason \"" + reply.stop_reason + "\")";
    switch (reply.stop) {
        case StopKind::Length:
            return stop_error(RunErrorKind::Truncated,
                              "the reply was cut off by the output token limit" + said, reply);
        case StopKind::ContentFilter:
            return stop_error(RunErrorKind::ContentFiltered, "the provider's content filter stopped the reply" + said,
                              reply);
        case StopKind::Refusal:
            return stop_error(RunErrorKind::Refused, "the model refused to answer" + said, reply);
        case StopKind::Missing:
            return stop_error(RunErrorKind::UnexpectedStop, "the reply has no stop reason", reply);
        case StopKind::Other:
            return stop_error(RunErrorKind::UnexpectedStop, "the model stopped for an unexpected reason" + said, reply);
        case StopKind::ToolUse:
            if (!tool_use_expected) {
                return stop_error(RunErrorKind::UnexpectedStop, "the model called a tool that was not offered" + said,
                                  reply);
            }
            break;
        case StopKind::Normal:
            break;
    }
    if (!reply.refusal.empty()) {
        RunError error = stop_error(RunErrorKind::Refused, "the model refused: " + clip_text(reply.refusal, kMaxQuotedRefusal), reply);
        error.provider_code = "refusal";
        return error;
    }
    return std::nullopt;
}

}  // namespace sg

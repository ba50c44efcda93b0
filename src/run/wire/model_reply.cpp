#include "run/wire/model_reply.h"

namespace sg {

StopKind openai_stop_kind(std::string_view finish_reason) {
    if (finish_reason.empty()) return StopKind::Missing;
    if (finish_reason == "stop") return StopKind::Normal;
    if (finish_reason == "tool_calls") return StopKind::ToolUse;
    if (finish_reason == "length") return StopKind::Length;
    if (finish_reason == "content_filter") return StopKind::ContentFilter;
    return StopKind::Other;
}

StopKind anthropic_stop_kind(std::string_view stop_reason) {
    if (stop_reason.empty()) return StopKind::Missing;
    if (stop_reason == "end_turn" || stop_reason == "stop_sequence") return StopKind::Normal;
    if (stop_reason == "tool_use") return StopKind::ToolUse;
    if (stop_reason == "max_tokens") return StopKind::Length;
    if (stop_reason == "refusal") return StopKind::Refusal;
    return StopKind::Other;
}

StopKind gemini_stop_kind(std::string_view finish_reason, bool called_tools) {
    // Every reason Google documents as content blocked: by safety settings, recitation, a
    // blocklist, prohibited content, personal data, image safety, or Vertex AI's Model Armor.
    static constexpr std::string_view kFiltered[] = {
        "SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII",
        "IMAGE_SAFETY", "IMAGE_PROHIBITED_CONTENT", "IMAGE_RECITATION", "MODEL_ARMOR"};
    if (finish_reason.empty()) return StopKind::Missing;
    if (finish_reason == "STOP") return called_tools ? StopKind::ToolUse : StopKind::Normal;
    if (finish_reason == "MAX_TOKENS") return StopKind::Length;
    for (std::string_view filtered : kFiltered) {
        if (finish_reason == filtered) return StopKind::ContentFilter;
    }
    return StopKind::Other;
}

StopKind responses_stop_kind(std::string_view status, std::string_view incomplete_reason, bool called_tools) {
    if (status.empty() || status == "in_progress" || status == "queued") return StopKind::Missing;
    if (status == "completed") return called_tools ? StopKind::ToolUse : StopKind::Normal;
    if (status == "incomplete" && incomplete_reason == "max_output_tokens") return StopKind::Length;
    if (status == "incomplete" && incomplete_reason == "content_filter") return StopKind::ContentFilter;
    return StopKind::Other;
}

void set_stop(ModelReply& reply, std::string_view reason, StopKind kind) {
    if (reason.empty()) return;
    reply.stop_reason = std::string(reason);
    reply.stop = kind;
}

}  // namespace sg

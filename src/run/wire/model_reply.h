// One model reply, decoded from either wire (JSON body or event stream) into one shape, so
// that the reply checks (rule R2) and the runner never look at wire formats. What the JSON
// in its text is, is src/reply/'s question (parseReply), asked by the reply check.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/enum_names.h"
#include "run/wire/tool_call.h"
#include "run/wire/usage.h"

namespace sg {

// Why the model stopped, across providers:
//  Normal  OpenAI "stop"; Anthropic "end_turn", "stop_sequence"; Gemini "STOP", and a whole
//          (not streamed) body whose candidate has no finishReason; Responses "completed"
//  ToolUse OpenAI "tool_calls"; Anthropic "tool_use"; Gemini "STOP" with functionCall parts;
//          Responses "completed" with function_call items
//  Length  OpenAI "length"; Anthropic "max_tokens"; Gemini "MAX_TOKENS"; Responses
//          "incomplete" for "max_output_tokens" (the reason is kept as the stop reason)
//  ContentFilter  OpenAI "content_filter"; Responses "incomplete" for "content_filter"; Gemini "SAFETY", "RECITATION", "BLOCKLIST",
//          "PROHIBITED_CONTENT", "SPII", "IMAGE_SAFETY", and a prompt blocked before any
//          candidate (promptFeedback.blockReason, kept as the stop reason)
//  Refusal  Anthropic "refusal" (an OpenAI refusal, chat or Responses, is a Normal stop
//          with `refusal` text)
//  Other   anything else ("function_call", "pause_turn", "model_context_window_exceeded",
//          Gemini "MALFORMED_FUNCTION_CALL", "OTHER", "LANGUAGE", …)
//  Missing no stop reason arrived (a stream that ended early)
#define SG_STOP_KINDS(X)                                                                               \
    X(Normal, "normal") X(ToolUse, "tool_use") X(Length, "length") X(ContentFilter, "content_filter") \
    X(Refusal, "refusal") X(Other, "other") X(Missing, "missing")
SG_NAMED_ENUM(StopKind, SG_STOP_KINDS)

inline std::string_view stop_kind_name(StopKind kind) { return name_of(kind); }

struct ModelReply {
    std::string text;              // the text blocks / message content, concatenated
    std::string refusal;           // OpenAI message.refusal
    std::vector<ToolCall> tool_calls;
    std::string stop_reason;       // the provider's own word, for the result and the logs
    StopKind stop = StopKind::Missing;
    Usage usage;
};

// Keeps the provider's word for the stop with its kind; no word ("": a chunk without one)
// leaves the reply's stop as it is.
void set_stop(ModelReply& reply, std::string_view reason, StopKind kind);

StopKind openai_stop_kind(std::string_view finish_reason);
StopKind anthropic_stop_kind(std::string_view stop_reason);
// Gemini says STOP for a turn that ends in function calls too: `called_tools` tells them apart.
StopKind gemini_stop_kind(std::string_view finish_reason, bool called_tools);
// A Response's `status` and, when "incomplete", its incomplete_details.reason.
StopKind responses_stop_kind(std::string_view status, std::string_view incomplete_reason, bool called_tools);

}  // namespace sg

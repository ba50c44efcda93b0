#include "extract/answer_choice.h"

#include "core/text_trim.h"

namespace sg {

std::optional<std::size_t> last_json_fence(const std::vector<Fence>& fences) {
    for (std::size_t i = fences.size(); i > 0; --i) {
        if (is_json_label(fences[i - 1].label)) return i - 1;
    }
    return std::nullopt;
}

Span trimmed_content(std::string_view text, const Fence& fence) {
    const std::size_t start = skip_space(text.substr(0, fence.content_end), fence.content_start);
    return Span{start, trim_end(text, start, fence.content_end)};
}

std::optional<Span> braced_last_block(std::string_view text, const std::vector<Fence>& fences) {
    if (fences.empty()) return std::nullopt;
    const Span content = trimmed_content(text, fences.back());
    if (content.end - content.start < 2 || text[content.start] != '{' || text[content.end - 1] != '}') return std::nullopt;
    return content;
}

std::string fence_name(const Fence& fence) {
    return fence.label.empty() ? std::string("unlabelled code block") : "```" + fence.label + " fence";
}

std::optional<Error> fence_too_large(std::string_view text, const Fence& fence, std::size_t max_fence_bytes) {
    const std::size_t bytes = fence.content_end - fence.content_start;
    if (bytes <= max_fence_bytes) return std::nullopt;
    return error_at(ErrorCode::LimitExceeded,
                    "the " + fence_name(fence) + " holds " + std::to_string(bytes) + " bytes, over maxFenceBytes (" +
                        std::to_string(max_fence_bytes) + "); raise maxFenceBytes to read it",
                    text, fence.content_start);
}

Error unterminated_reasoning(std::string_view text, std::size_t at) {
    return error_at(ErrorCode::MissingFence,
                    "the reply ends inside a reasoning block that opens here and never closes: the model stopped "
                    "while thinking; raise its output token limit",
                    text, at);
}

Error no_json_in_reply() {
    return error_without_position(ErrorCode::MissingFence,
                                  "no JSON in the reply: no code fence and no {…}; ask the model to end with a "
                                  "```json fence");
}

Error json_fence_without_json(std::string_view text, const Fence& fence, std::size_t content_start) {
    const bool empty = content_start >= fence.content_end || trim_space(text.substr(content_start, fence.content_end - content_start)).empty();
    return error_at(ErrorCode::NonJsonFence,
                    "the " + fence_name(fence) + (empty ? " is empty" : " does not start with { or [") +
                        "; expected a JSON object or array in it",
                    text, content_start);
}

Error last_block_without_json(std::string_view text, const Fence& fence) {
    return error_at(ErrorCode::NonJsonFence,
                    "the last code block (" + fence_name(fence) +
                        ") does not hold a JSON object and the reply has no {…} outside it; ask the model to end "
                        "with a ```json fence",
                    text, fence.content_start);
}

}  // namespace sg

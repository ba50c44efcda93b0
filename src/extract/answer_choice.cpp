#include "extract/answer_choice.h"

#include "core/message_fill.h"
#include "core/reading_messages.h"
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

Error input_too_large(std::size_t bytes, std::size_t max_input_bytes, Language language) {
    return error_without_position(
        ErrorCode::LimitExceeded,
        fill_message(reading_text(ReadingMessage::InputTooLarge, language), {std::to_string(bytes), std::to_string(max_input_bytes)}));
}

std::string fence_name(const Fence& fence, Language language) {
    if (fence.label.empty()) return std::string(reading_text(ReadingMessage::UnlabelledBlock, language));
    return fill_message(reading_text(ReadingMessage::LabelledFence, language), {fence.label});
}

std::optional<Error> fence_too_large(std::string_view text, const Fence& fence, std::size_t max_fence_bytes,
                                     Language language) {
    const std::size_t bytes = fence.content_end - fence.content_start;
    if (bytes <= max_fence_bytes) return std::nullopt;
    return error_at(ErrorCode::LimitExceeded,
                    fill_message(reading_text(ReadingMessage::FenceTooLarge, language),
                                 {fence_name(fence, language), std::to_string(bytes), std::to_string(max_fence_bytes)}),
                    text, fence.content_start);
}

Error unterminated_reasoning(std::string_view text, std::size_t at, Language language) {
    return error_at(ErrorCode::MissingFence, std::string(reading_text(ReadingMessage::UnterminatedReasoning, language)), text, at);
}

Error no_json_in_reply(Language language) {
    return error_without_position(ErrorCode::MissingFence, std::string(reading_text(ReadingMessage::NoJson, language)));
}

Error json_fence_without_json(std::string_view text, const Fence& fence, std::size_t content_start, Language language) {
    const bool empty = content_start >= fence.content_end || trim_space(text.substr(content_start, fence.content_end - content_start)).empty();
    const ReadingMessage why = empty ? ReadingMessage::FenceEmpty : ReadingMessage::FenceNotJson;
    return error_at(ErrorCode::NonJsonFence, fill_message(reading_text(why, language), {fence_name(fence, language)}), text,
                    content_start);
}

Error last_block_without_json(std::string_view text, const Fence& fence, Language language) {
    return error_at(ErrorCode::NonJsonFence,
                    fill_message(reading_text(ReadingMessage::LastBlockNotJson, language), {fence_name(fence, language)}),
                    text, fence.content_start);
}

}  // namespace sg

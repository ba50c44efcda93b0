#include "extract/reasoning_blocks.h"

#include "core/text_trim.h"

namespace sg {

AnswerStart skip_reasoning_blocks(std::string_view text, std::size_t from) {
    std::size_t at = skip_space(text, from);
    for (bool found = true; found;) {
        found = false;
        for (const ReasoningTag& tag : kReasoningTags) {
            if (text.compare(at, tag.open.size(), tag.open) != 0) continue;
            const std::size_t close = text.find(tag.close, at + tag.open.size());
            if (close == std::string_view::npos) return {at, at};
            at = skip_space(text, close + tag.close.size());
            found = true;
        }
    }
    return {at, std::nullopt};
}

AnswerStart answer_start(std::string_view text) {
    return skip_reasoning_blocks(text, text.substr(0, kByteOrderMark.size()) == kByteOrderMark ? kByteOrderMark.size() : 0);
}

}  // namespace sg

#include "extract/reasoning_blocks.h"

#include "core/text_trim.h"

namespace sg {
namespace {

struct Tag {
    std::string_view open;
    std::string_view close;
};

constexpr Tag kReasoningTags[] = {{"<think>", "</think>"}, {"<thinking>", "</thinking>"}};

}  // namespace

AnswerStart skip_reasoning_blocks(std::string_view text, std::size_t from) {
    std::size_t at = skip_space(text, from);
    for (bool found = true; found;) {
        found = false;
        for (const Tag& tag : kReasoningTags) {
            if (text.compare(at, tag.open.size(), tag.open) != 0) continue;
            const std::size_t close = text.find(tag.close, at + tag.open.size());
            if (close == std::string_view::npos) return {at, at};
            at = skip_space(text, close + tag.close.size());
            found = true;
        }
    }
    return {at, std::nullopt};
}

}  // namespace sg

#include "extract/reasoning_blocks.h"

#include "core/byte_runs.h"
#include "core/text_trim.h"

namespace sg {
namespace {

// Where `close` starts at or after `from` (npos when it does not): a reasoning block is most of
// a reasoning model's reply, passed over 16 bytes at a time to each `<`.
std::size_t find_close(std::string_view text, std::size_t from, std::string_view close) {
    for (std::size_t at = find_byte(text, from, '<'); at < text.size(); at = find_byte(text, at + 1, '<')) {
        if (text.compare(at, close.size(), close) == 0) return at;
    }
    return std::string_view::npos;
}

}  // namespace

AnswerStart skip_reasoning_blocks(std::string_view text, std::size_t from) {
    std::size_t at = skip_space(text, from);
    for (bool found = true; found;) {
        found = false;
        for (const ReasoningTag& tag : kReasoningTags) {
            if (text.compare(at, tag.open.size(), tag.open) != 0) continue;
            const std::size_t close = find_close(text, at + tag.open.size(), tag.close);
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

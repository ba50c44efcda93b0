#include "extract/answer_text.h"

#include <algorithm>

#include "core/key_sort.h"
#include "core/text_trim.h"

namespace sg {
namespace {

// The parts joined by a blank line, in one allocation.
std::string joined(std::string_view reply, const std::vector<Span>& parts) {
    std::size_t size = 0;
    for (const Span& part : parts) size += part.end - part.start + 2;
    std::string text;
    text.reserve(size);
    for (const Span& part : parts) {
        if (!text.empty()) text += "\n\n";
        text.append(reply.substr(part.start, part.end - part.start));
    }
    return text;
}

}  // namespace

AnswerText answer_text(std::string_view reply, std::vector<Span> left_out, bool with_text) {
    sort_by_number(left_out, [](const Span& span) { return span.start; });
    AnswerText answer;
    answer.parts.reserve(left_out.size() + 1);  // a part before, between and after the spans
    const auto keep = [&](std::size_t from, std::size_t to) {
        const std::string_view part = trim_space(reply.substr(from, to - from));
        if (part.empty()) return;
        const std::size_t start = static_cast<std::size_t>(part.data() - reply.data());
        answer.parts.push_back(Span{start, start + part.size()});
    };
    std::size_t at = 0;
    for (const Span& span : left_out) {
        if (span.start > at) keep(at, span.start);
        at = std::max(at, span.end);
    }
    if (at < reply.size()) keep(at, reply.size());
    if (with_text) answer.text = joined(reply, answer.parts);
    return answer;
}

}  // namespace sg

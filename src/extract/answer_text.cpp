#include "extract/answer_text.h"

#include <algorithm>

#include "core/text_trim.h"

namespace sg {

AnswerText answer_text(std::string_view reply, std::vector<Span> left_out) {
    std::sort(left_out.begin(), left_out.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
    AnswerText answer;
    const auto keep = [&](std::size_t from, std::size_t to) {
        const std::string_view part = trim_space(reply.substr(from, to - from));
        if (part.empty()) return;
        if (!answer.text.empty()) answer.text += "\n\n";
        answer.text.append(part);
        const std::size_t start = static_cast<std::size_t>(part.data() - reply.data());
        answer.parts.push_back(Span{start, start + part.size()});
    };
    std::size_t at = 0;
    for (const Span& span : left_out) {
        if (span.start > at) keep(at, span.start);
        at = std::max(at, span.end);
    }
    if (at < reply.size()) keep(at, reply.size());
    return answer;
}

}  // namespace sg

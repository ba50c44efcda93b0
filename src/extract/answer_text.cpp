#include "extract/answer_text.h"

#include <algorithm>

#include "core/text_trim.h"

namespace sg {

std::string answer_text(std::string_view reply, std::vector<Span> left_out) {
    std::sort(left_out.begin(), left_out.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
    std::string answer;
    const auto keep = [&](std::size_t from, std::size_t to) {
        const std::string_view part = trim_space(reply.substr(from, to - from));
        if (part.empty()) return;
        if (!answer.empty()) answer += "\n\n";
        answer.append(part);
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

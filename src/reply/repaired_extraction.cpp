#include "reply/repaired_extraction.h"

#include <algorithm>
#include <vector>

#include "core/text_trim.h"

namespace sg {
namespace {

struct Span {
    std::size_t start;
    std::size_t end;
};

bool outside_answer(RepairKind kind) {
    return kind == RepairKind::FenceRemoved || kind == RepairKind::ThinkBlockRemoved || kind == RepairKind::BomRemoved;
}

Strategy strategy_of(const RepairResult& repaired) {
    bool prose = false;
    for (const Repair& repair : repaired.repairs) {
        if (repair.kind == RepairKind::FenceRemoved) return Strategy::Fence;
        prose = prose || repair.kind == RepairKind::ProseRemoved;
    }
    return prose ? Strategy::Brace : Strategy::Direct;
}

std::string answer_text(std::string_view reply, const RepairResult& repaired) {
    std::vector<Span> left_out{{repaired.start, repaired.end}};
    for (const Repair& repair : repaired.repairs) {
        if (outside_answer(repair.kind)) left_out.push_back({repair.offset, repair.offset + repair.removed.size()});
    }
    std::sort(left_out.begin(), left_out.end(), [](const Span& a, const Span& b) { return a.start < b.start; });
    std::string answer;
    std::size_t at = 0;
    const auto keep = [&](std::size_t from, std::size_t to) {
        const std::string_view part = trim_space(reply.substr(from, to - from));
        if (part.empty()) return;
        if (!answer.empty()) answer += "\n\n";
        answer.append(part);
    };
    for (const Span& span : left_out) {
        if (span.start > at) keep(at, span.start);
        at = std::max(at, span.end);
    }
    if (at < reply.size()) keep(at, reply.size());
    return answer;
}

}  // namespace

Extraction repaired_extraction(std::string_view reply, const RepairResult& repaired) {
    return Extraction{Candidate{strategy_of(repaired), repaired.start, repaired.end}, std::nullopt,
                      answer_text(reply, repaired)};
}

}  // namespace sg

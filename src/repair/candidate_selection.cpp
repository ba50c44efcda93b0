#include "repair/candidate_selection.h"

#include <algorithm>

#include "core/text_trim.h"

namespace sg {
namespace {

std::size_t group_size(const ScannedReply& reply, const CandidateGroup& group) {
    return reply.candidates[group.last].end - reply.candidates[group.first].start;
}

int group_fence(const ScannedReply& reply, const CandidateGroup& group) {
    return reply.candidates[group.first].fence;
}

// The largest group in `fence` (any fence when `fence` is kAnyFence); of equal ones the last.
constexpr int kAnyFence = -2;

std::optional<CandidateGroup> largest(const ScannedReply& reply, const std::vector<CandidateGroup>& groups,
                                      int fence) {
    std::optional<CandidateGroup> best;
    for (const CandidateGroup& group : groups) {
        if (fence != kAnyFence && group_fence(reply, group) != fence) continue;
        if (!best || group_size(reply, group) >= group_size(reply, *best)) best = group;
    }
    return best;
}

// The failed candidate that read furthest: the one most likely meant as the answer.
const ScannedCandidate* furthest_failure(const ScannedReply& reply, int fence) {
    const ScannedCandidate* furthest = nullptr;
    for (const ScannedCandidate& candidate : reply.candidates) {
        if (candidate.ok || (fence != kAnyFence && candidate.fence != fence)) continue;
        if (!furthest || candidate.failure.offset - candidate.start > furthest->failure.offset - furthest->start) {
            furthest = &candidate;
        }
    }
    return furthest;
}

Error parse_error(std::string_view text, const ScannedCandidate& failed) {
    return error_at(ErrorCode::JsonParseError,
                    "no JSON could be recovered: " + failed.failure.message, text, failed.failure.offset);
}

AnswerChoice within_fence_limit(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                                const RepairOptions& options) {
    const int fence = group_fence(reply, group);
    if (fence < 0) return {group, std::nullopt};
    const FenceSpan& span = reply.fences[static_cast<std::size_t>(fence)];
    const std::size_t bytes = span.content_end - span.content_start;
    if (bytes <= options.max_fence_bytes) return {group, std::nullopt};
    return {std::nullopt, error_at(ErrorCode::LimitExceeded,
                                   "the code fence holds " + std::to_string(bytes) + " bytes, over maxFenceBytes (" +
                                       std::to_string(options.max_fence_bytes) + "); raise maxFenceBytes to read it",
                                   text, span.content_start)};
}

// X3: the last code block counts when its content, trimmed, is one group that reads {…}.
std::optional<CandidateGroup> braced_last_block(std::string_view text, const ScannedReply& reply,
                                                const std::vector<CandidateGroup>& groups) {
    if (reply.fences.empty()) return std::nullopt;
    const int fence = static_cast<int>(reply.fences.size()) - 1;
    const FenceSpan& span = reply.fences.back();
    const std::size_t start = skip_space(text.substr(0, span.content_end), span.content_start);
    const std::size_t end = trim_end(text, start, span.content_end);
    if (end - start < 2 || text[start] != '{' || text[end - 1] != '}') return std::nullopt;
    for (const CandidateGroup& group : groups) {
        if (group_fence(reply, group) == fence && reply.candidates[group.first].start == start &&
            reply.candidates[group.last].end == end) {
            return group;
        }
    }
    return std::nullopt;
}

// Whether only whitespace, reasoning blocks and a byte-order mark lie in [from, to).
bool nothing_else(std::string_view text, const ScannedReply& reply, std::size_t from, std::size_t to) {
    if (from == 0 && reply.bom) from = 3;
    for (const Span& block : reply.think_blocks) {
        if (block.end <= from || block.start >= to) continue;
        if (!trim_space(text.substr(from, block.start - from)).empty()) return false;
        from = block.end;
    }
    return from >= to || trim_space(text.substr(from, to - from)).empty();
}

// `[see above]` in prose reads as an array of bare words; such a value is the answer only
// when it is all the reply (or all its code block) holds.
bool meant_as_data(std::string_view text, const ScannedReply& reply, const CandidateGroup& group) {
    const ScannedCandidate& first = reply.candidates[group.first];
    if (!first.bare_text && !reply.candidates[group.last].bare_text) return true;
    const std::size_t end = reply.candidates[group.last].end;
    if (first.fence >= 0) {
        const FenceSpan& fence = reply.fences[static_cast<std::size_t>(first.fence)];
        return nothing_else(text, reply, fence.content_start, first.start) &&
               nothing_else(text, reply, end, fence.content_end);
    }
    return nothing_else(text, reply, 0, first.start) && nothing_else(text, reply, end, text.size());
}

int last_json_fence(const ScannedReply& reply) {
    for (std::size_t i = reply.fences.size(); i > 0; --i) {
        if (reply.fences[i - 1].json_label) return static_cast<int>(i - 1);
    }
    return -1;
}

}  // namespace

std::vector<CandidateGroup> group_candidates(const ScannedReply& reply) {
    std::vector<CandidateGroup> groups;
    for (std::size_t i = 0; i < reply.candidates.size(); ++i) {
        const ScannedCandidate& candidate = reply.candidates[i];
        if (!candidate.ok || candidate.enclosed) continue;
        const bool joins = candidate.linked && !groups.empty() && groups.back().last + 1 == i;
        if (joins) {
            groups.back().last = i;
        } else {
            groups.push_back(CandidateGroup{i, i});
        }
    }
    return groups;
}

AnswerChoice choose_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options) {
    std::vector<CandidateGroup> groups = group_candidates(reply);
    groups.erase(std::remove_if(groups.begin(), groups.end(),
                                [&](const CandidateGroup& group) { return !meant_as_data(text, reply, group); }),
                 groups.end());
    // X2: the last json fence is the answer, whatever it holds.
    const int json_fence = last_json_fence(reply);
    if (json_fence >= 0) {
        if (const auto group = largest(reply, groups, json_fence)) return within_fence_limit(text, reply, *group, options);
        if (const ScannedCandidate* failed = furthest_failure(reply, json_fence)) return {std::nullopt, parse_error(text, *failed)};
        const FenceSpan& fence = reply.fences[static_cast<std::size_t>(json_fence)];
        return {std::nullopt, error_at(ErrorCode::NonJsonFence,
                                       "the last ```json fence holds no JSON object or array; expected one in it",
                                       text, fence.content_start)};
    }
    if (const auto block = braced_last_block(text, reply, groups)) return within_fence_limit(text, reply, *block, options);
    if (const auto group = largest(reply, groups, kAnyFence)) return {group, std::nullopt};
    if (const ScannedCandidate* failed = furthest_failure(reply, kAnyFence)) return {std::nullopt, parse_error(text, *failed)};
    if (reply.unterminated_think) {
        return {std::nullopt, error_at(ErrorCode::MissingFence,
                                       "the reply ends inside a reasoning block that opens here and never closes: "
                                       "the model stopped while thinking; raise its output token limit",
                                       text, *reply.unterminated_think)};
    }
    return {std::nullopt, error_without_position(ErrorCode::MissingFence,
                                                 "no JSON object or array in the reply; ask the model to end with "
                                                 "a ```json fence")};
}

}  // namespace sg

#include "repair/candidate_selection.h"

#include <algorithm>

#include "core/message_fill.h"
#include "core/reading_messages.h"
#include "core/text_trim.h"
#include "extract/answer_choice.h"

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

Error parse_error(std::string_view text, const ScannedCandidate& failed, Language language) {
    return error_at(ErrorCode::JsonParseError,
                    fill_message(reading_text(ReadingMessage::NothingRecovered, language), {failed.failure.message}), text,
                    failed.failure.offset);
}

AnswerChoice within_fence_limit(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                                const RepairOptions& options) {
    const int fence = group_fence(reply, group);
    if (fence < 0) return {group, std::nullopt};
    std::optional<Error> too_large = fence_too_large(text, reply.fences[static_cast<std::size_t>(fence)], options.max_fence_bytes,
                                                         options.language);
    if (!too_large) return {group, std::nullopt};
    return {std::nullopt, std::move(too_large)};
}

// X3: the last code block counts when its content, trimmed, is one group that reads {…}.
std::optional<CandidateGroup> braced_last_group(std::string_view text, const ScannedReply& reply,
                                                const std::vector<CandidateGroup>& groups) {
    const std::optional<Span> block = braced_last_block(text, reply.fences);
    if (!block) return std::nullopt;
    const int fence = static_cast<int>(reply.fences.size()) - 1;
    for (const CandidateGroup& group : groups) {
        if (group_fence(reply, group) == fence && reply.candidates[group.first].start == block->start &&
            reply.candidates[group.last].end == block->end) {
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
        const Fence& fence = reply.fences[static_cast<std::size_t>(first.fence)];
        return nothing_else(text, reply, fence.content_start, first.start) &&
               nothing_else(text, reply, end, fence.content_end);
    }
    return nothing_else(text, reply, 0, first.start) && nothing_else(text, reply, end, text.size());
}

// Whether a value in prose is data: an object, or an array of more than one number (`as in
// [1]` is a citation).
bool is_data(const ScannedCandidate& candidate) {
    return candidate.json.front() == '{' || candidate.json.find_first_of(",{\"") != std::string::npos;
}

// The values of data outside fences other than `chosen`, as spans of the reply. Code in a
// fence is not an answer.
std::vector<Span> others(const ScannedReply& reply, const std::vector<CandidateGroup>& groups, const CandidateGroup& chosen) {
    std::vector<Span> spans;
    for (const CandidateGroup& group : groups) {
        const ScannedCandidate& first = reply.candidates[group.first];
        if (group.first == chosen.first || first.fence >= 0 || !is_data(first)) continue;
        spans.push_back(Span{first.start, reply.candidates[group.last].end});
    }
    return spans;
}

}  // namespace

std::vector<CandidateGroup> group_candidates(const ScannedReply& reply, std::vector<CandidateGroup> known,
                                             std::size_t grouped) {
    std::vector<CandidateGroup> groups = std::move(known);
    for (std::size_t i = grouped; i < reply.candidates.size(); ++i) {
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

AnswerChoice choose_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                           const KnownGroups* known) {
    std::vector<CandidateGroup> groups = known ? group_candidates(reply, known->groups, known->grouped) : group_candidates(reply);
    groups.erase(std::remove_if(groups.begin(), groups.end(),
                                [&](const CandidateGroup& group) { return !meant_as_data(text, reply, group); }),
                 groups.end());
    // X2: the last json fence is the answer, whatever it holds.
    if (const std::optional<std::size_t> json_fence = last_json_fence(reply.fences)) {
        const int fence = static_cast<int>(*json_fence);
        if (const auto group = largest(reply, groups, fence)) return within_fence_limit(text, reply, *group, options);
        if (const ScannedCandidate* failed = furthest_failure(reply, fence)) {
            return {std::nullopt, parse_error(text, *failed, options.language)};
        }
        const Fence& span = reply.fences[*json_fence];
        return {std::nullopt, json_fence_without_json(text, span, trimmed_content(text, span).start, options.language)};
    }
    if (const auto block = braced_last_group(text, reply, groups)) return within_fence_limit(text, reply, *block, options);
    if (const auto group = largest(reply, groups, kAnyFence)) return {group, std::nullopt, others(reply, groups, *group)};
    if (const ScannedCandidate* failed = furthest_failure(reply, kAnyFence)) {
        return {std::nullopt, parse_error(text, *failed, options.language)};
    }
    if (reply.unterminated_think) return {std::nullopt, unterminated_reasoning(text, *reply.unterminated_think, options.language)};
    return {std::nullopt, no_json_in_reply(options.language)};
}

}  // namespace sg

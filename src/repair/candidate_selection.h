// Which JSON value of a reply is the answer, by default (rule L3, following X1-X3): the
// largest value in the last ```json fence; else the last code block when it holds one {…}
// and nothing else; else the largest value anywhere in the reply (of equal ones the last).
// Values in a row separated only by whitespace or one comma (NDJSON) count as one group.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "core/error.h"
#include "repair/repair_result.h"
#include "repair/reply_scanner.h"

namespace sg {

// Candidates first..last (inclusive), all read as JSON, each linked to the one before.
struct CandidateGroup {
    std::size_t first;
    std::size_t last;
};

// The groups of the reply's candidates. `known`: the groups of its first `grouped` candidates
// (as an earlier call found them, the reply since grown): only the candidates after them are
// grouped again, so that a stream asking at every chunk pays for what is new.
std::vector<CandidateGroup> group_candidates(const ScannedReply& reply, std::vector<CandidateGroup> known = {},
                                             std::size_t grouped = 0);

struct KnownGroups {
    const std::vector<CandidateGroup>& groups;
    std::size_t grouped;
};

struct AnswerChoice {
    std::optional<CandidateGroup> group;
    std::optional<Error> error;  // when there is no answer: why, positioned where it applies
    // Values the reply also holds, outside any fence, that the choice passed over (when no
    // fence decided it): the answer is a guess among them, and they are not prose.
    std::vector<Span> passed_over = {};
};

AnswerChoice choose_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                           const KnownGroups* known = nullptr);

}  // namespace sg

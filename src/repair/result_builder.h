// Turns the chosen group of candidates into a RepairResult: one value as it was repaired, or
// several (NDJSON) wrapped into an array; the text around it reported as removed; the value
// parsed strictly, so that what the caller gets is exactly what the JSON text says.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "repair/candidate_selection.h"
#include "repair/repair_result.h"
#include "repair/reply_scanner.h"

namespace sg {

// What the values a reply holds besides its answer are: content the answer leaves out (the
// default rule guessed among them: not lossless), or alternatives a caller's rule weighs.
enum class OtherValues { Lost, Alternatives };

// The default answer of a scanned reply (candidate_selection.h), or the error saying why
// there is none.
RepairResult build_answer(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                          OtherValues others = OtherValues::Lost);
// The same from a reply read for the last time (repair_json's): a value answering alone is
// moved into the result, its text, repairs and tape not copied.
RepairResult build_answer(std::string_view text, ScannedReply&& reply, const RepairOptions& options);

// Whether build_answer() may answer with a string (`"{a:b}"`, as string_answer reads one):
// false when the first byte of where the answer lies (after a byte-order mark and reasoning
// blocks, or in the last json fence) cannot open a quoted string, however the reply goes on.
bool may_answer_with_string(std::string_view text, const ScannedReply& reply);

// The group build_answer() builds its answer from; nothing when it answers with a scalar or
// an error instead.
std::optional<CandidateGroup> answer_group(std::string_view text, const ScannedReply& reply, const RepairOptions& options,
                                          const KnownGroups* known = nullptr);

// A group's JSON (values in a row wrapped into an array) up to its last value: `[`, each value
// before it, and what stands between it and the next (group_separator). The repairs those
// make are added to `repairs` when given.
std::string group_prefix(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                         std::vector<Repair>* repairs = nullptr);
std::string group_separator(std::string_view text, std::size_t from, std::size_t to, std::vector<Repair>* repairs = nullptr);

// One group as the answer.
RepairResult build_result(std::string_view text, const ScannedReply& reply, const CandidateGroup& group,
                          const RepairOptions& options);

RepairResult failed_result(Error error);

}  // namespace sg

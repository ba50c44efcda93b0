// A plan's steps reduced to numbers (rules G1, G2, G5): each step's seq and the seqs its
// dependsOn lists, read from the JSON once. Shape errors (`invalid`) and repeated seqs
// (`duplicate`) are reported on the way, in step order; the checks after this see numbers only.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <rapidjson/document.h>

#include "core/string_index.h"
#include "graph/dependency_error.h"
#include "graph/dependency_options.h"

namespace sg {

// Seqs are whole numbers from 1 to 2^53 - 1, the integers a JavaScript number holds exactly.
constexpr std::int64_t kMaxSeq = (std::int64_t{1} << 53) - 1;
constexpr std::uint32_t kNoStep = UINT32_MAX;

struct PlanReference {
    std::int64_t seq;     // the seq named, always valid (entries that are not seqs are reported)
    std::uint32_t entry;  // its index in the step's dependsOn array
};

struct PlanStep {
    std::int64_t seq = 0;  // 0: the step has no valid seq
    std::uint32_t first_reference = 0;
    std::uint32_t reference_count = 0;
};

class Plan {
public:
    std::vector<PlanStep> steps;
    std::vector<PlanReference> references;

    void reset(std::uint32_t step_count);
    // The first step numbered `seq`, or kNoStep.
    std::uint32_t step_of(std::int64_t seq) const;
    // Records that `step` is numbered `seq`; returns the step that had it first, or kNoStep.
    std::uint32_t number(std::uint32_t step, std::int64_t seq);
    // The smallest seq above the step count, or 0: where a gap at the end of 1..N jumps to.
    std::int64_t smallest_seq_beyond_count() const;

private:
    std::vector<std::uint32_t> low_;  // seqs 1..N (N steps): where every valid plan lives
    // Seqs above N, each a sign of a gap (bytes_of), and by slot each one's seq and step.
    StringIndex high_;
    std::vector<std::int64_t> high_seqs_;
    std::vector<std::uint32_t> high_steps_;
};

// JSON Pointers into the steps array, named with the caller's field names.
class PlanLocations {
public:
    explicit PlanLocations(const DependencyOptions& options);

    std::string step(std::size_t step) const;
    std::string seq(std::size_t step) const;
    std::string depends_on(std::size_t step) const;
    std::string reference(std::size_t step, std::size_t entry) const;

private:
    std::string seq_field_;
    std::string depends_on_field_;
};

Plan read_plan(const rapidjson::Value& steps, const DependencyOptions& options, DependencyErrors& errors);

// The same plan as 32-bit words: the number of steps, then for each step its seq, the number
// of entries in its dependsOn and those entries. It holds what the JSON form would when every
// step is an object whose seq and dependsOn entries are 32-bit integers, and then reads to
// the same plan with the same errors (negative and zero seqs included): the JavaScript
// binding sends it to skip writing and parsing JSON. Words that run out early are one
// `invalid` error.
Plan read_compact_plan(const std::int32_t* words, std::size_t count, const DependencyOptions& options,
                       DependencyErrors& errors);

}  // namespace sg

// Checking a plan: its steps' numbering and dependencies (rules G1-G3, G5), and the order in
// which the steps can run. Every broken rule is reported, not only the first, in this order:
//   1. per step, in array order: `invalid` shapes and `duplicate` seqs (G1);
//   2. `gap`s, by missing seq (G1);
//   3. per dependsOn entry, in array order: `self`, `unknown`, `forward` (G2);
//   4. `cycle`s, by their smallest seq (G3; only with allow_forward, as without forward
//      references no circle can form).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include <rapidjson/document.h>

#include "graph/dependency_error.h"
#include "graph/dependency_options.h"
#include "graph/plan_reader.h"

namespace sg {

struct DependencyCheck {
    // The seqs in the order the steps can run (see topological_order.h); empty unless ok().
    std::vector<std::int64_t> order;
    // The first max_errors errors.
    std::vector<DependencyError> errors;
    // Every error found, also those past the cap.
    std::size_t error_count = 0;

    bool ok() const { return error_count == 0; }
    bool truncated() const { return error_count > errors.size(); }
};

DependencyCheck check_dependencies(const rapidjson::Value& steps, const DependencyOptions& options = {});

// The same check of a plan in the compact form (plan_reader.h).
DependencyCheck check_compact_dependencies(const std::int32_t* words, std::size_t count,
                                           const DependencyOptions& options = {});

// A plan as read and its run order (empty when any error was reported): what resolution
// builds on, reporting into the caller's error list.
struct AnalysedPlan {
    Plan plan;
    std::vector<std::int64_t> order;
};

// Runs the checks after reading (gaps, references, cycles) on a plan from read_plan or
// read_compact_plan, whose errors are already in `errors`.
AnalysedPlan analyse_plan(Plan plan, const DependencyOptions& options, DependencyErrors& errors);

}  // namespace sg

// Rewriting a plan's dependsOn from seqs to the caller's ids (rule G4), e.g. the database ids
// the steps got when they were inserted. All or nothing: when the plan breaks any check, or
// any step lacks a usable id, no step comes back, only the errors.
#pragma once

#include <cstddef>
#include <vector>

#include <rapidjson/document.h>

#include "graph/dependency_error.h"
#include "graph/dependency_options.h"

namespace sg {

struct DependencyResolution {
    // Null unless ok(); else an array of copies of the steps, in run order (see
    // topological_order.h), each dependsOn entry replaced by the id of the step it names. Run
    // order puts every step after the steps it depends on.
    rapidjson::Document steps;
    // The check's errors (dependency_check.h), then `unmapped` and `duplicate` id errors in
    // step order; the first max_errors of them.
    std::vector<DependencyError> errors;
    std::size_t error_count = 0;

    bool ok() const { return error_count == 0; }
    bool truncated() const { return error_count > errors.size(); }
};

// `ids_by_seq` is an object whose keys are seqs in decimal ("1", "2", …) and whose values are
// ids, strings or numbers; every step needs one, and no two steps may share one. Keys that are
// not a step's seq are ignored; a key given twice takes its last value (as JSON.parse does).
// `steps` must be of bounded depth (as parse_strict gives): steps are copied recursively.
DependencyResolution resolve_dependencies(const rapidjson::Value& steps, const rapidjson::Value& ids_by_seq,
                                          const DependencyOptions& options = {});

}  // namespace sg

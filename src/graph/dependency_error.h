// One broken rule of a plan's dependency graph (rules G1-G5), as users see it in `errors`,
// and the capped list that collects them.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/enum_names.h"
#include "core/error.h"

namespace sg {

#define SG_DEPENDENCY_CATEGORIES(X)                                                                       \
    X(Invalid, "invalid")      /* a step, seq, dependsOn or dependsOn entry of the wrong type or range */ \
    X(Duplicate, "duplicate")  /* G1: a seq used by two steps (resolution: one id given to two steps) */  \
    X(Gap, "gap")              /* G1: a seq of 1..N that no step has */                                   \
    X(Self, "self")            /* G2: a step that depends on itself */                                    \
    X(Unknown, "unknown")      /* G2: a dependsOn entry naming a seq that no step has */                  \
    X(Forward, "forward")      /* G2: a dependsOn entry naming a later (larger) seq */                    \
    X(Cycle, "cycle")          /* G3: steps that depend on each other in a circle */                      \
    X(Unmapped, "unmapped")    /* G4: a step whose seq has no usable id in idsBySeq */
SG_NAMED_ENUM(DependencyCategory, SG_DEPENDENCY_CATEGORIES)

inline std::string_view category_name(DependencyCategory category) { return name_of(category); }

struct DependencyError {
    Error error;  // ValidationFailed: G5 makes every graph failure a 400-class validation error
    DependencyCategory category;
    std::vector<std::int64_t> seqs;  // the seqs involved; see each category in the README
    std::string instance_location;   // JSON Pointer into the steps array
    std::vector<std::int64_t> path;  // cycles only: the seqs around the circle
};

// The default cap on stored errors; option maxErrors.
constexpr std::size_t kMaxDependencyErrors = 100;

// Counts every error but keeps only the first `cap`, so that `ok` never depends on the cap
// and a plan with a million broken entries costs no million messages.
class DependencyErrors {
public:
    explicit DependencyErrors(std::size_t cap) : cap_(cap) {}

    // `make` builds the error; it is called only while there is room for it.
    template <typename Make>
    void report(Make&& make) {
        ++count_;
        if (kept_.size() < cap_) kept_.push_back(std::forward<Make>(make)());
    }

    std::size_t count() const { return count_; }
    std::vector<DependencyError> take() { return std::move(kept_); }

private:
    std::size_t cap_;
    std::size_t count_ = 0;
    std::vector<DependencyError> kept_;
};

DependencyError dependency_error(DependencyCategory category, std::string message,
                                 std::vector<std::int64_t> seqs, std::string instance_location);

}  // namespace sg

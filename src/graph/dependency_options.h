// How a plan is read and checked (rules G1-G5); each member is the option named beside it.
#pragma once

#include <cstddef>
#include <string>

#include "core/language.h"
#include "graph/dependency_error.h"

namespace sg {

struct DependencyOptions {
    std::string seq_field = "seq";                  // option seqField
    std::string depends_on_field = "dependsOn";     // option dependsOnField
    bool allow_forward = false;                     // option allowForward (G3)
    std::size_t max_errors = kMaxDependencyErrors;  // option maxErrors
    Language language = Language::English;          // option locale: of the errors' messages
};

}  // namespace sg

#include "graph/dependency_error.h"

namespace sg {

DependencyError dependency_error(DependencyCategory category, std::string message,
                                 std::vector<std::int64_t> seqs, std::string instance_location) {
    return DependencyError{error_without_position(ErrorCode::ValidationFailed, std::move(message)),
                           category, std::move(seqs), std::move(instance_location), {}};
}

}  // namespace sg

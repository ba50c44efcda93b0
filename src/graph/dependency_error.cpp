#include "graph/dependency_error.h"

namespace sg {

std::string_view category_name(DependencyCategory category) {
    switch (category) {
        case DependencyCategory::Invalid: return "invalid";
        case DependencyCategory::Duplicate: return "duplicate";
        case DependencyCategory::Gap: return "gap";
        case DependencyCategory::Self: return "self";
        case DependencyCategory::Unknown: return "unknown";
        case DependencyCategory::Forward: return "forward";
        case DependencyCategory::Cycle: return "cycle";
        case DependencyCategory::Unmapped: return "unmapped";
    }
    return "unknown";
}

DependencyError dependency_error(DependencyCategory category, std::string message,
                                 std::vector<std::int64_t> seqs, std::string instance_location) {
    return DependencyError{error_without_position(ErrorCode::ValidationFailed, std::move(message)),
                           category, std::move(seqs), std::move(instance_location), {}};
}

}  // namespace sg

#include "run/early_stop.h"

#include <algorithm>

namespace sg {
namespace {

// A violation of the own schema that the strict form's round trip, which only takes out null
// members, could mend.
bool mendable(const CertainViolation& violation) {
    return violation.at_null || violation.keyword == "maxProperties" || violation.keyword == "propertyNames";
}

}  // namespace

EarlyStop::EarlyStop(const std::vector<std::shared_ptr<const CompiledSchema>>& schemas, Language language) {
    checks_.reserve(schemas.size());
    for (const auto& schema : schemas) checks_.emplace_back(*schema, language);
}

const std::optional<CertainViolation>& EarlyStop::follow(std::string_view payload) {
    // A payload that shrank was rewritten, not appended to: what was read no longer holds.
    if (payload.size() < read_) checks_.clear();
    if (violation_ || checks_.empty() || payload.size() <= read_) return violation_;
    const std::string_view fresh = payload.substr(read_);
    read_ = payload.size();
    bool all_certain = true;
    for (PrefixCheck& check : checks_) all_certain = check.push(fresh).has_value() && all_certain;
    const std::optional<CertainViolation>& own = checks_.front().violation();
    if (!own || !(all_certain || !mendable(*own))) return violation_;
    // Reported where the last check needed became certain (the reply was read that far).
    violation_ = *own;
    if (mendable(*own)) {
        for (const PrefixCheck& check : checks_) violation_->offset = std::max(violation_->offset, check.violation()->offset);
    }
    return violation_;
}

}  // namespace sg

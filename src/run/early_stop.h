// Rule L4 applied to R1: a structured reply stopped while it streams, at the first byte after
// which no continuation can pass the call's check. The call's own schema decides; when a strict
// form was sent, the check also reads the reply under it and takes out the null members that
// stand for absent ones before the own schema judges (strict_round_trip.h), so a violation
// that taking out a null member could mend (one at a null value, maxProperties, propertyNames)
// stops the reply only when the form sent is certain to refuse it too. Only a payload that
// is one JSON value by the provider's contract is judged (the Native and Tool modes): a
// PromptOnly reply may still end with a fenced correction that X1-X3 would take instead.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "schema/prefix_check.h"
#include "schema/schema.h"

namespace sg {

class EarlyStop {
public:
    // `schemas`: the call's own, then the strict form sent, if any; `language`: of the
    // violation's message.
    EarlyStop(const std::vector<std::shared_ptr<const CompiledSchema>>& schemas, Language language);

    // `payload` is everything the reply's payload holds so far; only what is new is read.
    // The violation of the call's own schema once every schema is certain to refuse the reply.
    const std::optional<CertainViolation>& follow(std::string_view payload);

    const std::optional<CertainViolation>& violation() const { return violation_; }

private:
    std::vector<PrefixCheck> checks_;
    std::size_t read_ = 0;
    std::optional<CertainViolation> violation_;
};

}  // namespace sg

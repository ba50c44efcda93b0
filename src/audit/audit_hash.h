// The audit hash of a conversation (rule A2): SHA-256 of the salt followed by the normalised
// text (A1), in lowercase hex. Without a salt there is no hash at all: a short conversation
// hashed without one could be recovered by hashing guesses, so an unsalted hash would leak
// the very body the audit log must not hold (A3).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "audit/audit_normalizer.h"

namespace sg {

struct AuditHash {
    std::optional<std::string> hash;  // 64 lowercase hex digits; absent when disabled
    std::string reason;               // why there is no hash; empty when there is one
};

// An absent or empty salt disables hashing. The salt's bytes are hashed as they are.
AuditHash audit_hash(const std::vector<AuditMessage>& messages, std::optional<std::string_view> salt);

}  // namespace sg

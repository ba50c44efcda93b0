#include "audit/audit_hash.h"

#include "audit/sha256.h"

namespace sg {

AuditHash audit_hash(const std::vector<AuditMessage>& messages, std::optional<std::string_view> salt) {
    if (!salt || salt->empty()) {
        return AuditHash{std::nullopt,
                         "audit hashing is disabled: no salt is set (AI_AUDIT_SALT); an unsalted hash of a short "
                         "conversation can be reversed by hashing guesses, so none is made"};
    }
    Sha256 hash;
    hash.update(*salt);
    hash.update(normalize_for_audit(messages));
    return AuditHash{to_hex(hash.finish()), ""};
}

}  // namespace sg

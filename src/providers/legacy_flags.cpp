#include "providers/legacy_flags.h"

namespace sg {

bool is_enabled(const rapidjson::Value& record, std::string_view flag) {
    if (!record.IsObject()) return true;
    const auto found = record.FindMember(rapidjson::StringRef(flag.data(), flag.size()));
    return found == record.MemberEnd() || !found->value.IsFalse();
}

}  // namespace sg

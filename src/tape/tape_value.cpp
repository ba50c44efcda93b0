#include "tape/tape_value.h"

namespace sg {

bool TapeValue::string_equals(std::string_view text) const {
    if (!is_string()) return false;
    const TapeEntry& entry = (*tape_)[index_];
    // An unescaped string is its own span: most names are compared without a copy.
    if ((entry.flags & tape_flag::kEscaped) == 0) return tape_->raw(index_) == text;
    std::string scratch;
    return tape_->string(index_, scratch) == text;
}

TapeValue TapeValue::member(std::string_view name) const {
    for (const Member m : members()) {
        if (m.name.string_equals(name)) return m.value;
    }
    return {};
}

TapeValue TapeValue::item(std::uint32_t position) const {
    if (!is_array() || position >= size()) return {};
    Tape::Index at = index_ + 1;
    for (std::uint32_t i = 0; i < position; ++i) at = tape_->next(at);
    return TapeValue(*tape_, at);
}

}  // namespace sg

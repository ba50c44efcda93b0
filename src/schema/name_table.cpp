#include "schema/name_table.h"

#include <cstring>

#include "core/fnv1a.h"

namespace sg::schema {
namespace {

// Up to this many names a straight scan (length first) beats hashing.
constexpr std::size_t kLinearSize = 8;

// Property names are short: a loop beats a call to memcmp.
bool same_bytes(const char* a, const char* b, std::size_t size) {
    if (size > 16) return std::memcmp(a, b, size) == 0;
    for (std::size_t i = 0; i < size; ++i) {
        if (a[i] != b[i]) return false;
    }
    return true;
}

}  // namespace

void NameTable::add(std::string_view name, std::uint32_t value) {
    if (index_of(name) != kMissing) return;
    names_.emplace_back(name);
    values_.push_back(value);
    if (names_.size() <= kLinearSize) return;
    // Kept at most half full, so that a probe stays short.
    if (names_.size() * 2 > slots_.size()) {
        rehash();
    } else {
        index(static_cast<std::uint32_t>(names_.size() - 1));
    }
}

void NameTable::rehash() {
    std::size_t capacity = 16;
    while (capacity < names_.size() * 4) capacity *= 2;
    slots_.assign(capacity, kMissing);
    for (std::uint32_t i = 0; i < names_.size(); ++i) index(i);
}

void NameTable::index(std::uint32_t i) {
    const std::size_t mask = slots_.size() - 1;
    std::size_t slot = fnv1a_32(names_[i]) & mask;
    while (slots_[slot] != kMissing) slot = (slot + 1) & mask;
    slots_[slot] = i;
}

std::uint32_t NameTable::index_of(std::string_view name) const {
    if (slots_.empty()) {
        for (std::uint32_t i = 0; i < names_.size(); ++i) {
            // Length, then the last byte (names often share prefixes), then the rest.
            const std::string& candidate = names_[i];
            if (candidate.size() != name.size()) continue;
            if (name.empty() || (candidate.back() == name.back() && same_bytes(candidate.data(), name.data(), name.size()))) {
                return i;
            }
        }
        return kMissing;
    }
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t slot = fnv1a_32(name) & mask;; slot = (slot + 1) & mask) {
        const std::uint32_t i = slots_[slot];
        if (i == kMissing) return kMissing;
        if (names_[i] == name) return i;
    }
}

std::uint32_t NameTable::index_of(std::string_view name, std::uint32_t expected) const {
    if (expected < names_.size()) {
        const std::string& candidate = names_[expected];
        if (candidate.size() == name.size() && same_bytes(candidate.data(), name.data(), name.size())) return expected;
    }
    return index_of(name);
}

std::uint32_t NameTable::find(std::string_view name) const {
    const std::uint32_t i = index_of(name);
    return i == kMissing ? kMissing : values_[i];
}

}  // namespace sg::schema

#include "core/string_index.h"

#include <cstring>

#include "core/hash_mix.h"

namespace sg {
namespace {

// A table's first size: most of them (an object's keys as a stream reads it) hold a few keys.
constexpr std::size_t kFirstTable = 8;

// FNV-1a taking the key four bytes at a time (a multiply per word: keys are JSON Pointers,
// URIs, member names, numbers' bytes, and a regex state's instructions, up to kilobytes),
// mixed so that the table's low bits depend on every bit of the key.
std::uint32_t hash_of(std::string_view key) {
    constexpr std::uint64_t kPrime = 0x100000001b3ULL;
    std::uint64_t h = 0xcbf29ce484222325ULL ^ key.size();
    std::size_t at = 0;
    for (; at + 4 <= key.size(); at += 4) {
        std::uint32_t word;
        std::memcpy(&word, key.data() + at, 4);
        h = (h ^ word) * kPrime;
    }
    for (; at < key.size(); ++at) h = (h ^ static_cast<unsigned char>(key[at])) * kPrime;
    return static_cast<std::uint32_t>(mix64(h));
}

}  // namespace

std::string_view StringIndex::key(std::uint32_t slot) const {
    const std::uint32_t start = slot == 0 ? 0 : entries_[2 * slot - 2];
    return std::string_view(bytes_.data() + start, entries_[2 * slot] - start);
}

// The slot of `key` (whose hash is `hash`), or kMissing; the table is never full.
std::uint32_t StringIndex::probe(std::string_view key, std::uint32_t hash) const {
    if (table_.empty()) return kMissing;
    const std::size_t mask = table_.size() - 1;
    for (std::size_t at = hash & mask;; at = (at + 1) & mask) {
        const std::uint32_t entry = table_[at];
        if (entry == 0) return kMissing;
        if (entries_[2 * entry - 1] == hash && this->key(entry - 1) == key) return entry - 1;
    }
}

std::uint32_t StringIndex::find(std::string_view key) const { return probe(key, hash_of(key)); }

StringIndex::Inserted StringIndex::insert(std::string_view key) {
    const std::uint32_t hash = hash_of(key);
    const std::uint32_t found = probe(key, hash);
    if (found != kMissing) return {found, false};
    if (entries_.empty()) entries_.reserve(kFirstTable);  // the slots the first table holds, at once
    bytes_.append(key);
    entries_.push_back(static_cast<std::uint32_t>(bytes_.size()));
    entries_.push_back(hash);
    const auto slot = static_cast<std::uint32_t>(size() - 1);
    // At most half full, so that a probe stays short.
    if (size() * 2 > table_.size()) {
        grow();
    } else {
        place(slot);
    }
    return {slot, true};
}

void StringIndex::place(std::uint32_t slot) {
    const std::size_t mask = table_.size() - 1;
    std::size_t at = entries_[2 * slot + 1] & mask;
    while (table_[at] != 0) at = (at + 1) & mask;
    table_[at] = slot + 1;
}

void StringIndex::grow() {
    table_.assign(table_.empty() ? kFirstTable : table_.size() * 2, 0);
    for (std::uint32_t slot = 0; slot < size(); ++slot) place(slot);
}

void StringIndex::clear() {
    bytes_.clear();
    entries_.clear();
    table_.assign(table_.size(), 0);
}

}  // namespace sg

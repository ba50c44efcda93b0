// The core's one hash table: distinct byte strings, each given a slot, 0, 1, 2, ... in the
// order they were first inserted. A table that maps keys to values keeps the values in a
// std::vector indexed by slot; a set is the index alone; a key of fixed width (a number, a
// pointer) is inserted as its bytes (`bytes_of`). The wasm modules then hold this one
// compiled table instead of one libc++ std::unordered_map / std::unordered_set per key and
// value type (bench/README.md, "Issue 37: one hash table").
//
// The index owns copies of its keys, end to end in one buffer: a caller's key may die or
// change after insert, and no key costs an allocation of its own. Keys are never removed one
// by one; clear() empties the index and keeps its memory.
//
// The hash takes four bytes per step (FNV-1a over words, then MurmurHash3's finaliser), and
// the table probes linearly, at most half full: amortised constant time per insert and find
// on any keys that were not chosen to collide. It is not seeded (the core has no randomness),
// so keys crafted offline to collide can make each lookup linear in the keys, as they could
// with libc++'s std::hash, which is not seeded either (CityHash / MurmurHash2 with a fixed
// seed); each such collision costs a compare of the stored 32-bit hashes, the bytes compared
// only when the hashes are equal.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sg {

class StringIndex {
public:
    static constexpr std::uint32_t kMissing = 0xFFFFFFFFu;

    struct Inserted {
        std::uint32_t slot = 0;
        bool added = false;  // whether the key was new: its slot is then size() - 1
    };

    // The slot of `key`, or kMissing.
    std::uint32_t find(std::string_view key) const;
    bool contains(std::string_view key) const { return find(key) != kMissing; }
    // The slot of `key`, which gets the next slot if it was not in the index.
    Inserted insert(std::string_view key);

    std::size_t size() const { return entries_.size() / 2; }
    bool empty() const { return entries_.empty(); }
    std::string_view key(std::uint32_t slot) const;
    void clear();

private:
    std::uint32_t probe(std::string_view key, std::uint32_t hash) const;
    void place(std::uint32_t slot);
    void grow();

    std::string bytes_;                 // every key, end to end
    // Two words per slot, in one allocation: the end of its key in bytes_, then its key's hash.
    std::vector<std::uint32_t> entries_;
    std::vector<std::uint32_t> table_;  // open addressing: slot + 1, or 0 where empty
};

// A map from byte strings to values: a StringIndex and the values by slot. A reference to a
// value lasts until the next key is added (the values are a std::vector).
template <typename Value>
class StringMap {
public:
    // The value of `key`, made from `args` if `key` was new; and whether it was.
    template <typename... Args>
    std::pair<Value&, bool> try_emplace(std::string_view key, Args&&... args) {
        const StringIndex::Inserted inserted = index_.insert(key);
        if (inserted.added) values_.emplace_back(std::forward<Args>(args)...);
        return {values_[inserted.slot], inserted.added};
    }
    Value& operator[](std::string_view key) { return try_emplace(key).first; }

    const Value* find(std::string_view key) const {
        const std::uint32_t slot = index_.find(key);
        return slot == StringIndex::kMissing ? nullptr : &values_[slot];
    }
    Value* find(std::string_view key) {
        const std::uint32_t slot = index_.find(key);
        return slot == StringIndex::kMissing ? nullptr : &values_[slot];
    }
    bool contains(std::string_view key) const { return index_.contains(key); }

    std::size_t size() const { return values_.size(); }
    bool empty() const { return values_.empty(); }
    void clear() {
        index_.clear();
        values_.clear();
    }

private:
    StringIndex index_;
    std::vector<Value> values_;
};

// The bytes of a value of fixed width, as a key of a StringIndex. The view lasts as long as
// `value`: pass a variable, or use the view within the expression that made it.
template <typename Number>
std::string_view bytes_of(const Number& value) {
    return {reinterpret_cast<const char*>(&value), sizeof value};
}

}  // namespace sg

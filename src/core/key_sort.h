// The core's one sort. Items are put in order by a key, a number or a text, each paired with
// the item's position: a key sort orders by key, equal keys by position, so that sorting items
// is stable, and the wasm modules hold one sort routine per key shape instead of one libc++
// std::sort or std::stable_sort per element type and comparator (bench/README.md, "Issue 37:
// libc++ instantiations").
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace sg {

struct NumberKey {
    std::uint64_t key = 0;
    std::uint32_t item = 0;
};

struct TextKey {
    std::string_view key;  // bytes compared unsigned, as std::string's operator< does
    std::uint32_t item = 0;
};

// By key, then by item.
void sort_keys(std::vector<NumberKey>& keys);
void sort_keys(std::vector<TextKey>& keys);

// `items` in the order of the items of `keys`, each item once.
template <typename T, typename Key>
void reorder(std::vector<T>& items, const std::vector<Key>& keys) {
    std::vector<T> sorted;
    sorted.reserve(items.size());
    for (const Key& k : keys) sorted.push_back(std::move(items[k.item]));
    items = std::move(sorted);
}

// A signed number's key: the order of int64 as an unsigned number.
constexpr std::uint64_t signed_order(std::int64_t n) { return static_cast<std::uint64_t>(n) ^ (std::uint64_t{1} << 63); }

// A stable sort of `items` by `key_of(item)`, a NumberKey's or a TextKey's key.
template <typename Key, typename T, typename KeyOf>
void sort_by_key(std::vector<T>& items, KeyOf key_of) {
    std::vector<Key> keys(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) keys[i] = {key_of(items[i]), static_cast<std::uint32_t>(i)};
    sort_keys(keys);
    reorder(items, keys);
}

// By an unsigned number, or by a text that lives as long as the item does where it is (the
// keys are read before any item moves).
template <typename T, typename KeyOf>
void sort_by_number(std::vector<T>& items, KeyOf key_of) {
    sort_by_key<NumberKey>(items, key_of);
}

template <typename T, typename KeyOf>
void sort_by_text(std::vector<T>& items, KeyOf key_of) {
    sort_by_key<TextKey>(items, key_of);
}

}  // namespace sg

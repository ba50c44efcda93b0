#include "core/key_sort.h"

#include <algorithm>

namespace sg {
namespace {

bool before(const NumberKey& a, const NumberKey& b) { return a.key < b.key || (a.key == b.key && a.item < b.item); }

bool before(const TextKey& a, const TextKey& b) {
    const int order = a.key.compare(b.key);
    return order < 0 || (order == 0 && a.item < b.item);
}

// Bottom-up merge sort: runs of kRun sorted by insertion, then merged in pairs of doubling
// width between `keys` and a buffer. n log n whatever the input; the keys are distinct (their
// items are), so any correct sort gives this order.
template <typename Key>
void merge_sort(std::vector<Key>& keys) {
    constexpr std::size_t kRun = 8;
    const std::size_t n = keys.size();
    for (std::size_t start = 0; start < n; start += kRun) {
        const std::size_t end = std::min(start + kRun, n);
        for (std::size_t i = start + 1; i < end; ++i) {
            const Key key = keys[i];
            std::size_t j = i;
            for (; j > start && before(key, keys[j - 1]); --j) keys[j] = keys[j - 1];
            keys[j] = key;
        }
    }
    if (n <= kRun) return;
    std::vector<Key> buffer(n);
    Key* from = keys.data();
    Key* to = buffer.data();
    for (std::size_t width = kRun; width < n; width *= 2) {
        for (std::size_t low = 0; low < n; low += 2 * width) {
            const std::size_t middle = std::min(low + width, n);
            const std::size_t high = std::min(low + 2 * width, n);
            std::size_t left = low;
            std::size_t right = middle;
            for (std::size_t out = low; out < high; ++out) {
                const bool take_right = left == middle || (right < high && before(from[right], from[left]));
                to[out] = take_right ? from[right++] : from[left++];
            }
        }
        std::swap(from, to);
    }
    if (from != keys.data()) std::copy(from, from + n, keys.data());
}

}  // namespace

void sort_keys(std::vector<NumberKey>& keys) { merge_sort(keys); }
void sort_keys(std::vector<TextKey>& keys) { merge_sort(keys); }

}  // namespace sg

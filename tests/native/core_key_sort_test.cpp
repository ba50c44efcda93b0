#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/key_sort.h"

using namespace sg;

namespace {

// Keys from a fixed linear congruential sequence: the same every run.
std::vector<std::pair<std::uint64_t, std::string>> items(std::size_t n, std::uint64_t range) {
    std::vector<std::pair<std::uint64_t, std::string>> made;
    std::uint64_t state = 12345;
    for (std::size_t i = 0; i < n; ++i) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        made.emplace_back((state >> 33) % range, std::to_string(i));
    }
    return made;
}

}  // namespace

TEST_CASE("sort_by_number orders as std::stable_sort does, equal keys in their first order") {
    for (const std::size_t n : {0, 1, 2, 7, 8, 9, 16, 17, 100, 1000}) {
        for (const std::uint64_t range : {1, 3, 1000000}) {
            auto sorted = items(n, range);
            auto expected = sorted;
            std::stable_sort(expected.begin(), expected.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
            sort_by_number(sorted, [](const auto& item) { return item.first; });
            CHECK(sorted == expected);
        }
    }
}

TEST_CASE("sort_by_text orders bytes unsigned, as std::string's operator< does, equal texts in their first order") {
    std::vector<std::pair<std::string, int>> sorted{{"b", 0}, {"\xc3\xa9", 1}, {"a", 2}, {"", 3}, {"b", 4}, {"ab", 5}, {"a", 6}};
    sort_by_text(sorted, [](const auto& item) { return std::string_view(item.first); });
    const std::vector<std::pair<std::string, int>> expected{{"", 3}, {"a", 2}, {"a", 6}, {"ab", 5}, {"b", 0}, {"b", 4}, {"\xc3\xa9", 1}};
    CHECK(sorted == expected);
}

TEST_CASE("sort_keys orders by key, then by item, whatever the items' first order") {
    std::vector<NumberKey> keys{{5, 9}, {signed_order(-1), 4}, {5, 2}, {signed_order(0), 0}, {0, 7}};
    sort_keys(keys);
    std::vector<std::pair<std::uint64_t, std::uint32_t>> got;
    for (const NumberKey& k : keys) got.emplace_back(k.key, k.item);
    const std::vector<std::pair<std::uint64_t, std::uint32_t>> expected{
        {0, 7}, {5, 2}, {5, 9}, {signed_order(-1), 4}, {signed_order(0), 0}};
    CHECK(got == expected);
    CHECK(signed_order(-2) < signed_order(-1));
    CHECK(signed_order(-1) < signed_order(0));
    CHECK(signed_order(INT64_MIN) == 0);
}

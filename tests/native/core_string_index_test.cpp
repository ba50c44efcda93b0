#include <catch2/catch.hpp>

#include <cstdint>
#include <string>
#include <vector>

#include "core/string_index.h"

using namespace sg;

TEST_CASE("StringIndex gives each distinct key the next slot, and a key inserted again its first slot") {
    StringIndex index;
    CHECK(index.empty());
    CHECK(index.find("a") == StringIndex::kMissing);

    const auto a = index.insert("a");
    CHECK(a.slot == 0);
    CHECK(a.added);
    const auto b = index.insert("b");
    CHECK(b.slot == 1);
    CHECK(b.added);
    const auto again = index.insert("a");
    CHECK(again.slot == 0);
    CHECK_FALSE(again.added);

    CHECK(index.size() == 2);
    CHECK(index.find("a") == 0);
    CHECK(index.find("b") == 1);
    CHECK(index.find("c") == StringIndex::kMissing);
    CHECK(index.contains("b"));
    CHECK_FALSE(index.contains("ab"));
    CHECK(index.key(0) == "a");
    CHECK(index.key(1) == "b");
}

TEST_CASE("StringIndex compares every byte: the empty key, prefixes, zero bytes and bytes above 0x7F are keys of their own") {
    StringIndex index;
    const std::vector<std::string> keys = {"", "x", "xy", "xyz", std::string("x\0y", 3), std::string("x\0z", 3), "\xC3\xA9", "\xC3\xA8"};
    for (std::size_t i = 0; i < keys.size(); ++i) CHECK(index.insert(keys[i]).slot == i);
    CHECK(index.size() == keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        CHECK(index.find(keys[i]) == i);
        CHECK(index.key(static_cast<std::uint32_t>(i)) == keys[i]);
    }
    CHECK(index.find(std::string("x\0", 2)) == StringIndex::kMissing);
}

TEST_CASE("StringIndex keeps its own copy of each key") {
    StringIndex index;
    std::string key = "location";
    index.insert(key);
    key = "changed";
    CHECK(index.find("location") == 0);
    CHECK(index.find("changed") == StringIndex::kMissing);
    CHECK(index.key(0) == "location");
}

TEST_CASE("StringIndex keeps every key through its growth: 100,000 keys, each found at its slot") {
    StringIndex index;
    constexpr std::uint32_t kKeys = 100000;
    for (std::uint32_t i = 0; i < kKeys; ++i) {
        const auto inserted = index.insert("/items/" + std::to_string(i));
        REQUIRE(inserted.slot == i);
        REQUIRE(inserted.added);
    }
    CHECK(index.size() == kKeys);
    std::uint32_t found = 0;
    for (std::uint32_t i = 0; i < kKeys; ++i) found += index.find("/items/" + std::to_string(i)) == i;
    CHECK(found == kKeys);
    CHECK(index.find("/items/" + std::to_string(kKeys)) == StringIndex::kMissing);
    CHECK(index.insert("/items/99999").slot == 99999);
    CHECK(index.size() == kKeys);
}

TEST_CASE("StringIndex::clear forgets every key, and slots start at 0 again") {
    StringIndex index;
    for (int i = 0; i < 100; ++i) index.insert(std::to_string(i));
    index.clear();
    CHECK(index.empty());
    CHECK(index.find("5") == StringIndex::kMissing);
    CHECK(index.insert("7").slot == 0);
    CHECK(index.insert("5").slot == 1);
    CHECK(index.find("7") == 0);
}

TEST_CASE("StringIndex holds numbers and pointers as their bytes: bytes_of") {
    StringIndex index;
    const std::uint32_t numbers[] = {0, 1, 256, 0xFFFFFFFFu};
    for (const std::uint32_t n : numbers) index.insert(bytes_of(n));
    CHECK(index.size() == 4);
    CHECK(index.find(bytes_of(std::uint32_t{256})) == 2);
    CHECK(index.find(bytes_of(std::uint32_t{2})) == StringIndex::kMissing);
    const int values[2] = {};
    const int* first = &values[0];
    const int* second = &values[1];
    CHECK(index.insert(bytes_of(first)).slot == 4);
    CHECK(index.insert(bytes_of(second)).slot == 5);
    CHECK(index.find(bytes_of(first)) == 4);
}

// MurmurHash3's 64-bit finaliser: every bit of its input moves every bit of its output. It
// spreads the hashes of uniqueItems and enum keys (json_equality.cpp) and of the string
// index's keys (string_index.cpp), whose FNV-1a low bits depend only on the low bits of what
// was hashed.
#pragma once

#include <cstdint>

namespace sg {

constexpr std::uint64_t mix64(std::uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

}  // namespace sg

// FNV-1a over bytes: the hash of the schema's name tables (32 bits) and of its uniqueItems
// and enum keys (64 bits). Fast on the short texts both see; not for anything adversarial
// to rely on, since every table using it also compares the bytes.
#pragma once

#include <cstdint>
#include <string_view>

namespace sg {

template <typename Word>
constexpr Word fnv1a(std::string_view bytes, Word basis, Word prime) {
    Word h = basis;
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= prime;
    }
    return h;
}

constexpr std::uint32_t fnv1a_32(std::string_view bytes) {
    return fnv1a<std::uint32_t>(bytes, 2166136261u, 16777619u);
}

constexpr std::uint64_t fnv1a_64(std::string_view bytes) {
    return fnv1a<std::uint64_t>(bytes, 0xcbf29ce484222325ULL, 0x100000001b3ULL);
}

}  // namespace sg

// SHA-256 (FIPS 180-4), written in the core so that every runtime computes the same hash with
// no host crypto (rule A2): the browser's SubtleCrypto is asynchronous and absent on plain
// HTTP pages, Node's crypto is not in workerd's default build, and a native build has none.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace sg {

class Sha256 {
public:
    static constexpr std::size_t kDigestBytes = 32;
    using Digest = std::array<std::uint8_t, kDigestBytes>;

    Sha256();

    // Adds bytes to the message; may be called any number of times.
    void update(std::string_view bytes);
    // Pads the message and returns its digest; the object is spent afterwards.
    Digest finish();

private:
    static constexpr std::size_t kBlockBytes = 64;

    void compress(const unsigned char* blocks, std::size_t count);

    std::uint32_t state_[8];
    std::uint64_t length_ = 0;  // message bytes so far
    unsigned char buffer_[kBlockBytes];
    std::size_t buffered_ = 0;
};

// Lowercase hexadecimal, two digits per byte.
std::string to_hex(const Sha256::Digest& digest);

// SHA-256 of `bytes` as 64 lowercase hexadecimal digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace sg

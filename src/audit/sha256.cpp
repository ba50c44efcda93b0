#include "audit/sha256.h"

#include <cstring>

namespace sg {
namespace {

// FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the
// first 64 primes.
constexpr std::uint32_t kRound[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

// §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
constexpr std::uint32_t kInitial[8] = {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
};

// always_inline: the wasm build optimises for size (-Oz), which would otherwise keep these as
// calls in the innermost loop.
#define SG_HOT inline __attribute__((always_inline))

SG_HOT std::uint32_t rotr(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

SG_HOT std::uint32_t load_be32(const unsigned char* p) {
    return (std::uint32_t{p[0]} << 24) | (std::uint32_t{p[1]} << 16) | (std::uint32_t{p[2]} << 8) | p[3];
}

SG_HOT void store_be32(unsigned char* p, std::uint32_t x) {
    p[0] = static_cast<unsigned char>(x >> 24);
    p[1] = static_cast<unsigned char>(x >> 16);
    p[2] = static_cast<unsigned char>(x >> 8);
    p[3] = static_cast<unsigned char>(x);
}

// One round of §6.2.2 step 3. Instead of shifting the eight working variables along, the
// caller rotates the arguments: only d and h change, which saves six moves a round.
SG_HOT void sha_round(std::uint32_t a, std::uint32_t b, std::uint32_t c, std::uint32_t& d, std::uint32_t e,
                  std::uint32_t f, std::uint32_t g, std::uint32_t& h, std::uint32_t k_plus_w) {
    const std::uint32_t t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + (g ^ (e & (f ^ g))) + k_plus_w;
    const std::uint32_t t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) | (c & (a | b)));
    d += t1;
    h = t1 + t2;
}

}  // namespace

Sha256::Sha256() { std::memcpy(state_, kInitial, sizeof state_); }

// The message schedule lives in a ring of 16 words, expanded just before use, as in
// FIPS 180-4 §6.2.2 with W_t kept only while it is still needed.
static SG_HOT std::uint32_t expand(std::uint32_t* w, int i) {
    const std::uint32_t w15 = w[(i + 1) & 15];
    const std::uint32_t w2 = w[(i + 14) & 15];
    const std::uint32_t s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >> 3);
    const std::uint32_t s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >> 10);
    return w[i & 15] += s0 + w[(i + 9) & 15] + s1;
}

void Sha256::compress(const unsigned char* blocks, std::size_t count) {
    std::uint32_t w[16];
    for (; count > 0; --count, blocks += kBlockBytes) {
        std::uint32_t a = state_[0], b = state_[1], c = state_[2], d = state_[3];
        std::uint32_t e = state_[4], f = state_[5], g = state_[6], h = state_[7];
        for (int i = 0; i < 16; ++i) w[i] = load_be32(blocks + 4 * i);
        for (int i = 0; i < 16; i += 8) {
            sha_round(a, b, c, d, e, f, g, h, kRound[i] + w[i]);
            sha_round(h, a, b, c, d, e, f, g, kRound[i + 1] + w[i + 1]);
            sha_round(g, h, a, b, c, d, e, f, kRound[i + 2] + w[i + 2]);
            sha_round(f, g, h, a, b, c, d, e, kRound[i + 3] + w[i + 3]);
            sha_round(e, f, g, h, a, b, c, d, kRound[i + 4] + w[i + 4]);
            sha_round(d, e, f, g, h, a, b, c, kRound[i + 5] + w[i + 5]);
            sha_round(c, d, e, f, g, h, a, b, kRound[i + 6] + w[i + 6]);
            sha_round(b, c, d, e, f, g, h, a, kRound[i + 7] + w[i + 7]);
        }
        for (int i = 16; i < 64; i += 8) {
            sha_round(a, b, c, d, e, f, g, h, kRound[i] + expand(w, i));
            sha_round(h, a, b, c, d, e, f, g, kRound[i + 1] + expand(w, i + 1));
            sha_round(g, h, a, b, c, d, e, f, kRound[i + 2] + expand(w, i + 2));
            sha_round(f, g, h, a, b, c, d, e, kRound[i + 3] + expand(w, i + 3));
            sha_round(e, f, g, h, a, b, c, d, kRound[i + 4] + expand(w, i + 4));
            sha_round(d, e, f, g, h, a, b, c, kRound[i + 5] + expand(w, i + 5));
            sha_round(c, d, e, f, g, h, a, b, kRound[i + 6] + expand(w, i + 6));
            sha_round(b, c, d, e, f, g, h, a, kRound[i + 7] + expand(w, i + 7));
        }
        state_[0] += a, state_[1] += b, state_[2] += c, state_[3] += d;
        state_[4] += e, state_[5] += f, state_[6] += g, state_[7] += h;
    }
}

void Sha256::update(std::string_view bytes) {
    const auto* data = reinterpret_cast<const unsigned char*>(bytes.data());
    std::size_t size = bytes.size();
    length_ += size;
    if (buffered_ > 0 && size > 0) {
        const std::size_t take = size < kBlockBytes - buffered_ ? size : kBlockBytes - buffered_;
        std::memcpy(buffer_ + buffered_, data, take);
        buffered_ += take;
        data += take;
        size -= take;
        if (buffered_ < kBlockBytes) return;
        compress(buffer_, 1);
        buffered_ = 0;
    }
    // Whole blocks straight from the caller's bytes: no copy for the bulk of a long message.
    compress(data, size / kBlockBytes);
    data += size - size % kBlockBytes;
    size %= kBlockBytes;
    if (size > 0) std::memcpy(buffer_, data, size);
    buffered_ = size;
}

Sha256::Digest Sha256::finish() {
    // §5.1.1: a 1 bit, zeros up to 56 bytes into a block, then the length in bits (64 bits,
    // big-endian).
    const std::uint64_t bits = length_ * 8;
    buffer_[buffered_++] = 0x80;
    if (buffered_ > kBlockBytes - 8) {
        std::memset(buffer_ + buffered_, 0, kBlockBytes - buffered_);
        compress(buffer_, 1);
        buffered_ = 0;
    }
    std::memset(buffer_ + buffered_, 0, kBlockBytes - 8 - buffered_);
    store_be32(buffer_ + 56, static_cast<std::uint32_t>(bits >> 32));
    store_be32(buffer_ + 60, static_cast<std::uint32_t>(bits));
    compress(buffer_, 1);
    Digest digest;
    for (int i = 0; i < 8; ++i) store_be32(digest.data() + 4 * i, state_[i]);
    return digest;
}

std::string to_hex(const Sha256::Digest& digest) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex(2 * digest.size(), '0');
    for (std::size_t i = 0; i < digest.size(); ++i) {
        hex[2 * i] = kDigits[digest[i] >> 4];
        hex[2 * i + 1] = kDigits[digest[i] & 0x0F];
    }
    return hex;
}

std::string sha256_hex(std::string_view bytes) {
    Sha256 hash;
    hash.update(bytes);
    return to_hex(hash.finish());
}

}  // namespace sg

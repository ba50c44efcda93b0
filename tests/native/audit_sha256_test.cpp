#include <string>

#include <catch2/catch.hpp>

#include "audit/sha256.h"

using namespace sg;

namespace {

// 1 MiB whose bytes run 0, 1, …, 250, 0, 1, …: not periodic in the 64-byte block size.
std::string one_mebibyte() {
    std::string bytes(1 << 20, '\0');
    for (std::size_t i = 0; i < bytes.size(); ++i) bytes[i] = static_cast<char>(i % 251);
    return bytes;
}

}  // namespace

TEST_CASE("A2 SHA-256 matches the FIPS 180-4 example vectors") {
    CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
          "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK(sha256_hex("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu") ==
          "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
    CHECK(sha256_hex(std::string(1000000, 'a')) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("A2 SHA-256 of the empty message") {
    CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST_CASE("A2 SHA-256 around the padding boundaries (55, 56, 63, 64, 65, 119, 120 bytes)") {
    struct Case {
        std::size_t length;
        const char* hex;
    };
    const Case cases[] = {
        {55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"},
        {56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"},
        {63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"},
        {64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"},
        {65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"},
        {119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"},
        {120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"},
    };
    for (const Case& c : cases) {
        INFO(c.length);
        CHECK(sha256_hex(std::string(c.length, 'a')) == c.hex);
    }
}

TEST_CASE("A2 SHA-256 of a 1 MiB message") {
    CHECK(sha256_hex(one_mebibyte()) == "631b84027d6b9e52b539c4e8373622d23032dfadc64d60af87339c9037e4f769");
}

TEST_CASE("A2 SHA-256 fed in pieces equals the one-shot hash") {
    const std::string message = one_mebibyte();
    for (const std::size_t piece : {1, 3, 63, 64, 65, 1000, 4096}) {
        INFO(piece);
        Sha256 hash;
        for (std::size_t at = 0; at < message.size(); at += piece) hash.update(std::string_view(message).substr(at, piece));
        hash.update("");
        CHECK(to_hex(hash.finish()) == "631b84027d6b9e52b539c4e8373622d23032dfadc64d60af87339c9037e4f769");
    }
}

TEST_CASE("A2 SHA-256 hashes UTF-8 bytes as they are") {
    // Reference: hashlib.sha256("監査ハッシュ🙂".encode()).hexdigest()
    CHECK(sha256_hex("監査ハッシュ🙂") == "800515a096bd11b60af13fa4689a112496aee21b88db9980dfee83c1e15cbbb3");
}

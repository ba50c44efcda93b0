#include "schema/punycode.h"

#include <cstdint>

namespace sg::schema {
namespace {

// RFC 3492 §5: the parameter values for Punycode.
constexpr std::uint32_t kBase = 36, kTMin = 1, kTMax = 26, kSkew = 38, kDamp = 700, kInitialBias = 72,
                        kInitialN = 128;
constexpr std::uint32_t kMaxInt = 0xFFFFFFFF;

int digit_value(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a';
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= '0' && c <= '9') return c - '0' + 26;
    return -1;
}

char digit_char(std::uint32_t digit) { return static_cast<char>(digit < 26 ? 'a' + digit : '0' + digit - 26); }

std::uint32_t threshold(std::uint32_t k, std::uint32_t bias) {
    if (k <= bias) return kTMin;
    return k >= bias + kTMax ? kTMax : k - bias;
}

// RFC 3492 §6.1.
std::uint32_t adapt(std::uint32_t delta, std::uint32_t points, bool first) {
    delta = first ? delta / kDamp : delta / 2;
    delta += delta / points;
    std::uint32_t k = 0;
    while (delta > ((kBase - kTMin) * kTMax) / 2) {
        delta /= kBase - kTMin;
        k += kBase;
    }
    return k + (kBase - kTMin + 1) * delta / (delta + kSkew);
}

// Reads one generalized variable-length integer (§3.3) at input[at], adding it to i.
bool read_delta(std::string_view input, std::size_t& at, std::uint32_t bias, std::uint32_t& i) {
    std::uint32_t w = 1;
    for (std::uint32_t k = kBase;; k += kBase) {
        if (at >= input.size()) return false;
        const int value = digit_value(input[at++]);
        if (value < 0) return false;
        const auto digit = static_cast<std::uint32_t>(value);
        if (digit > (kMaxInt - i) / w) return false;
        i += digit * w;
        const std::uint32_t t = threshold(k, bias);
        if (digit < t) return true;
        if (w > kMaxInt / (kBase - t)) return false;
        w *= kBase - t;
    }
}

// Writes delta as a generalized variable-length integer (§3.3).
void write_delta(std::uint32_t delta, std::uint32_t bias, std::string& out) {
    std::uint32_t q = delta;
    for (std::uint32_t k = kBase;; k += kBase) {
        const std::uint32_t t = threshold(k, bias);
        if (q < t) break;
        out.push_back(digit_char(t + (q - t) % (kBase - t)));
        q = (q - t) / (kBase - t);
    }
    out.push_back(digit_char(q));
}

}  // namespace

// RFC 3492 §6.2.
bool punycode_decode(std::string_view input, std::u32string& out) {
    const std::size_t delimiter = input.rfind('-');
    std::size_t at = 0;
    if (delimiter != std::string_view::npos) {
        for (std::size_t j = 0; j < delimiter; ++j) {
            if (static_cast<unsigned char>(input[j]) >= 0x80) return false;
            out.push_back(static_cast<unsigned char>(input[j]));
        }
        at = delimiter + 1;
    }
    std::uint32_t n = kInitialN, i = 0, bias = kInitialBias;
    while (at < input.size()) {
        const std::uint32_t old_i = i;
        if (!read_delta(input, at, bias, i)) return false;
        const auto points = static_cast<std::uint32_t>(out.size() + 1);
        bias = adapt(i - old_i, points, old_i == 0);
        if (i / points > kMaxInt - n) return false;
        n += i / points;
        i %= points;
        if (n > 0x10FFFF || (n >= 0xD800 && n <= 0xDFFF)) return false;
        out.insert(out.begin() + i, static_cast<char32_t>(n));
        ++i;
    }
    return true;
}

// RFC 3492 §6.3.
bool punycode_encode(const std::u32string& input, std::string& out) {
    std::uint32_t handled = 0;
    for (const char32_t cp : input) {
        if (cp < 0x80) {
            out.push_back(static_cast<char>(cp));
            ++handled;
        }
    }
    const std::uint32_t basic = handled;
    if (basic > 0) out.push_back('-');
    std::uint32_t n = kInitialN, delta = 0, bias = kInitialBias;
    while (handled < input.size()) {
        std::uint32_t m = kMaxInt;
        for (const char32_t cp : input) {
            if (cp >= n && cp < m) m = cp;
        }
        if (m - n > (kMaxInt - delta) / (handled + 1)) return false;
        delta += (m - n) * (handled + 1);
        n = m;
        for (const char32_t cp : input) {
            if (cp < n && ++delta == 0) return false;
            if (cp != n) continue;
            write_delta(delta, bias, out);
            bias = adapt(delta, handled + 1, handled == basic);
            delta = 0;
            ++handled;
        }
        ++delta;
        ++n;
    }
    return true;
}

}  // namespace sg::schema

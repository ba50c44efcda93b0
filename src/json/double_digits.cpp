#include "json/double_digits.h"

#include <cstdint>
#include <cstring>

namespace sg {
namespace {

// f × 2^e with a 64-bit significand (Loitsch's "do-it-yourself floating point").
struct Fp {
    std::uint64_t f = 0;
    int e = 0;
};

constexpr int kSignificandBits = 52;
constexpr std::uint64_t kHiddenBit = std::uint64_t{1} << kSignificandBits;
constexpr int kExponentBias = 0x3FF + kSignificandBits;

Fp fp_of(double value) {
    std::uint64_t bits = 0;
    std::memcpy(&bits, &value, sizeof bits);
    const int biased = static_cast<int>((bits >> kSignificandBits) & 0x7FF);
    const std::uint64_t significand = bits & (kHiddenBit - 1);
    if (biased == 0) return Fp{significand, 1 - kExponentBias};  // subnormal
    return Fp{significand + kHiddenBit, biased - kExponentBias};
}

Fp normalized(Fp x) {
    const int shift = __builtin_clzll(x.f);
    return Fp{x.f << shift, x.e - shift};
}

// The upper 64 bits of the product, rounded half up. From 32-bit halves, as RapidJSON
// multiplies where it has no 128-bit type (wasm32); its 128-bit form rounds the same.
Fp times(Fp a, Fp b) {
    constexpr std::uint64_t kLow = 0xFFFFFFFF;
    const std::uint64_t ac = (a.f >> 32) * (b.f >> 32);
    const std::uint64_t bc = (a.f & kLow) * (b.f >> 32);
    const std::uint64_t ad = (a.f >> 32) * (b.f & kLow);
    const std::uint64_t bd = (a.f & kLow) * (b.f & kLow);
    const std::uint64_t middle = (bd >> 32) + (ad & kLow) + (bc & kLow) + (std::uint64_t{1} << 31);
    return Fp{ac + (ad >> 32) + (bc >> 32) + (middle >> 32), a.e + b.e + 64};
}

// The midpoints between v and its neighbours: every decimal strictly between them reads back
// as v. m+ is normalized and m- shares its exponent; at a power of two the gap below is half
// the gap above.
struct Boundaries {
    Fp minus;
    Fp plus;
};

Boundaries boundaries_of(Fp v) {
    const Fp plus = normalized(Fp{(v.f << 1) + 1, v.e - 1});
    Fp minus = v.f == kHiddenBit ? Fp{(v.f << 2) - 1, v.e - 2} : Fp{(v.f << 1) - 1, v.e - 1};
    minus.f <<= minus.e - plus.e;
    minus.e = plus.e;
    return Boundaries{minus, plus};
}

// 10^-348, 10^-340, ..., 10^340, normalized: RapidJSON's table, so that the products, and with
// them the digits, are the ones its Writer gives.
constexpr std::uint64_t kCachedPowerSignificands[] = {
    0xfa8fd5a0081c0288, 0xbaaee17fa23ebf76, 0x8b16fb203055ac76, 0xcf42894a5dce35ea,
    0x9a6bb0aa55653b2d, 0xe61acf033d1a45df, 0xab70fe17c79ac6ca, 0xff77b1fcbebcdc4f,
    0xbe5691ef416bd60c, 0x8dd01fad907ffc3c, 0xd3515c2831559a83, 0x9d71ac8fada6c9b5,
    0xea9c227723ee8bcb, 0xaecc49914078536d, 0x823c12795db6ce57, 0xc21094364dfb5637,
    0x9096ea6f3848984f, 0xd77485cb25823ac7, 0xa086cfcd97bf97f4, 0xef340a98172aace5,
    0xb23867fb2a35b28e, 0x84c8d4dfd2c63f3b, 0xc5dd44271ad3cdba, 0x936b9fcebb25c996,
    0xdbac6c247d62a584, 0xa3ab66580d5fdaf6, 0xf3e2f893dec3f126, 0xb5b5ada8aaff80b8,
    0x87625f056c7c4a8b, 0xc9bcff6034c13053, 0x964e858c91ba2655, 0xdff9772470297ebd,
    0xa6dfbd9fb8e5b88f, 0xf8a95fcf88747d94, 0xb94470938fa89bcf, 0x8a08f0f8bf0f156b,
    0xcdb02555653131b6, 0x993fe2c6d07b7fac, 0xe45c10c42a2b3b06, 0xaa242499697392d3,
    0xfd87b5f28300ca0e, 0xbce5086492111aeb, 0x8cbccc096f5088cc, 0xd1b71758e219652c,
    0x9c40000000000000, 0xe8d4a51000000000, 0xad78ebc5ac620000, 0x813f3978f8940984,
    0xc097ce7bc90715b3, 0x8f7e32ce7bea5c70, 0xd5d238a4abe98068, 0x9f4f2726179a2245,
    0xed63a231d4c4fb27, 0xb0de65388cc8ada8, 0x83c7088e1aab65db, 0xc45d1df942711d9a,
    0x924d692ca61be758, 0xda01ee641a708dea, 0xa26da3999aef774a, 0xf209787bb47d6b85,
    0xb454e4a179dd1877, 0x865b86925b9bc5c2, 0xc83553c5c8965d3d, 0x952ab45cfa97a0b3,
    0xde469fbd99a05fe3, 0xa59bc234db398c25, 0xf6c69a72a3989f5c, 0xb7dcbf5354e9bece,
    0x88fcf317f22241e2, 0xcc20ce9bd35c78a5, 0x98165af37b2153df, 0xe2a0b5dc971f303a,
    0xa8d9d1535ce3b396, 0xfb9b7cd9a4a7443c, 0xbb764c4ca7a44410, 0x8bab8eefb6409c1a,
    0xd01fef10a657842c, 0x9b10a4e5e9913129, 0xe7109bfba19c0c9d, 0xac2820d9623bf429,
    0x80444b5e7aa7cf85, 0xbf21e44003acdd2d, 0x8e679c2f5e44ff8f, 0xd433179d9c8cb841,
    0x9e19db92b4e31ba9, 0xeb96bf6ebadf77d9, 0xaf87023b9bf0ee6b,
};
constexpr std::int16_t kCachedPowerExponents[] = {
    -1220, -1193, -1166, -1140, -1113, -1087, -1060, -1034, -1007, -980, -954, -927, -901,
    -874, -847, -821, -794, -768, -741, -715, -688, -661, -635, -608, -582, -555,
    -529, -502, -475, -449, -422, -396, -369, -343, -316, -289, -263, -236, -210,
    -183, -157, -130, -103, -77, -50, -24, 3, 30, 56, 83, 109, 136,
    162, 189, 216, 242, 269, 295, 322, 348, 375, 402, 428, 455, 481,
    508, 534, 561, 588, 614, 641, 667, 694, 720, 747, 774, 800, 827,
    853, 880, 907, 933, 960, 986, 1013, 1039, 1066,
};

// 10^-decimal_exponent, the cached power that brings a significand of binary exponent `e`
// to a product whose integer part (the bits above -e) holds at most nine decimal digits.
struct CachedPower {
    Fp power;
    int decimal_exponent;
};

CachedPower cached_power_for(int e) {
    // ceil((-61 - e) · log10(2)) + 347, computed in a double as RapidJSON computes it (it is
    // positive, so the ceiling is a truncation and a step up).
    const double dk = (-61 - e) * 0.30102999566398114 + 347;
    int k = static_cast<int>(dk);
    if (dk - k > 0.0) ++k;
    const int index = (k >> 3) + 1;
    const Fp power{kCachedPowerSignificands[index], kCachedPowerExponents[index]};
    return CachedPower{power, 348 - index * 8};
}

constexpr std::uint32_t kPow10[] = {
    1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000,
};

// The digits of the integer part: at most nine, as the cached power leaves it (RapidJSON
// counts no further, and neither may we, to split the same way).
int digit_count(std::uint32_t n) {
    int count = 1;
    while (count < 9 && n >= kPow10[count]) ++count;
    return count;
}

void append_digit(DoubleDigits& out, std::uint64_t digit) {
    if (digit == 0 && out.length == 0) return;  // a leading zero
    out.digits[out.length++] = static_cast<char>('0' + digit);
}

// Loitsch's "weed": moves the last digit down while the result stays inside the interval
// (`delta` above what was cut, `rest`) and comes closer to w (`high_minus_w` above it), one
// `unit` of the last digit at a time.
void round_last_digit(DoubleDigits& out, std::uint64_t delta, std::uint64_t rest, std::uint64_t unit,
                      std::uint64_t high_minus_w) {
    while (rest < high_minus_w && delta - rest >= unit &&
           (rest + unit < high_minus_w || high_minus_w - rest > rest + unit - high_minus_w)) {
        --out.digits[out.length - 1];
        rest += unit;
    }
}

// The digits of `high` (m+ scaled, less one unit) from the left until what is cut is within
// `delta` (the scaled interval, less a unit at each end): the first decimal inside it.
DoubleDigits generate_digits(Fp w, Fp high, std::uint64_t delta, int decimal_exponent) {
    const int shift = -high.e;
    const std::uint64_t one = std::uint64_t{1} << shift;
    const std::uint64_t high_minus_w = high.f - w.f;
    auto integral = static_cast<std::uint32_t>(high.f >> shift);
    std::uint64_t fraction = high.f & (one - 1);
    DoubleDigits out;
    out.exponent = decimal_exponent;
    for (int kappa = digit_count(integral); kappa > 0;) {
        append_digit(out, integral / kPow10[kappa - 1]);
        integral %= kPow10[kappa - 1];
        --kappa;
        const std::uint64_t rest = (std::uint64_t{integral} << shift) + fraction;
        if (rest <= delta) {
            out.exponent += kappa;
            round_last_digit(out, delta, rest, std::uint64_t{kPow10[kappa]} << shift, high_minus_w);
            return out;
        }
    }
    for (int places = 1;; ++places) {
        fraction *= 10;
        delta *= 10;
        append_digit(out, fraction >> shift);
        fraction &= one - 1;
        if (fraction < delta) {
            out.exponent -= places;
            // high - w at the scale `fraction` and `delta` now have (ten times per place); from
            // the ninth place on RapidJSON passes 0, which leaves the last digit as it is.
            const std::uint64_t scaled = places < 9 ? high_minus_w * kPow10[places] : 0;
            round_last_digit(out, delta, fraction, one, scaled);
            return out;
        }
    }
}

}  // namespace

DoubleDigits double_digits(double value) {
    const Fp v = fp_of(value);
    const Boundaries m = boundaries_of(v);
    const CachedPower c = cached_power_for(m.plus.e);
    const Fp w = times(normalized(v), c.power);
    Fp high = times(m.plus, c.power);
    Fp low = times(m.minus, c.power);
    // Each product may be off by one unit: keep to the part of the interval surely inside it.
    ++low.f;
    --high.f;
    return generate_digits(w, high, high.f - low.f, c.decimal_exponent);
}

}  // namespace sg

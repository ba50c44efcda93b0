// nearest_double bit for bit against the C library's strtod over generated decimals (random
// digits and exponents, the edges of the double range), and against exact arithmetic at the
// midpoints between neighbouring doubles and just below and above them.
#include <catch2/catch.hpp>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>

#include "binary_decimal.h"
#include "json/nearest_double.h"

using namespace sg;
using sg::test::bits_of;
using sg::test::double_of;
using sg::test::Midpoint;
using sg::test::midpoint_above;
using sg::test::Written;

namespace {

// The number as strtod reads it and as nearest_double does; equal when their bits are.
void check_as_strtod(const std::string& number) {
    INFO(number);
    CHECK(bits_of(nearest_double(number)) == bits_of(std::strtod(number.c_str(), nullptr)));
}

// The decimal one unit lower in its last digit.
std::string decremented(std::string digits) {
    std::size_t at = digits.size();
    while (at-- > 0) {
        if (digits[at] != '0') {
            --digits[at];
            break;
        }
        digits[at] = '9';
    }
    return digits;
}

// The decimals just below and above a midpoint and the midpoint itself, with their known
// nearest doubles: glibc's strtod (2.36) is not the reference here, as it rounds some of them
// wrongly (the 769 digits of (2^53 + 3) × 2^-1076 to 2^-1023 instead of 2^-1023 + 2^-1074,
// which Python's float() gives).
void check_midpoint(const Midpoint& midpoint, int zeros = 0) {
    const Written& exact = midpoint.exact;
    const std::string power = "e" + std::to_string(exact.power10 - 1 - zeros);
    const auto run = static_cast<std::size_t>(zeros);
    const std::string below = decremented(exact.digits) + std::string(run, '9') + "9" + power;
    const std::string above = exact.digits + std::string(run, '0') + "1" + power;
    INFO(exact.text());
    CHECK(bits_of(nearest_double(below)) == midpoint.below);
    CHECK(bits_of(nearest_double(above)) == midpoint.below + 1);
    // A tie goes to the even significand.
    CHECK(bits_of(nearest_double(exact.text())) == ((midpoint.below & 1) == 0 ? midpoint.below : midpoint.below + 1));
}

std::uint64_t random_finite_bits(std::mt19937_64& random) {
    std::uint64_t bits = random() & ~(std::uint64_t{1} << 63);
    const std::uint64_t field = bits >> 52;
    switch (random() % 4) {
        case 0: return bits & ((std::uint64_t{1} << 52) - 1);  // subnormal
        case 1: return (bits & ((std::uint64_t{1} << 52) - 1)) | ((random() % 2 == 0 ? random() % 4 + 1 : 2046 - random() % 4) << 52);
        default: return field == 2047 ? bits ^ (std::uint64_t{1} << 62) : bits;
    }
}

std::string random_digits(std::mt19937_64& random, std::size_t count) {
    std::string digits;
    for (std::size_t i = 0; i < count; ++i) digits += static_cast<char>('0' + random() % 10);
    return digits;
}

// A decimal with a random sign, digits, point and exponent; mostly of a double's size.
std::string random_decimal(std::mt19937_64& random) {
    const std::uint64_t size = random() % 100;
    const std::size_t count = size < 80 ? 1 + random() % 20 : size < 95 ? 20 + random() % 40 : 700 + random() % 200;
    std::string number = random() % 2 == 0 ? "-" : "";
    std::string digits = random_digits(random, count);
    if (random() % 3 == 0) digits.insert(random() % (digits.size() + 1), ".");
    if (digits == ".") digits = "0.";
    number += digits;
    const int spread = random() % 10 == 0 ? 1000 : 340;
    if (random() % 4 != 0) number += "e" + std::to_string(static_cast<int>(random() % (2 * spread + 1)) - spread - static_cast<int>(count / 2));
    return number;
}

}  // namespace

TEST_CASE("X5 numbers: nearest_double is strtod's double for random decimals") {
    std::mt19937_64 random(20261206);
    for (int i = 0; i < 200000; ++i) check_as_strtod(random_decimal(random));
}

TEST_CASE("X5 numbers: nearest_double rounds midpoints between doubles to even, and near them to the nearer") {
    std::mt19937_64 random(37);
    for (int i = 0; i < 4000; ++i) check_midpoint(midpoint_above(random_finite_bits(random)));
    for (const std::uint64_t bits : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{0x000FFFFFFFFFFFFF},
                                     std::uint64_t{0x0010000000000000}, std::uint64_t{0x3FF0000000000000},
                                     std::uint64_t{0x7FEFFFFFFFFFFFFF}}) {
        check_midpoint(midpoint_above(bits));
    }
}

TEST_CASE("X5 numbers: nearest_double at the edges of the double range") {
    for (const char* number :
         {"0", "-0", "0.0e5", "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324",
          "2.2250738585072011e-308", "2.2250738585072012e-308", "2.2250738585072014e-308", "1.7976931348623157e308",
          "1.7976931348623158e308", "1.7976931348623159e308", "1e308", "1e309", "1e-323", "1e-324", "1e-400",
          "1e-99999999999999999999", "1e99999999999999999999", "9007199254740993", "18446744073709551616",
          "123456789012345e22", "1234567890123456e22", "1e23", "8.98846567431158e307", "0.1", "-1.5E+3"}) {
        check_as_strtod(number);
    }
    CHECK(std::signbit(nearest_double("-0")));
    CHECK(std::signbit(nearest_double("-1e-400")));
    CHECK(nearest_double("-1e400") == -HUGE_VAL);
    CHECK(nearest_double("4.9406564584124654e-324") == double_of(1));
}

TEST_CASE("X5 numbers: nearest_double reads hundreds of digits and long runs of zeros exactly") {
    // Zeros before the first digit and after the last move only the point.
    check_as_strtod("0." + std::string(5000, '0') + "1e5000");
    check_as_strtod("1" + std::string(5000, '0') + "e-5000");
    check_as_strtod("0." + std::string(998, '3') + "e-5");
    // A midpoint of 767 digits, and a nonzero digit far beyond them that decides which way it goes.
    const Midpoint longest = midpoint_above(0x000FFFFFFFFFFFFF);
    REQUIRE(longest.exact.digits.size() >= 767);
    check_midpoint(longest, 3000);
    check_midpoint(midpoint_above(0x0010000000000001), 3000);
}

TEST_CASE("X5 numbers: nearest_double reads a header's decimals and stops at what is not a number") {
    CHECK(nearest_double(".5") == 0.5);
    CHECK(nearest_double("2.") == 2.0);
    CHECK(nearest_double("-.5e1") == -5.0);
    CHECK(nearest_double("") == 0.0);
    CHECK(nearest_double("12.5s") == 12.5);
    CHECK(nearest_double("3e") == 3.0);
    CHECK(nearest_double("1.5.2") == 1.5);
}

// double_digits and json_double against RapidJSON's Grisu2, dtoa and Writer, which the full
// module still writes provider requests with: the same digits and exponent, the same text for
// every double tried (the edges of the range, powers of two and ten, every binade, a million
// random bit patterns), and each text read back as the double it was written from.
#include <catch2/catch.hpp>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include <rapidjson/internal/dtoa.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "binary_decimal.h"
#include "json/double_digits.h"
#include "json/nearest_double.h"
#include "json/scalar_text.h"

using namespace sg;
using sg::test::bits_of;
using sg::test::double_of;

namespace {

bool is_finite_bits(std::uint64_t bits) { return ((bits >> 52) & 0x7FF) != 0x7FF; }

std::string rapidjson_dtoa(double value) {
    char buffer[32];
    const char* end = rapidjson::internal::dtoa(value, buffer);
    return std::string(buffer, static_cast<std::size_t>(end - buffer));
}

std::string rapidjson_writer(double value) {
    rapidjson::StringBuffer buffer;
    rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
    writer.Double(value);
    return buffer.GetString();
}

// "" when `value` gets RapidJSON's digits, exponent and text and its text reads back as
// itself; else what differs.
std::string difference(double value) {
    const std::string ours = json_double(value);
    if (ours != rapidjson_dtoa(value)) return "text " + ours + " vs RapidJSON's " + rapidjson_dtoa(value);
    if (bits_of(nearest_double(ours)) != bits_of(value)) return ours + " reads back as another double";
    if (value == 0) return "";
    char buffer[32];
    int length = 0;
    int exponent = 0;
    rapidjson::internal::Grisu2(std::fabs(value), buffer, &length, &exponent);
    const DoubleDigits digits = double_digits(std::fabs(value));
    if (std::string(digits.digits, static_cast<std::size_t>(digits.length)) != std::string(buffer, static_cast<std::size_t>(length)) ||
        digits.exponent != exponent) {
        return ours + ": digits or exponent differ from Grisu2's";
    }
    return "";
}

// Checks every value, naming the first few that differ (one assertion, not a million).
void check_all(const std::vector<double>& values) {
    std::string differences;
    int count = 0;
    for (const double value : values) {
        const std::string found = difference(value);
        if (found.empty() || ++count > 10) continue;
        differences += std::to_string(bits_of(value)) + " (" + found + "); ";
    }
    INFO(differences);
    CHECK(count == 0);
}

// Each value and its negation.
void add_signed(std::vector<double>& values, double value) {
    values.push_back(value);
    values.push_back(-value);
}

}  // namespace

TEST_CASE("L5 json_double writes what RapidJSON's Writer writes at the edges of the double range") {
    std::vector<double> values;
    for (const double value : {0.0, 5e-324, 1e-323, DBL_TRUE_MIN * 3, DBL_MIN, std::nextafter(DBL_MIN, 0.0),
                               std::nextafter(DBL_MIN, 1.0), DBL_MAX, std::nextafter(DBL_MAX, 0.0), DBL_EPSILON,
                               0.1, 0.2, 0.3, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 1e21, 1e22, 1e23, 1e-7, 1e-6, 1e-5,
                               123456.789, 9007199254740992.0, 9007199254740993.0, 9007199254740994.0,
                               18446744073709551616.0, 4.35, 5e-310, 1.7976931348623157e308, 2.2250738585072014e-308,
                               2.2250738585072011e-308, 999999999999999999999.0, 100000000000000000000.0}) {
        add_signed(values, value);
    }
    // Every power of two, its neighbours (the lower boundary is half as far below a power of two),
    // and every power of ten the range holds.
    for (int power = -1074; power <= 1023; ++power) {
        const double two = std::ldexp(1.0, power);
        for (const double value : {two, std::nextafter(two, 0.0), std::nextafter(two, HUGE_VAL)}) add_signed(values, value);
    }
    for (int power = -323; power <= 308; ++power) {
        const double ten = std::strtod(("1e" + std::to_string(power)).c_str(), nullptr);
        for (const double value : {ten, std::nextafter(ten, 0.0), std::nextafter(ten, HUGE_VAL)}) add_signed(values, value);
    }
    check_all(values);
    for (const double value : {0.0, -0.0, 5e-324, DBL_MAX, -DBL_MAX, 0.1, 1e21, 1e-7, 1000.0, -2.5e-8}) {
        INFO(value);
        CHECK(json_double(value) == rapidjson_writer(value));
    }
}

TEST_CASE("L5 json_double writes what RapidJSON writes for a million random doubles and 64 of every binade") {
    std::mt19937_64 random(20261206);
    std::vector<double> values;
    while (values.size() < 1000000) {
        const std::uint64_t bits = random();
        if (is_finite_bits(bits)) values.push_back(double_of(bits));
    }
    for (std::uint64_t field = 0; field < 0x7FF; ++field) {
        for (int i = 0; i < 64; ++i) {
            const std::uint64_t sign = random() & (std::uint64_t{1} << 63);
            values.push_back(double_of(sign | field << 52 | (random() & ((std::uint64_t{1} << 52) - 1))));
        }
    }
    check_all(values);
}

TEST_CASE("L5 a double in a coerced value or text: the shortest digits, laid out as RapidJSON's Writer lays them out") {
    // number_to_string and fraction_to_number write a fractional double so: 1/5 is "0.2".
    CHECK(json_double(1.0 / 5) == "0.2");
    CHECK(json_double(1.0 / 3) == "0.3333333333333333");
    CHECK(json_double(0.0) == "0.0");
    CHECK(json_double(-0.0) == "-0.0");
    CHECK(json_double(2.5) == "2.5");
    CHECK(json_double(2000.0) == "2000.0");
    // Grisu2 finds a shortest decimal that reads back, not always the nearest of them:
    // JavaScript writes 0.30000000000000004 here, RapidJSON (and so structguard) this.
    CHECK(json_double(0.1 + 0.2) == "0.30000000000000007");
    CHECK(json_double(-1.5) == "-1.5");
    // Up to 21 integer digits in full; then an exponent, without a '+'.
    CHECK(json_double(1e20) == "100000000000000000000.0");
    CHECK(json_double(1e21) == "1e21");
    CHECK(json_double(1.5e300) == "1.5e300");
    CHECK(json_double(9007199254740993.0) == "9007199254740992.0");
    // Up to five zeros after the point; then an exponent.
    CHECK(json_double(0.000001) == "0.000001");
    CHECK(json_double(0.0000015) == "0.0000015");
    CHECK(json_double(1e-7) == "1e-7");
    CHECK(json_double(-2.5e-8) == "-2.5e-8");
    CHECK(json_double(5e-324) == "5e-324");
    CHECK(json_double(DBL_MAX) == "1.7976931348623157e308");
    CHECK(json_double(DBL_MIN) == "2.2250738585072014e-308");
}

TEST_CASE("S1 double_digits: a double's digits and decimal exponent, as multipleOf reads them") {
    const auto text = [](double value) {
        const DoubleDigits digits = double_digits(value);
        return std::string(digits.digits, static_cast<std::size_t>(digits.length)) + "e" + std::to_string(digits.exponent);
    };
    CHECK(text(0.1) == "1e-1");
    CHECK(text(0.3) == "3e-1");
    CHECK(text(1e308) == "1e308");
    CHECK(text(5e-324) == "5e-324");
    CHECK(text(123.456) == "123456e-3");
    CHECK(text(1.7976931348623157e308) == "17976931348623157e292");
}

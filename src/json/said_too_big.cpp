#include "json/said_too_big.h"

#include <cstdint>

namespace sg {
namespace {

// RapidJSON's GenericReader::ParseNumber, step for step, keeping what its range checks need.
class RangeCheck {
public:
    explicit RangeCheck(std::string_view token) : token_(token) {}

    bool too_big() {
        const bool minus = take('-');
        if (!take('0') && !integer_in_range(minus)) return true;  // a leading zero is the integer part
        if (take('.')) fraction();
        if (!take('e') && !take('E')) return false;
        if (take('+')) return exponent_too_big();
        return !take('-') && exponent_too_big();
    }

private:
    bool digit() const { return at_ < token_.size() && token_[at_] >= '0' && token_[at_] <= '9'; }
    unsigned next_digit() { return static_cast<unsigned>(token_[at_++] - '0'); }
    bool take(char c) {
        if (at_ == token_.size() || token_[at_] != c) return false;
        ++at_;
        return true;
    }

    // Digits into `value` while they fit below `limit` (and `last` after it); true when a digit
    // is left that does not fit.
    template <typename Int>
    bool overflows(Int& value, Int limit, char last) {
        while (digit()) {
            if (value >= limit && (value != limit || token_[at_] > last)) return true;
            value = value * 10 + next_digit();
            ++significant_;
        }
        return false;
    }

    // Digits into 32 bits, then 64, then a double; false where the double gets too big.
    bool integer_in_range(bool minus) {
        if (!digit()) return true;
        std::uint32_t i = next_digit();
        const char last = minus ? '8' : '5';
        const bool wide = overflows(i, minus ? 214748364u : 429496729u, last);
        i64_ = i;
        if (!wide) return true;
        as_double_ = overflows(i64_, minus ? std::uint64_t{0x0CCCCCCCCCCCCCCC} : std::uint64_t{0x1999999999999999}, last);
        if (!as_double_) return true;
        double d = static_cast<double>(i64_);
        while (digit()) {
            if (d >= 1.7976931348623157e307) return false;  // DBL_MAX / 10
            d = d * 10 + next_digit();
        }
        return true;
    }

    // Counts the fraction digits that shift the exponent's limit. After an integer part read
    // as a double, 17 significant digits are already counted: no fraction digit is.
    void fraction() {
        double d = 0;
        if (!as_double_) {
            while (digit() && i64_ <= 0x1FFFFFFFFFFFFFull) {  // 2^53 - 1
                i64_ = i64_ * 10 + next_digit();
                --exp_frac_;
                if (i64_ != 0) ++significant_;
            }
            d = static_cast<double>(i64_);
        }
        while (digit()) {
            const unsigned value = next_digit();
            if (significant_ < 17) {
                d = d * 10.0 + value;
                --exp_frac_;
                if (d > 0.0) ++significant_;
            }
        }
    }

    bool exponent_too_big() {
        if (!digit()) return false;
        const std::int64_t max_exp = 308 - exp_frac_;
        std::int64_t exp = next_digit();
        while (digit()) {
            exp = exp * 10 + next_digit();
            if (exp > max_exp) return true;
        }
        return false;
    }

    std::string_view token_;
    std::size_t at_ = 0;
    std::uint64_t i64_ = 0;
    bool as_double_ = false;
    int significant_ = 0;
    std::int64_t exp_frac_ = 0;
};

}  // namespace

bool said_too_big(std::string_view token) { return RangeCheck(token).too_big(); }

}  // namespace sg

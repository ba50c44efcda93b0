#include "run/wire/retry_after.h"

#include <string>
#include <vector>

#include "core/text_trim.h"
#include "json/nearest_double.h"

namespace sg {
namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

bool all_digits(std::string_view text) {
    if (text.empty()) return false;
    for (char c : text) {
        if (!is_digit(c)) return false;
    }
    return true;
}

int to_int(std::string_view digits) {
    int value = 0;
    for (char c : digits) value = value * 10 + (c - '0');
    return value;
}

std::vector<std::string_view> date_tokens(std::string_view text) {
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',' || text[i] == '-') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        while (i < text.size() && text[i] != ' ' && text[i] != ',' && text[i] != '-') ++i;
        tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

std::optional<int> month_number(std::string_view token) {
    static constexpr std::string_view kMonths[] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                                   "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    for (int m = 0; m < 12; ++m) {
        if (token == kMonths[m]) return m + 1;
    }
    return std::nullopt;
}

struct ClockTime {
    int hour, minute, second;
};

std::optional<ClockTime> clock_time(std::string_view token) {
    if (token.size() != 8 || token[2] != ':' || token[5] != ':') return std::nullopt;
    const std::string_view h = token.substr(0, 2), m = token.substr(3, 2), s = token.substr(6, 2);
    if (!all_digits(h) || !all_digits(m) || !all_digits(s)) return std::nullopt;
    const ClockTime t{to_int(h), to_int(m), to_int(s)};
    if (t.hour > 23 || t.minute > 59 || t.second > 60) return std::nullopt;
    return t;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t y, int m, int d) {
    y -= m <= 2;
    const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
    const std::int64_t yoe = y - era * 400;
    const std::int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const std::int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

int days_in_month(int year, int month) {
    static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

}  // namespace

std::optional<double> parse_decimal(std::string_view text) {
    text = trim_space(text);
    const std::size_t dot = text.find('.');
    const std::string_view whole = text.substr(0, dot);
    const std::string_view fraction = dot == std::string_view::npos ? std::string_view() : text.substr(dot + 1);
    if (!all_digits(whole) && !(whole.empty() && all_digits(fraction))) return std::nullopt;
    if (dot != std::string_view::npos && !fraction.empty() && !all_digits(fraction)) return std::nullopt;
    return nearest_double(text);
}

// The day comes before the month in IMF-fixdate and RFC 850 and after it in asctime; the
// first bare number is therefore the day and the second the year, in all three forms.
std::optional<std::int64_t> parse_http_date(std::string_view text) {
    std::vector<std::string_view> tokens = date_tokens(trim_space(text));
    if (tokens.empty() || !is_alpha(tokens.front().front())) return std::nullopt;  // the weekday
    std::optional<int> month, day, year;
    std::optional<ClockTime> time;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const std::string_view token = tokens[i];
        if (auto m = month_number(token); m && !month) {
            month = m;
        } else if (auto t = clock_time(token); t && !time) {
            time = t;
        } else if (all_digits(token) && token.size() <= 2 && !day) {
            day = to_int(token);
        } else if (all_digits(token) && (token.size() == 2 || token.size() == 4) && day && !year) {
            const int value = to_int(token);
            year = token.size() == 4 ? value : (value < 70 ? 2000 + value : 1900 + value);
        } else if (token != "GMT" && token != "UTC") {
            return std::nullopt;
        }
    }
    if (!month || !day || !year || !time) return std::nullopt;
    if (*day < 1 || *day > days_in_month(*year, *month)) return std::nullopt;
    const std::int64_t seconds = days_from_civil(*year, *month, *day) * 86400 + time->hour * 3600 +
                                 time->minute * 60 + time->second;
    return seconds * 1000;
}

std::optional<double> requested_retry_delay_ms(const Headers& headers, std::int64_t now_ms) {
    if (const std::string* ms = find_header(headers, "retry-after-ms")) {
        // As in the SDKs, a zero here defers to retry-after.
        if (std::optional<double> value = parse_decimal(*ms); value && *value != 0) return value;
    }
    const std::string* after = find_header(headers, "retry-after");
    if (!after) return std::nullopt;
    if (std::optional<double> seconds = parse_decimal(*after)) return *seconds * 1000;
    if (std::optional<std::int64_t> date = parse_http_date(*after)) return static_cast<double>(*date - now_ms);
    return std::nullopt;
}

}  // namespace sg

// RFC 3339 dates and times (with the leap-second rule: :60 only where the UTC time is
// 23:59:60) and the RFC 3339 appendix A duration grammar.
#include "schema/format_checks.h"

#include "core/ascii_class.h"

namespace sg::schema {
namespace {

// Reads exactly `count` ASCII digits at `at` into `value`.
bool read_digits(std::string_view text, std::size_t at, std::size_t count, int& value) {
    if (at + count > text.size()) return false;
    value = 0;
    for (std::size_t i = at; i < at + count; ++i) {
        if (!is_ascii_digit(text[i])) return false;
        value = value * 10 + (text[i] - '0');
    }
    return true;
}

int days_in_month(int year, int month) {
    static const int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : kDays[month - 1];
}

// full-time = partial-time time-offset; partial-time = hh:mm:ss[.fraction].
bool is_full_time(std::string_view text) {
    int hour = 0, minute = 0, second = 0;
    if (!read_digits(text, 0, 2, hour) || text.size() < 8 || text[2] != ':' || !read_digits(text, 3, 2, minute) ||
        text[5] != ':' || !read_digits(text, 6, 2, second)) {
        return false;
    }
    if (hour > 23 || minute > 59 || second > 60) return false;
    std::size_t i = 8;
    if (i < text.size() && text[i] == '.') {
        const std::size_t start = ++i;
        while (i < text.size() && is_ascii_digit(text[i])) ++i;
        if (i == start) return false;
    }
    if (i >= text.size()) return false;
    int offset_minutes = 0;
    if (text[i] == 'Z' || text[i] == 'z') {
        if (i + 1 != text.size()) return false;
    } else if (text[i] == '+' || text[i] == '-') {
        int offset_hour = 0, offset_minute = 0;
        if (text.size() != i + 6 || !read_digits(text, i + 1, 2, offset_hour) || text[i + 3] != ':' ||
            !read_digits(text, i + 4, 2, offset_minute) || offset_hour > 23 || offset_minute > 59) {
            return false;
        }
        offset_minutes = (offset_hour * 60 + offset_minute) * (text[i] == '+' ? 1 : -1);
    } else {
        return false;
    }
    if (second == 60) {
        const int utc = ((hour * 60 + minute - offset_minutes) % 1440 + 1440) % 1440;
        if (utc != 23 * 60 + 59) return false;
    }
    return true;
}

// Components "<digits><unit>" in `units` order, consecutive and without gaps ("Y","M","D").
bool read_components(std::string_view& text, std::string_view units) {
    std::size_t next_unit = 0;
    bool any = false;
    while (!text.empty() && text.front() != 'T') {
        std::size_t digits = 0;
        while (digits < text.size() && is_ascii_digit(text[digits])) ++digits;
        if (digits == 0 || digits == text.size()) return false;
        const std::size_t unit = units.find(text[digits], next_unit);
        if (unit == std::string_view::npos || (any && unit != next_unit)) return false;
        next_unit = unit + 1;
        any = true;
        text.remove_prefix(digits + 1);
    }
    return any;
}

}  // namespace

bool is_date(std::string_view text) {
    int year = 0, month = 0, day = 0;
    if (text.size() != 10 || !read_digits(text, 0, 4, year) || text[4] != '-' || !read_digits(text, 5, 2, month) ||
        text[7] != '-' || !read_digits(text, 8, 2, day)) {
        return false;
    }
    return month >= 1 && month <= 12 && day >= 1 && day <= days_in_month(year, month);
}

bool is_time(std::string_view text) { return is_full_time(text); }

bool is_date_time(std::string_view text) {
    if (text.size() < 11 || (text[10] != 'T' && text[10] != 't')) return false;
    return is_date(text.substr(0, 10)) && is_full_time(text.substr(11));
}

bool is_duration(std::string_view text) {
    if (text.size() < 2 || text.front() != 'P') return false;
    text.remove_prefix(1);
    const std::size_t week = text.find('W');
    if (week != std::string_view::npos) {
        if (week + 1 != text.size() || week == 0) return false;
        for (std::size_t i = 0; i < week; ++i) {
            if (!is_ascii_digit(text[i])) return false;
        }
        return true;
    }
    const bool date = !text.empty() && text.front() != 'T';
    if (date && !read_components(text, "YMD")) return false;
    if (text.empty()) return date;
    text.remove_prefix(1);  // 'T'
    return read_components(text, "HMS") && text.empty();
}

}  // namespace sg::schema

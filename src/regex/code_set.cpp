#include "regex/code_set.h"

#include <algorithm>

#include "core/key_sort.h"

namespace sg {

void CodeSet::add(char32_t first, char32_t last) { ranges_.push_back({first, last}); }

void CodeSet::add(const CodeSet& other) {
    ranges_.insert(ranges_.end(), other.ranges_.begin(), other.ranges_.end());
}

void CodeSet::normalize() {
    sort_by_number(ranges_, [](const CodeRange& range) { return range.first; });
    std::vector<CodeRange> merged;
    for (const CodeRange& range : ranges_) {
        if (!merged.empty() && range.first <= merged.back().last + 1) {
            merged.back().last = std::max(merged.back().last, range.last);
        } else {
            merged.push_back(range);
        }
    }
    ranges_ = std::move(merged);
    ascii_[0] = ascii_[1] = 0;
    for (const CodeRange& range : ranges_) {
        for (char32_t c = range.first; c <= range.last && c < 128; ++c) {
            ascii_[c / 64] |= std::uint64_t{1} << (c % 64);
        }
    }
}

CodeSet CodeSet::complement() const {
    CodeSet result;
    char32_t next = 0;
    for (const CodeRange& range : ranges_) {
        if (range.first > next) result.add(next, range.first - 1);
        next = range.last + 1;
    }
    if (next <= kMaxCodePoint) result.add(next, kMaxCodePoint);
    result.normalize();
    return result;
}

bool CodeSet::contains_above_ascii(char32_t code_point) const {
    auto after = std::upper_bound(
        ranges_.begin(), ranges_.end(), code_point,
        [](char32_t c, const CodeRange& range) { return c < range.first; });
    return after != ranges_.begin() && code_point <= std::prev(after)->last;
}

bool CodeSet::operator==(const CodeSet& other) const {
    return std::equal(ranges_.begin(), ranges_.end(), other.ranges_.begin(), other.ranges_.end(),
                      [](const CodeRange& a, const CodeRange& b) {
                          return a.first == b.first && a.last == b.last;
                      });
}

CodeSet ecma_digit_set() {
    CodeSet set;
    set.add('0', '9');
    set.normalize();
    return set;
}

CodeSet ecma_word_set() {
    CodeSet set;
    set.add('0', '9');
    set.add('A', 'Z');
    set.add('_');
    set.add('a', 'z');
    set.normalize();
    return set;
}

CodeSet ecma_space_set() {
    CodeSet set;
    set.add(0x09, 0x0D);  // TAB LF VT FF CR
    set.add(0x20);
    set.add(0xA0);
    set.add(0x1680);
    set.add(0x2000, 0x200A);
    set.add(0x2028, 0x2029);
    set.add(0x202F);
    set.add(0x205F);
    set.add(0x3000);
    set.add(0xFEFF);
    set.normalize();
    return set;
}

CodeSet ecma_dot_set() {
    CodeSet terminators;
    terminators.add(0x0A);
    terminators.add(0x0D);
    terminators.add(0x2028, 0x2029);
    terminators.normalize();
    return terminators.complement();
}

}  // namespace sg

// `enum` and `const` membership by hash (issue 36: a 10,000-value enum was scanned once per
// item, 9.8 s for 100,000 items). The members are sorted by json_hash at compile time; a value
// is compared with json_equal only against members of its own hash, so equality stays exactly
// `enum`'s (1 == 1.0, object members in any order, arrays in order) and a lookup costs
// O(log n) plus the value's size. The string members are also sorted by their text, so that
// stopping early narrows the strings a growing value may still become in O(log n) a byte.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/key_sort.h"
#include "tape/tape_value.h"

namespace sg::schema {

class Constants;

class EnumIndex {
public:
    // A run [first, last) of strings_by_text().
    using Run = std::pair<std::size_t, std::size_t>;

    // The members are constants first, …, first + count - 1 (Program::constants, sealed).
    EnumIndex(const Constants& constants, std::uint32_t first, std::uint32_t count);

    // Whether `value` is a member, and how many members were compared with it (json_equal) to
    // say so: only those of its hash, a handful whatever the enum's size, which is what the
    // tests hold the index to (issue 36: a scan compared all of them).
    struct Membership {
        bool member = false;
        std::size_t compared = 0;
    };
    Membership membership(TapeValue value, const Constants& constants) const;

    // Every string member.
    Run all_strings() const { return {0, strings_.size()}; }
    // Of `run`, whose strings share their first `at` bytes, those whose byte `at` is `c`.
    Run narrow(Run run, std::size_t at, char c, const Constants& constants) const;

private:
    std::vector<NumberKey> members_;  // (hash, constant), sorted
    std::vector<std::uint32_t> strings_;  // the string members' constants, sorted by text
};

}  // namespace sg::schema

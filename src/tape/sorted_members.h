// An object's members on a tape sorted by name (decoded where escaped), so that a walk that
// looks names up again and again (`$ref` pointers, equality of large objects) pays n log n
// once and log n a lookup instead of a scan each time. The first of repeated names is the one
// found, as TapeValue::member finds it. The tape must outlive it.
#pragma once

#include <deque>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tape/tape_value.h"

namespace sg {

class SortedMembers {
public:
    explicit SortedMembers(TapeValue object);

    // The value of the first member named `name`, or none.
    TapeValue find(std::string_view name) const;

private:
    std::deque<std::string> decoded_;  // the escaped names' values
    std::vector<std::pair<std::string_view, TapeValue>> members_;
};

}  // namespace sg

// The numbers of one parsed document whose double is not the decimal they were written as
// (exact_decimal.h), kept beside the document: the strict parser notes them when asked
// (StrictParseOptions::exact_numbers) and the validator reads them (ValidateOptions). Empty for
// almost every document, so that asking costs nothing. Values are found by address, the root
// by position (a Result moves the root, never the values below it); a value that was copied
// is not found and is read as its double.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include <rapidjson/document.h>

#include "json/exact_decimal.h"

namespace sg {

class ExactNumbers {
public:
    // While parsing: the number `ordinal` (0-based, in document order) was written as `token`.
    void note(std::size_t ordinal, std::string_view token);
    // After parsing: ties the noted numbers to the values of `root`, the parsed document.
    void bind(const rapidjson::Value& root);

    bool empty() const { return decimals_.empty(); }
    // The decimal `value` was written as, when its double is not it; `is_root` when `value` is
    // the document itself.
    const ExactDecimal* find(const rapidjson::Value& value, bool is_root) const;

private:
    std::vector<std::pair<std::size_t, ExactDecimal>> decimals_;  // by ordinal
    std::vector<double> read_as_;                                 // each one's double, checked on find
    std::unordered_map<const rapidjson::Value*, std::size_t> at_;
    std::optional<std::size_t> root_;
};

}  // namespace sg

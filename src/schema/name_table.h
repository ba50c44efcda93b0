// Property name -> number lookups for `properties`, `dependentRequired` and
// `dependentSchemas`: built once at compile time, probed once per instance member (and
// while it is built, for the names `required` and `properties` share).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sg::schema {

class NameTable {
public:
    static constexpr std::uint32_t kMissing = 0xFFFFFFFFu;

    // Later duplicates of a name are ignored (a JSON object with repeated keys). Amortised
    // constant time: a schema with 100,000 properties compiles in linear time.
    void add(std::string_view name, std::uint32_t value);

    std::uint32_t find(std::string_view name) const;

    std::size_t size() const { return names_.size(); }
    const std::string& name(std::size_t i) const { return names_[i]; }
    std::uint32_t value(std::size_t i) const { return values_[i]; }
    // The entry index of `name` (for error locations), or kMissing.
    std::uint32_t index_of(std::string_view name) const;
    // The same, trying entry `expected` first: an object's members mostly come in the order
    // the schema lists them, so the entry after the last one found is usually the next.
    std::uint32_t index_of(std::string_view name, std::uint32_t expected) const;

private:
    void index(std::uint32_t i);
    void rehash();

    std::vector<std::string> names_;
    std::vector<std::uint32_t> values_;
    std::vector<std::uint32_t> slots_;  // open addressing over entry indexes; empty for small tables
};

}  // namespace sg::schema
